"""The class service: who is who in a class, results nobody can forge, the teacher's page.

One place that knows the students and the teacher, takes results only from play it
replays itself, and serves the teacher. The contract other parts build on
is ``docs/class-api.md``; in short:

- ``store``: :class:`ClassStore`, SQLite (default, in the class folder) or PostgreSQL;
- ``game``: the class game (deal code, rules, opponents, mode);
- ``verify``: the referee that rebuilds each student's match and replays every hand;
- ``service``: all of it without HTTP; ``web``: the Tornado handlers;
- ``identity``: who is asking (the interface); ``local``: one machine (a join cookie, the
  teacher's secret and sessions) with its handlers; ``hub``: JupyterHub's users;
- ``names``: when two students' names look alike (UTS #39); ``limits``: rate limits;
- ``client``: how a kernel (dashboard, lessons) reaches the service.

This package imports no widgets: the service runs without a kernel. A lesson check is
judged by the lessons' own checker, given to the service (``service.Judge``; the kit's is
``curriculum.answers.judge``, which builds the exercise and asks its ``evaluate``).
Nothing is imported here, so that a page's kernel (``game``, ``client``) never loads the
store's SQLAlchemy, which is in the ``[server]`` extra only.
"""

from __future__ import annotations

__all__: list[str] = []
