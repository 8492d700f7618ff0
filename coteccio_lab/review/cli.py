"""The ``review`` subcommand of ``coteccio-lab`` (listed in ``coteccio_lab.cli``).

``coteccio-lab review RECORD [--seat N] [--json] [--lang L] [--seed S]``
    Each decision seat N (default 0, the dashboard's learner) made in a hand record, graded
    by its expected cost over the layouts it could not tell apart, with the best choice, a
    sentence why and how exact the judgement is. Exit 0; exit 2 with one line on standard
    error for a record that cannot be read or breaks the rules, or a seat not at the table.
"""

from __future__ import annotations

import argparse
import json
import sys

from ..records import RecordError, load_record

__all__ = ["add_arguments", "run"]


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("record", help="the hand record, a JSON file (coteccio-hand/1)")
    p.add_argument("--seat", type=int, default=0,
                   help="the seat whose decisions to grade (default 0, the dashboard's learner)")
    p.add_argument("--json", action="store_true", help="print the review as one JSON object")
    p.add_argument("--lang", default="en", choices=("en", "it", "pt"),
                   help="language of the sentences")
    p.add_argument("--seed", type=int, default=0, help="fixes the layouts sampled")


def run(args: argparse.Namespace) -> int:
    from .judge import review_hand

    try:
        record = load_record(args.record)
        review = review_hand(record, args.seat, seed=args.seed)
    except (RecordError, ValueError) as err:
        print(f"{args.record}: {' '.join(str(err).split())}", file=sys.stderr)
        return 2
    if args.json:
        json.dump(review.to_json(args.lang), sys.stdout, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        print(review.report(args.lang))
    return 0
