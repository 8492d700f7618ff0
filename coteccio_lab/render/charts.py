"""Charts as SVG text: points with interval bars, and histograms.

Lesson 6 draws its simulations with these instead of matplotlib, so that the lesson runs
wherever the kit does, the browser's Python (JupyterLite) included, where matplotlib cannot
be installed from a package index. Like the card faces they are plain strings: a notebook
shows them with ``IPython.display.HTML`` (or ``SVG``).

A chart is a fixed-size ``<svg>`` with a ``viewBox``, so it scales with the page. Every data
mark carries a class (``cot-chart-point``, ``cot-chart-bar``) and a ``<title>`` with its
numbers, which the browser shows on hover and a test can read back.

>>> svg = interval_chart([2, 3], [Series("cautious", [10.0, 5.0], [(8.0, 12.0), (4.0, 6.5)])],
...                      x_label="players", y_label="capotes (%)")
>>> svg.count('class="cot-chart-point"'), "cautious" in svg
(2, True)
>>> histogram([0, 0, 1, 5], [0, 2, 4, 6], title="points").count('class="cot-chart-bar"')
3
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from ..i18n import t
from ..i18n.numbers import compact
from .svg import attr, num

__all__ = ["COLOURS", "Series", "histogram", "interval_chart", "nice_ticks", "side_by_side"]

COLOURS = ("#2f6b45", "#b3261e", "#6b4226", "#2a5d9f", "#c9974a")
"""The kit's felt green, heart red, wood brown, then a blue and a gold."""

_CSS_FONT = "font-family:system-ui, -apple-system, Segoe UI, Roboto, sans-serif"
_FONT = 'font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif"'
_LEFT, _RIGHT, _TOP, _BOTTOM = 56.0, 16.0, 34.0, 46.0
"""Margins around the plot area: tick labels and axis names live there."""


@dataclass(frozen=True)
class Series:
    """One line of an interval chart: a value and a ``(low, high)`` interval per x."""

    label: str
    values: Sequence[float]
    intervals: Sequence[tuple[float, float]]


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round tick values covering ``[low, high]``: steps of 1, 2 or 5 times a power of ten.

    >>> nice_ticks(0, 23)
    [0, 5, 10, 15, 20, 25]
    >>> nice_ticks(0, 0)  # an empty range becomes [0, 1]
    [0, 0.2, 0.4, 0.6, 0.8, 1]
    """
    if high <= low:
        high = low + 1
    raw = (high - low) / max(1, count)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    first = math.floor(low / step) * step
    ticks = []
    value = first
    while value < high + step * 1e-9:
        ticks.append(round(value, 10))
        value += step
    if ticks[-1] < high:
        ticks.append(round(value, 10))
    return [int(t) if float(t).is_integer() else t for t in ticks]


def _tick_text(value: float, lang: str = "en") -> str:
    """A number on the chart as the page's language writes it: 2.5 (en), 2,5 (it, pt)."""
    return compact(float(num(value)), lang)


def _range(low: float, high: float, lang: str) -> str:
    return t("pic_range", lang, low=_tick_text(low, lang), high=_tick_text(high, lang))


class _Frame:
    """A plot area with linear x and y scales, and the SVG of its axes and grid."""

    def __init__(self, width: float, height: float, x_range: tuple[float, float],
                 y_ticks: Sequence[float]) -> None:
        self.width, self.height = width, height
        self.x0, self.x1 = x_range
        self.y_ticks = list(y_ticks)
        self.y0, self.y1 = self.y_ticks[0], self.y_ticks[-1]
        self.left, self.right = _LEFT, width - _RIGHT
        self.top, self.bottom = _TOP, height - _BOTTOM

    def x(self, value: float) -> float:
        span = (self.x1 - self.x0) or 1
        return self.left + (value - self.x0) / span * (self.right - self.left)

    def y(self, value: float) -> float:
        span = (self.y1 - self.y0) or 1
        return self.bottom - (value - self.y0) / span * (self.bottom - self.top)

    def axes(self, x_ticks: Sequence[float], x_label: str, y_label: str, title: str,
             lang: str = "en") -> str:
        parts = []
        for tick in self.y_ticks:
            y = num(self.y(tick))
            parts.append(
                f'<line x1="{num(self.left)}" x2="{num(self.right)}" y1="{y}" y2="{y}" '
                'stroke="#000" stroke-opacity=".12"/>'
                f'<text x="{num(self.left - 6)}" y="{y}" text-anchor="end" '
                f'dominant-baseline="middle">{_tick_text(tick, lang)}</text>'
            )
        for tick in x_ticks:
            x = num(self.x(tick))
            parts.append(
                f'<line x1="{x}" x2="{x}" y1="{num(self.bottom)}" y2="{num(self.bottom + 4)}" '
                'stroke="#333"/>'
                f'<text x="{x}" y="{num(self.bottom + 16)}" text-anchor="middle">'
                f"{_tick_text(tick, lang)}</text>"
            )
        parts.append(
            f'<path d="M{num(self.left)} {num(self.top)}V{num(self.bottom)}H{num(self.right)}" '
            'fill="none" stroke="#333"/>'
        )
        middle_x = (self.left + self.right) / 2
        middle_y = (self.top + self.bottom) / 2
        parts.append(
            f'<text x="{num(middle_x)}" y="{num(self.height - 10)}" text-anchor="middle">'
            f"{attr(x_label)}</text>"
            f'<text transform="translate(14 {num(middle_y)}) rotate(-90)" '
            f'text-anchor="middle">{attr(y_label)}</text>'
        )
        if title:
            parts.append(
                f'<text x="{num(middle_x)}" y="18" text-anchor="middle" font-weight="600">'
                f"{attr(title)}</text>"
            )
        # the axes' numbers and words are for the eye: read out in a row they made
        # "010203040502345678players at the table…"; the chart's label says what it shows
        return '<g aria-hidden="true">' + "".join(parts) + "</g>"


def _svg(width: float, height: float, body: str, label: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="cot-chart" width="{num(width)}" '
        f'height="{num(height)}" viewBox="0 0 {num(width)} {num(height)}" role="img" '
        f'aria-label="{attr(label)}" {_FONT} font-size="12" fill="#222" '
        f'style="max-width:100%;height:auto;background:#fff"><title>{attr(label)}</title>'
        f"{body}</svg>"
    )


def interval_chart(
    xs: Sequence[float],
    series: Sequence[Series],
    *,
    x_label: str = "",
    y_label: str = "",
    title: str = "",
    width: float = 640,
    height: float = 360,
    lang: str = "en",
) -> str:
    """Each series as points joined by a line, with a bar from low to high at each x.

    Series at the same x are nudged apart a little so that their bars do not hide each
    other; the y axis starts at 0 (rates and counts here are never negative).
    """
    if not xs or not series:
        raise ValueError("an interval chart needs at least one x and one series")
    for s in series:
        if len(s.values) != len(xs) or len(s.intervals) != len(xs):
            raise ValueError(
                f"series {s.label!r} has {len(s.values)} values and {len(s.intervals)} "
                f"intervals for {len(xs)} x values"
            )
    top = max(max(high for _, high in s.intervals) for s in series)
    top = max(top, max(max(s.values) for s in series))
    pad = 0.5 if len(xs) > 1 else 1.0
    frame = _Frame(width, height, (min(xs) - pad, max(xs) + pad), nice_ticks(0, top))
    nudge = 0.12
    parts = [frame.axes(xs, x_label, y_label, title, lang)]
    for k, s in enumerate(series):
        colour = COLOURS[k % len(COLOURS)]
        shift = (k - (len(series) - 1) / 2) * nudge
        points = [(frame.x(x + shift), frame.y(v)) for x, v in zip(xs, s.values)]
        line = "M" + "L".join(f"{num(px)} {num(py)}" for px, py in points)
        parts.append(f'<path d="{line}" fill="none" stroke="{colour}" stroke-width="1.6"/>')
        for x, v, (low, high), (px, py) in zip(xs, s.values, s.intervals, points):
            y_low, y_high = num(frame.y(low)), num(frame.y(high))
            parts.append(
                f'<g class="cot-chart-point"><title>{attr(s.label)}, {_tick_text(x, lang)}: '
                f"{_tick_text(v, lang)} ({_range(low, high, lang)})</title>"
                f'<path d="M{num(px)} {y_low}V{y_high}M{num(px - 4)} {y_low}H{num(px + 4)}'
                f'M{num(px - 4)} {y_high}H{num(px + 4)}" stroke="{colour}" stroke-width="1.3"/>'
                f'<circle cx="{num(px)}" cy="{num(py)}" r="3.6" fill="{colour}"/></g>'
            )
    legend_y = frame.top + 8
    for k, s in enumerate(series):
        colour = COLOURS[k % len(COLOURS)]
        y = legend_y + 18 * k
        x = frame.right - 250
        parts.append(
            f'<circle cx="{num(x)}" cy="{num(y)}" r="4" fill="{colour}"/>'
            f'<text x="{num(x + 10)}" y="{num(y)}" dominant-baseline="middle">'
            f"{attr(s.label)}</text>"
        )
    return _svg(width, height, "".join(parts), title or y_label)


def histogram(
    values: Sequence[float],
    edges: Sequence[float],
    *,
    title: str = "",
    x_label: str = "",
    y_label: str = "",
    colour: str = COLOURS[0],
    width: float = 440,
    height: float = 320,
    lang: str = "en",
) -> str:
    """How many ``values`` fall in each bin ``[edges[i], edges[i + 1])`` (the last bin also
    takes its right edge, as matplotlib's ``hist`` does), drawn as touching bars."""
    if len(edges) < 2 or any(b <= a for a, b in zip(edges, edges[1:])):
        raise ValueError(f"a histogram needs at least two increasing bin edges, got {edges}")
    counts = [0] * (len(edges) - 1)
    for value in values:
        for i in range(len(counts)):
            last = i == len(counts) - 1
            if edges[i] <= value < edges[i + 1] or (last and value == edges[-1]):
                counts[i] += 1
                break
    frame = _Frame(width, height, (edges[0], edges[-1]), nice_ticks(0, max(counts, default=0)))
    x_ticks = [t for t in nice_ticks(edges[0], edges[-1], 6) if edges[0] <= t <= edges[-1]]
    parts = [frame.axes(x_ticks, x_label, y_label, title, lang)]
    for i, count in enumerate(counts):
        x0, x1 = frame.x(edges[i]), frame.x(edges[i + 1])
        y = frame.y(count)
        parts.append(
            f'<rect class="cot-chart-bar" x="{num(x0)}" y="{num(y)}" width="{num(x1 - x0)}" '
            f'height="{num(frame.bottom - y)}" fill="{colour}" stroke="#fff">'
            f"<title>{_range(edges[i], edges[i + 1], lang)}: {count}</title></rect>"
        )
    return _svg(width, height, "".join(parts), title or x_label)


def side_by_side(charts: Sequence[str], caption: str = "") -> str:
    """Charts in a row that wraps on a narrow page, with an optional caption above."""
    head = (
        f'<div style="font-weight:600;margin:0 0 4px;{_CSS_FONT}">{attr(caption)}</div>'
        if caption
        else ""
    )
    return (
        f'<div class="cot-charts">{head}<div style="display:flex;flex-wrap:wrap;gap:12px">'
        + "".join(charts)
        + "</div></div>"
    )
