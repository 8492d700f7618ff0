"""One table on the server: its seats, its match in the one state machine, and what each
seat (and a spectator) may see of it.

The match is a ``match.Match`` played through the one play session (``players.Session``:
``to_act``, ``legal_moves``, ``push``); a move is taken only from the seat whose turn it
is, and each seat gets its own observation (``view.SeatView``: its cards, the cards played,
counters, whose turn), never another seat's cards nor the deal code before the match is
over. Events reach a table only through ``Table.apply``, which the class's tables
(``tables.Tables``) call after the event is in the log, so a table rebuilt from its log is
the same table.

Every refusal (:class:`TableError`) carries an HTTP status and a catalogue key
(``tables_*`` in ``coteccio_lab/locale``) and leaves the table as it was.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..hand import Hand, IllegalPlay
from ..match import Match
from ..moves import Move
from ..players import Player, Session, make_player
from ..render.boardview import public_view
from ..rules import Rules
from ..scoring import HandScore
from ..view import SeatView, SpectatorView, trick_json
from .refusal import Refusal

__all__ = ["DEFAULT_LEVEL", "PRESENT", "RECENT", "SeatState", "Table", "TableError", "player"]

DEFAULT_LEVEL = "cautious"
RECENT = 64
"""Events a view carries since the page's ``after`` (for the page to lay cards one by one)."""
PRESENT = 10.0
"""Seconds a person counts as at the table after their page last asked, when it holds no
long poll: a page asks again at once when its poll is answered, so a longer silence is a
page that is gone."""


class TableError(Refusal):
    """A request about a table refused, with its HTTP status (400 bad input, 403 not yours,
    404 no such table, 409 not now: full, taken, stale, out of turn, not allowed)."""

    def __init__(self, status: int, key: str, /, **params: Any) -> None:
        self.status = status
        super().__init__(key, **params)

    def message(self, lang: str) -> str:
        why = self.params.get("why")
        if isinstance(why, IllegalPlay) and self.key is not None:
            return Refusal(self.key, why=why.message(lang, you=True)).message(lang)
        return super().message(lang)


@dataclass
class SeatState:
    """One seat: a person's (``name`` None while free) or a computer player's."""

    kind: str
    """``person`` or ``computer``."""
    level: str
    """The computer player of a computer seat, or the one that stands in for the person."""
    name: str | None = None
    away: bool = False
    """The person dropped past the grace period: a computer player moves for them."""

    def json(self, seat: int, *, connected: bool) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": seat, "name": self.name, "kind": self.kind}
        if self.kind == "computer":
            out["level"] = self.level
        else:
            out["away"] = self.away
            out["connected"] = connected and self.name is not None
        return out


@cache  # the kit's players are stateless: one object plays any seat
def player(level: str) -> Player:
    return make_player(level)


def _score_json(score: HandScore, hand: Hand) -> dict[str, Any]:
    return {"outcome": score.outcome, "points": list(score.points), "delta": list(score.delta),
            "before": list(score.before), "after": list(score.after),
            "winner": score.winner, "tricks": [trick_json(t) for t in hand.tricks]}


class Table:
    """One table: its seats, its match, its log's position. Not thread-safe by itself:
    :class:`Tables` holds ``lock`` around every call."""

    def __init__(self, table_id: str, spec: Mapping[str, Any], created_by: str,
                 now: float) -> None:
        self.id = table_id
        self.spec = dict(spec)
        self.created_by = created_by
        self.rules = Rules.from_spec(spec.get("rules"))
        n = int(spec["seats"])
        computers: Mapping[str, str] = spec.get("computers", {})
        self.level: str = spec.get("level", DEFAULT_LEVEL)
        self.seats = [SeatState("computer", computers[str(s)]) if str(s) in computers
                      else SeatState("person", self.level) for s in range(n)]
        self.match = Match.new(self.rules, n, seed=int(spec["seed"]),
                               dealer=int(spec.get("dealer", 0)))
        self.session = Session(self.match, {}, seed=self.match.seed)
        self.seq = 0
        self._sights: tuple[int, dict[int, SeatView]] = (-1, {})
        """The seats' views taken at event ``seq`` (:meth:`sight`)."""
        self.move_seq = 0
        """The seq of the last move (or take-back): a move chosen on an older view is stale."""
        self.started = False
        self.moves: list[tuple[int, bool]] = []
        """(seat, by a computer player) of every move pushed, for take-backs."""
        self.takebacks: dict[int, int] = {}
        """Take-backs made in each hand (by hand number): the teacher sees a class hand
        played with take-backs, as the service itself saw them (the teacher reads them)."""
        self.recent: list[dict[str, Any]] = []
        self.trick_snap: Hand | None = None
        """The hand in play as it was at the end of its last trick (spectators, ``trick``)."""
        self.hand_snap: tuple[Hand, HandScore] | None = None
        """The last hand played and its score (spectators, ``hand``; every seat's result)."""
        self.last_seen = [now] * n
        self.heard: list[float | None] = [None] * n
        """When each seat's own page last asked (None: not since the service started); a
        seat the teacher gave is not heard until its student opens the page."""
        self.polls = [0] * n
        self.held = False
        """The teacher paused the table (``pause`` and ``resume`` events)."""
        self.ended = False
        """The teacher ended the lesson (an ``end`` event): the table is over."""
        self.idle = False
        """No person's page is at the table: its clock and its stand-ins wait
        (``Tables.tick``)."""
        self.hand_names: dict[int, list[str | None]] = {}
        """Each seat's person (None: a computer's or a free seat) when hand ``n`` ended."""
        self.stand_ins: dict[int, set[int]] = {}
        """The persons' seats a computer player moved for, by hand number: those hands
        were not all that person's play."""
        self.turn_since = now
        self.lock = threading.RLock()
        self._sync_players()
        self.trick_snap = self.match.hand.copy() if self.match.hand is not None else None

    # ---- state -----------------------------------------------------------------------
    @property
    def n(self) -> int:
        return len(self.seats)

    @property
    def closed(self) -> bool:
        """A class game's table whose game the teacher closed: play stops there."""
        return bool(self.spec.get("closed"))

    @property
    def state(self) -> str:
        if self.match.over or self.closed or self.ended:
            return "over"
        return "playing" if self.started else "waiting"

    @property
    def name_no(self) -> int | None:
        """The table's name (``tablenames``); None for a table opened before names."""
        number = self.spec.get("name")
        return number if type(number) is int and number >= 0 else None

    @property
    def class_game(self) -> str | None:
        game: str | None = self.spec.get("game")
        return game

    @property
    def takeback(self) -> bool:
        return bool(self.spec.get("takeback")) and self.persons() == 1

    def persons(self) -> int:
        return sum(1 for s in self.seats if s.kind == "person")

    @property
    def abandoned(self) -> bool:
        """Never started and nobody sits there any more: listed nowhere, counted nowhere."""
        return not self.started and all(s.name is None for s in self.seats)

    def free(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "person" and s.name is None]

    def seat_of(self, name: str) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s.name == name), None)

    def computer_to_act(self) -> int | None:
        seat = self.match.to_act
        if (not self.started or self.closed or self.ended or self.held or seat is None
                or seat not in self.session.players):
            return None
        return seat

    def connected(self, seat: int, now: float, grace: float) -> bool:
        """Within the grace period: the seat is still the person's own."""
        return self.polls[seat] > 0 or now - self.last_seen[seat] <= grace

    def present(self, seat: int, now: float) -> bool:
        """The person's page is at the table now (a poll held, or asked just before)."""
        heard = self.heard[seat]
        return self.polls[seat] > 0 or (heard is not None and now - heard <= PRESENT)

    @property
    def paused(self) -> str | None:
        """Why play waits: ``teacher`` (paused), ``nobody`` (no person's page is there)."""
        if self.state != "playing":
            return None
        return "teacher" if self.held else "nobody" if self.idle else None

    @property
    def moving(self) -> bool:
        """Play goes on here now: the match is being played, a person's page is at the
        table and the teacher has not paused it (:attr:`paused` is None)."""
        return self.state == "playing" and not self.idle and not self.held

    def _sync_players(self) -> None:
        """The computer players of the session: the computer seats, and a stand-in for
        every person's seat that is free or away."""
        self.session.players = {
            i: player(s.level) for i, s in enumerate(self.seats)
            if s.kind == "computer" or s.name is None or s.away
        }

    # ---- events: the one way the table changes (live and when replayed) -------------------
    def apply(self, kind: str, seat: int | None, data: Mapping[str, Any], now: float) -> None:
        """Apply one event of the log (already written); the same at replay."""
        self.seq += 1
        deal_no = len(self.match.history) + 1  # the hand a move is played in
        if kind == "move":
            assert seat is not None
            self._push(Move.parse(str(data["move"]), seat), bool(data.get("computer")), now)
        elif kind == "undo":
            assert seat is not None
            self._undo(seat, now)
        elif kind in ("pause", "resume"):
            self.held = kind == "pause"
            self.turn_since = now  # the turn's clock starts again when play does
        elif kind == "end":
            self.ended = True
        elif kind == "close":
            self.spec["closed"] = True
        else:
            assert seat is not None
            s = self.seats[seat]
            if kind == "sit":
                s.name, s.away = str(data["name"]), False
                self.last_seen[seat] = now
            elif kind == "leave":
                s.name, s.away = None, False
            elif kind == "away":
                s.away = True
            elif kind == "back":
                s.away = False
                self.last_seen[seat] = now
            else:
                raise ValueError(f"table {self.id}: unknown event {kind!r}")
            if not self.started and not self.free():
                self.started = True
                self.turn_since = now
            self._sync_players()
        entry: dict[str, Any] = {"seq": self.seq, "kind": kind, "seat": seat}
        if kind == "move":
            entry["deal_no"] = deal_no
            entry["move"] = str(data["move"])
            entry["computer"] = bool(data.get("computer"))
        elif kind == "sit":
            entry["name"] = str(data["name"])
        self.recent.append(entry)
        del self.recent[:-RECENT]

    def _push(self, move: Move, computer: bool, now: float) -> None:
        seat = move.seat
        if computer and seat is not None and self.seats[seat].kind == "person":
            self.stand_ins.setdefault(len(self.match.history) + 1, set()).add(seat)
        events = self.session.push(move, computer=computer)
        self.moves.append((move.seat if move.seat is not None else -1, computer))
        self.move_seq = self.seq
        self.turn_since = now
        self._snap(events)

    def _snap(self, events: list[Any]) -> None:
        for ev in events:
            if ev.kind == "hand" and ev.hand is not None and ev.score is not None:
                self.hand_snap = (ev.hand.copy(), ev.score)
                # who sat where when the hand ended (a seat may change hands later)
                self.hand_names[len(self.match.history)] = [s.name for s in self.seats]
        hand = self.match.hand
        if hand is None:
            self.trick_snap = None
        elif any(ev.kind in ("trick", "hand") for ev in events):
            self.trick_snap = hand.copy()

    def _undo(self, seat: int, now: float) -> None:
        """Take back moves to the last one ``seat`` made itself, that one included."""
        while self.moves:
            who, computer = self.moves.pop()
            self.match.pop()
            if who == seat and not computer:
                break
        deal_no = len(self.match.history) + 1  # the hand the take-back went back into
        self.takebacks[deal_no] = self.takebacks.get(deal_no, 0) + 1
        self.move_seq = self.seq
        self.turn_since = now
        hand = self.match.hand
        self.trick_snap = hand.copy() if hand is not None else None
        # a spectator's 'hand' view keeps the last hand it showed: nothing is hidden again

    # ---- checking a person's move (nothing changes) ----------------------------------------
    def refusal(self, seat: int, move: Move) -> TableError | None:
        m = self.match
        if not self.started:
            return TableError(409, "tables_err_not_started", free=len(self.free()))
        if m.over or self.closed or self.ended:
            return TableError(409, "tables_err_over")
        if self.held:
            return TableError(409, "tables_err_paused")
        if m.waiting:
            # the seat's offers from the engine's list (a seat may have more than one)
            offers = [d for d in m.pending if d.seat == seat]
            if not offers:
                return TableError(409, "tables_err_not_your_turn", turn=m.to_act)
            if all(move not in d.moves for d in offers):
                return TableError(409, "tables_err_illegal", why=IllegalPlay(
                    "offer_pending", seat=seat, card=move.card, index=len(self.moves),
                    to_act=seat, move=move, text=offers[0].kind))
            return None
        if seat != m.to_act:
            return TableError(409, "tables_err_not_your_turn", turn=m.to_act)
        hand = m.hand
        assert hand is not None
        try:
            hand.copy().push(move)  # the engine's own check, on a copy
        except IllegalPlay as err:
            return TableError(409, "tables_err_illegal", why=err)
        return None

    # ---- what each one sees ----------------------------------------------------------------
    def row(self, now: float, grace: float) -> dict[str, Any]:
        """The table as the lobby lists it: seats, names, state (no cards, no seed)."""
        m = self.match
        return {
            "id": self.id,
            "name_no": self.name_no,
            "seats": [s.json(i, connected=self.present(i, now))
                      for i, s in enumerate(self.seats)],
            "free": self.free(),
            "state": self.state,
            "paused": self.paused,
            "rules": self.rules.name,
            "created_by": self.created_by,
            "to_act": m.to_act if self.started else None,
            "hands": len(m.history),
            "counters": list(m.counters),
            "winners": list(m.winners),
            "takeback": self.takeback,
            "turn_seconds": self.spec.get("turn_seconds", 0),
            "class_game": self.class_game is not None,
            "seq": self.seq,
        }

    def deal_secret(self) -> bool:
        """A class game's table before the teacher closes the game: the same deals are
        every other student's still to play, so a hand's cards are shown only while it is
        played (the seat's own, and those played to its tricks), never once it is over."""
        return self.class_game is not None and not self.closed

    def revealed(self) -> bool:
        """The deal code may be shown: the match is over (a class game's: once the teacher
        has closed the game, whatever the match, which the service says: ``close_game``)."""
        return self.closed or (self.match.over and self.class_game is None)

    def _public(self) -> dict[str, Any]:
        m = self.match
        # the match's public counts, as the dashboard's view carries them too
        out = public_view(m)
        out["to_act"] = m.to_act if self.started else None
        # a class game's hand is every student's next deal: its cards wait for the close
        out["last_hand"] = (_score_json(self.hand_snap[1], self.hand_snap[0])
                            if self.hand_snap is not None and not self.deal_secret() else None)
        if self.revealed():
            out["code"] = m.code
        return out

    def sight(self, seat: int) -> SeatView | None:
        """The engine's view of the hand in play for ``seat`` (None between hands): what
        the seat's answer and its board are both made from."""
        hand = self.match.hand
        if hand is None:
            return None
        # one view a seat and event: the seat's answer and its board, and every page of
        # that seat polling, are made from the same one (the hand changes only by an event)
        seq, taken = self._sights
        if seq != self.seq:
            taken = {}
            self._sights = (self.seq, taken)
        view = taken.get(seat)
        if view is None:
            view = taken[seat] = SeatView.of(hand, seat)
        return view

    def shown_hand(self, delay: str) -> Hand | None:
        """The hand a spectator sees: as it stood at the end of the last trick (``trick``),
        or the last hand played, whole (``hand``)."""
        if delay == "trick":
            return self.trick_snap
        return self.hand_snap[0] if self.hand_snap is not None else None

    def seat_view(self, seat: int, sight: SeatView | None = None) -> dict[str, Any]:
        """What ``seat`` may see now: its own cards and the public table (``sight``: the
        seat's view already taken, :meth:`sight`)."""
        m = self.match
        out = self._public()
        out["seat"] = seat
        if sight is None:
            sight = self.sight(seat)
        out["hand"] = None if sight is None else sight.json()
        # the seat's own pending decision, from the engine's list (several seats may be
        # asked at once after a hand)
        decision = None
        if self.started and not (self.closed or self.ended or self.held or m.over):
            decision = m.pending_of(seat)
        out["your_turn"] = decision is not None
        out["legal"] = [] if decision is None else decision.codes
        out["takeback"] = self.takeback and any(
            who == seat and not computer for who, computer in self.moves)
        return out

    def spectator_view(self, delay: str, hands: bool = True) -> dict[str, Any]:
        """Every hand, delayed (:meth:`shown_hand`); the cards still in the hands only
        with ``hands``."""
        out = self._public()
        out["delay"] = delay
        shown = self.shown_hand(delay)
        out["hands"] = None if shown is None else SpectatorView.of(shown, hands=hands).json()
        return out
