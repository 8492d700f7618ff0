"""What every view shares: the language trait, the message area, guarded callbacks, events.

The engine (``Hand``, ``Match``, ``Rules``) knows nothing of widgets; a view reads
it and re-renders (one-way flow), and sends the learner's actions back through
the engine's own methods. Every callback a view registers is wrapped by
``View.guard``: an exception is shown in the view's message area (class
``cot-message``) with its traceback folded underneath, and kept in
``view.errors``, instead of vanishing into the kernel log.
"""

from __future__ import annotations

import html
import traceback
from collections.abc import Callable, Sequence
from typing import Any, Generic, ParamSpec, TypeVar

import ipywidgets as W
import traitlets

from ..cards import LANGUAGES
from ..i18n import Text, t
from .live import LiveHTML
from .style import style_widget

__all__ = ["Events", "MessageArea", "Text", "View", "esc", "check_lang"]

P = ParamSpec("P")
R = TypeVar("R")


def esc(value: object) -> str:
    """HTML-escape any value for an ``HTML`` widget."""
    return html.escape(str(value), quote=True)


def check_lang(lang: str) -> str:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: use one of {', '.join(LANGUAGES)}")
    return lang


def fixed(text: str) -> Text:
    """A sentence that is the same in every language (a name, a number, a player's own text)."""
    return lambda _lang: text


def keyed(key: str, **params: Any) -> Text:
    """A catalogue message kept unrendered, so it follows language switches."""
    return lambda lang: t(key, lang, **params)


class MessageArea(LiveHTML):
    """Where the kit speaks to the player (class ``cot-message``).

    It keeps its lines unrendered (``lang -> text``) and renders them again when
    the language changes. ``kind`` styles a line: ``info``, ``turn``, ``refusal``,
    ``hint``, ``error``. It is a live region (``LiveHTML``): a screen reader reads each
    change.
    """

    lang = traitlets.Enum(list(LANGUAGES), default_value="en")

    def __init__(self, lang: str = "en", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("cot-message")
        self.lang = check_lang(lang)
        self._lines: list[tuple[str, Text, str]] = []
        self.observe(lambda _change: self._render(), names="lang")

    @property
    def lines(self) -> list[tuple[str, str]]:
        """The lines shown, as (kind, text in the current language)."""
        return [(kind, text(self.lang)) for kind, text, _detail in self._lines]

    @property
    def text(self) -> str:
        """Everything shown, as plain text (what a test reads)."""
        return " ".join(text for _kind, text in self.lines)

    def say(self, text: Text | str, kind: str = "info", *, detail: str = "") -> None:
        """Replace what is shown by one line."""
        self._lines = []
        self.add(text, kind, detail=detail)

    def add(self, text: Text | str, kind: str = "info", *, detail: str = "") -> None:
        """Add a line under what is shown."""
        render: Text = text if callable(text) else fixed(str(text))
        self._lines.append((kind, render, detail))
        self._render()

    def status(self, text: Text | str, kind: str = "turn") -> None:
        """Show ``text`` as the last line, replacing the previous line of this ``kind``."""
        render: Text = text if callable(text) else fixed(str(text))
        self._lines = [line for line in self._lines if line[0] != kind]
        self._lines.append((kind, render, ""))
        self._render()

    def clear(self) -> None:
        self._lines = []
        self._render()

    def show_error(self, exc: BaseException) -> None:
        """An exception in words, with the traceback folded underneath."""
        detail = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        name = type(exc).__name__
        self.add(keyed("ui_error", error=f"{name}: {exc}"), "error", detail=detail)

    def _render(self) -> None:
        parts = []
        for kind, text, detail in self._lines:
            body = esc(text(self.lang))
            if detail:
                body += (
                    f"<details><summary>{esc(t('ui_error_details', self.lang))}</summary>"
                    f"<pre>{esc(detail)}</pre></details>"
                )
            parts.append(f'<div class="cot-msg cot-msg-{kind}">{body}</div>')
        self.value = "".join(parts)


class Events(Generic[P]):
    """A list of callbacks, registered like ipywidgets' ``Button.on_click``."""

    def __init__(self) -> None:
        self._callbacks: list[Callable[P, object]] = []

    def register(self, callback: Callable[P, object], remove: bool = False) -> None:
        if remove:
            if callback in self._callbacks:
                self._callbacks.remove(callback)
        else:
            self._callbacks.append(callback)

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> None:
        for callback in list(self._callbacks):
            callback(*args, **kwargs)

    def __len__(self) -> int:
        return len(self._callbacks)


class View(W.VBox):  # type: ignore[misc]
    """A VBox that owns its children, speaks one language and never loses an error.

    Subclasses build their children in ``__init__`` and draw the engine's state
    in ``refresh``; ``set_language`` (or setting ``lang``, or linking a
    ``LanguagePicker``) re-renders everything on screen.
    """

    lang = traitlets.Enum(list(LANGUAGES), default_value="en")

    def __init__(
        self,
        *,
        lang: str = "en",
        message: MessageArea | None = None,
        css_class: str = "",
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.errors: list[BaseException] = []
        """Every exception a callback raised (the newest last), for tests and debugging."""
        self.owns_message = message is None
        self.message = message if message is not None else MessageArea(lang)
        self.lang = check_lang(lang)
        self.add_class("cot-view")
        if css_class:
            for name in css_class.split():
                self.add_class(name)
        self.children = [style_widget()]
        self.observe(self.guard(self._on_lang), names="lang")

    def set_children(self, children: Sequence[W.Widget]) -> None:
        """The view's children, after the shared stylesheet."""
        self.children = [style_widget(), *children]

    # ---- language ------------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        """Show everything in ``lang`` (``en``, ``it`` or ``pt``)."""
        self.lang = check_lang(lang)

    def _on_lang(self, change: dict[str, Any]) -> None:
        if self.owns_message:
            self.message.lang = change["new"]
        self.refresh()

    def refresh(self) -> None:
        """Draw the current state again (subclasses)."""

    # ---- errors --------------------------------------------------------------------------
    def guard(self, fn: Callable[P, R]) -> Callable[P, R | None]:
        """``fn`` with any exception shown in the message area instead of lost."""

        def guarded(*args: P.args, **kwargs: P.kwargs) -> R | None:
            try:
                return fn(*args, **kwargs)
            except Exception as exc:  # noqa: BLE001 - shown to the user, kept in .errors
                self.report(exc)
                return None

        guarded.__name__ = getattr(fn, "__name__", "callback")
        guarded.__doc__ = fn.__doc__
        return guarded

    def report(self, exc: BaseException) -> None:
        self.errors.append(exc)
        self.message.lang = self.lang
        self.message.show_error(exc)

    def t(self, key: str, **params: Any) -> str:
        """A catalogue message in the view's language."""
        return t(key, self.lang, **params)


def button(key_text: str, css_class: str, *, tooltip: str = "") -> W.Button:
    """A Button carrying a ``cot-*`` hook class."""
    b = W.Button(description=key_text, tooltip=tooltip)
    for name in css_class.split():
        b.add_class(name)
    return b


def html_widget(css_class: str, value: str = "") -> W.HTML:
    w = W.HTML(value)
    for name in css_class.split():
        w.add_class(name)
    return w


def show(widget: W.Widget, visible: bool) -> None:
    """Hide or show a widget without removing it from the page."""
    widget.layout.display = None if visible else "none"
