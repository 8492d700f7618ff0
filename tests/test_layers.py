"""What each part of the kit loads: a fresh interpreter for each check, since an import
made by an earlier test would hide the very dependency the check is about.

- The catalogue is whole whatever the program imports first (before, ``t("ui_out")``
  raised in a fresh interpreter until ``coteccio_lab.widgets`` was imported).
- Only the widget layer loads ipywidgets/anywidget: the README says which modules
  those are, and the engine, players, odds, records, class results and command line run
  without them (a referee or a simulation on a server with no Jupyter).
"""

from __future__ import annotations

import json
import pkgutil
import subprocess
import sys

import coteccio_lab

# The README's list ("Where things are"): the packages and modules that may load ipywidgets.
WIDGET_LAYER = (
    "coteccio_lab.widgets",
    "coteccio_lab.curriculum",
    "coteccio_lab.dashboard.app",
    "coteccio_lab.dashboard.board",
    "coteccio_lab.dashboard.download",
    "coteccio_lab.dashboard.upload",
)
UI_LIBRARIES = ("ipywidgets", "anywidget", "IPython")


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
