"""tools/po_merge.py: two branches that each add or revise messages merge without a
conflict, entry by entry; a message both changed differently is reported."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parent.parent
EN = ROOT / "coteccio_lab" / "locale" / "en.po"
TOOL = ROOT / "tools" / "po_merge.py"

ENTRY = '\n#. part: test\nmsgctxt "{key}"\nmsgid "{text}"\nmsgstr "{text}"\n'


def entries(path: Path) -> dict[str, str]:
    with path.open("rb") as handle:
        return {str(m.context): str(m.string) for m in read_po(handle) if m.id and m.context}


def revise(text: str, key: str, new: str) -> str:
    start = text.index(f'msgctxt "{key}"')
    end = text.index("\n\n", start)
    block = text[start:end]
    head, _ = block.rsplit("msgstr ", 1)
    return text[:start] + head + f'msgstr "{new}"' + text[end:]


def git(repo: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True,
                          check=False)


def test_two_branches_that_each_add_messages_merge_with_the_driver(tmp_path: Path) -> None:
    """A real git merge: .gitattributes names the driver; ours and theirs each append an
    entry and revise a different one. Plain git conflicts on the appended entries."""
    repo = tmp_path / "repo"
    po = repo / "coteccio_lab" / "locale" / "en.po"
    po.parent.mkdir(parents=True)
    po.write_bytes(EN.read_bytes())
    (repo / ".gitattributes").write_text((ROOT / ".gitattributes").read_text())
    for args in (("init", "-q", "-b", "main"), ("config", "user.email", "t@example.org"),
                 ("config", "user.name", "t"), ("add", "-A"), ("commit", "-qm", "base"),
                 ("checkout", "-qb", "theirs")):
        assert git(repo, *args).returncode == 0
    text = EN.read_text(encoding="utf-8")
    po.write_text(revise(text, "hand_over", "the hand has ended")
                  + ENTRY.format(key="zz_theirs", text="theirs"), encoding="utf-8")
    assert git(repo, "commit", "-qam", "theirs").returncode == 0
    assert git(repo, "checkout", "-q", "main").returncode == 0
    po.write_text(revise(text, "match_over", "the match has ended")
                  + ENTRY.format(key="zz_ours", text="ours"), encoding="utf-8")
    assert git(repo, "commit", "-qam", "ours").returncode == 0

    plain = git(repo, "merge", "--no-edit", "theirs")
    assert plain.returncode != 0 and "CONFLICT" in plain.stdout  # what the driver is for
    assert git(repo, "merge", "--abort").returncode == 0

    driver = f"{sys.executable} {TOOL} %O %A %B"
    assert git(repo, "config", "merge.po.driver", driver).returncode == 0
    merged = git(repo, "merge", "--no-edit", "theirs")
    assert merged.returncode == 0, merged.stdout + merged.stderr
    got = entries(po)
    assert got["zz_ours"] == "ours" and got["zz_theirs"] == "theirs"
    assert got["hand_over"] == "the hand has ended"
    assert got["match_over"] == "the match has ended"
    assert len(got) == len(entries(EN)) + 2
    # our order, theirs' new entry after ours
    keys = list(got)
    assert keys.index("zz_ours") < keys.index("zz_theirs") == len(keys) - 1


def test_a_message_both_sides_changed_differently_keeps_ours_and_fails(tmp_path: Path) -> None:
    text = EN.read_text(encoding="utf-8")
    base, ours, theirs = (tmp_path / name for name in ("base.po", "ours.po", "theirs.po"))
    base.write_text(text, encoding="utf-8")
    ours.write_text(revise(text, "hand_over", "ours"), encoding="utf-8")
    theirs.write_text(revise(text, "hand_over", "theirs"), encoding="utf-8")
    run = subprocess.run([sys.executable, str(TOOL), str(base), str(ours), str(theirs)],
                         capture_output=True, text=True, check=False)
    assert run.returncode == 1 and "'hand_over'" in run.stderr
    assert entries(ours)["hand_over"] == "ours"


def test_merging_a_catalogue_with_itself_changes_no_byte(tmp_path: Path) -> None:
    ours = tmp_path / "ours.po"
    ours.write_bytes(EN.read_bytes())
    run = subprocess.run([sys.executable, str(TOOL), str(EN), str(ours), str(EN)],
                         capture_output=True, text=True, check=False)
    assert run.returncode == 0 and ours.read_bytes() == EN.read_bytes()
