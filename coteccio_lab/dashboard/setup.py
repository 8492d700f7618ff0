"""The choices before a dashboard match: rules, opponents, language, mode and deal code.

A :class:`Setup` is checked whole before a match starts (``check``), rides in the
saved match's ``meta`` (``to_json``/``from_json``, every type checked on the way
back), and a class game imposes its own (:func:`apply_game`).

>>> Setup(opponents=("cautious", "random")).players
3
>>> Setup(opponents=("grandmaster",)).check()  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
coteccio_lab.dashboard.setup.DashboardError: unknown level 'grandmaster': choose from random, ...
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, Literal

from ..cards import LANGUAGES
from ..classservice.game import ClassGame
from ..i18n import WordedError
from ..jsonfile import brief
from ..players import LEVELS
from ..rules import Rules, RulesError

__all__ = ["DASHBOARD_META", "DashboardError", "Mode", "Setup", "apply_game"]

Mode = Literal["practice", "table"]

DASHBOARD_META = "dashboard"
"""The key of a saved match's ``meta`` that holds the dashboard's setup."""


class DashboardError(WordedError):
    """Settings that cannot start a match, or a file that cannot be loaded."""


@dataclass(frozen=True)
class Setup:
    """The choices before a match: rules, opponents (one level per seat), language, mode, deal."""

    rules: str | Mapping[str, Any] = "trieste"
    opponents: tuple[str, ...] = ("cautious", "cautious", "cautious")
    lang: str = "en"
    mode: Mode = "practice"
    code: str | None = None
    """A deal code; None draws a random match."""

    def rules_obj(self) -> Rules:
        return Rules.from_spec(self.rules)

    @property
    def players(self) -> int:
        return len(self.opponents) + 1

    def check(self) -> None:
        if not 1 <= len(self.opponents) <= 7:
            raise DashboardError(f"choose 1 to 7 computer players, not {len(self.opponents)}")
        try:
            rules = self.rules_obj()
            rules.check_players(self.players)
        except RulesError as err:
            raise DashboardError(str(err)) from None
        for level in self.opponents:
            if level not in LEVELS:
                raise DashboardError(
                    f"unknown level {brief(level)}: choose from {', '.join(LEVELS)}"
                )
        if self.lang not in LANGUAGES:
            raise DashboardError(f"unknown language {brief(self.lang)}")
        if self.mode not in ("practice", "table"):
            raise DashboardError(f"mode is practice or table, not {self.mode!r}")

    def to_json(self) -> dict[str, Any]:
        return {
            "rules": self.rules,
            "opponents": list(self.opponents),
            "lang": self.lang,
            "mode": self.mode,
            "code": self.code,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Setup:
        """The choices saved with a match (from a file: every type is checked)."""
        mode = data.get("mode", "practice")
        opponents = data.get("opponents", ["cautious"])
        if not isinstance(opponents, list) or not all(isinstance(x, str) for x in opponents):
            raise DashboardError(
                f"the computer players are a list of levels, not {brief(opponents)}"
            )
        fields = {key: data.get(key, default) for key, default in
                  (("lang", "en"), ("code", None))}
        for key, value in fields.items():
            if value is not None and not isinstance(value, str):
                raise DashboardError(f"{key} is text, not {brief(value)}")
        return cls(
            rules=data.get("rules", "trieste"),
            opponents=tuple(opponents),
            lang=str(fields["lang"]),
            mode="table" if mode == "table" else "practice",
            code=fields["code"],
        )


def apply_game(setup: Setup, assignment: ClassGame | None) -> Setup:
    """The setup a class game imposes: its deal code, rules, opponents and mode."""
    if assignment is None:
        return setup
    return replace(
        setup,
        code=assignment.code,
        rules=assignment.rules,
        opponents=tuple(assignment.opponents),
        mode="table" if assignment.mode == "table" else "practice",
    )
