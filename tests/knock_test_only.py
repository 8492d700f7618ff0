"""A kind of decision that exists only for the tests: the knock, in an imagined town,
Knockville.

After every hand each seat still in is asked, between hands, whether it knocks: a seat
that knocks deals the next hand (the last to knock, when several do). It is built only
from what the engine lets a module add: a preset (``add_preset``), an offer between hands
with its kind (``add_offer``: its choices, its buttons' catalogue keys, its question) and
its words (``CATALOGUE.add``). ``test_knock_in_one_place`` adds it and finds it offered
and played on the dashboard, at the class tables and by a computer seat, with no other
edit anywhere.

``add_knock()`` is also what a notebook served by Voilà runs first (the browser test's
own dashboard notebook), since that kernel is a process of its own.
"""

from __future__ import annotations

from collections.abc import Sequence

from coteccio_lab.catalogue import CATALOGUE
from coteccio_lab.match import OFFERS, Match, Offer, add_offer, remove_offer
from coteccio_lab.moves import DecisionKind
from coteccio_lab.rules import PRESETS, Rules, add_preset
from coteccio_lab.scoring import HandScore

KNOCKVILLE = Rules(name="knockville", label="Knockville", min_players=3, max_players=3,
                   sources="000", notes=("A test's own preset, where a seat may knock.",))

WORDS = {
    "ui_knock_yes": {"en": "Knock", "it": "Bussa", "pt": "Bater"},
    "ui_knock_no": {"en": "Don't knock", "it": "Non bussare", "pt": "Não bater"},
    "ui_knock_offer": {
        "en": "Knockville: knock, and you deal the next hand.",
        "it": "Knockville: se bussi, la prossima smazzata la dai tu.",
        "pt": "Knockville: se bater, você dá as cartas na próxima mão.",
    },
}

KNOCK = DecisionKind("knock", ("yes", "no"), {"yes": "ui_knock_yes", "no": "ui_knock_no"},
                     prompt="ui_knock_offer")
"""Its first choice, ``yes``, is what a computer seat answers (the kit has no policy for it)."""


def asked(match: Match, score: HandScore) -> Sequence[int]:
    """Every seat still in, after every hand of a Knockville match."""
    if match.rules.name != KNOCKVILLE.name:
        return ()
    return [seat for seat, in_play in enumerate(match.in_play) if in_play]


def answer(match: Match, seat: int, choice: str) -> None:
    if choice == "yes":
        match.dealer = seat


def add_knock() -> None:
    for key, texts in WORDS.items():
        CATALOGUE.add(key, texts)
    add_preset(KNOCKVILLE)
    if KNOCK.name not in OFFERS:
        add_offer(Offer(KNOCK, asked, answer))


def remove_knock() -> None:
    remove_offer(KNOCK.name)
    PRESETS.pop(KNOCKVILLE.name, None)
    for key in WORDS:
        CATALOGUE.remove(key)
