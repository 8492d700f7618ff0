"""Coteccio Lab under JupyterHub: the parts a hub admin and the tests share.

- ``postgres``: a throwaway PostgreSQL server (tests and benchmarks);
- ``proxy``: configurable-http-proxy, installed from the npm registry into ``build/hub``;
- ``testhub``: a real JupyterHub on 127.0.0.1 for tests and benchmarks.
"""
