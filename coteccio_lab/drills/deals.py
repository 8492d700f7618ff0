"""Fresh drills: a question of each skill the lessons teach, from a new seeded deal.

``drill(skill, seed)`` deals with ``seed`` and plays the deal forward (seeded random
cards, or everyone's highest card to reach a capote) to a position that asks the skill;
the question's answer is the engine's (``questions``): nothing here knows an answer. The
same ``(skill, seed)`` is the same drill everywhere, so the class service judges a drill
answer by dealing the drill again (``judge``), never by trusting the page's question.

=================  ==========================================  ===================
skill              the position                                the lesson
=================  ==========================================  ===================
``legal``          a seat to follow, some cards of the suit     2
``trick``          a trick of the deal, played out              2
``score``          the deal played to its end                   3
``capote``         four tricks won by the seat to decide        4
``stop``           a capote under way, you play last            4
``duck``           the last two cards: which to keep            3, 6
=================  ==========================================  ===================

>>> q = drill("trick", 7)
>>> q.skill, type(q).__name__
('trick', 'TrickQuestion')
>>> drill("trick", 7).to_json() == q.to_json()
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..hand import Hand
from ..questions import (
    AnswerError,
    CapoteQuestion,
    LegalQuestion,
    PlayQuestion,
    Question,
    ScoreQuestion,
    StopQuestion,
    TrickQuestion,
)
from ..shuffle import mix

__all__ = ["SKILLS", "DrillError", "drill", "judge_drill"]

SKILLS = ("legal", "trick", "score", "capote", "stop", "duck")
"""The skills the lessons teach that a fresh deal can drill, in the lessons' order."""

LESSON_OF = {"legal": 2, "trick": 2, "score": 3, "capote": 4, "stop": 4, "duck": 6}
"""Where each skill is taught (the practice page links there)."""

TRIES = 4000
"""Deals tried for one drill before giving up (a capote position is about one deal in
sixty with everyone playing high)."""

DUCK_MARGIN = 0.05
"""A duck drill asks only where the judge is sure the better card saves at least this much
(the 95 % interval of its lead, in expected lives or bóle): a real lesson, not a coin toss."""

MAX_SEED = 2**53
"""Seeds a page may send (a JSON number stays exact below it)."""


class DrillError(ValueError):
    """No drill for this skill and seed (an unknown skill, a bad seed)."""


def _players(rng: random.Random) -> int:
    return rng.choice((3, 4, 4, 5))


def _deal(seed: int, attempt: int, rng: random.Random) -> Hand:
    players = _players(rng)
    return Hand.deal(players, seed=mix(seed, attempt) & (2**40 - 1),
                     dealer=rng.randrange(players))


def _random_card(hand: Hand, rng: random.Random) -> None:
    if hand.decision_pending:
        hand.push("attempt")
    else:
        hand.push(rng.choice(hand.following_suit))


def _highest(hand: Hand) -> None:
    hand.push(max(hand.following_suit, key=lambda c: (c.rank, c.index)))


def _legal(seed: int, attempt: int, rng: random.Random) -> Question | None:
    hand = _deal(seed, attempt, rng)
    stop_at = rng.randrange(1, len(hand.active) * (hand.hand_size - 1))
    for _ in range(stop_at):
        _random_card(hand, rng)
        if hand.over:
            return None
    if hand.decision_pending or hand.led_suit is None:
        return None
    holding = hand.holding(hand.to_act or 0)
    legal = hand.following_suit
    # worth asking: some of the cards may be played and some may not, or the seat is void
    if len(legal) == len(holding) and any(c.suit == hand.led_suit for c in holding):
        return None
    return LegalQuestion(hand)


def _trick(seed: int, attempt: int, rng: random.Random) -> Question | None:
    hand = _deal(seed, attempt, rng)
    hand.playout(rng.random)
    if not hand.tricks:
        return None
    trick = rng.choice(hand.tricks)
    return TrickQuestion(trick.cards, trick.leader, ask_points=True)


def _score(seed: int, attempt: int, rng: random.Random) -> Question | None:
    hand = _deal(seed, attempt, rng)
    hand.playout(rng.random, capote=rng.choice(("attempt", "annul")))
    # the learner is seat 0, "You", as on the dashboard (another seat when seat 0 is out)
    return ScoreQuestion(hand, me=0 if 0 in hand.active else rng.choice(hand.active))


def _capote_line(seed: int, attempt: int, rng: random.Random, tricks: int) -> Hand | None:
    """A deal where, everyone playing high, one seat wins the first ``tricks`` tricks."""
    hand = _deal(seed, attempt, rng)
    while hand.tricks_done < tricks and not hand.decision_pending:
        _highest(hand)
    return hand if hand.capote_taker is not None else None


def _capote(seed: int, attempt: int, rng: random.Random) -> Question | None:
    hand = _capote_line(seed, attempt, rng, 4)
    if hand is None or not hand.decision_pending:
        return None
    return CapoteQuestion(hand)


def _stop(seed: int, attempt: int, rng: random.Random) -> Question | None:
    hand = _capote_line(seed, attempt, rng, rng.randrange(1, 4))
    if hand is None or hand.decision_pending:
        return None
    # the others follow low; the last seat to play is the learner's
    while hand.next_seat(hand.to_act or 0) != hand.leader:
        hand.push(min(hand.following_suit, key=lambda c: (c.rank, c.index)))
    question = StopQuestion(hand)
    stoppers = question.stoppers()
    if not stoppers or len(stoppers) == len(hand.following_suit):
        return None
    return question


def _duck(seed: int, attempt: int, rng: random.Random) -> Question | None:
    hand = _deal(seed, attempt, rng)
    while hand.tricks_done < hand.hand_size - 2:
        _random_card(hand, rng)
        if hand.over:
            return None
    for _ in range(rng.randrange(len(hand.active))):
        hand.push(rng.choice(hand.following_suit))
    if hand.decision_pending or hand.over or len(hand.following_suit) < 2:
        return None
    question = PlayQuestion(hand, seed=seed % MAX_SEED, skill="duck",
                            prompt_key="drill_duck_prompt")
    found = question.advice.evaluation
    runner = found.runner_up() if found is not None else None
    if found is None or runner is None:
        return None
    # only a position the judge is sure of: the best's lead's whole interval is past the margin
    lead, half = found.difference(found.best, runner)
    if lead - half < DUCK_MARGIN:
        return None
    return question


MAKERS: dict[str, Callable[[int, int, random.Random], Question | None]] = {
    "legal": _legal, "trick": _trick, "score": _score, "capote": _capote,
    "stop": _stop, "duck": _duck,
}


def check_seed(seed: Any) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < MAX_SEED:
        raise DrillError(f"a drill's seed is a whole number from 0 to 2**53, not {seed!r}")
    return seed


def drill(skill: str, seed: int) -> Question:
    """A fresh question of ``skill`` (one of ``SKILLS``) from the deals of ``seed``."""
    maker = MAKERS.get(skill) if isinstance(skill, str) else None
    if maker is None:
        raise DrillError(f"{skill!r} is not a skill the drills know: {', '.join(SKILLS)}")
    check_seed(seed)
    rng = random.Random(mix(seed, SKILLS.index(skill)))
    for attempt in range(TRIES):
        found = maker(seed, attempt, rng)
        if found is not None:
            found.skill = skill
            return found
    raise DrillError(f"no {skill} drill found from seed {seed}")


def judge_drill(skill: str, data: Any) -> bool:
    """Is ``data`` (``{"seed": n, "answer": ...}``, as the practice page sends it) right for
    the drill of ``skill`` dealt from that seed? A malformed one raises AnswerError."""
    if not isinstance(data, dict) or set(data) != {"seed", "answer"}:
        raise AnswerError('a drill answer is {"seed": ..., "answer": ...}')
    try:
        question = drill(skill, check_seed(data["seed"]))
    except DrillError as err:
        raise AnswerError(str(err)) from None
    return bool(question.judge_json(data["answer"]).correct)
