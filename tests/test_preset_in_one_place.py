"""A preset is one object: adding it (``add_preset``, from a module of the tests) puts it in
the rules picker, lesson 5's table of presets, the exercises' citations of sources, the
class pages' rules choice and the command line, with no other edit anywhere."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from preset_test_only import TESTVILLE

from coteccio_lab.cli import main
from coteccio_lab.curriculum.lesson5 import TIE_DEAL, presets_table, score_under
from coteccio_lab.questions.base import score_sources
from coteccio_lab.questions.score import CompareQuestion
from coteccio_lab.rules import PRESETS, Rules, RulesError, add_preset, preset_title


@pytest.fixture
def testville() -> Iterator[Rules]:
    add_preset(TESTVILLE)
    yield TESTVILLE
    del PRESETS["testville"]


def test_the_preset_is_known_by_name_with_its_fixed_seats(testville: Rules) -> None:
    assert Rules.from_spec({"preset": "testville", "stake": 2}).hand_size == 6
    assert testville.seats == 4 and PRESETS["trieste"].seats is None
    assert preset_title("testville", "it") == "Testville"
    assert testville.describe("it").splitlines()[-1] == "A test's own preset."
    with pytest.raises(RulesError, match="4"):
        testville.check_players(3)


def test_the_rules_picker_offers_it(testville: Rules) -> None:
    pytest.importorskip("ipywidgets")
    from coteccio_lab.widgets.pickers import RulesPicker

    picker = RulesPicker(lang="pt")
    assert ("Testville", "testville") in list(picker.preset.options)
    picker.preset.value = "testville"
    assert picker.value.name == "testville"
    assert (picker.player_count.min, picker.player_count.max) == (4, 4)


def test_lesson_5s_table_has_its_column(testville: Rules) -> None:
    header, players, cards = presets_table("en").splitlines()[:3]
    assert header.split()[-1] == "Testville"
    assert players.split()[-1] == "4" and cards.split()[-1] == "6"


def test_the_exercises_cite_its_source(testville: Rules) -> None:
    assert score_sources(score_under(TIE_DEAL, "testville")) == "001"
    question = CompareQuestion(TIE_DEAL.record(), ["bergamo", "testville"])
    verdict = question.evaluate(question.right_answer())
    assert verdict.correct and verdict.sources == "001, 004"
    assert "Testville" in question.prompt("it")


def test_the_class_pages_offer_it(testville: Rules) -> None:
    pytest.importorskip("tornado")
    from coteccio_lab.classservice.web import rules_options

    assert '<option value="testville">Testville</option>' in rules_options("it")


def test_the_command_line_plays_it(testville: Rules, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    assert "testville" in capsys.readouterr().out
    assert main(["simulate", "--players", "4", "--hands", "3", "--seats", "random",
                 "--rules", "testville", "--seed", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["hands"] == 3
    assert main(["simulate", "--players", "3", "--hands", "1", "--seats", "random",
                 "--rules", "testville"]) == 2
    assert "4" in capsys.readouterr().err


def test_a_name_taken_is_refused(testville: Rules) -> None:
    with pytest.raises(RulesError, match="exists already"):
        add_preset(Rules(name="testville", stake=3))
