"""The session language: the learner's language for whatever speaks without being told
one (an error's ``str``, the referee's account, ``t(key)``), as a context variable, so a
kernel, a thread or an asyncio task serving one learner does not change another's.

>>> from coteccio_lab.i18n import t
>>> with speaking("it"):
...     language(), t("hand_over")
('it', 'la smazzata è finita')
>>> language()
'en'
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar, Token

__all__ = ["language", "set_language", "speaking"]

_LANGUAGE: ContextVar[str] = ContextVar("coteccio_lab_language", default="en")


def language() -> str:
    """The session's language ("en" until one is set)."""
    return _LANGUAGE.get()


def set_language(lang: str) -> Token[str]:
    """Make ``lang`` the session's language from now on (a page's language picker); the
    token undoes it (``ContextVar.reset``)."""
    return _LANGUAGE.set(lang)


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """The session speaks ``lang`` inside the block (a command's ``--lang``)."""
    token = _LANGUAGE.set(lang)
    try:
        yield
    finally:
        _LANGUAGE.reset(token)
