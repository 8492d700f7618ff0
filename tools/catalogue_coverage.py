"""The translation coverage of the kit's catalogues: for each language, the share of the
English entries it translates (a fuzzy or untranslated entry, or one whose msgid is not
the English text of today, is not translated: the reader gets English).

    .venv/bin/python tools/catalogue_coverage.py        # a line per language
    .venv/bin/python tools/catalogue_coverage.py -v     # and the keys each one lacks

``tests/test_catalogues.py`` fails CI when English, Italian or Portuguese is below 100 %;
another language (one being started) is reported, never refused.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from coteccio_lab.catalogue import CATALOGUE, Catalogue  # noqa: E402

REQUIRED = ("en", "it", "pt")
"""The languages that must be whole, because the kit ships in them: a decision, not the list
of languages (``LANGUAGES``, the catalogues): one started later is reported, not required."""


def missing(catalogue: Catalogue, lang: str) -> list[str]:
    """The keys that ``lang`` does not translate."""
    return [key for key in catalogue if not catalogue.translates(key, lang)]


def report(catalogue: Catalogue = CATALOGUE, verbose: bool = False) -> list[str]:
    """One line per language: its coverage, and with ``verbose`` the keys it lacks."""
    lines = []
    for lang in catalogue.languages:
        lacks = missing(catalogue, lang)
        share = 100 * (len(catalogue) - len(lacks)) / len(catalogue)
        lines.append(f"{lang}: {share:.1f} % ({len(catalogue) - len(lacks)} of "
                     f"{len(catalogue)}){'' if lang in REQUIRED else ' (not required)'}")
        if verbose:
            lines += [f"    {key}" for key in lacks]
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-v", "--verbose", action="store_true", help="list the missing keys")
    args = parser.parse_args(argv)
    print("\n".join(report(verbose=args.verbose)))
    return 1 if any(missing(CATALOGUE, lang) for lang in REQUIRED) else 0


if __name__ == "__main__":
    sys.exit(main())
