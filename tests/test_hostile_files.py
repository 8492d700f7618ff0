"""Hostile and broken files: saved matches and hand records that try to break the kit.

The attacks once found: "a 1 KB saved match with "counters": [1e30, …] makes the page
stop answering (the draw builds "0" * ovo) and the student's match is lost; a deeply
nested file or a seed of 10^400 shows a traceback; "history": "notalist" loads as 8
hands; NaN in paid is taken; a 50 MB upload closes the websocket with no word to the
student". Each is refused here with one sentence (a ValueError subclass that says which
field), and the dashboard's state before the load stays as it was.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

from coteccio_lab.dashboard.controller import Dashboard
from coteccio_lab.dashboard.setup import DashboardError, Setup
from coteccio_lab.jsonfile import MAX_BYTES, MAX_DEPTH, parse_json, read_json
from coteccio_lab.match import Match, MatchFileError
from coteccio_lab.records import RecordError, counter_range, load_record, replay
from coteccio_lab.rules import Rules, RulesError
from coteccio_lab.widgets.drawing import MAX_PIPS, scoreboard_html


def saved(players: int = 4, hands: int = 2) -> dict[str, Any]:
    """A real saved match: a few hands played, one card of the next."""
    m = Match.new({"preset": "trieste", "doctor": "once", "stake": 2}, players=players, seed=7)
    for _ in range(hands):
        m.play_random(seed=3)
    assert m.hand is not None
    m.hand.push(m.hand.following_suit[0])
    return m.to_json()


def refused(text: str | bytes, where: str = "") -> MatchFileError:
    """The loader's refusal of ``text``: one line, short, naming ``where``."""
    with pytest.raises(MatchFileError) as caught:
        Match.loads(text)
    err = caught.value
    message = str(err)
    assert isinstance(err, ValueError)
    assert "\n" not in message and len(message) < 400, message
    assert where in message
    return err


def with_(change: dict[str, Any]) -> str:
    data = saved()
    data.update(change)
    return json.dumps(data)


# ---- the attacks once found ------------------------------------------------------------


def test_huge_counters_are_refused_by_the_rules_bounds() -> None:
    low, high = counter_range(Rules.from_spec({"preset": "trieste", "doctor": "once"}), 3)
    refused(with_({"counters": [10**30, 4, 4, 4]}), "31 digits is too long")
    err = refused(with_({"counters": [10**15, 4, 4, 4]}), "counters[0]")
    assert err.where == "counters[0]" and f"from {low} to {high}" in str(err)
    refused(with_({"counters": [1e30, 4, 4, 4]}), "counters[0]: expected a whole number")
    refused(with_({"counters": [4, 4, 4, high + 1]}), "counters[3]")
    refused(with_({"counters": [-1, 4, 4, 4]}), "counters[0]")
    data = saved()
    data["counters"][3] = data["current"]["lives"][3] = high
    assert Match.loads(json.dumps(data)).counters[3] == high


def test_a_seed_of_ten_to_the_400_is_refused_in_words() -> None:
    text = with_({"seed": 0}).replace('"seed": 0', '"seed": 1' + "0" * 400)
    refused(text, "digits is too long")
    refused(with_({"seed": 10**15}), "seed")  # fits a number, not a deal code
    refused(with_({"seed": -1}), "seed")


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 900, 100_000])
def test_a_deeply_nested_file_is_refused(depth: int) -> None:
    data = saved()
    text = json.dumps(data)[:-1] + ', "extra": ' + "[" * depth + "]" * depth + "}"
    refused(text, "nested")


def test_history_that_is_not_a_list_is_refused() -> None:
    refused(with_({"history": "notalist"}), "history: expected a list")
    refused(with_({"history": ["notarecord"]}), "history[0]")
    refused(with_({"history": [{"format": "coteccio-hand/1"}]}), "history[0]")


@pytest.mark.parametrize("number", ["NaN", "Infinity", "-Infinity", "1e400"])
def test_nan_and_infinity_in_paid_are_refused(number: str) -> None:
    text = with_({"paid": [0, 2, 2, 2]}).replace('"paid": [0,', f'"paid": [{number},')
    refused(text, "not a saved match")


def test_paid_is_bounded_by_the_stake_and_the_doctor() -> None:
    refused(with_({"paid": [-2, 2, 2, 2]}), "paid[0]")
    refused(with_({"paid": [1e12, 2, 2, 2]}), "paid[0]")
    refused(with_({"paid": ["2", 2, 2, 2]}), "paid[0]: expected an amount")
    # two calls of the doctor at most one stake each: up to 2 + 2 * 2 + rising's extra
    data = saved()
    assert Match.from_json(data).paid == [2.0] * 4


def test_a_file_over_the_size_limit_is_refused_before_parsing(tmp_path: Path) -> None:
    big = '{"format": "coteccio-match/1", "meta": {"x": "' + "a" * MAX_BYTES + '"}}'
    refused(big, "the file is 2 MB, more than the 2 MB")
    path = tmp_path / "big.json"
    path.write_text(big)
    with pytest.raises(MatchFileError, match="more than the 2 MB"):
        Match.load(path)
    with pytest.raises(RecordError, match="more than the 2 MB"):
        load_record(path)


# ---- every other field -------------------------------------------------------------------


@pytest.mark.parametrize(
    "change, where",
    [
        ({"players": 99}, "players"),
        ({"players": True}, "players"),
        ({"dealer": -1}, "dealer"),
        ({"dealer": 4}, "dealer"),
        ({"deal_no": 10**9}, "deal_no"),
        ({"deal_no": 0}, "history"),  # two hands played in no deal
        ({"doctor_used": [5, 0, 0, 0]}, "doctor_used[0]"),  # "once"
        ({"doctor_used": "0000"}, "doctor_used"),
        ({"doctor_offers": [7]}, "doctor_offers[0]"),
        ({"doctor_offers": [1, 1]}, "doctor_offers"),
        ({"cappotto_offers": {"a": 1}}, "cappotto_offers"),
        ({"cappotto_fifth": [None]}, "cappotto_fifth[0]"),
        ({"cappotto_winner": 12}, "cappotto_winner"),
        ({"meta": ["x"]}, "meta"),
        ({"current": "x"}, "current"),
        ({"rules": {"preset": "trieste", "start": 10**9}}, "start must be from"),
        ({"rules": {"preset": "trieste", "stake": 10**9}}, "stake must be from"),
        ({"rules": "x" * 100_000}, "unknown preset"),
        ({"rules": {"preset": "trieste", "hand_size": [[1]] * 1000}}, "hand_size"),
    ],
)
def test_each_field_is_checked(change: dict[str, Any], where: str) -> None:
    refused(with_(change), where)


def test_the_current_hand_must_be_the_matchs() -> None:
    data = saved()
    data["current"]["lives"] = [9, 9, 9, 9]
    refused(json.dumps(data), "current")
    data = saved()
    data["current"]["dealer"] = (data["dealer"] + 1) % 4
    refused(json.dumps(data), "current: its dealer")
    data = saved()
    data["current"]["plays"] = ["x" * 50_000]
    refused(json.dumps(data), "current: play 0")


def test_a_past_hands_result_is_the_engines_not_the_files() -> None:
    data = saved()
    true_result = data["history"][0]["result"]
    data["history"][0]["result"] = {"outcome": "capote", "delta": "lots", "winner": 0}
    m = Match.loads(json.dumps(data))
    assert m.history[0].to_json()["result"] == true_result
    assert m.losses_from_start(0) >= 0  # read the recomputed deltas without a crash


def test_a_past_hand_that_breaks_the_rules_is_refused() -> None:
    data = saved()
    plays = data["history"][0]["plays"]
    plays[0], plays[1] = plays[1], plays[0]
    refused(json.dumps(data), "history[0]")
    data = saved()
    data["history"][0]["plays"] = data["history"][0]["plays"][:3]
    refused(json.dumps(data), "history[0]")


def test_a_genuine_save_round_trips() -> None:
    for players in (2, 4, 8):
        data = saved(players=players, hands=3)
        assert Match.loads(json.dumps(data)).to_json() == data


# ---- hand records -------------------------------------------------------------------------


def record() -> dict[str, Any]:
    m = Match.new("trieste", players=3, seed=11)
    m.play_random(seed=1)
    rec = m.history[0].to_json()
    rec.pop("result")
    return rec


@pytest.mark.parametrize(
    "change, words",
    [
        ({"lives": [10**30, 4, 4]}, "'lives' seat 0"),
        ({"lives": [4, 4, -3]}, "'lives' seat 2"),
        ({"dealer": "x" * 10_000}, "'dealer' must be a seat number"),
        ({"capote": ["x"] * 10_000}, "'capote' must be"),
        ({"plays": ["A" * 10_000]}, "unknown card"),
        ({"hands": [["A" * 10_000], [], []]}, "unknown card"),
        ({"rules": {"preset": "trieste", "start": 10**6}}, "start must be from"),
    ],
)
def test_hand_records_are_bounded_and_refused_in_one_line(
    change: dict[str, Any], words: str
) -> None:
    data = record()
    data.update(change)
    with pytest.raises(RecordError) as caught:
        replay(data)
    message = str(caught.value)
    assert words in message and "\n" not in message and len(message) < 400, message


def test_record_files_are_parsed_within_the_bounds(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record()).replace('"dealer": ', '"dealer": NaN, "x": '))
    with pytest.raises(RecordError, match="NaN is not a number"):
        load_record(path)
    path.write_text("[" * 100_000)
    with pytest.raises(RecordError, match="nested"):
        load_record(path)
    path.write_text(json.dumps(record()))
    assert replay(load_record(path)).score.outcome != "incomplete"


def test_parse_json_refuses_what_python_would_take() -> None:
    for text in ("NaN", "[Infinity]", "1e999", "1" * 30, "[" * 30 + "]" * 30):
        with pytest.raises(ValueError):
            parse_json(text, ValueError, "a test")
    assert parse_json("[1.5, 2, null]", ValueError, "a test") == [1.5, 2, None]
    assert math.isclose(parse_json("1e300", ValueError, "a test"), 1e300)


def test_read_json_never_reads_more_than_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as f:  # a sparse 1 GB file: reading it whole would take 1 GB
        f.truncate(1 << 30)
    with pytest.raises(ValueError, match="more than the 2 MB"):
        read_json(path, ValueError, "a test")


def test_rules_options_are_bounded() -> None:
    with pytest.raises(RulesError, match="start must be from -999 to 999"):
        Rules.from_spec({"preset": "trieste", "start": 10**30})
    with pytest.raises(RulesError, match="limit must be from"):
        Rules.from_spec({"preset": "bergamo", "limit": 10**6})
    assert Rules.from_spec({"preset": "piacenza", "limit": 101}).limit == 101


# ---- the dashboard ---------------------------------------------------------------------------


def playing() -> Dashboard:
    d = Dashboard()
    d.start(Setup(opponents=("cautious", "random", "random"), code="0000-00AB"))
    d.click(d.legal_codes[0])
    return d


@pytest.mark.parametrize(
    "text",
    [
        with_({"counters": [10**30, 4, 4, 4]}),
        with_({"history": "notalist"}),
        with_({"paid": [0, 2, 2, 2]}).replace('"paid": [0,', '"paid": [NaN,'),
        json.dumps(saved())[:-1] + ', "x": ' + "[" * 50_000 + "]" * 50_000 + "}",
        with_({"meta": {"dashboard": {"opponents": 5}}}),
        with_({"meta": {"dashboard": {"opponents": ["x" * 10_000] * 3}}}),
        with_({"meta": {"dashboard": {"opponents": ["cautious"] * 3, "lang": ["a"]}}}),
        "x" * (MAX_BYTES + 1),
    ],
)
def test_the_dashboard_refuses_a_hostile_file_and_keeps_its_match(text: str) -> None:
    d = playing()
    state, phase, notes = d.save_text(), d.phase, d.note_lines()
    with pytest.raises(DashboardError) as caught:
        d.load_text(text)
    assert "\n" not in str(caught.value) and len(str(caught.value)) < 400
    assert d.save_text() == state and d.phase == phase and d.note_lines() == notes


def test_a_resume_that_fails_puts_the_state_back(monkeypatch: pytest.MonkeyPatch) -> None:
    d = playing()
    state, version = d.save_text(), d.version
    good = d.save_text()

    def broken(self: Dashboard) -> None:
        raise KeyError("something the checks did not foresee")

    monkeypatch.setattr(Dashboard, "_run", broken)  # the last step of a resume
    with pytest.raises(DashboardError, match="cannot be resumed"):
        d.load_text(good)
    assert d.save_text() == state and d.version == version


def test_the_scoreboard_never_draws_a_huge_count() -> None:
    trieste, bergamo = Rules.from_spec("trieste"), Rules.from_spec("bergamo")
    for rules, counters in ((trieste, [10**30, 4]), (bergamo, [10**30, 0]), (trieste, [4, 99])):
        html = scoreboard_html(rules, counters, 0)
        assert len(html) < 3000
    html = scoreboard_html(trieste, [4 + MAX_PIPS + 1, 4], 0)
    assert f"0×{MAX_PIPS + 1}" in html
    assert "(000)" in scoreboard_html(trieste, [7, 4], 0)


# ---- the dashboard page's Load button ----------------------------------------------------------


def test_the_load_button_refuses_a_big_file_in_words_and_keeps_the_match() -> None:
    from coteccio_lab.dashboard.app import DashboardApp

    app = DashboardApp()
    app.code.value = "0000-00AB"
    app.start.click()
    state = app.controller.save_text()
    # what upload.js sends for a 50 MB file: its name and size, never its content
    app.load.deliver({"type": "upload", "name": "big.json", "size": 50 * 1024 * 1024}, [])
    texts = [m["text"] for m in app.board.view["messages"]]
    assert any("Could not load that file" in x and "50 MB" in x for x in texts), texts
    # a page that lies about the size: what arrived counts
    app.load.deliver({"type": "upload", "name": "m.json", "size": 10},
                     [b" " * (MAX_BYTES + 1)])
    texts = [m["text"] for m in app.board.view["messages"]]
    assert any("more than the 2 MB" in x for x in texts), texts
    assert app.controller.save_text() == state and not app.errors
    # and a good file still loads
    app.load.deliver({"type": "upload", "name": "m.json", "size": len(state)}, [state.encode()])
    assert any("Match loaded" in m["text"] for m in app.board.view["messages"])
    assert not app.errors


def test_the_launchers_websocket_takes_any_file_the_load_button_sends() -> None:
    from coteccio_lab.dashboard.launcher import WEBSOCKET_MAX_BYTES, LaunchOptions, build_config

    settings = build_config(LaunchOptions())["Voila"]["tornado_settings"]
    assert settings["websocket_max_message_size"] == WEBSOCKET_MAX_BYTES
    # the content goes as a binary buffer: the file plus a short widget header
    assert WEBSOCKET_MAX_BYTES >= MAX_BYTES + 64 * 1024


def test_the_simulate_commands_rules_are_read_within_the_bounds(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from coteccio_lab.cli import main as cli_main

    for rules, words in (('{"a":' * 5000 + "1" + "}" * 5000, "nested too deeply"),
                         ('{"preset": "trieste", "stake": NaN}', "NaN is not a number")):
        code = cli_main(["simulate", "--players", "4", "--hands", "2", "--seats", "random",
                         "--rules", rules])
        err = capsys.readouterr().err
        assert code == 2 and words in err and len(err) < 300, err
