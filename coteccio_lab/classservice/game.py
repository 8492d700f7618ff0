"""The class game: the deal code, rules, opponents and mode every student of a class gets.

Duplicate play, as in bridge clubs: every student plays the same deal code against
the same computer players, so results compare hand by hand. Two results are
compared only on the same *table* (:class:`TableKey`): the rules, the opponents'
levels and the mode; the key is stored as compact JSON beside each hand.

>>> game = ClassGame.from_json({"code": "k7qx 3mpa", "opponents": ["expert", "random"]})
>>> game.code, game.players, game.table.text()
('K7QX-3MPA', 3, '{"mode":"table","opponents":["expert","random"],"rules":"trieste"}')
>>> ClassGame.from_json({"code": "K7QX-3MPA", "opponents": ["genius"]})  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
coteccio_lab.classservice.game.ClassGameError: class game: unknown level 'genius': choose from ...
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..dealcode import DealCodeError, deal_code, parse_deal_code
from ..i18n import CATALOG, Message, t
from ..jsonfile import brief
from ..players import LEVELS
from ..rules import Rules, RulesError, shown_name
from .refusal import Refusal

__all__ = ["NOTE_MAX", "ClassGame", "ClassGameError", "TableKey"]

CODE_LENGTH = 8
"""Letters or digits of a class's deal code, as ``deal_code`` writes it (K7QX-3MPA)."""
NOTE_MAX = 300
"""The teacher's note to the class: a sentence or two."""


class ClassGameError(Refusal):
    """A class game that cannot be played: one sentence, in the teacher's language."""


@dataclass(frozen=True)
class TableKey:
    """What makes two students' games comparable: rules, opponents' levels, mode.

    >>> key = TableKey("trieste", ("cautious", "expert"), "table")
    >>> TableKey.parse(key.text()) == key
    True
    """

    rules: str | Mapping[str, Any]
    opponents: tuple[str, ...]
    mode: str

    def text(self) -> str:
        return json.dumps(
            {"rules": self.rules, "opponents": list(self.opponents), "mode": self.mode},
            sort_keys=True, separators=(",", ":"), ensure_ascii=False,
        )

    @classmethod
    def parse(cls, text: str) -> TableKey:
        """Read a key back; a plain preset name (rows of the first class mode) is accepted."""
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, RecursionError):
            return cls(text, (), "")
        if not isinstance(data, dict):
            return cls(text, (), "")
        rules = data.get("rules", "trieste")
        opponents = data.get("opponents", ())
        return cls(
            rules if isinstance(rules, (str, dict)) else str(rules),
            tuple(str(x) for x in opponents) if isinstance(opponents, list) else (),
            str(data.get("mode", "")),
        )

    def rules_obj(self) -> Rules | None:
        try:
            return Rules.from_spec(self.rules)
        except (RulesError, TypeError):
            return None

    def describe(self, lang: str = "en") -> str:
        """A short line for the teacher, in ``lang``: 'Trieste (start 2) · cautious, expert ·
        table (no hints, no undo)'; an option keeps its program name and value."""
        def word(key: str, fallback: str) -> str:
            return t(key, lang) if key in CATALOG else fallback

        preset = self.rules if isinstance(self.rules, str) else str(
            self.rules.get("preset", "trieste"))
        name = shown_name(preset)
        rules = name.text(lang) if isinstance(name, Message) else name
        if not isinstance(self.rules, str):
            opts = {k: v for k, v in self.rules.items() if k != "preset"}
            if opts:
                rules += " (" + ", ".join(f"{k} {v}" for k, v in sorted(opts.items())) + ")"
        parts = [rules]
        if self.opponents:
            parts.append(", ".join(word(f"class_page_level_{o}", o) for o in self.opponents))
        if self.mode:
            parts.append(word(f"class_page_mode_{self.mode}", self.mode))
        return " · ".join(parts)


@dataclass(frozen=True)
class ClassGame:
    """The class game a teacher sets. Seat 0 is the student; the others are computers."""

    code: str
    rules: str | Mapping[str, Any] = "trieste"
    opponents: tuple[str, ...] = ("cautious", "cautious", "cautious")
    mode: str = "table"
    note: str = ""
    server: bool = False
    """Played at the service's own tables (``classservice.tables``): the service deals and
    plays the computer seats, the results are its own play, and the deal code reaches no
    student before the teacher closes the game."""

    def __post_init__(self) -> None:
        try:
            seed = parse_deal_code(self.code)
        except DealCodeError as err:
            raise ClassGameError("class_err_game", err=err) from None
        typed = self.code.upper().replace("-", "").replace(" ", "").strip()
        if len(typed) != CODE_LENGTH:
            # a short code reads as one with leading zeros ("HELLO" is 000H-E110): for a
            # class that is a typo far more often than a choice
            raise ClassGameError("class_err_game_code_length", got=brief(self.code, 20),
                                 n=len(typed), length=CODE_LENGTH)
        object.__setattr__(self, "code", deal_code(seed))
        if not 1 <= len(self.opponents) <= 7:
            raise ClassGameError("class_err_game_players", got=len(self.opponents))
        for level in self.opponents:
            if level not in LEVELS:
                raise ClassGameError("class_err_game_level", got=repr(level),
                                     levels=", ".join(LEVELS))
        try:
            Rules.from_spec(self.rules).check_players(self.players)
        except (RulesError, TypeError) as err:
            raise ClassGameError("class_err_game", err=err) from None
        if self.mode not in ("practice", "table"):
            raise ClassGameError("class_err_game_mode", got=repr(self.mode))
        if len(self.note) > NOTE_MAX:
            raise ClassGameError("class_err_game_note", most=NOTE_MAX)

    @property
    def players(self) -> int:
        return len(self.opponents) + 1

    @property
    def seed(self) -> int:
        return parse_deal_code(self.code)

    @property
    def rules_obj(self) -> Rules:
        return Rules.from_spec(self.rules)

    @property
    def table(self) -> TableKey:
        return TableKey(self.rules, tuple(self.opponents), self.mode)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"code": self.code, "rules": self.rules,
                               "opponents": list(self.opponents), "mode": self.mode,
                               "note": self.note}
        if self.server:
            out["server"] = True
        return out

    def public_json(self) -> dict[str, Any]:
        """What a student may read of the game before it is closed: no deal code when it is
        played at the service's tables."""
        out = self.to_json()
        if self.server:
            del out["code"]
        return out

    def text(self) -> str:
        return json.dumps(self.to_json(), sort_keys=True, ensure_ascii=False)

    @classmethod
    def from_json(cls, data: Any) -> ClassGame:
        if not isinstance(data, Mapping):
            raise ClassGameError("class_err_game_shape")
        opponents = data.get("opponents", ("cautious",) * 3)
        if isinstance(opponents, str) or not isinstance(opponents, Sequence):
            raise ClassGameError("class_err_game_opponents")
        if len(opponents) > 7:
            raise ClassGameError("class_err_game_players", got=len(opponents))
        rules = data.get("rules", "trieste")
        if not isinstance(rules, (str, Mapping)):
            raise ClassGameError("class_err_game_rules")
        note = data.get("note", "")
        code = data.get("code", "")
        if not isinstance(code, str) or not isinstance(note, str):
            raise ClassGameError("class_err_game_text")
        server = data.get("server", False)
        if not isinstance(server, bool):
            raise ClassGameError("class_err_game_server")
        return cls(
            code=code, rules=rules, opponents=tuple(str(x) for x in opponents),
            mode=str(data.get("mode", "table")), note=note.strip(), server=server,
        )
