"""``coteccio-lab simulate``: statistics of many hands between computer players."""

from __future__ import annotations

import json

import pytest

from coteccio_lab.cli import main
from coteccio_lab.players.simulate import Mean, simulate, wilson


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_json_keys_and_intervals(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "simulate", "--players", "4", "--hands", "300", "--seats",
                         "random,cautious,random,cautious", "--seed", "9", "--json")
    assert code == 0 and err == ""
    data = json.loads(out)
    assert data["hands"] == 300 and data["players"] == 4
    assert data["seats"] == ["random", "cautious", "random", "cautious"]
    for key in ("capote_rate", "capote_failed_rate"):
        rate = data[key]
        lo, hi = rate["ci95"]
        assert 0 <= lo <= rate["value"] <= hi <= 1 and rate["n"] == 300
    assert len(data["mean_points"]) == len(data["mean_delta"]) == 4
    for m in data["mean_points"] + data["mean_delta"]:
        lo, hi = m["ci95"]
        assert lo <= m["value"] <= hi and m["n"] == 300
    assert "match_wins" not in data
    # every hand someone loses (or a capote takes from all): the deltas sum below zero
    assert sum(m["value"] for m in data["mean_delta"]) < 0


def test_seeded_runs_repeat_exactly(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("simulate", "--players", "3", "--hands", "8", "--seats",
            "expert,cautious,random", "--seed", "4", "--json")
    first = run(capsys, *argv)[1]
    assert run(capsys, *argv)[1] == first
    other = run(capsys, *argv[:-2], "5", "--json")[1]
    assert other != first


def test_simulate_matches(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", "--players", "3", "--hands", "30", "--seats",
                       "cautious,random,random", "--matches", "--seed", "2", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["hands"] >= 30 and data["matches"] >= 1
    wins = data["match_wins"]
    assert len(wins) == 3 and sum(w["wins"] for w in wins) == data["matches"]
    for w in wins:
        lo, hi = w["ci95"]
        assert lo <= w["value"] <= hi


def test_one_level_for_every_seat_and_other_rules(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", "--players", "5", "--hands", "50", "--seats",
                       "random", "--rules", "bergamo", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["rules"] == "bergamo" and data["counter"] == "bole"
    assert data["capote_failed_rate"]["count"] == 0  # Bergamo has no capote decision
    code, out, _ = run(capsys, "simulate", "--players", "4", "--hands", "20", "--seats",
                       "random", "--rules", '{"preset": "trieste", "capote_gain": 0}', "--json")
    assert code == 0 and json.loads(out)["rules"] == {"preset": "trieste", "capote_gain": 0}


def test_simulate_text_report(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", "--players", "3", "--hands", "30", "--seats",
                       "random", "--lang", "pt", "--matches")
    assert code == 0
    assert "capotes:" in out and "IC 95%" in out and "partidas" in out and "mãos" in out


@pytest.mark.parametrize(
    "argv",
    [
        ("--players", "4", "--hands", "10", "--seats", "random,expert"),
        ("--players", "4", "--hands", "10", "--seats", "random,genius,random,random"),
        ("--players", "9", "--hands", "10", "--seats", "random"),
        ("--players", "4", "--hands", "10", "--seats", "random", "--rules", "paris"),
    ],
)
def test_bad_arguments_exit_2(argv: tuple[str, ...], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "simulate", *argv)
    assert code == 2 and out == "" and err.strip()


def test_python_api_and_statistics() -> None:
    r = simulate(4, 200, ["random"] * 4, seed=1)
    assert r.hands == 200 and r.seconds > 0
    assert r.capote.count + r.capote_failed.count + r.annulled.count <= 200
    assert "hands" in r.report() and "200" in r.report()
    lo, hi = wilson(0, 10)
    assert lo == 0 and 0 < hi < 0.35
    m = Mean()
    for x in (1.0, 2.0, 3.0):
        m.add(x)
    assert m.mean == 2.0 and m.interval()[0] < 2.0 < m.interval()[1]
    with pytest.raises(ValueError, match="one level per player"):
        simulate(3, 10, ["random", "random"])


@pytest.mark.parametrize(("seconds", "lang", "said"), [
    (50.0, "en", "20 hands in 50.0 s (0.4 hands a second)"),
    (50.0, "it", "20 smazzate in 50,0 s (0,4 smazzate al secondo)"),
    # Brazilian grammars want the singular below 2 ("0,4 mão"): the rate names what it counts
    # (a bare "por segundo" after a time in seconds left the reader to guess)
    (50.0, "pt", "20 mãos em 50,0 s (0,4 mão por segundo)"),
    (2.0, "en", "20 hands in 2.0 s (10 hands a second)"),
    (0.5, "en", "20 hands in 0.5 s (40 hands a second)"),
])
def test_the_speed_line_says_a_slow_rate_in_tenths(seconds: float, lang: str, said: str) -> None:
    """20 hands in 50 s is 0.4 hands a second, not 0 (the rate of a table with an expert);
    from 10 a second up, whole numbers."""
    r = simulate(2, 20, ["random"] * 2, seed=1)
    r.seconds = seconds
    assert said in r.report(lang)
