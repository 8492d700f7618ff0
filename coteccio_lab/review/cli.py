"""The ``review`` subcommand of ``coteccio-lab`` (listed in ``coteccio_lab.cli``).

``coteccio-lab review FILE [--seat N] [--hand K] [--json] [--lang L] [--seed S]``
    Each decision seat N (default 0, the dashboard's learner) made in a hand record, graded
    by its expected cost over the layouts it could not tell apart, with the best choice, a
    sentence why and how exact the judgement is. FILE may also be a match the dashboard
    saved (``coteccio-match/1``): each finished hand is reviewed (``--hand K``: the K-th
    only), with the layouts the dashboard's own review draws. Exit 0; exit 2 with one line
    on standard error for a file that cannot be read or breaks the rules, or a seat or hand
    that is not there.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..cards import LANGUAGES
from ..i18n import Message
from ..jsonfile import read_json
from ..match import MATCH_FORMAT, Match, MatchFileError
from ..players.computer import LEVELS
from ..records import HandRecord, RecordError

__all__ = ["add_arguments", "run"]


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("record", help="a hand record (coteccio-hand/1) or a saved match, JSON")
    p.add_argument("--seat", type=int, default=0,
                   help="the seat whose decisions to grade (default 0, the dashboard's learner)")
    p.add_argument("--hand", type=int, default=None,
                   help="in a saved match: review only this hand (1 = the first)")
    p.add_argument("--json", action="store_true", help="print the review as one JSON object")
    p.add_argument("--lang", default="en", choices=LANGUAGES,
                   help="language of the sentences")
    p.add_argument("--seed", type=int, default=None,
                   help="fixes the layouts sampled (default 0; a saved match: its own)")


def table_levels(match: Match) -> tuple[str, ...] | None:
    """The levels of the seats a dashboard's saved match played against (its ``meta``,
    ``dashboard.setup.DASHBOARD_META``), as the dashboard's review assumes them; None when
    the file does not say them plainly (anything else is ignored, never trusted)."""
    setup = match.meta.get("dashboard") if isinstance(match.meta, dict) else None
    opponents = setup.get("opponents") if isinstance(setup, dict) else None
    if (not isinstance(opponents, list) or len(opponents) != match.players - 1
            or not all(o in LEVELS for o in opponents)):
        return None
    return ("human", *opponents)


def hands(data: Any, only: int | None,
          seed: int | None) -> list[tuple[int, HandRecord, int, tuple[str, ...] | None]]:
    """The hands ``data`` holds to review: (hand number, record, seed, the table's levels)."""
    if isinstance(data, dict) and data.get("format") == MATCH_FORMAT:
        match = Match.from_json(data)
        levels = table_levels(match)
        done = [(n, rec, match.seed + n if seed is None else seed, levels)
                for n, rec in enumerate(match.history, 1)]
        if only is not None:
            done = [h for h in done if h[0] == only]
            if not done:
                raise RecordError(f"the match has {len(match.history)} finished hands, "
                                  f"no hand {only}")
        return done
    if only not in (None, 1):
        raise RecordError(f"a hand record holds one hand, no hand {only}")
    return [(1, HandRecord.from_json(data), 0 if seed is None else seed, None)]


def run(args: argparse.Namespace) -> int:
    from .judge import review_hand

    try:
        data = read_json(args.record, RecordError, Message("file_what_record"))
        found = hands(data, args.hand, args.seed)
        reviews = [(n, review_hand(rec, args.seat, seed=seed, levels=levels))
                   for n, rec, seed, levels in found]
    except (RecordError, MatchFileError, ValueError) as err:
        print(f"{args.record}: {' '.join(str(err).split())}", file=sys.stderr)
        return 2
    if args.json:
        out: Any = reviews[0][1].to_json(args.lang) if len(reviews) == 1 else [
            {"hand": n, **review.to_json(args.lang)} for n, review in reviews]
        json.dump(out, sys.stdout, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        text = "\n\n".join(review.report(args.lang) for _, review in reviews)
        seen = [luck for _, review in reviews if (luck := review.luck()) is not None]
        if len(seen) > 1:  # a match: its luck and skill over the hands reviewed
            from .luck import error_sentence, match_luck, match_sentence

            total = match_luck(seen)
            assert total is not None
            counter = reviews[0][1].record.rules.counter
            text += "\n\n" + " ".join(filter(None, (
                match_sentence(total, counter, args.lang), error_sentence(total, args.lang))))
        print(text)
    return 0
