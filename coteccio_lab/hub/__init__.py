"""Coteccio Lab under JupyterHub: ``config``, what a hub admin's ``jupyterhub_config.py``
calls to add the class service (``docs/hub.md``). The test hub, PostgreSQL server and
proxy that the tests start are in ``tests/harness``.
"""
