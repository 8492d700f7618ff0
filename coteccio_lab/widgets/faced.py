"""The anywidgets that draw cards from faces sent once, not from SVG sent on every change.

A face's SVG is a few KB; a felt shows up to forty cards. ``FacedWidget`` receives the 40
faces and the back once (``faces``, ``render.boardview.faces``), again only when the language
or the suits change, and its script draws each card as one ``<img>`` of its face
(``render/faces.js``). ``BoardWidget`` also receives the board's words once (``texts``,
``render.boardview.board_texts``), those ``render/boardview.js`` draws a felt and a
scoreboard with. The dashboard's board and review (``dashboard.board``, ``dashboard.review``)
and the widget table's felt (``widgets.felt``) are these widgets.
"""

from __future__ import annotations

from typing import Any

import anywidget
import traitlets

from ..render.boardview import board_texts, faces

__all__ = ["BoardWidget", "FacedWidget"]


class FacedWidget(anywidget.AnyWidget):
    """A widget that receives the 40 faces once (``faces``), and again when the language or
    the suits change; its script draws them with ``render.boardview.faces_js``."""

    faces = traitlets.Dict().tag(sync=True)
    """Card code -> [face SVG, name], and ``back``: sent once (again if the language changes)."""

    def __init__(self, *, lang: str = "en", french: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._faces_key = ("", False)
        self.set_faces(lang, french)

    def set_faces(self, lang: str, french: bool = False) -> None:
        if self._faces_key != (lang, french):
            self._faces_key = (lang, french)
            self.faces = faces(lang, french=french)


class BoardWidget(FacedWidget):
    """A faced widget whose script draws a board (``render/boardview.js``) in the words of
    the faces' language."""

    texts = traitlets.Dict().tag(sync=True)
    """The catalogue's words the felt and the scoreboard are drawn with, in the board's
    language (``render.boardview.board_texts``): sent once, again if the language changes."""

    def set_faces(self, lang: str, french: bool = False) -> None:
        super().set_faces(lang, french)
        if self.texts.get("_lang") != lang:
            self.texts = board_texts(lang)
