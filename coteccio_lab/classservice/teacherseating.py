"""The teacher moves students between tables over HTTP: ``BASE api/teacher/tables/move``,
``swap``, ``unseat`` and ``late`` (``Tables.move_student`` and the rest; docs/class-api.md).
The handlers are the tables' (``tableweb.TableHandler``): the teacher's page only, the
model's refusals with their status."""

from __future__ import annotations

from typing import Any

from .identity import Route
from .table import DEFAULT_LEVEL, TableError
from .tableweb import TableHandler

__all__ = ["ACTIONS", "seating_routes"]

ACTIONS = {"move": ("name", "table", "seat"), "swap": ("name", "with"), "unseat": ("name",),
           "late": ("name", "level")}
"""Each route's action and the keys of its body."""


class TeacherSeatingHandler(TableHandler):
    """The teacher moves students between tables (``Tables.move_student`` and the rest):
    ``move`` ``{name, table, seat?}``, ``swap`` ``{name, with}``, ``unseat`` ``{name}``,
    ``late`` ``{name, level?}``."""

    def initialize(self, **kwargs: Any) -> None:
        super().initialize(**kwargs)
        self.action: str = kwargs["action"]

    async def post(self) -> None:
        if not self.teacher():
            return
        action = self.action
        data = self.body(ACTIONS[action])
        if data is None:
            return
        if action == "move":
            if "table" not in data:
                self.refuse(400, TableError(400, "tables_err_seated_shape"))
                return
            await self.table_call(self.tables.move_student, data.get("name"), data["table"],
                                  data.get("seat"))
        elif action == "swap":
            await self.table_call(self.tables.swap_students, data.get("name"), data.get("with"))
        elif action == "unseat":
            await self.table_call(self.tables.unseat_student, data.get("name"))
        else:
            await self.table_call(self.tables.seat_late, data.get("name"),
                                  data.get("level", DEFAULT_LEVEL))


def seating_routes(base: str) -> list[Route]:
    """The teacher's moves under ``base`` (ends with '/')."""
    return [(base + f"api/teacher/tables/{action}", TeacherSeatingHandler, {"action": action})
            for action in ACTIONS]
