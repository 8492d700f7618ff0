"""Luck and skill in one hand, as backgammon analysers split a game: what the seat's
decisions cost, and what the cards gave or cost.

``result`` is the seat's counter change (lives: +1 a life gained; for a points counter,
tens of points as good news), ``average`` the mean of every seat's in the same hand,
``decisions`` what the seat's decisions cost (the sum of the review's losses), and
``cards`` the rest, ``result - average + decisions``: what the deal and the fall of the
hidden cards gave (positive) or cost (negative). ``error_rate`` is the share of the
``graded`` decisions that were ``mistakes`` or blunders.

Over a match (:func:`match_luck`) each figure is the sum over its hands, and the error
rate is the mistakes over every graded decision of them (not an average of the hands'
rates: a hand with more decisions weighs more).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from ..i18n import t
from ..i18n.params import Message, Num
from ..players.judge import POINTS_UNIT
from ..records import HandRecord, replay
from ..scoring import score_hand

__all__ = ["error_sentence", "luck_and_skill", "luck_sentence", "match_luck", "match_sentence"]


def luck_and_skill(record: HandRecord, seat: int, losses: Sequence[float],
                   mistakes: int) -> dict[str, float] | None:
    """The module's figures for ``seat`` in ``record``, whose graded decisions lost
    ``losses``, ``mistakes`` of them mistakes or blunders; None for a hand not over."""
    hand = replay(record).hand
    if not hand.over:
        return None
    score = score_hand(hand, record.lives)
    rules = hand.rules
    unit = POINTS_UNIT if rules.counter == "points" else 1
    sign = 1 if rules.counts_down else -1
    good = [sign * score.delta[s] / unit for s in hand.active]
    result = sign * score.delta[seat] / unit
    average = sum(good) / len(good)
    decisions = sum(losses)
    return {"result": result, "average": average, "decisions": decisions,
            "cards": result - average + decisions,
            "error_rate": mistakes / len(losses) if losses else 0.0,
            "graded": float(len(losses)), "mistakes": float(mistakes)}


def match_luck(hands: Sequence[Mapping[str, float]]) -> dict[str, float] | None:
    """The figures of a match's hands (each :func:`luck_and_skill`'s) added up, with the
    error rate over all their graded decisions and ``hands``; None for no hand."""
    if not hands:
        return None
    out = {key: math.fsum(h[key] for h in hands)
           for key in ("result", "average", "decisions", "cards", "graded", "mistakes")}
    out["error_rate"] = out["mistakes"] / out["graded"] if out["graded"] else 0.0
    out["hands"] = float(len(hands))
    return out


def luck_sentence(found: dict[str, float], record: HandRecord, lang: str) -> str:
    """The figures in one sentence in ``lang``."""
    name = record.start().rules.counter
    unit = POINTS_UNIT if name == "points" else 1  # said in points, not tens of them
    cards = found["cards"]
    key = "rv_luck_gain" if cards >= 0 else "rv_luck_cost"
    return t(key, lang, decisions=Num(unit * found["decisions"], "dec"),
             cards=Num(unit * abs(cards), "dec"),
             average=Num(unit * found["average"], "signed"),
             result=Num(unit * found["result"], "signed"), counter=Message(f"counter_{name}"))


def match_sentence(found: Mapping[str, float], counter: str, lang: str) -> str:
    """:func:`match_luck`'s figures in one sentence in ``lang`` (``counter``: the rules')."""
    unit = POINTS_UNIT if counter == "points" else 1
    cards = found["cards"]
    key = "rv_match_luck_gain" if cards >= 0 else "rv_match_luck_cost"
    return t(key, lang, hands=Num(found["hands"], "int"),
             decisions=Num(unit * found["decisions"], "dec"),
             cards=Num(unit * abs(cards), "dec"),
             average=Num(unit * found["average"], "signed"),
             result=Num(unit * found["result"], "signed"), counter=Message(f"counter_{counter}"))


def error_sentence(found: Mapping[str, float], lang: str) -> str:
    """The error rate per decision in one sentence (empty when nothing was graded)."""
    if not found["graded"]:
        return ""
    return t("rv_error_rate", lang, mistakes=Num(found["mistakes"], "int"),
             graded=Num(found["graded"], "int"), rate=Num(found["error_rate"], "pct"))
