"""Write coteccio_lab/classservice/confusables.json: UTS #39's confusables skeleton, one
code point at a time, as ICU computes it (``SpoofChecker.getSkeleton``), and the ranges of
Unicode's default-ignorable code points (which Python's ``unicodedata`` does not know).

The class service compares students' names by that skeleton (``classservice.names``). ICU
is the standard's reference implementation, but PyICU has no wheels: installing it means
compiling C++ against ICU's headers, which a teacher's laptop cannot do. So the kit keeps
ICU's answer for every code point whose skeleton is not itself, and this script makes the
table again when Unicode's confusables change. Run it with a Python that has PyICU (on
Debian: ``apt-get install python3-icu`` and ``/usr/bin/python3 tools/confusables.py``).

Only code points that are their own canonical decomposition are listed: the skeleton
takes the NFD of its input first, so it never meets another (UTS #39, section 4).
"""

from __future__ import annotations

import json
import sys
import unicodedata
from pathlib import Path

import icu  # type: ignore[import-not-found]

OUT = Path(__file__).resolve().parents[1] / "coteccio_lab" / "classservice" / "confusables.json"


def main() -> None:
    checker = icu.SpoofChecker()
    table: dict[str, str] = {}
    for cp in range(0x110000):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        ch = chr(cp)
        if unicodedata.normalize("NFD", ch) != ch:
            continue
        skeleton = checker.getSkeleton(0, ch)
        if skeleton != ch:
            table[ch] = skeleton
    ignorable: list[list[int]] = []
    for cp in range(0x110000):
        if icu.Char.hasBinaryProperty(cp, icu.UProperty.DEFAULT_IGNORABLE_CODE_POINT):
            if ignorable and ignorable[-1][1] == cp - 1:
                ignorable[-1][1] = cp
            else:
                ignorable.append([cp, cp])
    data = {
        "source": f"ICU {icu.ICU_VERSION} (Unicode {icu.UNICODE_VERSION}) "
                  "SpoofChecker.getSkeleton, made by tools/confusables.py",
        "licence": "Unicode License v3 (https://www.unicode.org/license.txt): data derived "
                   "from Unicode's confusables.txt, as ICU ships it",
        "skeleton": table,
        "default_ignorable": ignorable,
    }
    OUT.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
                   + "\n", encoding="utf-8")
    print(f"{len(table)} code points -> {OUT} ({OUT.stat().st_size // 1024} KB)", file=sys.stderr)


if __name__ == "__main__":
    main()
