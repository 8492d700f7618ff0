"""The lesson index of each language: ``lessons/index.ipynb`` (English, and the way to the
other languages), ``lessons/it/index.ipynb``, ``lessons/pt/index.ipynb``.

The index lists the six lessons with their titles in that language, links to the
dashboard, the practice page, and to the index of the other languages. A lesson not
translated yet is listed with a link to the English one. Its one code cell,
``remember_language(lang)``, tells the browser the learner's choice, so the dashboard
opens in it. ``python -m coteccio_lab.curriculum.contents lessons``
writes the three indexes; ``tests/test_lesson_languages.py`` checks they are up to date.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from ..cards import LANGUAGES
from ..i18n import t
from . import folder_of, lesson

__all__ = ["LESSON_COUNT", "index_markdown", "index_notebook", "write_indexes"]

LESSON_COUNT = 6


def index_markdown(lang: str, root: str | Path) -> str:
    """The index of ``lang`` for the lessons found under ``root`` (``lessons/``)."""
    folder = Path(root) / folder_of(lang)
    up = "../" if folder_of(lang) else ""
    lines = [f"# {t('index_title', lang)}", "", t("index_intro", lang), ""]
    for n in range(1, LESSON_COUNT + 1):
        les = lesson(n)
        if (folder / les.notebook).is_file():
            entry = f"[{t('index_lesson', lang, n=n, title=les.title_in(lang))}]({les.notebook})"
        else:
            entry = (f"[{t('index_lesson', lang, n=n, title=les.title)}]({up}{les.notebook}) "
                     + t("index_pending", lang))
        lines.append(f"{n}. {entry}")
    others = " · ".join(
        f"[{t('lang_self', other)}]({up}{folder_of(other)}index.ipynb)"
        for other in LANGUAGES if other != lang
    )
    lines += ["", t("index_play", lang, up=up), "", t("index_practice", lang, up=up), "",
              f"**{t('index_others', lang)}** {others}"]
    return "\n".join(lines)


def _lines(text: str) -> list[str]:
    parts = text.split("\n")
    return [line + "\n" for line in parts[:-1]] + [parts[-1]]


def index_notebook(lang: str, root: str | Path) -> dict[str, Any]:
    """The index notebook of ``lang``: the list, then ``remember_language(lang)``."""
    code = f'from coteccio_lab.curriculum import remember_language\n\nremember_language("{lang}")'
    return {
        "cells": [
            {"cell_type": "markdown", "id": f"index-{lang}-0", "metadata": {},
             "source": _lines(index_markdown(lang, root))},
            {"cell_type": "code", "execution_count": None, "id": f"index-{lang}-1",
             "metadata": {}, "outputs": [], "source": _lines(code)},
        ],
        "metadata": {
            "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                           "name": "python3"},
            "language_info": {"name": "python"},
            "title": t("index_title", lang),  # the page's title before its kernel runs
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def write_indexes(root: str | Path) -> list[Path]:
    """Write ``index.ipynb`` of every language under ``root``; return the paths written."""
    written = []
    for lang in LANGUAGES:
        path = Path(root) / folder_of(lang) / "index.ipynb"
        path.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps(index_notebook(lang, root), indent=1, ensure_ascii=False) + "\n"
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":  # pragma: no cover - a maintenance command
    for written in write_indexes(sys.argv[1] if len(sys.argv) > 1 else "lessons"):
        print(written)
