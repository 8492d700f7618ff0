"""Driving the dashboard's controller headless to the end of a match, with a strategy for
seat 0: shared by the dashboard and class tests, the browser tests (which click the same
cards through a page) and ``benchmarks/hub.py`` (through ``class_helpers``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from coteccio_lab.cards import Card
from coteccio_lab.dashboard.controller import Dashboard


def play_through(
    dashboard: Dashboard,
    choose: Callable[[Dashboard], str],
    *,
    capote: Callable[[Dashboard], str] | None = None,
    doctor: bool = True,
    cappotto: str = "fifth",
    max_actions: int = 10_000,
) -> list[str]:
    """Drive a dashboard to the end of its match with a strategy for seat 0.

    ``choose`` picks a card code from ``dashboard.legal_codes``; ``capote`` picks
    attempt or annul (default attempt); ``doctor`` and ``cappotto`` answer those
    offers to seat 0. Returns the actions taken, e.g.
    ``["play Ac", "capote attempt", "next", ...]``, the same script a browser test follows.
    """
    actions: list[str] = []
    for _ in range(max_actions):
        phase = dashboard.phase
        if phase == "over":
            return actions
        if phase == "play":
            code = choose(dashboard)
            actions.append(f"play {code}")
            if not dashboard.click(code):
                raise AssertionError(f"the strategy chose an illegal card: {code}")
        elif phase == "capote":
            choice = capote(dashboard) if capote is not None else "attempt"
            actions.append(f"capote {choice}")
            dashboard.decide(choice)
        elif phase == "hand_over":
            actions.append("next")
            dashboard.next()
        elif phase == "doctor":
            actions.append(f"doctor {'call' if doctor else 'stay'}")
            dashboard.choose(f"doctor:{'call' if doctor else 'stay'}")
        elif phase == "cappotto":
            actions.append(f"cappotto {cappotto}")
            dashboard.choose(f"cappotto:{cappotto}")
        else:
            raise AssertionError(f"cannot play through from phase {phase!r}")
    raise AssertionError(f"the match did not end within {max_actions} actions")


def first_legal(dashboard: Dashboard) -> str:
    """A strategy for ``play_through``: the first card marked legal."""
    return dashboard.legal_codes[0]


def highest_card(codes: Iterable[str]) -> str:
    """The highest of these cards by rank, then suit: what ``highest_legal`` plays, and what a
    browser test clicks to play the same way through a page.

    >>> highest_card(["7d", "Ac", "Kb"])
    'Ac'
    """
    return max((Card.parse(c) for c in codes), key=lambda c: (c.rank, c.suit)).code()


def highest_legal(dashboard: Dashboard) -> str:
    """A strategy for ``play_through``: the highest legal card (it tends to win tricks)."""
    return highest_card(dashboard.legal_codes)


def after_first_card() -> Dashboard:
    """A four-seat dashboard (cautious opponents, deal 0000-00AB) just after seat 0 has
    played its first legal card: a hand in play, with the other seats' cards still held."""
    from coteccio_lab.dashboard.setup import Setup

    d = Dashboard()
    d.start(Setup(opponents=("cautious", "cautious", "cautious"), code="0000-00AB"))
    d.click(d.legal_codes[0])
    return d
