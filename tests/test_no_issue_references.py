"""No code, test or document points at an issue tracker by number: a tracker outside the
repository is not there for a reader of the code, so a comment says the reason itself
("once found: ...", "the teacher reads it") instead of a number to look up.

Unicode's technical standard (UTS #39, the look-alike names) is a document, not an issue.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# an issue, ticket or pull request by number, in words ("issue 31", "issues 9 and 10")
BY_WORD = re.compile(r"\b(?:issues?|tickets?|pull requests?|PR)\s*#?\d+", re.IGNORECASE)
# "#12" standing alone, in Python and Markdown (colours in quotes and HTML entities are not)
BY_HASH = re.compile(r"(?<![\w&/#\"'=])#\d{1,5}\b(?![\w-])")
STANDARDS = re.compile(r"\b(?:UTS|Standard) #\d+")
TEXT = (".py", ".md", ".js", ".html", ".css", ".ipynb", ".toml", ".txt", ".po", ".json",
        ".cfg", ".mjs", ".yml", ".yaml", ".ini", ".mako")


def tracked() -> list[Path]:
    listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                            check=True).stdout.split()
    return [ROOT / name for name in listed
            if name.endswith(TEXT) or name in ("Makefile", "README.md")]


def references(text: str, *, hashes: bool) -> list[str]:
    found = [m.group(0) for m in BY_WORD.finditer(text)]
    if hashes:
        rest = STANDARDS.sub("", BY_WORD.sub("", text))
        found += [m.group(0) for m in BY_HASH.finditer(rest)]
    return found


def test_the_patterns_find_what_they_are_for() -> None:
    said = "see " + "issue" + " 31, and " + "Issues" + " #9; fixed in " + "#" + "12"
    assert references(said, hashes=True) == ["issue 31", "Issues #9", "#12"]
    assert references("UTS #39, stroke=\"#333\" fill='#222' &#123; a#1", hashes=True) == []


def test_no_file_names_an_issue_by_number() -> None:
    files = tracked()
    assert len(files) > 300, "not a git checkout"
    found = []
    for path in files:
        if path == Path(__file__).resolve():
            continue  # this file names its examples
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, FileNotFoundError):
            continue
        for n, line in enumerate(text.splitlines(), 1):
            hits = references(line, hashes=path.suffix in (".py", ".md"))
            if hits:
                found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()[:100]}")
    assert not found, "say the reason, not an issue number:\n" + "\n".join(found)
