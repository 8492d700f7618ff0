"""Where a class's results go: the dashboard's result-writing path and the class assignment.

The launcher passes the class folder to every kernel in ``COTECCIO_CLASS_DIR``.
A student's dashboard then writes each finished hand through
:class:`ClassResults` into the folder's SQLite database (``classroom.ClassStore``:
WAL mode, one short retried transaction per hand), keyed by the student's name,
the deal code and the *table*: the rules, the opponents' levels and the mode.
Only results on the same table are compared side by side.

A write that fails (a locked or full disk, a database being copied) is kept and
sent again with the next hand, so no result is lost; the same hand sent twice is
stored once (the store's unique key).

The teacher may fix the class game in ``class.json`` in the same folder
(:class:`ClassAssignment`): the deal code, rules, opponents and mode every
student gets. The teacher's page writes it; the dashboard reads it at start.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..classroom import ClassStore, ClassStoreError
from ..dealcode import DealCodeError, deal_code, parse_deal_code
from ..jsonfile import write_json
from ..rules import Rules, RulesError
from .launcher import ENV_CLASS_DIR

__all__ = [
    "ASSIGNMENT_FILE",
    "ClassAssignment",
    "ClassResults",
    "PendingHand",
    "TableKey",
    "class_dir_from_env",
]

ASSIGNMENT_FILE = "class.json"


def class_dir_from_env(environ: Mapping[str, str] | None = None) -> Path | None:
    """The class folder the launcher gave this kernel, or None outside class mode."""
    env = os.environ if environ is None else environ
    value = env.get(ENV_CLASS_DIR, "").strip()
    return Path(value) if value else None


@dataclass(frozen=True)
class TableKey:
    """What makes two students' games comparable: rules, opponents' levels, mode.

    Stored as compact JSON in the store's ``rules`` column.

    >>> key = TableKey("trieste", ("cautious", "expert"), "table")
    >>> key.text()
    '{"mode":"table","opponents":["cautious","expert"],"rules":"trieste"}'
    >>> TableKey.parse(key.text()) == key
    True
    """

    rules: str | Mapping[str, Any]
    opponents: tuple[str, ...]
    mode: str

    def text(self) -> str:
        return json.dumps(
            {"rules": self.rules, "opponents": list(self.opponents), "mode": self.mode},
            sort_keys=True,
            separators=(",", ":"),
            ensure_ascii=False,
        )

    @classmethod
    def parse(cls, text: str) -> TableKey:
        """Read a key back; a plain preset name (older rows, other tools) is accepted."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError:
            return cls(text, (), "")
        if not isinstance(data, dict):
            return cls(text, (), "")
        rules = data.get("rules", "trieste")
        return cls(
            rules if isinstance(rules, (str, dict)) else str(rules),
            tuple(str(x) for x in data.get("opponents", ())),
            str(data.get("mode", "")),
        )

    def rules_obj(self) -> Rules | None:
        try:
            return Rules.from_spec(self.rules)
        except (RulesError, TypeError):
            return None

    def describe(self) -> str:
        """A short line for the teacher: 'trieste (start 2) · cautious, expert · table'."""
        if isinstance(self.rules, str):
            rules = self.rules
        else:
            opts = {k: v for k, v in self.rules.items() if k != "preset"}
            rules = str(self.rules.get("preset", "trieste"))
            if opts:
                rules += " (" + ", ".join(f"{k} {v}" for k, v in sorted(opts.items())) + ")"
        parts = [rules]
        if self.opponents:
            parts.append(", ".join(self.opponents))
        if self.mode:
            parts.append(self.mode)
        return " · ".join(parts)


@dataclass(frozen=True)
class PendingHand:
    """One finished hand waiting to be written."""

    hand_no: int
    delta: int
    points: int
    outcome: str


@dataclass
class ClassResults:
    """The dashboard's result-writing path for one student's match."""

    store: ClassStore
    student: str
    code: str
    table: TableKey
    pending: list[PendingHand] = field(default_factory=list)
    pending_match: tuple[bool, int] | None = None
    written: list[PendingHand] = field(default_factory=list)
    last_error: str = ""

    @classmethod
    def open(cls, folder: str | Path, student: str, code: str, table: TableKey) -> ClassResults:
        return cls(ClassStore(folder), student, code, table)

    def hand_finished(self, hand_no: int, *, delta: int, points: int, outcome: str) -> bool:
        """Queue one hand and send everything queued; False if some of it must wait."""
        self.pending.append(PendingHand(hand_no, delta, points, outcome))
        return self.flush()

    def match_finished(self, *, won: bool, hands: int) -> bool:
        self.pending_match = (won, hands)
        return self.flush()

    def flush(self) -> bool:
        """Write what is queued, oldest first; keep what fails for the next call."""
        rules = self.table.text()
        while self.pending:
            row = self.pending[0]
            try:
                self.store.record_hand(
                    self.student,
                    self.code,
                    rules,
                    row.hand_no,
                    delta=row.delta,
                    points=row.points,
                    outcome=row.outcome,
                )
            except (ClassStoreError, OSError) as err:
                self.last_error = str(err)
                return False
            self.written.append(self.pending.pop(0))
        if self.pending_match is not None:
            won, hands = self.pending_match
            try:
                self.store.record_match(self.student, self.code, rules, won=won, hands=hands)
            except (ClassStoreError, OSError) as err:
                self.last_error = str(err)
                return False
            self.pending_match = None
        self.last_error = ""
        return True


@dataclass(frozen=True)
class ClassAssignment:
    """The class game a teacher sets: every student gets these cards and opponents."""

    code: str
    rules: str | Mapping[str, Any] = "trieste"
    opponents: tuple[str, ...] = ("cautious", "cautious", "cautious")
    mode: str = "table"
    note: str = ""

    def __post_init__(self) -> None:
        try:
            object.__setattr__(self, "code", deal_code(parse_deal_code(self.code)))
        except DealCodeError as err:
            raise ValueError(f"class game: {err}") from None
        try:
            rules = Rules.from_spec(self.rules)
            rules.check_players(len(self.opponents) + 1)
        except RulesError as err:
            raise ValueError(f"class game: {err}") from None
        if self.mode not in ("practice", "table"):
            raise ValueError(f"class game: mode is practice or table, not {self.mode!r}")

    @property
    def table(self) -> TableKey:
        return TableKey(self.rules, tuple(self.opponents), self.mode)

    def to_json(self) -> dict[str, Any]:
        return {
            "code": self.code,
            "rules": self.rules,
            "opponents": list(self.opponents),
            "mode": self.mode,
            "note": self.note,
        }

    @classmethod
    def from_json(cls, data: Any) -> ClassAssignment:
        if not isinstance(data, Mapping):
            raise ValueError("class game: class.json must hold a JSON object")
        opponents = data.get("opponents", ("cautious",) * 3)
        if isinstance(opponents, str) or not isinstance(opponents, Sequence):
            raise ValueError("class game: 'opponents' must be a list of levels")
        return cls(
            code=str(data.get("code", "")),
            rules=data.get("rules", "trieste"),
            opponents=tuple(str(x) for x in opponents),
            mode=str(data.get("mode", "table")),
            note=str(data.get("note", "")),
        )

    @classmethod
    def read(cls, folder: str | Path) -> ClassAssignment | None:
        """The folder's class game, or None if the teacher has not set one."""
        path = Path(folder) / ASSIGNMENT_FILE
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        try:
            return cls.from_json(json.loads(text))
        except json.JSONDecodeError as err:
            raise ValueError(f"class game: {path} is not valid JSON ({err})") from None

    def write(self, folder: str | Path) -> Path:
        """Write ``class.json`` atomically (students may be reading it right now)."""
        return write_json(Path(folder) / ASSIGNMENT_FILE, self.to_json())
