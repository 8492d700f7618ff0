"""An error whose text is a catalogue message, worded when it is shown: a traceback, a log
line or a command's one line of refusal speaks the session's language at that moment.

>>> err = WordedError(Message("rec_after_end"))
>>> str(err), err.message("pt")
('the hand is already over', 'a mão já terminou')
>>> str(WordedError("a programmer's error stays as written"))
"a programmer's error stays as written"
"""

from __future__ import annotations

from typing import Any

from .params import Message
from .session import speaking

__all__ = ["WordedError"]


class WordedError(ValueError):
    """A refusal worded from the catalogue (``Message``), or a plain sentence.

    ``args[0]`` is the English text, so that code comparing or logging ``args`` sees one
    fixed string; ``str`` and ``message`` word it in a language. Messages nested in its
    parameters (another ``WordedError``, a ``Message``) are worded in the same language.
    """

    def __init__(self, message: str | Message, *args: Any) -> None:
        self.words = message if isinstance(message, Message) else None
        super().__init__(message if isinstance(message, str) else message.text("en"), *args)

    def __str__(self) -> str:
        return self.words.text() if self.words is not None else str(self.args[0])

    def message(self, lang: str | None = None) -> str:
        """The text in ``lang`` (the session's language without one)."""
        if lang is None:
            return str(self)
        with speaking(lang):
            return str(self)
