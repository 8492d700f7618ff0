"""The kit's core runs without its optional extras (pyproject.toml): the browser's Python of
the static site has neither Voilà ([server]) nor tqdm ([cli]), and the kit must say so in
words where it would need them, never stop with an ImportError."""

from __future__ import annotations

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
    import subprocess

    code = (
        f"import sys; sys.modules[{module!r}] = None\n"
        "import importlib\n"
        "for n in range(1, 7): importlib.import_module(f'coteccio_lab.curriculum.lesson{n}')\n"
        "import coteccio_lab.dashboard.app, coteccio_lab.widgets, coteccio_lab.odds\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
