"""A hand's score explained as the engine explains it (``HandScore.explain``), with one seat,
the person reading, said as "you" and every seat named as the page names it.

The dashboard's hand summary and a lesson exercise scored from the learner's seat say
"You: tricks won 4 ..." and "you tried the capote and seat 3 stopped it: you lose a life",
not "seat 0". The words are the catalogue's (``score_*`` of ``coteccio_lab/locale/*.po``, and their
``you_*`` and ``verb_you_*`` forms).

>>> from coteccio_lab.hand import Hand
>>> hand = Hand(None, [["Ac"], ["2c"]], dealer=1)
>>> for card in ("Ac", "2c"):
...     _ = hand.push(card)
>>> from coteccio_lab.scoring import score_hand
>>> explain_score(score_hand(hand), "en", you=0)[-1]
'you took every trick (capote): you gain a life and every other seat loses a life'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .i18n import CATALOG, Message, Word, seat_numbers, t
from .i18n.grammar import list_word, seat_word
from .scoring import HandScore

__all__ = ["explain_score"]

# which verb of each reason is said of its "seat" (the others are said of the other seats)
_SEAT_VERB = {
    "score_most": ("verb",), "score_capote": ("gain",), "score_capote_failed": ("verb",),
    "score_revoke": ("verb",), "score_revoke_play_on": ("verb",),
}

# the reasons said of a group of seats ("seats"), which have a "you and {others}" form
_GROUPS = ("score_tie", "score_tie_would", "score_no_trick_many")


def explain_score(
    score: HandScore,
    lang: str,
    *,
    you: int | None = None,
    name: Callable[[int, str], str] | None = None,
) -> list[str]:
    """One line per seat in play (named by ``name(seat, lang)``, "You" for ``you``), then
    the rules that moved the counters, in the second person where ``you`` is meant."""
    call = name or (lambda s, lang: t("ui_you", lang) if s == you else t("ui_seat", lang, seat=s))
    lines = [
        t("score_seat_line_named", lang, who=call(s.seat, lang), tricks=s.tricks,
          card_points=s.card_points, points=s.points,
          bonus=t("score_bonus", lang, bonus=s.bonus) if s.bonus else "")
        for s in score.seats if s.in_play
    ]
    lines += [_reason(key, dict(params), you, call, lang) for key, params in score.reasons]
    return lines


def _seat(seat: int, name: Callable[[int, str], str], lang: str) -> Word:
    """A seat inside a sentence: the kit's own word for it when it goes by its number (so
    that it reads with its article, "il posto 2"), else the name it goes by."""
    called = name(seat, lang)
    numbered = seat_word(seat, None, lang)
    return numbered if called == numbered else Word(called, lang)


def _reason(key: str, params: dict[str, Any], you: int | None,
            name: Callable[[int, str], str], lang: str) -> str:
    def phrase(value: Any, yours: bool = False) -> Any:
        if isinstance(value, Message) and yours and value.key.startswith("verb_"):
            # the same counted phrase in the second person: verb_lose_lives -> verb_you_...
            return Message("verb_you_" + value.key.removeprefix("verb_"), **value.params)
        if isinstance(value, tuple) and value and value[0] == "seats":
            return seat_numbers(value[1:], lang)
        return value

    plain = {k: phrase(v) for k, v in params.items()}
    if you is None:
        return t(key, lang, **plain)
    group = params.get("seats")
    if key in _GROUPS and isinstance(group, tuple) and you in group[1:]:
        # "you, seat 2 and seat 3": one list, said in the second person plural
        together = [you, *(s for s in group[1:] if s != you)]
        plain["seats"] = list_word([seat_word(you, you, lang)]
                                   + [_seat(s, name, lang) for s in together[1:]], lang)
        return t(f"you_{key}", lang, **plain)
    if key == "score_capote_failed" and params.get("stopper") == you:
        return t("you_stopped_capote", lang, **{**plain, "gain": phrase(params["gain"], True)})
    if params.get("seat") == you and f"you_{key}" in CATALOG:
        yours = {k: phrase(params[k], True) for k in _SEAT_VERB.get(key, ()) if k in params}
        return t(f"you_{key}", lang, **{**plain, **yours})
    return t(key, lang, **plain)
