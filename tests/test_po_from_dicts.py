"""tools/po_from_dicts.py: a leftover dict-literal catalogue module (a branch's
``coteccio_lab/i18n/solver.py``) goes into the .po files, compiled, as the lead runs it."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from coteccio_lab.catalogue import Catalogue

ROOT = Path(__file__).resolve().parent.parent
TOOL = ROOT / "tools" / "po_from_dicts.py"

SOLVER = '''"""The solver's sentences (a module in the old form)."""

from __future__ import annotations

from . import register

SOLVER: dict[str, dict[str, str]] = {
    "solver_nodes": {
        "en": "searched {n} positions",
        "it": "cercate {n} posizioni",
        "pt": "pesquisadas {n} posições",
    },
    "hand_over": {"en": "the hand is over", "it": "la smazzata è finita", "pt": "a mão terminou"},
}
for _level in ("fast", "deep"):
    SOLVER[f"solver_{_level}"] = {"en": _level, "it": _level + " (it)", "pt": _level + " (pt)"}

register(SOLVER)
'''


def convert(locale: Path, module: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(TOOL), str(module), "--locale", str(locale)],
                          capture_output=True, text=True, timeout=120, check=False)


@pytest.fixture
def locale(tmp_path: Path) -> Path:
    folder = tmp_path / "locale"
    shutil.copytree(ROOT / "coteccio_lab" / "locale", folder)
    return folder


def test_a_leftover_module_is_appended_and_compiled(locale: Path, tmp_path: Path) -> None:
    module = tmp_path / "solver.py"
    module.write_text(SOLVER, encoding="utf-8")
    before = {po.name: po.read_text(encoding="utf-8") for po in locale.glob("*.po")}
    done = convert(locale, module)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("3 keys added")  # hand_over was there already
    catalogue = Catalogue(locale)
    assert catalogue.text("solver_nodes", "pt") == "pesquisadas {n} posições"
    assert catalogue.text("solver_deep", "it") == "deep (it)"
    assert catalogue.text("hand_over", "it") == "la smazzata è finita"
    for name, text in before.items():  # appended: what was there is untouched
        assert (locale / name).read_text(encoding="utf-8").startswith(text.rstrip("\n"))
    assert "#. part: solver" in (locale / "it.po").read_text(encoding="utf-8")
    again = {po.name: po.read_bytes() for po in locale.glob("*.[mp]o")}
    assert convert(locale, module).stdout.startswith("0 keys added")
    assert {po.name: po.read_bytes() for po in locale.glob("*.[mp]o")} == again


def test_a_key_with_other_english_is_refused(locale: Path, tmp_path: Path) -> None:
    module = tmp_path / "clash.py"
    module.write_text(SOLVER.replace('"en": "the hand is over"', '"en": "hand done"'),
                      encoding="utf-8")
    done = convert(locale, module)
    assert done.returncode != 0
    assert "'hand_over' is in the catalogues already" in done.stderr


def test_replace_lets_the_modules_newer_texts_win(locale: Path, tmp_path: Path) -> None:
    module = tmp_path / "clash.py"
    module.write_text(SOLVER.replace('"en": "the hand is over"', '"en": "hand done"')
                      .replace('"it": "la smazzata è finita"', '"it": "smazzata fatta"'),
                      encoding="utf-8")
    done = subprocess.run([sys.executable, str(TOOL), str(module), "--locale", str(locale),
                           "--replace"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    catalogue = Catalogue(locale)
    assert [catalogue.text("hand_over", lang) for lang in ("en", "it", "pt")] == [
        "hand done", "smazzata fatta", "a mão terminou"]
