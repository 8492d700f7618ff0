"""HTML in a live region: where a widget tells something that appears without the reader
asking (an exercise's verdict, a computer player's card, a refusal), a screen reader must
read it out too.

ipywidgets' ``HTML`` cannot carry a WAI-ARIA role; ``LiveHTML`` is the same ``value`` in an
element that keeps its ``role`` (``status`` by default, or ``log``) from one value to the
next, as a live region must.

>>> w = LiveHTML("<b>correct</b>")
>>> w.value, w.role
('<b>correct</b>', 'status')
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anywidget
import traitlets

__all__ = ["LiveHTML"]


class LiveHTML(anywidget.AnyWidget):
    """``value`` (HTML whose text the kit escaped) shown in a live region of ``role``."""

    _esm = Path(__file__).with_name("live.js")

    value = traitlets.Unicode("").tag(sync=True)
    role = traitlets.Unicode("status").tag(sync=True)

    def __init__(self, value: str = "", *, css_class: str = "", **kwargs: Any) -> None:
        super().__init__(value=value, **kwargs)
        for name in css_class.split():
            self.add_class(name)
