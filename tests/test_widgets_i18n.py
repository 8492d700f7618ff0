"""Every sentence the widgets show is in the catalogue, in English, Italian and Portuguese."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest
from catalogue_parts import part

import coteccio_lab.widgets
from coteccio_lab.cards import LANGUAGES
from coteccio_lab.drills import SKILLS
from coteccio_lab.i18n import CATALOG, MissingTranslation, t
from coteccio_lab.rules import PRESETS
from coteccio_lab.widgets.pickers import RULE_OPTIONS

UI = part("ui")
WIDGETS = Path(coteccio_lab.widgets.__file__).parent
# The widgets' sentences are also spoken by the felt's layout, which the widgets draw.
# The exercises' sentences are their questions' (coteccio_lab.questions).
SOURCES = [*sorted(WIDGETS.glob("*.py")), WIDGETS.parent / "render" / "felt.py",
           *sorted((WIDGETS.parent / "questions").glob("*.py"))]
# Keys built at run time from a prefix and a value: every value they can take.
DYNAMIC = {
    "rules_name_": list(PRESETS),
    "rd_note_": list(PRESETS),
    "rd_": ["void", "restart", "sudden_death"],
    "counter_": ["lives", "bole", "points"],
    "ex_score_prompt_": ["lives", "bole", "points"],
    # The rules picker labels each choice of RULE_OPTIONS as ui_<choice_key>_<value>.
    "ui_": [f"{o.choice_key}_{v}" for o in RULE_OPTIONS for v in o.choices],
    "ui_seat_": ["annul", "attempt"],
    "ui_you_": ["annul", "attempt"],
    "ui_seat_cappotto_": ["restart", "fifth"],
    "skill_": list(SKILLS),
    # the stop question's sentences, lesson 4's (coteccio_lab.questions.capote)
    "l4_stop_": ["prompt", "pick", "wins", "cost", "loses", "stoppers", "hint"],
}


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("key", sorted(UI))
def test_every_ui_key_has_every_language_with_the_same_fields(key: str) -> None:
    texts = CATALOG[key]
    missing = [lang for lang in LANGUAGES if not texts.get(lang, "").strip()]
    assert not missing, f"{key!r} lacks {missing}"
    assert len({frozenset(fields(texts[lang])) for lang in LANGUAGES}) == 1, texts


def test_a_key_the_english_catalogue_lacks_is_refused() -> None:
    # a language that lacks a key says it in English (tests/test_catalogues.py); a key
    # that English lacks is a program error
    with pytest.raises(MissingTranslation):
        t("ui_test_only", "it")
    assert "ui_test_only" not in CATALOG


def used_keys() -> tuple[set[str], set[str]]:
    """Literal keys and f-string key prefixes used in the widgets' sources (and the felt's)."""
    literal: set[str] = set()
    prefixes: set[str] = set()
    call = re.compile(r"""(?:\bt|keyed|self\.t|\bs)\(\s*(f?)["']([a-z0-9_]+)(\{?)""")
    for path in SOURCES:
        for fstring, key, brace in call.findall(path.read_text(encoding="utf-8")):
            if (fstring and brace) or key.endswith("_"):
                prefixes.add(key)
            else:
                literal.add(key)
    # every screen names a preset with rules.preset_title: its rules_name_<name> entry
    prefixes.add("rules_name_")
    # keys passed as variables: ex_* verdict words, the order and legal prompts, ...
    for path in SOURCES:
        text = path.read_text(encoding="utf-8")
        literal.update(re.findall(r"""["']((?:ex|ui|rd)_[a-z_]*[a-z])["']""", text))
    return literal, prefixes


def test_every_key_the_widgets_use_is_in_the_catalogue() -> None:
    literal, prefixes = used_keys()
    assert len(literal) > 100
    missing = sorted(k for k in literal if k not in CATALOG)
    assert not missing, missing
    for prefix in prefixes:
        assert prefix in DYNAMIC, f"add the values of {prefix!r}... to DYNAMIC"
        for value in DYNAMIC[prefix]:
            assert prefix + value in CATALOG, prefix + value


def test_every_ui_key_is_used() -> None:
    literal, prefixes = used_keys()
    unused = [
        k for k in UI
        if k not in literal and not any(k.startswith(p) for p in prefixes) and k != "lang_self"
    ]
    assert not unused, unused


def test_verdict_words_never_collide() -> None:
    """'correct' must not be read in a 'not quite' feedback, in any language."""
    for lang in LANGUAGES:
        yes, no = t("ex_correct", lang).lower(), t("ex_not_quite", lang).lower()
        assert yes not in no and no not in yes
        for key in UI:
            if key.startswith("ex_") and key != "ex_correct":
                params = {f: "x" for f in fields(CATALOG[key][lang])}
                assert yes not in t(key, lang, **params).lower(), key
