"""The ``advise`` and ``simulate`` subcommands of ``coteccio-lab`` (listed in ``coteccio_lab.cli``).

``coteccio-lab advise RECORD [--json] [--lang L] [--seed S]``
    The expert's advice for the seat to move in a partial hand record. Exit 0;
    exit 2 with one line on standard error for a record that breaks the rules
    or whose hand is over.

``coteccio-lab simulate --players N --hands K --seats L1,L2,... [--rules PRESET]
[--seed S] [--matches] [--json] [--lang L] [--progress | --no-progress]``
    Statistics of many hands between computer players (``random``,
    ``cautious``, ``expert``; one level for every seat, or one per seat).
    ``--rules`` takes a preset name or a JSON object like the hand record's.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..cards import LANGUAGES
from ..i18n import t
from ..jsonfile import parse_json
from ..records import RecordError, load_record
from ..rules import PRESETS, Rules, RulesError
from . import LEVELS

__all__ = ["add_advise_arguments", "add_simulate_arguments", "run_advise", "run_simulate"]

_LANGS = LANGUAGES


def run_advise(args: argparse.Namespace) -> int:
    from .advise import advise

    try:
        advice = advise(load_record(args.record), seed=args.seed)
    except RecordError as err:
        text = str(err)
        if err.reason == "hand_over":
            text = t("adv_over", args.lang)
        print(f"{args.record}: {text}", file=sys.stderr)
        return 2
    if args.json:
        json.dump(advice.to_json(args.lang), sys.stdout, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        print(advice.report(args.lang))
    return 0


def _rules(text: str) -> Rules:
    spec: Any = text
    if text.strip().startswith("{"):
        spec = parse_json(text, RulesError, "rules")
    return Rules.from_spec(spec)


def run_simulate(args: argparse.Namespace) -> int:
    from .simulate import simulate

    seats = [s.strip().lower() for s in args.seats.split(",") if s.strip()]
    if len(seats) == 1:
        seats = seats * args.players
    if len(seats) != args.players or any(s not in LEVELS for s in seats):
        print(t("sim_bad_seats", args.lang, players=args.players, seats=args.seats),
              file=sys.stderr)
        return 2
    try:
        rules = _rules(args.rules)
        result = simulate(args.players, args.hands, seats, rules, args.seed,
                          matches=args.matches, progress=args.progress)
    except (RulesError, ValueError) as err:
        print(f"simulate: {err}", file=sys.stderr)
        return 2
    if args.json:
        json.dump(result.to_json(), sys.stdout, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        print(result.report(args.lang))
    return 0


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def add_advise_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("record", help="a partial hand record (coteccio-hand/1 JSON)")
    p.add_argument("--json", action="store_true", help="print the advice as one JSON object")
    p.add_argument("--lang", default="en", choices=_LANGS, help="language of the sentences")
    p.add_argument("--seed", type=int, default=0, help="seed of the expert's imagined deals")


def add_simulate_arguments(s: argparse.ArgumentParser) -> None:
    s.add_argument("--players", type=_positive, required=True, help="players at the table")
    s.add_argument("--hands", type=_positive, required=True, help="hands to play")
    s.add_argument("--seats", required=True,
                   help="levels, one per seat or one for all: random, cautious, expert")
    s.add_argument("--rules", default="trieste",
                   help=f"a preset ({', '.join(PRESETS)}), or a JSON rules object")
    s.add_argument("--seed", type=int, default=0, help="the run's seed: same seed, same run")
    s.add_argument("--matches", action="store_true",
                   help="play the hands inside whole matches and count match wins")
    s.add_argument("--json", action="store_true", help="print the statistics as one JSON object")
    s.add_argument("--lang", default="en", choices=_LANGS, help="language of the report")
    s.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                   help="progress bar on standard error (default: on a terminal, long runs)")
