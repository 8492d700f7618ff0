"""What the hub's browser tests share: the notebooks a user's server opens, and signing in
to a real JupyterHub (``harness.testhub``) through its own login page, as a person does."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import nbformat
from harness.testhub import LESSONS, HubProcess
from playwright.sync_api import Page, expect


def user_notebooks(folder: Path, report: str) -> None:
    """``folder`` with the dashboard and ``report.ipynb``, one cell of ``report``: what a
    student's kernel runs against the class service."""
    folder.mkdir()
    shutil.copy(LESSONS / "dashboard.ipynb", folder / "dashboard.ipynb")
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(report)])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    nbformat.write(nb, folder / "report.ipynb")


def log_in(page: Page, hub: HubProcess, name: str) -> None:
    """Sign ``name`` in and wait until the hub sends the browser to the user's server."""
    page.goto(f"{hub.url}hub/login")
    page.fill("#username_input", name)
    page.fill("#password_input", hub.password)
    page.click("#login_submit")
    page.wait_for_url(re.compile(rf"/user/{name}/"), wait_until="commit", timeout=120_000)


def give_table_game(teacher: Page, code: str, opponents: list[str]) -> None:
    """On the teacher's page, give the class ``code`` in table mode and see it given."""
    expect(teacher.locator(".cot-teacher")).to_be_visible()
    teacher.fill(".cot-teach-code", code)
    teacher.fill(".cot-teach-opponents", ", ".join(opponents))
    teacher.select_option(".cot-teach-mode", "table")
    teacher.click(".cot-teach-give")
    expect(teacher.locator(".cot-teach-game")).to_contain_text(code)
    expect(teacher.locator(".cot-teach-error")).to_have_text("")
