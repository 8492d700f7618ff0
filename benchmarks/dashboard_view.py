"""One dashboard draw: the bytes of its ``view`` message and the CPU of ``board_view``.

Run from the repository root::

    .venv/bin/python benchmarks/dashboard_view.py
    .venv/bin/python benchmarks/dashboard_view.py --calls 5000

A match of four and one of six seats (deal code ``0000-00AB``, cautious computer players),
each at the learner's second card played (the second trick under way, a trick in a pile),
drawn in English and in Italian with the cards of the trick in play as ``steps``: what the
kernel sends the page after a click. Printed: the bytes of ``view`` as JSON (UTF-8), the CPU
time of one ``board_view`` call (the mean of ``--calls``), and the board's words the widget
sends once a language (``texts``). docs/architecture.md ("The tables, as they are") cites
the numbers from before and after the board was drawn in the page.
"""

from __future__ import annotations

import argparse
import json
import time

from coteccio_lab.dashboard.board import board_view
from coteccio_lab.dashboard.controller import Dashboard
from coteccio_lab.dashboard.setup import Setup


def mid_hand(players: int) -> Dashboard:
    d = Dashboard()
    d.start(Setup(opponents=("cautious",) * (players - 1), code="0000-00AB"))
    for _ in range(2):
        if d.phase != "play":
            break
        d.click(d.legal_codes[0])
    return d


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--calls", type=int, default=2000, help="board_view calls timed")
    args = parser.parse_args()
    for players in (4, 6):
        d = mid_hand(players)
        since = max(0, len(d.log) - players)
        for lang in ("en", "it"):
            view = board_view(d, lang, 7, since=since)
            size = len(json.dumps(view, ensure_ascii=False).encode())
            start = time.process_time()
            for i in range(args.calls):
                board_view(d, lang, i, since=since)
            cpu = (time.process_time() - start) / args.calls * 1e3
            print(f"{players} seats, {lang}: view {size} bytes, board_view {cpu:.2f} ms CPU")
    try:
        from coteccio_lab.render.boardview import board_texts
    except ImportError:  # an older kit sends the board's words with every view
        return
    for lang in ("en", "it", "pt"):
        size = len(json.dumps(board_texts(lang), ensure_ascii=False).encode())
        print(f"texts, {lang}: {size} bytes, once a language")


if __name__ == "__main__":
    main()
