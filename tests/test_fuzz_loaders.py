"""Fuzzing the loaders: whatever JSON arrives, the kit answers in words.

Saved matches and hand records come from students' uploads and from disk. For random
JSON, and for genuine files with one field replaced by random JSON, the loaders either
load or raise their own ``ValueError`` subclass (``MatchFileError``, ``RecordError``,
``DashboardError``), never anything else, with a message of one line, each case within a
bounded time (Hypothesis' ``deadline``: a hang or a quadratic blow-up fails, a busy
machine does not). A match that loads draws and saves again as it loaded.
"""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from coteccio_lab.dashboard.controller import Dashboard
from coteccio_lab.dashboard.setup import DashboardError, Setup
from coteccio_lab.match import Match, MatchFileError
from coteccio_lab.records import RecordError, replay
from coteccio_lab.widgets.drawing import scoreboard_html

FUZZ = settings(max_examples=120, deadline=timedelta(seconds=5),
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

SCALARS = (
    st.none() | st.booleans() | st.integers() | st.integers(-10, 60)
    | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=30)
    | st.sampled_from(["trieste", "bergamo", "piacenza", "Ac", "7d", "attempt", "annul",
                       "coteccio-match/1", "coteccio-hand/1"])
)
JSON = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=8) | st.dictionaries(st.text(max_size=12), inner,
                                                                max_size=8),
    max_leaves=40,
)


def _saved() -> dict[str, Any]:
    m = Match.new({"preset": "trieste", "doctor": "once", "stake": 2}, players=3, seed=5)
    for _ in range(2):
        m.play_random(seed=1)
    return m.to_json()


SAVED = _saved()
RECORD = {k: v for k, v in SAVED["history"][0].items() if k != "result"}


def spoilt(base: dict[str, Any]) -> st.SearchStrategy[dict[str, Any]]:
    """``base`` with one to three fields (or fields of its first nested object) replaced."""
    keys = sorted(base)

    @st.composite
    def build(draw: st.DrawFn) -> dict[str, Any]:
        data = json.loads(json.dumps(base))
        for key in draw(st.lists(st.sampled_from(keys), min_size=1, max_size=3)):
            target = data
            inner = data.get(key)
            if isinstance(inner, dict) and inner and draw(st.booleans()):
                target, key = inner, draw(st.sampled_from(sorted(inner)))
            elif isinstance(inner, list) and inner and draw(st.booleans()):
                index = draw(st.integers(0, len(inner) - 1))
                inner[index] = draw(JSON)
                continue
            target[key] = draw(JSON)
        return data

    return build()


def _one_line(err: Exception) -> None:
    assert "\n" not in str(err) and len(str(err)) < 600, str(err)


def _loads(text: str) -> Match | None:
    try:
        m = Match.loads(text)
    except MatchFileError as err:
        _one_line(err)
        return None
    # what loads can be drawn and saved again as it was
    scoreboard_html(m.rules, m.counters, 0)
    again = Match.from_json(json.loads(json.dumps(m.to_json())))
    assert again.to_json() == m.to_json()
    return m


@FUZZ
@given(JSON)
def test_random_json_is_a_match_or_a_match_file_error(data: Any) -> None:
    _loads(json.dumps(data))
    _loads(json.dumps({"format": "coteccio-match/1", **data} if isinstance(data, dict)
                      else {"format": "coteccio-match/1", "rules": data}))


@FUZZ
@given(spoilt(SAVED))
def test_a_spoilt_saved_match_is_a_match_or_a_match_file_error(data: dict[str, Any]) -> None:
    _loads(json.dumps(data))


@FUZZ
@given(spoilt(RECORD) | JSON)
def test_a_spoilt_hand_record_is_refereed_or_a_record_error(data: Any) -> None:
    try:
        replay(data)
    except RecordError as err:
        _one_line(err)


@settings(FUZZ, max_examples=40)
@given(spoilt(SAVED))
def test_the_dashboard_loads_or_refuses_and_keeps_its_state(data: dict[str, Any]) -> None:
    d = Dashboard()
    d.start(Setup(opponents=("cautious", "random"), code="0000-00AB"))
    before = d.save_text()
    try:
        d.load_text(json.dumps(data))
    except DashboardError as err:
        _one_line(err)
        assert d.save_text() == before
