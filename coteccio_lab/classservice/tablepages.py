"""The pages of the tables on the server: the lobby, a table, the projector page, and the
files the table's board needs. The table API itself is ``tableweb``'s.

- ``BASE/tables``: the lobby (``cot-lobby``): the open tables, a free seat to sit at, a new
  table to open. A student's page; the teacher may open it too.
- ``BASE/table/<id>``: the board of one table, drawn by the dashboard's own ``board.js`` in
  the browser (``static/boardmodel.js`` stands in for anywidget's model), fed by a long poll
  of the table's view (``static/table.js``). Any student may open the address: what it shows
  is what the API gives that student (their own seat's view, or a sentence).
- ``BASE/projector``: the class screen (``cot-projector``): tables, who is to move, standings
  and the join address, no card and no secret; the teacher's only, as the teacher's page.
- ``BASE/tables/board.js``, ``board.css``, ``faces.json``: the board's module, its style and
  the 40 card faces, sent once and cached by the browser (they are the same for everyone).
- ``BASE/static/boardview.js``: ``render/boardview.js``, the felt and the scoreboard from a
  seat's serialized view, which the table and teacher's pages import beside the board's
  module (which holds it too, for the dashboard's widget). At its old address, like the
  pages' other scripts: a page's script never asks a cached ``board.js`` for an export an
  older one lacks, and a page cached from before still finds it.

Pages carry no secret: the student's name is already theirs, the table's id is in the
address, and every card reaches a page through the API, seat by seat.
"""

from __future__ import annotations

import html
import json

from ..render import stylesheet
from ..render.boardview import BOARD_FILES, board_css, board_js, faces
from . import language
from .address import join_values
from .identity import Route
from .tableweb import TABLE_ID
from .web import ClassHandler, StaticHandler, render_page

__all__ = ["LobbyPageHandler", "ProjectorPageHandler", "TableFilesHandler",
           "TablePageHandler", "page_routes"]

class _StudentPage(ClassHandler):
    def person(self) -> str | None:
        """The student's name ('' for the teacher); None after sending nobody on to join
        (one machine) or to the hub's login."""
        who = self.who()
        if who is not None and (who.student or who.teacher):
            # the page's POSTs send it back (X-XSRFToken): JupyterHub wants it on a fetch
            # that rides on its cookie, and sets it on the service's own path
            self.xsrf_token  # noqa: B018
            return who.student or ""
        if self.ident.local_join:
            self.redirect(self.base + "join")
        else:
            self.ident.refuse_page(self, who)
        return None


class LobbyPageHandler(_StudentPage):
    def get(self) -> None:
        name = self.person()
        if name is None:
            return
        if not name:  # the teacher, who sits at no table: every table is on the teacher's page
            self.redirect(self.base + "teacher")
            return
        render_page(self, "lobby.html", me=html.escape(name),
                    joined=html.escape(self.base + "join") if self.ident.local_join else "")


class TablePageHandler(_StudentPage):
    def get(self, table: str) -> None:
        name = self.person()
        if name is None:
            return
        if not name:  # the teacher watches a table from the teacher's page
            self.redirect(self.base + "teacher")
            return
        render_page(self, "table.html", table=html.escape(table))


class ProjectorPageHandler(ClassHandler):
    def get(self) -> None:
        if not self.teacher_page():
            return
        render_page(self, "projector.html", teacher_key=html.escape(self.page_key()),
                    **join_values(self))


class TableFilesHandler(ClassHandler):
    """The board's module and style, and the card faces in the reader's language."""

    def set_default_headers(self) -> None:
        super().set_default_headers()
        # the same for every reader, and only changed by an upgrade of the kit
        self.set_header("Cache-Control", "private, max-age=3600")

    def get(self, what: str) -> None:
        if what == "board.js":
            self.set_header("Content-Type", "text/javascript; charset=utf-8")
            self.finish(board_js())
        elif what == "board.css":
            self.set_header("Content-Type", "text/css; charset=utf-8")
            self.finish(stylesheet() + board_css())
        else:
            lang = language.for_request(self, remember=False)
            self.set_header("Content-Type", "application/json; charset=utf-8")
            self.finish(_faces_json(lang))


_FACES: dict[str, str] = {}


def _faces_json(lang: str) -> str:
    if lang not in _FACES:
        _FACES[lang] = json.dumps(faces(lang), ensure_ascii=False)
    return _FACES[lang]


def page_routes(base: str) -> list[Route]:
    """The pages' routes under ``base`` (ends with '/'); before the static folder's route
    (``web.routes``): ``static/boardview.js`` is render's."""
    return [
        (base + r"static/(boardview\.js)", StaticHandler, {"path": str(BOARD_FILES)}),
        (base + "tables", LobbyPageHandler, {}),
        (base + f"table/{TABLE_ID}", TablePageHandler, {}),
        (base + "projector", ProjectorPageHandler, {}),
        (base + r"tables/(board\.js|board\.css|faces\.json)", TableFilesHandler, {}),
    ]
