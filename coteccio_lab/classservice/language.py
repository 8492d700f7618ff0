"""The language of the class service's pages (join, sign-in, the teacher's page).

The page's reader decides, then whoever started the class, then the browser:

1. a choice made on the page (its *Language* links add ``?lang=it``), remembered in a
   cookie for the class's pages;
2. the launcher's ``--lang`` (the language of the whole class);
3. the browser's ``Accept-Language``, its first language the kit speaks;
4. English.

The API's refusals (``classservice.refusal``) follow the same order, a ``?lang=`` of the
request first, without remembering it.

The words are the catalogue's (``coteccio_lab/locale``, keys ``class_page_*``): the HTML pages
get them as ``${...}`` values, their scripts as a JSON object in ``data-text`` (a phrase
with a count with its plural forms and its language's rule, read by ``boardmodel.js``). The
scripts also get, by their own keys, the board's words (``BOARD_WORDS``): the felt and the
scoreboard are drawn in the page (``render/boardview.js``).
"""

from __future__ import annotations

import functools
import html
import json
from collections.abc import Mapping
from typing import Any

from ..cards import LANGUAGES
from ..catalogue import CATALOGUE
from ..i18n import CATALOG, t
from ..render.boardview import BOARD_WORDS

__all__ = ["LANG_COOKIE", "accepted", "choose", "for_request", "page_texts"]

LANG_COOKIE = "coteccio-lang"
PREFIX = "class_page_"


def accepted(header: str) -> list[str]:
    """The kit's languages in an ``Accept-Language`` header, most wanted first.

    >>> accepted("pt-BR,pt;q=0.9,en;q=0.8")
    ['pt', 'en']
    >>> accepted("de-DE, it;q=0.5, en;q=0.7"), accepted(""), accepted("it;q=x")
    (['en', 'it'], [], ['it'])
    """
    ranked: list[tuple[float, int, str]] = []
    for i, part in enumerate(header.split(",")[:20]):
        tag, _, params = part.strip().partition(";")
        q = 1.0
        name, _, value = params.strip().partition("=")
        if name.strip() == "q":
            try:
                q = float(value)
            except ValueError:
                q = 1.0
        lang = tag.strip().split("-")[0].lower()
        if lang in LANGUAGES and q > 0:
            ranked.append((-q, i, lang))
    out: list[str] = []
    for _, _, lang in sorted(ranked):
        if lang not in out:
            out.append(lang)
    return out


def choose(asked: str | None, remembered: str | None, launcher: str | None,
           accept_language: str) -> str:
    """The page's language (see the module's order).

    >>> choose(None, None, None, "it-IT,it;q=0.9"), choose(None, None, "pt", "it")
    ('it', 'pt')
    >>> choose("en", "it", "pt", "it"), choose("xx", "it", None, ""), choose(None, None, None, "")
    ('en', 'it', 'en')
    """
    for lang in (asked, remembered, launcher):
        if lang in LANGUAGES:
            return lang
    found = accepted(accept_language)
    return found[0] if found else "en"


def for_request(handler: Any, *, remember: bool = True) -> str:
    """The language of the page ``handler`` (a Tornado handler of the service) answers with;
    a ``?lang=`` choice is remembered (a cookie for the service's pages, a year) unless
    ``remember`` is false (an API request: a dashboard or a lesson asks in its own language,
    ``?lang=``, and leaves the pages' choice alone)."""
    settings = handler.application.settings["coteccio_class"]
    asked = handler.get_query_argument("lang", None)
    lang = choose(asked, handler.get_cookie(LANG_COOKIE), settings.get("lang"),
                  handler.request.headers.get("Accept-Language", ""))
    if remember and asked == lang:
        handler.set_cookie(LANG_COOKIE, lang, path=settings["base"], samesite="Strict",
                           expires_days=365)
    return lang


@functools.lru_cache(maxsize=len(LANGUAGES))
def page_texts(lang: str) -> Mapping[str, str]:
    """A page's ``${...}`` values in ``lang``: ``t_KEY`` for each ``class_page_KEY`` (HTML
    escaped), ``lang``, ``languages`` (the links to the other languages) and ``texts`` (every
    text, for the script, as an escaped JSON attribute value)."""
    word = t("ex_not_quite", lang)
    # unformatted (the script fills in its own values); a text the language lacks is English;
    # a phrase with a count goes to the script with its forms and its language's rule
    # (boardmodel.js pageTexts picks the form for the count)
    raw: dict[str, str] = {}
    plurals: dict[str, Any] = {}
    rules: dict[str, tuple[int, ...]] = {}
    for key in CATALOG:
        if not key.startswith(PREFIX):
            continue
        if CATALOGUE.is_plural(key):
            rule, forms, table = CATALOGUE.forms(key, lang)
            plurals[key[len(PREFIX):]] = {"forms": forms, "rule": rule}
            rules[rule] = table
        else:
            raw[key[len(PREFIX):]] = CATALOG[key].get(lang, CATALOG[key]["en"])
    # the page's own rule too: a word chosen after a count (`{n:one=…|=…}`) follows it
    rules[lang] = tuple(CATALOGUE.plural_index(lang, n) for n in range(200))
    values = {f"t_{key}": html.escape(text.replace("{word}", word)) for key, text in raw.items()}
    links = " · ".join(
        f'<a href="?lang={code}" hreflang="{code}" class="cot-lang cot-lang-{code}"'
        + (' aria-current="true"' if code == lang else "")
        + f">{html.escape(t('lang_self', code))}</a>"
        for code in LANGUAGES
    )
    values["lang"] = lang
    label = html.escape(t(PREFIX + "language", lang))
    values["languages"] = f'<nav class="cot-class-lang">{label}: {links}</nav>'

    board = {key: CATALOG[key].get(lang, CATALOG[key]["en"]) for key in BOARD_WORDS}
    values["texts"] = html.escape(json.dumps(
        {**raw, **plurals, **board, "not_quite": word, "_plural": rules, "_lang": lang},
        ensure_ascii=False))
    return values
