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

__all__ = ["language", "set_kernel_language", "set_language", "speaking"]

_LANGUAGE: ContextVar[str] = ContextVar("coteccio_lab_language")
_KERNEL = ["en"]


def language() -> str:
    """The session's language: the context's, else the kernel's ("en" until one is set)."""
    return _LANGUAGE.get(_KERNEL[0])


def set_kernel_language(lang: str) -> None:
    """Make ``lang`` the language of every context that set none, in this whole process.

    A kernel serves one learner (a notebook, a Voilà page, the static site's Pyodide
    kernel), so the page's language picker sets this: whether a context variable set in a
    widget's event outlives the event depends on how a kernel schedules events (ipykernel 7
    keeps it; a kernel that handles each message in an asyncio task of its own would not).
    A server serving several learners never calls it: it words each answer in the asker's
    language (``speaking``).

    >>> set_kernel_language("pt"); language()
    'pt'
    >>> with speaking("it"):
    ...     language()
    'it'
    >>> set_kernel_language("en")
    """
    _KERNEL[0] = lang


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
