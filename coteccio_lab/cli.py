"""The ``coteccio-lab`` command: ``replay`` referees a hand record; more subcommands follow.

Exit status: 0 for a record that follows the rules, 2 for one that does not
(one line on standard error says which play and why), as the hand-record spec
requires.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence

from .records import RecordError, load_record, replay

__all__ = ["main", "register_command"]

_EXTRA: list[Callable[[argparse._SubParsersAction[argparse.ArgumentParser]], None]] = []


def register_command(
    add: Callable[[argparse._SubParsersAction[argparse.ArgumentParser]], None],
) -> None:
    """Let another module add a subcommand (it sets ``func`` on its parser)."""
    _EXTRA.append(add)


def _replay(args: argparse.Namespace) -> int:
    try:
        result = replay(load_record(args.file))
    except RecordError as err:
        # One line, as the spec writes it (file faults name the file themselves).
        print(" ".join(str(err).split()), file=sys.stderr)
        return 2
    if args.json:
        json.dump(result.to_json(), sys.stdout)
        sys.stdout.write("\n")
    else:
        print(result.account(args.lang))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="coteccio-lab", description="Learn, teach and play Coteccio."
    )
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("replay", help="referee a hand record (coteccio-hand/1 JSON)")
    p.add_argument("file", help="the hand record, a JSON file")
    p.add_argument("--json", action="store_true", help="print the result as one JSON object")
    p.add_argument(
        "--lang", default="en", choices=("en", "it", "pt"), help="language of the account"
    )
    p.set_defaults(func=_replay)
    _load_plugins()
    for add in _EXTRA:
        add(sub)
    return parser


def _load_plugins() -> None:
    # Subcommands that live with their features (players, dashboard) register
    # themselves on import; a missing optional part must not break ``replay``.
    import importlib

    for name in (
        "coteccio_lab.players.cli",
        "coteccio_lab.dashboard.cli",
        "coteccio_lab.dashboard.classhub",
        "coteccio_lab.dashboard.classbackup",
    ):
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as err:
            if err.name is None or not name.startswith(err.name):
                raise


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    code: int = args.func(args)
    return code


if __name__ == "__main__":
    # Run through the imported module, so that subcommands registered by
    # ``coteccio_lab.players.cli`` and ``coteccio_lab.dashboard.cli`` land on it.
    from coteccio_lab.cli import main as _main

    sys.exit(_main())
