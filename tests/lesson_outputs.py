"""What a lesson page shows before the learner answers anything: its markdown, and every
output of its code cells run top to bottom (printed text, HTML, and the words of the
widgets it displays), as a reader of the executed notebook sees them.

The cells run in this process, in one IPython shell (``shown_text``), so that the lessons'
own caches serve every language; nothing is answered, so what ``lesson.after`` holds back
stays out.
"""

from __future__ import annotations

import functools
import html
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"

_TAGS = re.compile(r"<(style|script)\b.*?</\1>|<[^>]+>", re.S)


def plain(markup: str) -> str:
    """Text of HTML or markdown as a reader sees it: no tags, no style sheets."""
    return html.unescape(_TAGS.sub(" ", markup))


def _widgets(widget: Any, seen: set[int]) -> Iterator[Any]:
    """``widget`` and every widget inside it."""
    if id(widget) in seen:
        return
    seen.add(id(widget))
    yield widget
    for child in getattr(widget, "children", ()) or ():
        yield from _widgets(child, seen)


def _widget_words(widget: Any) -> Iterator[str]:
    for each in _widgets(widget, set()):
        for name in ("value", "description", "placeholder"):
            value = getattr(each, name, None)
            if isinstance(value, str) and value:
                yield plain(value)
        for option in getattr(each, "options", ()) or ():
            label = option[0] if isinstance(option, tuple) else option
            if isinstance(label, str):
                yield label


def _shown_widget(data: dict[str, Any]) -> Any:
    """The widget an output displays, or None (not a widget, or one already closed)."""
    from ipywidgets.widgets.widget import _instances

    view = data.get("application/vnd.jupyter.widget-view+json")
    return None if view is None else _instances.get(view["model_id"])


def _output_words(data: dict[str, Any]) -> Iterator[str]:
    if "application/vnd.jupyter.widget-view+json" in data:
        widget = _shown_widget(data)
        if widget is not None:
            yield from _widget_words(widget)
        return
    if "text/html" in data:
        yield plain(data["text/html"])
    elif "image/svg+xml" in data:
        yield plain(data["image/svg+xml"])
    elif "text/plain" in data:
        yield data["text/plain"]


def shown_text(path: Path) -> tuple[str, ...]:
    """Every text the page at ``path`` shows, in page order: one item per markdown cell and
    per output."""
    return _run(path)[0]


def hinted_positions(path: Path) -> tuple[tuple[Any, int], ...]:
    """The position of every table the page shows with a **Hint** button, as ``(hand,
    seat)``: the hand at the table and the learner's seat there. The Hint asks the expert
    (or the rules) about the learner's move in that very position, so a table that holds an
    exercise's position answers the exercise at the press of a button."""
    return _run(path)[1]


def forget() -> None:
    """Drop what the pages showed (and the widgets they hold)."""
    _run.cache_clear()


@functools.cache
def _run(path: Path) -> tuple[tuple[str, ...], tuple[tuple[Any, int], ...]]:
    from IPython.core.interactiveshell import InteractiveShell
    from IPython.utils.capture import capture_output

    shell = InteractiveShell.instance()
    shell.reset(new_session=False)
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    shown: list[str] = []
    tables: list[tuple[Any, int]] = []
    for cell in cells:
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown":
            shown.append(plain(source))
            continue
        if cell["cell_type"] != "code":
            continue
        with capture_output() as captured:
            result = shell.run_cell(source, store_history=False, silent=False)
        result.raise_error()
        if captured.stdout:
            shown.append(captured.stdout)
        for output in captured.outputs:
            shown.extend(_output_words(output.data))
            shown_widget = _shown_widget(output.data)
            tables.extend((widget.hand, widget.seat)
                          for widget in _widgets(shown_widget, set()) if shown_widget is not None
                          and getattr(widget, "hint_button", None) is not None
                          and getattr(widget, "_hints", False))
    return tuple(shown), tuple(tables)
