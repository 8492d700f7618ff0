"""The players' catalogue: every key in English, Italian and Portuguese, same placeholders."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest
from catalogue_parts import part

from coteccio_lab.i18n import CATALOG, t

PLAYERS = part("players")
ROOT = Path(__file__).resolve().parent.parent
SOURCES = [
    *sorted((ROOT / "coteccio_lab" / "players").glob("*.py")),
    ROOT / "coteccio_lab" / "odds.py",
]


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("key", sorted(PLAYERS))
def test_every_language_with_the_same_placeholders(key: str) -> None:
    texts = PLAYERS[key]
    assert set(texts) == {"en", "it", "pt"}
    assert fields(texts["it"]) == fields(texts["en"]) == fields(texts["pt"])
    assert CATALOG[key] == texts


def test_every_key_the_code_uses_is_in_the_catalogue() -> None:
    used: set[str] = set()
    for path in SOURCES:
        text = path.read_text(encoding="utf-8")
        used |= set(re.findall(r'"((?:why|adv|sim|odds|level)_[a-z_]+)"', text))
        # reasons built from a choice: why_attempt/why_annul, why_random_attempt/annul
        if 'f"why_{choice}"' in text:
            used |= {"why_attempt", "why_annul"}
        if 'f"why_random_{choice}"' in text:
            used |= {"why_random_attempt", "why_random_annul"}
    missing = sorted(k for k in used if k not in CATALOG)
    assert not missing
    assert {"why_discard", "why_judge_worth_vs", "why_stop_capote", "why_attempt"} <= used


def test_the_issue_sentence() -> None:
    from coteccio_lab.cards import Card, Suit

    text = t("why_discard", "en", card=Card.parse("Kc"), suit=Suit.SWORDS)
    assert text == "I throw the King of cups: I have no swords and it is my most dangerous card"
    assert t("why_discard", "it", card=Card.parse("Kc"), suit=Suit.SWORDS) == (
        "Scarto il Re di coppe: non ho spade ed è la mia carta più pericolosa"
    )
    assert t("why_discard", "pt", card=Card.parse("Kc"), suit=Suit.SWORDS) == (
        "Descarto o Rei de copas: não tenho espadas e é a minha carta mais perigosa"
    )
