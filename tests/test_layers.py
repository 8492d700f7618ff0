"""What each part of the kit loads: a fresh interpreter for each check, since an import
made by an earlier test would hide the very dependency the check is about.

- The catalogue is whole whatever the program imports first (before, ``t("ui_out")``
  raised in a fresh interpreter until ``coteccio_lab.widgets`` was imported).
- Only the widget layer loads ipywidgets/anywidget: the README says which modules
  those are, and the engine, players, odds, records, class results and command line run
  without them (a referee or a simulation on a server with no Jupyter).
- No module imports from a layer above its own (the engine from the players, the class
  service from the dashboard), not even inside a function, and no two modules of a package
  import each other: import-linter's contracts in ``pyproject.toml`` (``lint-imports``, run
  by ``make lint``), which read every ``import`` statement of the source. The tests here
  check that they pass, and that they fail on a back-arrow planted in a copy of the kit.
- A file holds one job: a module over about 500 lines is split by job (a file per job,
  named for it) unless ``ONE_JOB`` says what its one job is.
"""

from __future__ import annotations

import ast
import json
import os
import pkgutil
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import coteccio_lab

REPO = Path(__file__).resolve().parent.parent

# The README's list ("Where things are"): the packages and modules that may load ipywidgets.
WIDGET_LAYER = (
    "coteccio_lab.widgets",
    "coteccio_lab.curriculum",
    "coteccio_lab.dashboard.app",
    "coteccio_lab.dashboard.board",
    "coteccio_lab.dashboard.download",
    "coteccio_lab.dashboard.review",
    "coteccio_lab.dashboard.upload",
)
UI_LIBRARIES = ("ipywidgets", "anywidget", "IPython")

LONG = 500
"""Lines past which a module must be split by job or say here why it holds one."""
_LESSON = ("one lesson's pictures, readings and exercises: the curriculum's convention is a "
           "module per lesson, shared by its notebook in three languages and the tests")
ONE_JOB = {
    "coteccio_lab.rules": (
        "the rules a table plays: every option with the readings of the sources, and the "
        "presets, each with its sources, its label and its seats (one place for each)"
    ),
    "coteccio_lab.hand": (
        "the play of one deal by the rules: its words (Trick, Revoke, IllegalPlay and its "
        "reasons), the legal cards, the one play loop that play, play_index and playout share, "
        "undo, and the state a search copies; dealing is deal.py, records records.py"),
    "coteccio_lab.match": (
        "a match (counters, the deal passing on, the doctor, the pot, the winner) and its "
        "saved form: to_json and from_json are the two halves of one format, and reading it "
        "back checks each field against the match's own rules"),
    "coteccio_lab.scoring": (
        "scoring a hand: score_hand with its reasons in words, on the plain-number arithmetic "
        "that it and the players' FastScorer share"),
    "coteccio_lab.widgets.exercises": (
        "the checked exercises on the page: the Exercise base (the check, the feedback that "
        "asks before it tells) and one view per kind of question (its answer inputs and "
        "drawing; the grading is the question's, coteccio_lab.questions), each under 80 lines"),
    "coteccio_lab.widgets.table": (
        "TableView, one widget: a hand or a match played at the screen; the parts it is "
        "made of are in tableparts"),
    "coteccio_lab.dashboard.app": (
        "DashboardApp, one widget: the page's events turned into the controller's actions, "
        "and the controller's state drawn again; the logic is in controller, the table in board"),
    "coteccio_lab.classservice.store": (
        "the class's database: its tables, and every read and write of students, hands and "
        "lesson progress through ClassStore (SQLite or a database server)"),
    "coteccio_lab.classservice.service": (
        "the class service without HTTP, what every handler calls: the class game and its "
        "results (replayed hands or the tables' own play), progress, practice and the "
        "teacher's views; the tables themselves are tables.py, the store store.py"),
    "coteccio_lab.classservice.tables": (
        "the class's tables, what the table API calls: open, sit, leave, move, take back, "
        "view and spectate, each event logged before it is applied, the grace period and the "
        "turn timer, and loading every table from its log; one table is table.py"),
    "coteccio_lab.classservice.web": (
        "the class service's HTTP layer: one handler per endpoint of docs/class-api.md, the "
        "checks every request passes (body size, XSRF, the page it came from, rate limits) "
        "and the pages' rendering; the one-machine sign-in is local.py"),
    "coteccio_lab.dashboard.launcher": (
        "the launcher's options and Voila's settings for them, and serve; what it patches in "
        "the servers is serverpatches.py, the preheated kernels kernelpool.py"),
    "coteccio_lab.dashboard.controller": (
        "the dashboard's flow without widgets: setting up a match, the learner's and the "
        "computer seats' moves through the one state machine, the offers and take-backs; "
        "its state is state.py, its words narration.py"),
    "coteccio_lab.curriculum.lesson4": _LESSON,
    "coteccio_lab.curriculum.lesson5": _LESSON,
    "coteccio_lab.curriculum.lesson6": _LESSON,
}
"""The modules over ``LONG`` lines, each with the one job that keeps it whole."""


def _modules() -> list[str]:
    found = pkgutil.walk_packages(coteccio_lab.__path__, "coteccio_lab.")
    return sorted(m.name for m in found if m.name != "coteccio_lab.__main__")


def _fresh(code: str) -> object:
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def _in_widget_layer(name: str) -> bool:
    return any(name == top or name.startswith(top + ".") for top in WIDGET_LAYER)


def test_the_catalogue_is_whole_in_a_fresh_interpreter() -> None:
    every = _modules()
    whole = _fresh(
        "import importlib, json\n"
        f"for name in {every!r}: importlib.import_module(name)\n"
        "from coteccio_lab.i18n import CATALOG\n"
        "print(json.dumps(sorted(CATALOG)))"
    )
    alone = _fresh(
        "import json\n"
        "from coteccio_lab.i18n import CATALOG, t\n"
        "print(json.dumps([sorted(CATALOG), t('ui_out'), t('dash_your_turn', 'it')]))"
    )
    assert isinstance(alone, list)
    keys, out, turn = alone
    assert keys == whole
    assert (out, turn) == ("out", "Tocca a te: gioca una carta.")


def test_the_class_services_judge_loads_no_widget_library() -> None:
    """Every lesson's answers judged as the class service judges them (the question built
    from the lesson, no widget), in an interpreter that never loads a widget library."""
    verdicts, loaded = _fresh(  # type: ignore[misc]
        "import json, sys\n"
        "from coteccio_lab.curriculum import lesson\n"
        "from coteccio_lab.curriculum.answers import judge\n"
        "from coteccio_lab.questions import answer_json\n"
        "out = []\n"
        "for n in range(1, 7):\n"
        "    for key in lesson(n).keys:\n"
        "        q = lesson(n).question(key)\n"
        "        out.append([judge(n, key, answer_json(q.right_answer())),\n"
        "                    judge(n, key, answer_json(q.wrong_answer()))])\n"
        f"print(json.dumps([out, [lib for lib in {UI_LIBRARIES!r} if lib in sys.modules]]))"
    )
    from coteccio_lab.curriculum import lesson

    every = sum(len(lesson(n).keys) for n in range(1, 7))
    assert verdicts == [[True, False]] * every
    assert loaded == []


def test_only_the_widget_layer_loads_ipywidgets() -> None:
    below = [name for name in _modules() if not _in_widget_layer(name)]
    assert "coteccio_lab.hand" in below and "coteccio_lab.dashboard.controller" in below
    loaded = _fresh(
        "import importlib, json, sys\n"
        f"for name in {below!r}: importlib.import_module(name)\n"
        f"print(json.dumps([lib for lib in {UI_LIBRARIES!r} if lib in sys.modules]))"
    )
    assert loaded == []


def test_the_widget_layer_list_names_real_modules() -> None:
    every = set(_modules())
    assert all(top in every for top in WIDGET_LAYER)
    widget = _fresh(
        "import json, sys\n"
        "import coteccio_lab.dashboard.board\n"
        "print(json.dumps('ipywidgets' in sys.modules))"
    )
    assert widget is True


def _lint_imports(root: Path) -> subprocess.CompletedProcess[str]:
    """import-linter on the kit under ``root`` (its ``coteccio_lab/`` and ``pyproject.toml``)."""
    if os.environ.get("CI") != "true":
        pytest.importorskip("importlinter", reason="import-linter is in the [dev] extra")
    code = "import sys; from importlinter.cli import lint_imports_command; lint_imports_command()"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(root), *sys.path[1:]])}
    return subprocess.run([sys.executable, "-c", code, "--no-cache"], cwd=root, env=env,
                          capture_output=True, text=True, timeout=300, check=False)


def test_the_import_contracts_are_kept() -> None:
    done = _lint_imports(REPO)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert "0 broken" in done.stdout


PLANTED = {
    # the engine reaching up into the players, inside a function (a fresh interpreter that
    # never calls it would not see it)
    "rules.py": ("def _planted():\n    from .players import LEVELS\n    return LEVELS\n",
                 "coteccio_lab.rules is not allowed to import coteccio_lab.players"),
    # a cycle inside one layer: the players' common base importing the judge that uses it
    "players/base.py": ("def _planted():\n    from . import judge\n    return judge\n",
                        "No cycles are allowed in coteccio_lab.players"),
}


@pytest.mark.parametrize("module", sorted(PLANTED))
def test_a_planted_back_arrow_breaks_the_contracts(module: str, tmp_path: Path) -> None:
    shutil.copytree(REPO / "coteccio_lab", tmp_path / "coteccio_lab",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(REPO / "pyproject.toml", tmp_path / "pyproject.toml")
    code, message = PLANTED[module]
    with open(tmp_path / "coteccio_lab" / module, "a", encoding="utf-8") as source:
        source.write("\n\n" + code)
    done = _lint_imports(tmp_path)
    assert done.returncode == 1, done.stdout[-3000:] + done.stderr[-2000:]
    assert message in done.stdout, done.stdout[-3000:]


def test_the_class_service_is_given_the_lessons_judge_not_importing_it() -> None:
    """The service judges lesson answers with the lessons' checker, but sits below them:
    nothing in ``classservice`` names ``curriculum``, not even as a string for importlib;
    the commands that start a service (the launcher, ``class-service``) give the judge."""
    folder = Path(coteccio_lab.__file__).parent / "classservice"
    for path in folder.glob("*.py"):
        code = ast.parse(path.read_text())
        for node in ast.walk(code):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                assert "coteccio_lab.curriculum" not in node.value, path.name


def test_a_long_module_holds_one_job() -> None:
    root = Path(coteccio_lab.__file__).parent
    long: dict[str, int] = {}
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root.parent).with_suffix("").parts
        module = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > LONG:
            long[module] = lines
    unexplained = [f"{m} ({n} lines)" for m, n in long.items() if m not in ONE_JOB]
    assert unexplained == [], "split these by job, or say their one job in ONE_JOB"
    assert set(ONE_JOB) <= set(_modules())
