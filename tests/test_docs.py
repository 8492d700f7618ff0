"""The repository explains itself: the formats the code implements are in ``docs/``, every
citation points there, and the copies of the team's contracts keep in step with them.

- ``docs/hand-record.md`` and ``docs/ui-hooks.md`` are the contracts of ``shared/spec/``
  byte for byte (change the contract first, then the copy). ``shared/`` sits beside the
  checkout (CI lays it there; ``COTECCIO_SHARED`` may name it elsewhere); without it the
  comparison is skipped, except in CI, where that is a failure.
- ``docs/class-api.md`` names every route the class service serves.
- ``docs/rules.md`` has the sections the code cites, and cites every source.
- No file of the repository cites the team's copies (``RULES.md``, ``shared/spec/``,
  ``CLASS-API.md``) where the repository has its own.
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
CONTRACTS = ("hand-record.md", "ui-hooks.md")


def _shared() -> Path | None:
    for candidate in (os.environ.get("COTECCIO_SHARED"), ROOT.parent / "shared"):
        if candidate and (Path(candidate) / "spec").is_dir():
            return Path(candidate)
    return None


@pytest.mark.parametrize("name", CONTRACTS)
def test_the_repository_copy_keeps_the_contract_word_for_word(name: str) -> None:
    shared = _shared()
    if shared is None:
        if os.environ.get("CI") == "true":
            pytest.fail("shared/spec/ is not beside the checkout; CI=true, so this fails")
        pytest.skip("shared/spec/ is not beside the checkout (set COTECCIO_SHARED)")
    contract = (shared / "spec" / name).read_bytes()
    copy = (DOCS / name).read_bytes()
    assert copy == contract, f"docs/{name} is out of step with shared/spec/{name}"


def test_the_class_api_names_every_route() -> None:
    pytest.importorskip("tornado", reason="the class service is in the [server] extra")
    from coteccio_lab.classservice.app import routes
    from coteccio_lab.classservice.local import LocalIdentity

    identity = LocalIdentity.__new__(LocalIdentity)
    found = [pattern for pattern, *_ in routes("/BASE/", None, identity)]  # type: ignore[arg-type]
    text = (DOCS / "class-api.md").read_text(encoding="utf-8")
    for pattern in [*found, "/BASE/oauth_callback"]:
        if pattern == "/BASE/.*":  # every other path: the service's 404 (said in the text)
            continue
        route = pattern.removeprefix("/BASE/")
        route = route.replace(r"(results|progress|tables)\.csv", "results.csv").replace("(.*)", "")
        route = route.replace("([0-9a-f]{8})", "<id>").replace("([1-9][0-9]{0,2})", "<n>").replace(
            r"(board\.js|board\.css|faces\.json)", "board.js").replace(
            r"(boardview\.js)", "boardview.js")
        assert f"BASE {route}" in text, f"docs/class-api.md does not name {route}"


def test_the_rules_reference_has_the_cited_sections_and_every_source() -> None:
    text = (DOCS / "rules.md").read_text(encoding="utf-8")
    headings = re.findall(r"^## (\d)\. ", text, re.MULTILINE)
    assert headings == ["1", "2", "3", "4"]
    for source in ("000", "001", "003", "004"):
        assert f"| {source} |" in text
    # 001's two counts of players, both said
    assert "2 o più" in text and "at most seven" in text
    for preset in ("`trieste`", "`bergamo`", "`piacenza`"):
        assert preset in text


def test_citations_point_at_the_repository_copies() -> None:
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                           check=True).stdout.split()
    stale = re.compile(r"(?<![\w/])RULES\.md|shared/spec/|CLASS-API\.md")
    wrong = []
    for name in files:
        if name.startswith("docs/") or name == "tests/test_docs.py":
            continue  # the copies name their contracts; this file names the old citations
        path = ROOT / name
        if path.suffix not in (".py", ".md", ".ipynb", ".toml", ".txt", ".json", ".js"):
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if stale.search(line):
                wrong.append(f"{name}:{number}: {line.strip()[:100]}")
    assert wrong == []
