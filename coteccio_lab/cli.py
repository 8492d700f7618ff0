"""The ``coteccio-lab`` command: ``replay``, ``advise``, ``review``, ``simulate``, ``dashboard``,
``class-service``, ``class-backup``.

The subcommands are listed here (``COMMANDS``); each one's code, its arguments included, is
imported only when that subcommand is asked for, so ``coteccio-lab --help`` and ``replay``
need nothing but the kit's core. A subcommand whose extra is not installed says which one
to install instead of stopping with a traceback.

Exit status of ``replay``: 0 for a record that follows the rules, 2 for one that does not
(one line on standard error says which play and why), as ``docs/hand-record.md`` requires.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass

__all__ = ["COMMANDS", "Command", "build_parser", "main"]

AddArguments = Callable[[argparse.ArgumentParser], None]
Run = Callable[[argparse.Namespace], int]


@dataclass(frozen=True)
class Command:
    """One subcommand: its name and one-line help, the extra it needs beyond the kit's core
    (``None``: the core is enough), and ``load()``, which imports its code and gives the
    function that adds its arguments and the one that runs it."""

    name: str
    help: str
    extra: str | None
    load: Callable[[], tuple[AddArguments, Run]]

    def install_hint(self) -> str:
        return f"pip install 'coteccio-lab[{self.extra}]'" if self.extra else (
            "pip install --force-reinstall coteccio-lab")


def _replay_arguments(p: argparse.ArgumentParser) -> None:
    from .cards import LANGUAGES

    p.add_argument("file", help="the hand record, a JSON file")
    p.add_argument("--json", action="store_true", help="print the result as one JSON object")
    p.add_argument(
        "--lang", default="en", choices=LANGUAGES, help="language of the account"
    )


def _replay(args: argparse.Namespace) -> int:
    from .i18n import speaking
    from .records import RecordError, load_record, replay

    try:
        result = replay(load_record(args.file))
    except RecordError as err:
        # One line, as the spec writes it (file faults name the file themselves), in the
        # language asked for (English unless --lang says otherwise, as the spec's example)
        print(_saved_match_line(args.file, args.lang)
              or " ".join(err.message(args.lang).split()), file=sys.stderr)
        return 2
    if args.json:
        json.dump(result.to_json(), sys.stdout)
        sys.stdout.write("\n")
    else:
        with speaking(args.lang):  # the account, and any refusal worded inside it
            print(result.account())
    return 0


def _saved_match_line(path: str, lang: str) -> str:
    """For a match the dashboard saved (not one hand's record): the command that reviews
    its hands, and where its hands' records are; else an empty string."""
    from .i18n import t
    from .match import MATCH_FORMAT

    try:
        with open(path, encoding="utf-8") as file:
            data = json.load(file)
    except (OSError, ValueError):
        return ""
    if not isinstance(data, dict) or data.get("format") != MATCH_FORMAT:
        return ""
    history = data.get("history")
    hands = len(history) if isinstance(history, list) else 0
    return t("rec_is_match", lang, file=path, hands=hands)


def _load_replay() -> tuple[AddArguments, Run]:
    return _replay_arguments, _replay


def _load_advise() -> tuple[AddArguments, Run]:
    from .players.cli import add_advise_arguments, run_advise

    return add_advise_arguments, run_advise


def _load_review() -> tuple[AddArguments, Run]:
    from .review.cli import add_arguments, run

    return add_arguments, run


def _load_simulate() -> tuple[AddArguments, Run]:
    from .players.cli import add_simulate_arguments, run_simulate

    return add_simulate_arguments, run_simulate


def _load_dashboard() -> tuple[AddArguments, Run]:
    from .dashboard.cli import add_arguments, run

    return add_arguments, run


def _load_class_service() -> tuple[AddArguments, Run]:
    from .dashboard.classhub import add_arguments, run

    return add_arguments, run


def _load_class_backup() -> tuple[AddArguments, Run]:
    from .dashboard.classbackup import add_arguments, run

    return add_arguments, run


COMMANDS: tuple[Command, ...] = (
    Command("replay", "referee a hand record (coteccio-hand/1 JSON)", None, _load_replay),
    Command("advise", "the expert's advice for the seat to move in a hand record", None,
            _load_advise),
    Command("review", "grade each decision of one seat in a hand record, and say why", None,
            _load_review),
    Command("simulate", "statistics of many hands between computer players", None,
            _load_simulate),
    Command("dashboard", "play against computer players in the browser (Voilà); run a class",
            "server", _load_dashboard),
    Command("class-service", "the class service as a JupyterHub service (started by the hub)",
            "server,hub", _load_class_service),
    Command("class-backup", "back up a class folder's results (safe while the class plays)",
            "server", _load_class_backup),
)
"""Every subcommand, in the order ``--help`` lists them."""


class MissingExtra(Exception):
    """A subcommand's code needs a package of an extra that is not installed."""

    def __init__(self, command: Command, module: str) -> None:
        super().__init__(
            f"coteccio-lab {command.name}: this command needs {module}, which is not "
            f"installed here; {command.install_hint()}"
        )


def _guarded(command: Command, call: Callable[[], int]) -> int:
    try:
        return call()
    except ModuleNotFoundError as err:
        missing = (err.name or "").split(".")[0]
        if not missing or missing == "coteccio_lab":
            raise  # a module of the kit itself is missing: a bug, not an extra
        raise MissingExtra(command, missing) from err


def _add(command: Command, parser: argparse.ArgumentParser) -> None:
    def load() -> int:
        add_arguments, run = command.load()
        add_arguments(parser)
        parser.set_defaults(func=run)
        return 0

    _guarded(command, load)


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The command's parser: every subcommand with its arguments, or with ``only`` the
    arguments of that one subcommand alone (the others are listed, their code not imported).
    """
    parser = argparse.ArgumentParser(
        prog="coteccio-lab", description="Learn, teach and play Coteccio."
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for command in COMMANDS:
        p = sub.add_parser(command.name, help=command.help, description=command.help)
        if only is None or only == command.name:
            _add(command, p)
    return parser


def _chosen(argv: Sequence[str]) -> Command | None:
    """The subcommand ``argv`` asks for: its first word that is not an option."""
    first = next((arg for arg in argv if not arg.startswith("-")), None)
    return next((c for c in COMMANDS if c.name == first), None)


CLOSED_PIPE = 141
"""The exit status when the reader of standard output went away (``... | head``): a shell's
own for a command ended by SIGPIPE (128 + 13)."""


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    command = _chosen(args_list)
    try:
        parser = build_parser(command.name if command else "")
        args = parser.parse_args(args_list)
        assert command is not None  # parse_args exits when no known subcommand is given
        status = _guarded(command, lambda: int(args.func(args)))
        sys.stdout.flush()  # inside the guard: the last lines may meet a closed pipe here
        return status
    except MissingExtra as err:
        print(err, file=sys.stderr)
        return 2
    except BrokenPipeError:
        _quiet_stdout()
        return CLOSED_PIPE


def _quiet_stdout() -> None:
    """The reader is gone: what is left in standard output's buffer goes nowhere, so that
    Python's own flush at exit does not report the closed pipe again."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):
        pass  # no file descriptor (a test's captured stdout): nothing will be flushed


if __name__ == "__main__":
    sys.exit(main())
