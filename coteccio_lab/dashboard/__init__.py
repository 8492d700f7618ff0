"""The dashboard: play a whole match against computer players, and run a class.

- ``controller``: the app's logic as plain Python (no widgets), testable headless, with
  ``state`` (what a session holds and shows), ``setup`` (the choices before a match),
  ``narration`` (what it says) and ``saving`` (files and hand records);
- ``app``: the Voilà app on top of the widget kit (``lessons/dashboard.ipynb``);
- ``launcher`` and ``cli``: ``coteccio-lab dashboard [--port] [--class-dir]``; with a class
  folder the launcher mounts the class service (``coteccio_lab.classservice``: the join
  page, the verified results, the teacher's page). What it changes in the web server is
  ``serverpatches``, its pool of preheated kernels ``kernelpool``;
- ``classhub``: ``coteccio-lab class-service``, the same class service under JupyterHub.

Nothing heavy is imported here: ``coteccio-lab replay`` loads this package's ``cli``.
"""

from __future__ import annotations

__all__: list[str] = []
