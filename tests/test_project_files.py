"""The project's own configuration files agree with each other."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
tomllib = pytest.importorskip("tomllib")  # Python 3.11+


def test_binder_requirements_are_the_kit_with_its_server_and_cli_extras() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    extras = project["optional-dependencies"]
    lines = [
        line.strip()
        for line in (ROOT / "binder" / "requirements.txt").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    assert lines[-1] == ".", "binder/requirements.txt must end with '.' (installs the kit)"
    assert sorted(lines[:-1]) == sorted(project["dependencies"] + extras["server"] + extras["cli"])


def test_the_core_dependencies_install_in_the_browser() -> None:
    """The core is what Pyodide can install from pure-Python wheels (the static site of
    ``make site``); servers and the progress bar are extras, matplotlib is gone (lesson 6
    draws its charts itself)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    names = {dep.split(">")[0].split("=")[0].strip() for dep in project["dependencies"]}
    assert names == {"ipywidgets", "anywidget"}
    extras = project["optional-dependencies"]
    assert {"ipykernel", "voila>=0.5", "jupyterlab>=4"} <= set(extras["server"])
    assert "matplotlib" not in str(project)


def test_binder_runtime_is_a_supported_python() -> None:
    runtime = (ROOT / "binder" / "runtime.txt").read_text().strip()
    assert runtime.startswith("python-3.")
    assert int(runtime.split(".")[1]) >= 10


def test_voila_json_hides_sources_with_the_coteccio_template() -> None:
    """The lab template without its CDN links (dashboard/jupyter/voila/templates/coteccio)."""
    config = json.loads((ROOT / "voila.json").read_text())["VoilaConfiguration"]
    assert config["strip_sources"] is True
    assert config["template"] == "coteccio"


def test_the_loading_line_speaks_the_pages_language() -> None:
    """voila.json and the launcher give the coteccio template the filter that words Voilà's
    "Executing 13 of 24" in the page's language; the template uses it."""
    import nbformat

    from coteccio_lab.dashboard import launcher
    from coteccio_lab.dashboard.loading import loading_text

    name = "coteccio_lab.dashboard.loading.loading_text"
    ours = json.loads((ROOT / "voila.json").read_text())["TemplateExporter"]["filters"]
    assert ours == {"coteccio_loading": name}
    assert launcher._FALLBACK_CONFIG["TemplateExporter"]["filters"] == ours
    template = ROOT / "coteccio_lab/dashboard/jupyter/voila/templates/coteccio/index.html.j2"
    assert "nb | coteccio_loading" in template.read_text()
    for lang, first, words in (("it", 'page(6, "it")', "Preparazione della pagina"),
                               ("pt", 'remember_language("pt")', "Preparando a página"),
                               ("en", "DashboardApp()", "Preparing the page")):
        nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(first)])
        assert loading_text(nb).startswith(words), lang


def test_ci_script_is_executable() -> None:
    assert os.access(ROOT / ".ci" / "run", os.X_OK)


def test_front_end_code_lives_in_its_own_files() -> None:
    """JavaScript and CSS sit in .js/.css files beside their widget (anywidget reads a path),
    not in Python strings; every file a module names is there (the wheel packs the folder)."""
    package = ROOT / "coteccio_lab"
    named = 0
    # a CSS rule written out: a selector, then "{ property: value;"
    css_rule = re.compile(r"[\w\])>*-]\s*\{\s*[a-z-]+\s*:[^{}\n]*;")
    for module in package.rglob("*.py"):
        text = module.read_text(encoding="utf-8")
        assert "function render(" not in text and "export default" not in text, module
        assert not css_rule.search(text), (module, css_rule.search(text))
        for name in re.findall(r'with_name\("([\w.-]+\.(?:js|css))"\)', text):
            assert (module.parent / name).is_file(), (module, name)
            named += 1
    assert named >= 6
