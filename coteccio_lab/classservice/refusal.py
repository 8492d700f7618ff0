"""A refusal of the class service, worded in its reader's language.

It carries a catalogue key and its parameters (``coteccio_lab/locale``, keys ``class_err_*``):
``str()`` is the English sentence (logs, tests, the command line), ``message(lang)`` the
sentence a student or the teacher reads. A sentence that comes from elsewhere without a key
(an engine error, a lesson's checker) is kept as it is (:meth:`Refusal.verbatim`).

>>> err = Refusal("class_err_lesson", most=99, got="'x'")
>>> str(err)
"a lesson is a number from 1 to 99, not 'x'"
>>> err.message("it")
"una lezione è un numero da 1 a 99, non 'x'"
>>> Refusal.verbatim("hand 2: no such card").message("pt"), Refusal.of(err).key
('hand 2: no such card', 'class_err_lesson')
"""

from __future__ import annotations

from typing import Any, TypeVar

from ..i18n import t

__all__ = ["Refusal"]

R = TypeVar("R", bound="Refusal")


class Refusal(ValueError):
    """A request refused: ``key`` and ``params`` in the catalogue (``key`` None: a sentence
    from elsewhere, the same in every language). A parameter that is itself a refusal is
    worded in the same language, and so is a :class:`~coteccio_lab.i18n.Message` (``t``
    words it)."""

    def __init__(self, key: str | None, /, **params: Any) -> None:
        self.key = key
        self.params = params
        super().__init__(self.message("en"))

    @classmethod
    def verbatim(cls: type[R], text: str) -> R:
        """A refusal whose sentence has no key (it reads the same in every language)."""
        return cls(None, text=text)

    @classmethod
    def of(cls: type[R], err: Exception) -> R:
        """``err`` as a refusal of this class: its key and parameters when it has them."""
        if isinstance(err, Refusal) and err.key is not None:
            return cls(err.key, **err.params)
        return cls.verbatim(str(err))

    def message(self, lang: str) -> str:
        """The sentence in ``lang``."""
        if self.key is None:
            return str(self.params.get("text", ""))
        params = {k: v.message(lang) if isinstance(v, Refusal) else v
                  for k, v in self.params.items()}
        return t(self.key, lang, **params)
