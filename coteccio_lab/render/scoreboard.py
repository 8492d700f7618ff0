"""The scoreboard as HTML: each seat's counter, its marks, the hand's points, the pot.

A pure function of the rules and the counters, below the widget kit, for the dashboard; a
class service's table page draws the same table itself from the answer's counters
(``render/boardview.js``, held to this one by ``tests/test_board_view_js.py``):
a change here is made there too.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from ..i18n import t
from ..rules import Rules
from .felt import seat_name

__all__ = ["MAX_PIPS", "counter_word", "scoreboard_html"]


def esc(value: object) -> str:
    return html.escape(str(value), quote=True)


def counter_word(rules: Rules, lang: str) -> str:
    return t(f"counter_{rules.counter}", lang)


MAX_PIPS = 12
"""The most marks a counter is drawn with; a larger count is written as a number (a loaded
file's counters are bounded by the rules, but a drawing never depends on that)."""


def _marks(mark: str, n: int) -> str:
    """``n`` marks, or one mark and the number when there are more than ``MAX_PIPS``.

    >>> _marks("♥", 3), _marks("0", 10**30)
    ('♥♥♥', '0×1000000000000000000000000000000')
    """
    n = max(0, n)
    return mark * n if n <= MAX_PIPS else f"{mark}×{n}"


def _pips(rules: Rules, count: int, ovo: int, lang: str) -> str:
    if rules.counter == "lives":
        hearts = _marks("♥", min(count, rules.start))
        tally = ""
        if ovo:
            word = t("ui_ovo", lang) if ovo == 1 else t("ui_dopio_ovo", lang) if ovo == 2 else (
                t("ui_ovo_n", lang, n=ovo)
            )
            marks = _marks("0", ovo)
            tally = f' <span class="cot-ovo" title="{esc(word)}">{esc(word)} ({marks})</span>'
        return f'<span class="cot-pips">{hearts}</span>{tally}'
    if rules.counter == "bole":
        taken = min(count, rules.limit)
        empty = _marks("○", rules.limit - taken)
        return f'<span class="cot-pips">{_marks("●", taken)}{empty}</span>'
    return f'<span class="cot-pips">{esc(t("ui_of_limit", lang, limit=rules.limit))}</span>'


def scoreboard_html(
    rules: Rules,
    counters: Sequence[int],
    me: int | None,
    lang: str = "en",
    *,
    hand_points: Sequence[int] | None = None,
    pot: float | None = None,
    doctor_used: Sequence[int] | None = None,
    names: Sequence[str] | None = None,
) -> str:
    """Each seat's counter (``cot-lives-<seat>`` holds the number), the tally, the pot;
    ``names`` head the columns instead of 'You' and 'Seat 2'."""
    n = len(counters)
    called = list(names) if names is not None else [seat_name(s, me, lang) for s in range(n)]
    head = "".join(f"<th>{esc(called[s])}</th>" for s in range(n))
    word = esc(counter_word(rules, lang))
    counts = []
    visuals = []
    for s, count in enumerate(counters):
        out = rules.is_out(count)
        cls = ' class="cot-count cot-out"' if out else ' class="cot-count"'
        counts.append(f'<td{cls}><span class="cot-lives-{s}">{count}</span></td>')
        ovo = max(0, count - rules.start) if rules.counter == "lives" else 0
        visual = esc(t("ui_out", lang)) if out else _pips(rules, count, ovo, lang)
        visuals.append(f"<td>{visual}</td>")
    rows = [
        f"<tr><th></th>{head}</tr>",
        f"<tr><td>{word}</td>{''.join(counts)}</tr>",
        f"<tr><td></td>{''.join(visuals)}</tr>",
    ]
    if hand_points is not None:
        cells = "".join(f"<td>{p}</td>" for p in hand_points)
        rows.append(f"<tr><td>{esc(t('ui_points_this_hand', lang))}</td>{cells}</tr>")
    if doctor_used is not None and rules.doctor != "off":
        cells = "".join(f"<td>{d}</td>" for d in doctor_used)
        rows.append(f"<tr><td>{esc(t('ui_doctor_used', lang))}</td>{cells}</tr>")
    pot_html = ""
    if pot is not None and rules.stake:
        amount = int(pot) if float(pot).is_integer() else pot
        pot_html = f'<div class="cot-pot">{esc(t("ui_pot", lang, pot=amount))}</div>'
    return f'<table>{"".join(rows)}</table>{pot_html}'
