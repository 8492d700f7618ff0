"""Seating a class in one action: how many tables, of how many seats, and who sits where.

Tables of 4 (the game at its best for a lesson: every card of the deck in play, a hand
short enough for a class period); where the count of students does not divide by 4 the
sizes next to it take the rest, as few tables as possible away from 4:

- one left over: one table of 5 (5, 9, 13, ... students);
- two left over: two tables of 3 (6, 10, 14, ...; 2 students: one table of 2);
- three left over: one table of 3 (3, 7, 11, ...).

Two tables of 3 rather than two of 5 for two left over: more tables, and every student
plays more of the hands. The order is the list's (the teacher's own, or the class's) or
shuffled from the system's secret source (a student cannot choose their table by the
moment they join).

>>> table_sizes(25), table_sizes(26), table_sizes(7), table_sizes(2), table_sizes(1)
([5, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 3, 3], [4, 3], [2], [])
"""

from __future__ import annotations

import random
from collections.abc import Sequence

__all__ = ["ORDERS", "SIZE", "seat", "table_sizes"]

SIZE = 4
ORDERS = ("shuffle", "list")
_SECRET = random.SystemRandom()


def table_sizes(count: int) -> list[int]:
    """The sizes of the tables ``count`` students sit at (see the module); none for fewer
    than 2."""
    if count < 2:
        return []
    if count in (2, 3, 5):
        return [count]
    fours, left = divmod(count, SIZE)
    if left == 0:
        return [SIZE] * fours
    if left == 1:
        return [SIZE + 1] + [SIZE] * (fours - 1)
    if left == 2:
        return [SIZE] * (fours - 1) + [SIZE - 1] * 2
    return [SIZE] * fours + [SIZE - 1]


def seat(names: Sequence[str], order: str) -> list[list[str]]:
    """``names`` at their tables, in the list's order or shuffled (``order``).

    >>> seat(["a", "b", "c", "d", "e", "f", "g"], "list")
    [['a', 'b', 'c', 'd'], ['e', 'f', 'g']]
    """
    if order not in ORDERS:
        raise ValueError(order)
    people = list(names)
    if order == "shuffle":
        _SECRET.shuffle(people)
    tables, at = [], 0
    for size in table_sizes(len(people)):
        tables.append(people[at:at + size])
        at += size
    return tables
