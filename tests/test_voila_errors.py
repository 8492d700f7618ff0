"""What the launcher's Voilà shows a student when something fails: no
traceback of a failing cell (``show_tracebacks: false`` in voila.json), and a clean 404,
not a 500, at the two upstream Voilà addresses that failed on a malformed path
(``serverpatches.install_clean_errors``).
"""

from __future__ import annotations

import shutil
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest
from harness.serverproc import DashboardProcess

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def launcher(tmp_path_factory: pytest.TempPathFactory) -> Iterator[DashboardProcess]:
    folder = tmp_path_factory.mktemp("notebooks")
    shutil.copy(ROOT / "lessons" / "dashboard.ipynb", folder)
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(
        "secret_path = '/srv/class/teacher-secret'\nraise ZeroDivisionError(secret_path)")])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    nbformat.write(nb, folder / "boom.ipynb")
    with DashboardProcess(notebook_dir=folder, pool_size=1) as server:
        yield server


def status(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=120) as answer:
            return answer.status, answer.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as err:
        return err.code, err.read().decode("utf-8", "replace")


@pytest.mark.parametrize("path", [
    "voila/templates/x", "voila/templates/", "voila/templates/lab/static/",
    "voila/templates/lab/x/y", "voila/templates/lab/static/../../x", "voila/render/%00",
])
def test_a_malformed_voila_address_is_a_clean_404(launcher: DashboardProcess, path: str) -> None:
    code, text = status(launcher.url + path)
    assert code == 404, (code, text[:300])
    assert "Traceback" not in text


def test_a_template_file_is_still_served(launcher: DashboardProcess) -> None:
    code, _ = status(launcher.url + "voila/templates/lab/static/voila.js")
    assert code == 200


def test_a_failing_cell_shows_no_traceback(launcher: DashboardProcess) -> None:
    code, text = status(launcher.render_url("boom.ipynb"))
    assert code == 200
    assert "Traceback" not in text and "/srv/class/teacher-secret" not in text
    assert "ZeroDivisionError" not in text
