"""What the tests and the benchmarks start and drive, kept out of the kit's package (and so
out of its wheel): nothing under ``coteccio_lab/`` imports it.

- ``serverproc``: the dashboard launcher (or stock Voilà) as a child process, ``free_port``,
  ``busy_port``;
- ``holdport``: a command run while a port is held (``make test`` holds 8866);
- ``lanes``: commands run side by side (``make suite``'s files that wait, beside the rest);
- ``postgres``: a throwaway PostgreSQL server;
- ``proxy``: configurable-http-proxy, installed from the npm registry into ``build/hub``
  (``make hub-proxy`` runs ``python -m harness.proxy`` with ``tests/`` on the path);
- ``testhub``: a real JupyterHub on 127.0.0.1 with the class service;
- ``steps``: how a person enters an answer into a lesson's exercise on the page;
- ``feltcheck``: what a browser test asks a drawn felt (what a trick's caption covers).
"""
