"""The static site's build steps that need no browser (``lite/build.py``, ``lite/pycompile.py``):
where the lesson indexes' links lead in the site, what a site notebook keeps, the placeholder of
a package left out, and the bytecode the wheels ship (compiled here by this CPython: the build
runs the same code in the site's Pyodide)."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

from coteccio_lab.curriculum import LANGUAGES, folder_of

ROOT = Path(__file__).resolve().parents[1]
LESSONS = ROOT / "lessons"


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"lite_{name}", ROOT / "lite" / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _load("build")
pycompile = _load("pycompile")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_link_of_a_lesson_index_leads_to_a_page_of_the_site(lang: str) -> None:
    folder = folder_of(lang)
    page = build.index_page(lang)
    notebooks = set(build.site_notebooks())
    hrefs = [h for h in build.re.findall(r'href="([^"]+)"', page) if not h.endswith(".css")]
    assert hrefs, page
    root = "../" * folder.count("/")
    for href in hrefs:
        assert href.startswith(root)
        target = href.removeprefix(root)
        if target.startswith("notebooks/index.html?path="):
            assert target.removeprefix("notebooks/index.html?path=") in notebooks
        else:
            assert target in {f"{folder_of(other)}index.html" for other in LANGUAGES}, href
    assert f'<html lang="{lang}">' in page


def test_a_site_notebook_leaves_out_the_cells_for_jupyterlab_and_folds_its_code(
    tmp_path: Path,
) -> None:
    source = LESSONS / "01-the-cards.ipynb"
    build.copy_notebook(source, tmp_path / "it" / "x.ipynb")
    before = json.loads(source.read_text(encoding="utf-8"))["cells"]
    after = json.loads((tmp_path / "it" / "x.ipynb").read_text(encoding="utf-8"))["cells"]
    lab_only = [c for c in before if build.LAB_ONLY in c.get("metadata", {}).get("tags", [])]
    assert lab_only and len(after) == len(before) - len(lab_only)
    assert all(c["metadata"]["jupyter"]["source_hidden"] for c in after if c["cell_type"] == "code")


def test_a_package_left_out_raises_import_error_as_a_missing_one_does(tmp_path: Path) -> None:
    wheel = build.placeholder_wheel("jedi", build.LEFT_OUT["jedi"], tmp_path)
    with zipfile.ZipFile(wheel) as zf:
        zf.extractall(tmp_path / "site")
        assert build.wheel_facts(wheel)[:2] == ("jedi", "0")
    done = subprocess.run([sys.executable, "-c", "import jedi"], cwd=tmp_path / "site",
                          capture_output=True, text=True)
    assert done.returncode == 1
    assert f"ImportError: {build.LEFT_OUT['jedi']}" in done.stderr


def test_a_wheel_ships_bytecode_that_is_used_without_looking_at_the_source(
    tmp_path: Path,
) -> None:
    source = tmp_path / "mod-1-py3-none-any.whl"
    with zipfile.ZipFile(source, "w") as zf:
        zf.writestr("mod/__init__.py", "WHERE = 'compiled'\n")
        zf.writestr("mod/broken.py", "def (:\n")  # a file that does not compile is left as is
        zf.writestr("mod-1.dist-info/METADATA", "Name: mod\nVersion: 1\n")
    dest = tmp_path / "out.whl"
    assert pycompile.wheel(str(source), str(dest)) == 1
    with zipfile.ZipFile(dest) as zf:
        cached = importlib.util.cache_from_source("mod/__init__.py")
        assert cached in zf.namelist() and "mod/broken.py" in zf.namelist()
        zf.extractall(tmp_path / "site")
    # unpacking changes the sources' time stamps; an unchecked pyc is taken all the same
    (tmp_path / "site" / "mod" / "__init__.py").write_text("WHERE = 'source'\n")
    done = subprocess.run([sys.executable, "-c", "import mod; print(mod.WHERE)"],
                          cwd=tmp_path / "site", capture_output=True, text=True)
    assert done.stdout.strip() == "compiled", done.stderr
