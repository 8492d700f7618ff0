"""The gettext catalogues (``coteccio_lab/locale``): compiled as committed, whole in the
kit's three languages, alike in their placeholders, and open to a fourth language."""

from __future__ import annotations

import re
import shutil
import string
import subprocess
import sys
from pathlib import Path

import pytest
from babel import Locale
from babel.messages.pofile import read_po, write_po

from coteccio_lab.catalogue import CATALOGUE, Catalogue
from coteccio_lab.i18n import t

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "coteccio_lab" / "locale"
sys.path.insert(0, str(ROOT / "tools"))

from catalogue_coverage import REQUIRED, missing, report  # noqa: E402
from compile_catalogues import compiled, stale  # noqa: E402


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def read(lang: str) -> list[object]:
    with (LOCALE / f"{lang}.po").open("rb") as handle:
        return [m for m in read_po(handle, locale=lang) if m.id]


def test_every_mo_is_what_its_po_compiles_to() -> None:
    assert not stale(), "run .venv/bin/python tools/compile_catalogues.py and commit the .mo"


@pytest.mark.parametrize("lang", REQUIRED)
def test_coverage_is_whole_in_the_kits_languages(lang: str) -> None:
    lacks = missing(CATALOGUE, lang)
    assert not lacks, "\n".join([*report(verbose=True), "translate these (docs/translating.md)"])


def test_the_coverage_report_names_each_language() -> None:
    assert report() == [f"{lang}: 100.0 % ({len(CATALOGUE)} of {len(CATALOGUE)})"
                        for lang in REQUIRED]


@pytest.mark.parametrize("lang", ("it", "pt"))
def test_a_translation_uses_only_the_placeholders_of_its_english(lang: str) -> None:
    """A translation may leave a parameter out (Italian does not repeat a suit's Italian
    name in l1_deck_suit) but never ask for one the program does not give."""
    for message in read(lang):
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        english = message.id if isinstance(message.id, tuple) else (message.id,)
        for form in forms:
            # a plural's singular may write its one as a word ("a life"), not as {n}
            assert fields(form) - {"n"} <= fields(english[-1]), message.context


def test_english_translates_its_msgid_as_it_is() -> None:
    """English is the source: its msgstr is its msgid (the index from key to msgid)."""
    for message in read("en"):
        assert message.string == message.id, message.context


def test_one_entry_per_key() -> None:
    keys = [message.context for message in read("en")]
    assert len(keys) == len(set(keys)) == len(CATALOGUE)
    assert all(keys)


def test_a_language_without_a_message_says_it_in_english() -> None:
    assert t("hand_over", "xx") == t("hand_over", "en") == "the hand is over"


def stub_po(folder: Path, code: str, texts: dict[str, str]) -> Path:
    """``<code>.po`` in ``folder`` as docs/translating.md says to start it (Babel's copy
    of en.po, the header's language set), ``texts`` translated and nothing else."""
    with (LOCALE / "en.po").open("rb") as handle:
        catalog = read_po(handle, locale="en")
    catalog.locale = Locale.parse(code)
    for message in catalog:
        if message.id:
            empty = ("", "") if message.pluralizable else ""
            message.string = texts.get(str(message.context), empty)
    po = folder / f"{code}.po"
    with po.open("wb") as handle:
        write_po(handle, catalog, width=0)
    (folder / f"{code}.mo").write_bytes(compiled(po))
    return po


# Esperanto's words for what the program builds sentences from: the language's own name,
# cards, articles, lists and numbers (nothing of Esperanto is in the code)
ESPERANTO = {
    "lang_self": "Esperanto", "hand_over": "la manludo finiĝis",
    "card_rank_A": "Aso", "card_rank_7": "Sepo", "card_suit_c": "pokaloj",
    "card_suit_b": "bastonoj", "card_name": "{rank} de {suit}", "card_the_A": "la {card}",
    "card_the_7": "la {card}", "list_and": "{head} kaj {last}", "list_comma": ", ",
    "number_decimal_mark": ",", "number_group_mark": "\u00a0", "number_percent": "{n} %",
    "follow_suit": "oni elludis {suit} kaj {holder} {cards}",
}


def test_a_new_language_is_one_po_file_for_the_whole_kit(tmp_path: Path) -> None:
    """A copy of the kit with one more compiled catalogue and no other change speaks the
    language everywhere the program builds words: the pickers list it, cards, lists and
    numbers are worded by it, and the lessons' index lists every lesson as still to be
    translated (a fresh interpreter, so nothing of this process's catalogue is reused)."""
    kit = tmp_path / "coteccio_lab"
    shutil.copytree(ROOT / "coteccio_lab", kit,
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    stub_po(kit / "locale", "eo", ESPERANTO)
    script = f"""
import coteccio_lab
from coteccio_lab.cards import LANGUAGES, Card, Suit
from coteccio_lab.i18n import t
from coteccio_lab.i18n.numbers import number, percent
from coteccio_lab.curriculum.contents import index_markdown
from coteccio_lab.widgets.pickers import LanguagePicker
print(LANGUAGES)
print(t("follow_suit", "eo", suit=Suit.BATONS, holder="vi havas",
        cards=[Card.parse("Ac"), Card.parse("7b")]))
print(number(1234567, "eo"), percent(0.125, "eo"))
print([label for label, _ in LanguagePicker(lang="eo").buttons.options])
print(index_markdown("eo", {str(ROOT / "lessons")!r}).splitlines()[4])
print(coteccio_lab.__file__)
from coteccio_lab.cli import build_parser
print([build_parser(c).parse_args([c, *rest, "--lang", "eo"]).lang for c, rest in (
    ("replay", ["x.json"]), ("advise", ["x.json"]), ("review", ["x.json"]),
    ("simulate", ["--players", "3", "--hands", "1", "--seats", "random"]))])
from coteccio_lab.classservice.language import page_texts
print("Esperanto" in page_texts("it")["languages"], page_texts("eo")["lang"])
from coteccio_lab.curriculum import folder_of
from coteccio_lab.curriculum.lesson1 import notation_text
print(folder_of("eo"), [line for line in notation_text("en").splitlines() if "Kn (" in line])
"""
    run = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, capture_output=True,
                         text=True, env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin"},
                         timeout=120)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[0] == "('en', 'eo', 'it', 'pt')"
    assert lines[1] == "oni elludis bastonoj kaj vi havas la Aso de pokaloj kaj la Sepo de bastonoj"
    assert lines[2] == "1\u00a0234\u00a0567 12,5 %"
    assert lines[3] == "['English', 'Esperanto', 'Italiano', 'Português']"
    assert lines[4].startswith("1. [") and "(../01-the-cards.ipynb)" in lines[4], lines[4]
    assert lines[5] == str(kit / "__init__.py")
    # the command line, the class pages and the lessons' folders take it too
    assert lines[6] == "['eo', 'eo', 'eo', 'eo']"
    assert lines[7] == "True eo"
    # lesson 1 gives the Knight's mark in every language (Esperanto's is English's here)
    assert lines[8] == ("eo/ ['  Q  Knight, not a Queen: on its face Kn (Knight), C (Cavallo), "
                        "C (Cavaleiro);']"), lines[8]


def test_a_fourth_language_starts_with_one_po_file(tmp_path: Path) -> None:
    """What docs/translating.md tells a translator: copy en.po to <lang>.po, set the
    header, translate what you can; the rest stays English until it is translated.
    (Here Babel writes the copy: an Esperanto catalogue with one message translated.)"""
    for mo in LOCALE.glob("*.mo"):
        shutil.copy(mo, tmp_path)
    stub_po(tmp_path, "eo", {"hand_over": "la manludo finiĝis"})

    catalogue = Catalogue(tmp_path)
    assert catalogue.languages == ("en", "eo", "it", "pt")
    assert catalogue.text("hand_over", "eo") == "la manludo finiĝis"
    assert catalogue.text("match_over", "eo") == "the match is over"
    assert missing(catalogue, "eo") == [key for key in catalogue if key != "hand_over"]
    assert "eo: 0.1 % (1 of" in report(catalogue)[1]
    assert report(catalogue)[1].endswith("(not required)")


LANGUAGE_LIST = re.compile(
    r"""(?<![\w.])[(\[{]\s*["'](en|it|pt)["'][^)\]}]{0,40}?["'](en|it|pt)["']""")


def test_no_source_lists_the_languages_but_the_catalogues() -> None:
    """``LANGUAGES`` (the catalogues' files) is the one list: a tuple, list or dict of
    language codes written out in the kit, the site's build or the tools is a second one
    (a doctest's call and its answer are examples, not lists; the coverage tool's REQUIRED
    is which languages must be whole, a decision)."""
    found = []
    for path in [*ROOT.glob("coteccio_lab/**/*.py"), *ROOT.glob("coteccio_lab/**/*.js"),
                 *ROOT.glob("lite/*.py"), *ROOT.glob("lite/*.js"), *ROOT.glob("tools/*.py")]:
        lines = path.read_text(encoding="utf-8").splitlines()
        for n, line in enumerate(lines):
            doctest = line.lstrip().startswith(">>>") or (
                n and lines[n - 1].lstrip().startswith(">>>"))
            if LANGUAGE_LIST.search(line) and not doctest and not line.startswith("REQUIRED ="):
                found.append(f"{path.relative_to(ROOT)}:{n + 1}: {line.strip()}")
    assert not found, "\n".join(found)
