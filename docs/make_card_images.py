"""Render the card art to PNG with headless Chromium, for the docs.

Writes ``docs/cards-italian.png`` and ``docs/cards-french.png``: the 40 faces
drawn by :func:`coteccio_lab.render.deck_svg`, one row per suit (cups/hearts,
coins/diamonds, swords/spades, batons/clubs), Two to Ace. Run::

    python3 docs/make_card_images.py [--width 90] [--out docs]
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from coteccio_lab.render import deck_svg  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
)


def screenshot(svg: str, png: Path) -> None:
    """Write ``svg`` into a bare HTML page and screenshot it to ``png``."""
    width, height = (round(float(v)) for v in re.findall(r'(?:width|height)="([\d.]+)"', svg)[:2])
    page = f'<!doctype html><html><body style="margin:0">{svg}</body></html>'
    with tempfile.TemporaryDirectory() as tmp:
        html = Path(tmp) / "deck.html"
        html.write_text(page, encoding="utf-8")
        subprocess.run(
            [
                CHROMIUM,
                *FLAGS,
                f"--screenshot={png.resolve()}",
                f"--window-size={width},{height}",
                html.resolve().as_uri(),
            ],
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=120,
        )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--width", type=int, default=90, help="card width in pixels")
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent)
    args = parser.parse_args(argv)
    for french, name in ((False, "italian"), (True, "french")):
        png = args.out / f"cards-{name}.png"
        screenshot(deck_svg(width=args.width, french=french), png)
        print(f"wrote {png} ({png.stat().st_size // 1024} KB)")


if __name__ == "__main__":
    main()
