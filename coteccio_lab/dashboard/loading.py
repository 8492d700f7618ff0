"""The words of Voilà's loading screen in the page's language.

While Voilà runs a page's cells it shows "Executing 13 of 24" under its spinner, in English
whatever the page. The kit's Voilà template (``coteccio``) words that line with this filter
instead, which voila.json and the launcher give nbconvert's exporter
(``TemplateExporter.filters``). The page's language is the one its first code cell names,
as every Italian and Portuguese page does (``page(6, "it")``, ``remember_language("pt")``);
any other page is English.

>>> import nbformat
>>> cell = nbformat.v4.new_code_cell('lesson = page(6, "it")')
>>> loading_text(nbformat.v4.new_notebook(cells=[cell]))
'Preparazione della pagina: {cell} di {cells}'
"""

from __future__ import annotations

import re
from typing import Any

from ..cards import LANGUAGES
from ..i18n import t

__all__ = ["loading_text", "page_language"]

_NAMED = re.compile(r"""\b(?:page\(\s*\d+\s*,|remember_language\(|contents\()\s*["'](\w+)["']""")


def page_language(nb: Any) -> str:
    """The language a notebook's first code cell names, or English."""
    for cell in nb.get("cells", ()):
        if cell.get("cell_type") == "code":
            found = _NAMED.search(str(cell.get("source", "")))
            return found.group(1) if found and found.group(1) in LANGUAGES else "en"
    return "en"


def loading_text(nb: Any) -> str:
    """The loading line in the page's language, ``{cell}`` and ``{cells}`` left for the
    page's script to fill."""
    return t("page_loading", page_language(nb), cell="{cell}", cells="{cells}")
