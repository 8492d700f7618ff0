"""The teacher's results table of one game: a column per deal, a row per student.

Columns compare the same cards: hand ``n`` is one deal for everyone until an annulled hand
(the same dealer deals again) or an elimination makes another, and then hand ``n`` has a
column per deal (:func:`deal_columns`). The best result of a deal is marked among the
students who played it; an annulled or void hand is marked, never best, and counts
nothing. A hand a computer player moved in for the student (``stand_in``) is marked, never
best, and counts nothing for them; a match with one is neither won nor lost by them (its
state is ``stand_in``). Each cell and row says the help used (hints, take-backs) and who says so
(``store.AIDS_BY``), as far as it is known. The rows come in the class's order
(``store.rank_key``).
"""

from __future__ import annotations

from typing import Any

from .store import Standing

__all__ = ["aids_summary", "deal_columns", "results_table"]


def results_table(standings: list[Standing],
                  counts_down: bool = True) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The columns (``hand``, ``variant``, ``players``) and the rows (rank, student, a cell
    per column or None, total, points, hands played, match state, verified, help: see
    :func:`aids_summary`)."""
    columns = deal_columns(standings)
    at = {(c["hand"], c["deal"]): i for i, c in enumerate(columns)}
    sign = 1 if counts_down else -1
    cells: list[list[dict[str, Any] | None]] = []
    for s in standings:
        row: list[dict[str, Any] | None] = [None] * len(columns)
        for (n, d), deal, counted, (hints, takebacks, by), stood in zip(
            s.by_hand, _deals(s), _counted(s), _aids(s), _stand_ins(s)
        ):
            row[at[n, deal]] = {"delta": d, "counted": counted, "best": False,
                                "hints": hints, "takebacks": takebacks, "aids_by": by,
                                "stand_in": stood}
        cells.append(row)
    for i in range(len(columns)):
        played = [c for row in cells if (c := row[i]) is not None and c["counted"]]
        if len(played) >= 2:  # "best" needs someone to compare with
            top = max(sign * c["delta"] for c in played)
            for c in played:
                c["best"] = sign * c["delta"] == top
    rows = [{"rank": rank, "student": s.student, "hands": row, "total": s.total_delta,
             "points": s.total_points, "played": s.hands, "state": _state(s),
             "verified": s.verified, "aids": aids_summary(s),
             "stand_ins": sum(_stand_ins(s))}
            for rank, (s, row) in enumerate(zip(standings, cells), 1)]
    return [{"hand": c["hand"], "variant": c["variant"], "players": c["players"]}
            for c in columns], rows


def deal_columns(standings: list[Standing]) -> list[dict[str, Any]]:
    """The teacher's columns: one per deal, by hand number. Hand ``n`` is one deal for
    everyone until an annulled hand (the same dealer deals again) or an elimination makes
    another; then hand ``n`` has a column per deal, the most played first, with a variant
    letter ('a', 'b', ...), so a column always compares the same cards.

    Each column: ``hand``, ``deal`` (``store.deal_key``), ``variant`` ('' when hand ``n``
    is one deal) and ``players`` (how many students played it)."""
    count: dict[tuple[int, str], int] = {}
    for s in standings:
        for (n, _), deal in zip(s.by_hand, _deals(s)):
            count[n, deal] = count.get((n, deal), 0) + 1
    ordered = sorted(count, key=lambda k: (k[0], -count[k], k[1]))
    per_hand: dict[int, int] = {}
    for n, _ in ordered:
        per_hand[n] = per_hand.get(n, 0) + 1
    seen: dict[int, int] = {}
    out = []
    for n, deal in ordered:
        i = seen.get(n, 0)
        seen[n] = i + 1
        variant = "" if per_hand[n] == 1 else chr(ord("a") + i) if i < 26 else str(i + 1)
        out.append({"hand": n, "deal": deal, "variant": variant, "players": count[n, deal]})
    return out


def aids_summary(s: Standing) -> dict[str, Any]:
    """A student's help over their hands: ``hints`` and ``takebacks`` (totals of the hands
    where it is known), ``aided`` (hands played with some), ``by`` (who said so, of
    ``store.AIDS_BY``) and ``unknown`` (hands that say nothing: stored before, or sent
    without it).

    >>> s = Standing("ana", ((1, 0), (2, -1), (3, 0)), -1, 9, False, False, True,
    ...              aids=((2, 0, "student"), (0, 0, "server"), (None, None, None)))
    >>> aids_summary(s)
    {'hints': 2, 'takebacks': 0, 'aided': 1, 'by': ['server', 'student'], 'unknown': 1}
    """
    known = [(h, t, by) for h, t, by in _aids(s) if h is not None and t is not None]
    return {"hints": sum(h for h, _t, _by in known), "takebacks": sum(t for _h, t, _by in known),
            "aided": sum(1 for h, t, _by in known if h or t),
            "by": sorted({str(by) for _h, _t, by in known}),
            "unknown": len(s.by_hand) - len(known)}


def _aids(s: Standing) -> tuple[tuple[int | None, int | None, str | None], ...]:
    return s.aids if len(s.aids) == len(s.by_hand) else ((None, None, None),) * len(s.by_hand)


def _deals(s: Standing) -> tuple[str, ...]:
    return s.deals if len(s.deals) == len(s.by_hand) else ("",) * len(s.by_hand)


def _counted(s: Standing) -> tuple[bool, ...]:
    return s.counted if len(s.counted) == len(s.by_hand) else (True,) * len(s.by_hand)


def _stand_ins(s: Standing) -> tuple[bool, ...]:
    return s.stand_ins if len(s.stand_ins) == len(s.by_hand) else (False,) * len(s.by_hand)


def _state(s: Standing) -> str:
    if s.finished and any(_stand_ins(s)):
        return "stand_in"
    if s.finished:
        return "won" if s.won else "lost"
    return "playing"
