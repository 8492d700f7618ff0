"""``FoldButtons``: ipywidgets' Accordion folds of a page as buttons a keyboard opens and a
screen reader names, open or closed (``folds.js``). Put one in the view that holds the
folds; it shows nothing."""

from __future__ import annotations

from pathlib import Path

import anywidget

__all__ = ["FoldButtons"]


class FoldButtons(anywidget.AnyWidget):
    """Makes every Accordion header in its view (``cot-view``) a button with
    ``aria-expanded``, reached by Tab and opened by Enter or Space."""

    _esm = Path(__file__).with_name("folds.js")
