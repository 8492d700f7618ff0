"""The dashboard: play a whole match against computer players, and run a class.

- ``controller``: the app's logic as plain Python (no widgets), testable headless;
- ``results``: where a class's results go (the class folder's SQLite database);
- ``app``: the Voilà app on top of the widget kit (``lessons/dashboard.ipynb``);
- ``teacher``: the teacher's page (``lessons/teacher.ipynb``);
- ``launcher`` and ``cli``: ``coteccio-lab dashboard [--port] [--class-dir]``.

Nothing heavy is imported here: ``coteccio-lab replay`` loads this package's ``cli``.
"""

from __future__ import annotations

__all__: list[str] = []
