"""The kit's core runs without its optional extras (pyproject.toml): the browser's Python of
the static site has neither Voilà ([server]) nor tqdm ([cli]), and the kit must say so in
words where it would need them, never stop with an ImportError."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from coteccio_lab.cli import main as cli_main
from coteccio_lab.players.simulate import simulate


def test_dashboard_without_voila_says_which_extra_to_install(monkeypatch, capsys) -> None:
    monkeypatch.setitem(sys.modules, "voila", None)  # what find_spec sees when it is absent
    assert cli_main(["dashboard", "--no-browser"]) == 2
    err = capsys.readouterr().err
    assert "Voilà is not installed" in err and "coteccio-lab[server]" in err


def test_simulate_without_tqdm_runs_and_says_why_there_is_no_bar(monkeypatch, capsys) -> None:
    monkeypatch.setitem(sys.modules, "tqdm", None)  # `import tqdm` now raises ImportError
    with_bar_asked = simulate(2, 3, ["random", "random"], seed=5, progress=True)
    plain = simulate(2, 3, ["random", "random"], seed=5, progress=False)
    assert with_bar_asked.hands == plain.hands == 3
    assert with_bar_asked.capote.count == plain.capote.count
    assert "coteccio-lab[cli]" in capsys.readouterr().err


@pytest.mark.parametrize("module", ["voila", "jupyterlab", "ipykernel", "tqdm", "matplotlib",
                                    "sqlalchemy"])
def test_the_lessons_code_imports_no_server_part(module: str) -> None:
    """Every module the lessons and the dashboard notebook load in the browser, imported in a
    fresh interpreter where ``module`` cannot be imported."""
    code = (
        f"import sys; sys.modules[{module!r}] = None\n"
        "import importlib\n"
        "for n in range(1, 7): importlib.import_module(f'coteccio_lab.curriculum.lesson{n}')\n"
        "import coteccio_lab.dashboard.app, coteccio_lab.widgets, coteccio_lab.odds\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]


# The packages that come only with an extra ([server], [hub], [cli]): a fresh interpreter in
# which none of them can be imported stands for `pip install coteccio-lab` alone.
EXTRAS_ONLY = ("tornado", "sqlalchemy", "voila", "jupyter_server", "jupyterlab", "ipykernel",
               "jupyterhub", "psycopg", "tqdm")


def _core_only(*argv: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    import os

    code = (
        "import sys\n"
        f"for name in {EXTRAS_ONLY!r}: sys.modules[name] = None\n"
        "from coteccio_lab.cli import main\n"
        "sys.exit(main(sys.argv[1:]))\n"
    )
    return subprocess.run([sys.executable, "-c", code, *argv], capture_output=True, text=True,
                          timeout=120, env={**os.environ, **(env or {})})


def test_the_command_and_its_core_subcommands_run_with_no_extra() -> None:
    """Once found: `coteccio-lab --help` and `replay` ended in ModuleNotFoundError
    (tornado) when only the core was installed."""
    helped = _core_only("--help")
    assert helped.returncode == 0, helped.stderr
    assert all(name in helped.stdout for name in ("replay", "advise", "simulate", "dashboard"))
    for name in ("dashboard", "class-service", "class-backup", "advise", "review", "simulate"):
        sub = _core_only(name, "--help")
        assert sub.returncode == 0 and "usage: coteccio-lab " + name in sub.stdout, sub.stderr
    replayed = _core_only("replay", "tests/records/trieste-capote.json", "--json")
    assert replayed.returncode == 0, replayed.stderr
    assert json.loads(replayed.stdout)["outcome"] == "capote"
    reviewed = _core_only("review", "examples/hand-to-review.json", "--json")
    assert reviewed.returncode == 0, reviewed.stderr
    assert json.loads(reviewed.stdout)["decisions"][-1]["grade"] == "mistake"


def test_a_subcommand_whose_extra_is_missing_says_which_to_install() -> None:
    hub_env = {"JUPYTERHUB_SERVICE_URL": "http://127.0.0.1:1", "JUPYTERHUB_API_TOKEN": "x"}
    done = _core_only("class-service", "--class-db", "sqlite://", env=hub_env)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert done.stderr.strip() == (
        "coteccio-lab class-service: this command needs tornado, which is not installed "
        "here; pip install 'coteccio-lab[server,hub]'")


def test_the_subcommands_are_listed_and_each_loads_only_its_own_code() -> None:
    from coteccio_lab.cli import COMMANDS

    assert [c.name for c in COMMANDS] == [
        "replay", "advise", "review", "simulate", "dashboard", "class-service", "class-backup"]
    code = (
        "import json, sys\n"
        "from coteccio_lab.cli import build_parser\n"
        "build_parser('replay').parse_args(['replay', 'x.json'])\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith('coteccio_lab.'))))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, check=True)
    loaded = json.loads(done.stdout)
    assert not [m for m in loaded if m.startswith(("coteccio_lab.dashboard",
                                                   "coteccio_lab.players",
                                                   "coteccio_lab.review",
                                                   "coteccio_lab.classservice"))]
