"""The kit's SVG charts (lesson 6 draws its simulations with them, in CPython and in the
browser's Python alike): counts land in the right bins, marks sit where their numbers say,
bad input is refused with a message."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from coteccio_lab.render.charts import Series, histogram, interval_chart, nice_ticks


def _bars(svg: str) -> list[tuple[float, float, int, float, float]]:
    """(low edge, high edge, count, y, height) of each bar."""
    out = []
    for m in re.finditer(r'<rect class="cot-chart-bar" x="[^"]+" y="([^"]+)" width="[^"]+" '
                         r'height="([^"]+)"[^>]*><title>([^ ]+) to ([^:]+): (\d+)</title>', svg):
        y, h, lo, hi, count = m.groups()
        out.append((float(lo), float(hi), int(count), float(y), float(h)))
    return out


def test_histogram_bins_are_half_open_but_the_last_takes_its_edge() -> None:
    svg = histogram([0, 1, 2, 3.5, 4, 6, 6], [0, 2, 4, 6])
    ET.fromstring(svg)
    bars = _bars(svg)
    assert [(lo, hi, c) for lo, hi, c, _, _ in bars] == [(0, 2, 2), (2, 4, 2), (4, 6, 3)]
    # heights proportional to the counts, bars standing on the same baseline
    heights = [h for *_, h in bars]
    assert heights[2] == pytest.approx(heights[0] * 3 / 2)
    assert len({round(y + h, 3) for *_, y, h in bars}) == 1


def test_histogram_ignores_values_outside_its_edges() -> None:
    bars = _bars(histogram([-1, 7, 3], [0, 2, 4, 6]))
    assert [c for _, _, c, _, _ in bars] == [0, 1, 0]


def test_interval_chart_places_higher_values_higher() -> None:
    svg = interval_chart([2, 3, 4], [Series("a", [10, 20, 5], [(8, 12), (15, 26), (0, 9)])])
    ET.fromstring(svg)
    ys = [float(y) for y in re.findall(r'<circle cx="[^"]+" cy="([^"]+)" r="3.6"', svg)]
    assert ys[1] < ys[0] < ys[2]  # SVG y grows downwards
    assert "a, 3: 20 (15 to 26)" in svg


@pytest.mark.parametrize(
    ("call", "words"),
    [
        (lambda: histogram([1], [0]), "at least two increasing bin edges"),
        (lambda: histogram([1], [0, 2, 2]), "at least two increasing bin edges"),
        (lambda: interval_chart([], [Series("a", [], [])]), "at least one x"),
        (lambda: interval_chart([1, 2], [Series("a", [1], [(0, 2)])]), "series 'a' has 1"),
    ],
)
def test_bad_input_is_refused_in_words(call: object, words: str) -> None:
    with pytest.raises(ValueError, match=re.escape(words)):
        call()  # type: ignore[operator]


def test_nice_ticks_cover_the_range_with_round_steps() -> None:
    for low, high in [(0, 1), (0, 7.3), (0, 48), (0, 910), (10, 62)]:
        ticks = nice_ticks(low, high)
        assert ticks[0] <= low and ticks[-1] >= high
        steps = {round(b - a, 9) for a, b in zip(ticks, ticks[1:])}
        assert len(steps) == 1
        mantissa = f"{steps.pop():e}"[0]
        assert mantissa in "125"
