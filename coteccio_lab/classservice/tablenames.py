"""Tables' friendly names: a word of the class's language for each table instead of its id.

A table gets a number when it is opened (``Tables._create``: the lowest one no table of
the lesson holds) and keeps it in its spec; the number picks a word of the catalogue's list
(``class_page_table_words``: trees, the same tree in every language), with a count after
the list's end ("Oak 2"). The pages name a table the same way (``boardmodel.js``
``tableName``), so the teacher, the projector and the students say the same name. Tables
opened before names keep their id.

>>> table_name(0, "en"), table_name(1, "it"), table_name(None, "en", "1a2b3c4d")
('Oak', 'Pino', '1a2b3c4d')
"""

from __future__ import annotations

from ..i18n import t

__all__ = ["table_name"]


def table_name(number: int | None, lang: str, fallback: str = "") -> str:
    """The word for table ``number`` in ``lang``; ``fallback`` (its id) without one."""
    if number is None:
        return fallback
    words = [w.strip() for w in t("class_page_table_words", lang).split(",") if w.strip()]
    word = words[number % len(words)]
    round_no = number // len(words)
    return f"{word} {round_no + 1}" if round_no else word
