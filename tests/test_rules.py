"""Rules as data (docs/rules.md sections 2 and 3): the presets, overrides, checks, to_spec."""

from __future__ import annotations

import dataclasses

import pytest

from coteccio_lab.rules import PRESETS, Rules, RulesError, preset


def test_trieste_preset() -> None:
    """000, 003, 004 (Trieste), pagat: the default game."""
    r = Rules.from_spec(None)
    assert r is PRESETS["trieste"] and r == Rules()
    assert (r.min_players, r.max_players) == (2, 8)  # 000, 004: 2 to 8
    assert r.hand_size == 5  # 000, 001, 003, 004
    assert (r.counter, r.start, r.limit) == ("lives", 4, 0)  # 000, 003: 4 lives
    assert (r.penalty, r.tie_penalty) == (1, 1)  # 000, 001, 003: tied seats each lose one
    assert r.last_trick_bonus == 6
    assert r.capote_decision and r.annul and r.failed_capote and r.capote_gain == 1
    assert r.revoke == "strict" and r.revoke_penalty == 1
    assert r.everyone_out == "void"  # 000
    assert r.doctor == "off"  # the doctor is an optional variant
    assert r.spies == 0
    assert r.counts_down


def test_bergamo_preset() -> None:
    """004, Bergamo ("Cotècc"): 7 cards, bóle counted up, 2 for a tie, out at 4,
    capote without an annul choice, sudden death, re-entry, two spies with four or fewer."""
    r = preset("bergamo")
    assert r.hand_size == 7
    assert r.max_players == 5  # the source plays with 5
    assert (r.counter, r.start, r.limit) == ("bole", 0, 4)
    assert (r.penalty, r.tie_penalty) == (1, 2)
    assert not r.capote_decision and not r.annul and not r.failed_capote
    assert r.capote_gain == 1
    assert r.everyone_out == "sudden_death"
    assert r.doctor == "unlimited" and r.doctor_cost == "double_stake"
    assert (r.spies, r.spies_at_most) == (2, 4)
    assert not r.counts_down
    assert r.is_out(4) and not r.is_out(3)


def test_piacenza_preset_and_its_assumptions() -> None:
    """004, Piacenza and Modena: 4 players, points to 35, at least one trick, double, triple.
    The source gives no card values or hand size: the preset says what it assumes."""
    r = preset("piacenza")
    assert (r.min_players, r.max_players) == (4, 4)
    assert r.hand_size == 10  # assumption: the whole deck, as in Tressette
    assert (r.counter, r.start, r.limit) == ("points", 0, 35)
    assert r.points_no_trick and r.points_double and r.points_capote_triple
    assert not r.capote_decision and r.capote_gain == 0
    assert any("assume" in note for note in r.notes)
    text = r.describe()
    assert "35" in text and "double" in text and "tripled" in text


def test_preset_names_are_forgiving_and_checked() -> None:
    assert preset(" Bergamo ") is PRESETS["bergamo"]
    with pytest.raises(RulesError, match="unknown preset 'milano': choose from trieste, "
                                         "bergamo, piacenza"):
        preset("milano")
    with pytest.raises(RulesError, match="named by a word"):
        Rules.from_spec({"preset": ["trieste"]})


def test_overrides_by_name() -> None:
    """A table's house rules: a preset with overrides, as a hand record writes them."""
    r = Rules.from_spec({"preset": "bergamo", "tie_penalty": 1})
    assert r.name == "bergamo" and r.tie_penalty == 1
    r = Rules.from_spec({"preset": "trieste", "revoke": "table", "doctor": "once"})
    assert (r.revoke, r.doctor) == ("table", "once")
    assert Rules.from_spec({"revoke": "table"}).name == "trieste"  # default preset


@pytest.mark.parametrize(
    "spec, words",
    [
        ({"trumps": "cups"}, "unknown rules option 'trumps'; options are: annul,"),
        ({"name": "x"}, "unknown rules option 'name'"),
        ({"\U00011c46" * 90: 1, "b": 2, "c": 3, "d": 4, "e": 5},
         "unknown rules option 'b', 'c', 'd' and 2 more; options are: annul,"),
        ({"hand_size": "5"}, "hand_size takes a whole number, not '5'"),
        ({"hand_size": True}, "hand_size takes a whole number"),
        ({"annul": 1}, "annul takes true or false, not 1"),
        ({"revoke": 3}, "revoke takes a word, not 3"),
        ({"revoke": "sometimes"}, "revoke is strict or table, not 'sometimes'"),
        ({"everyone_out": "x"}, "everyone_out is void, restart, restart_in_play or sudden_death"),
        ({"doctor": "always"}, "doctor is off, once, limited or unlimited"),
        ({"doctor_cost": "free"}, "doctor_cost is half_stake, rising or double_stake"),
        ({"counter": "goals"}, "unknown counter 'goals'"),
        ({"hand_size": 0}, "hand_size must be at least 1, not 0"),
        ({"hand_size": 6}, "8 players with 6 cards each need more than 40 cards"),
        ({"min_players": 1}, "min_players must be at least 2"),
        ({"max_players": 1}, "max_players (1) is below min_players (2)"),
        ({"start": 0}, "lives must start above the limit"),
        ({"penalty": -1}, "penalties cannot be negative"),
        ({"stake": -5}, "stake cannot be negative"),
        ({"spies": -1}, "spies cannot be negative"),
        ({"doctor_limit": -1}, "doctor_limit cannot be negative"),
    ],
)
def test_bad_overrides_are_refused_in_words(spec: dict[str, object], words: str) -> None:
    with pytest.raises(RulesError) as err:
        Rules.from_spec({"preset": "trieste", **spec})
    assert words in str(err.value)
    assert "\n" not in str(err.value) and len(str(err.value)) < 600  # one line a reader reads


def test_bole_must_start_below_the_limit() -> None:
    with pytest.raises(RulesError, match="bóle must start below the limit"):
        Rules.from_spec({"preset": "bergamo", "start": 4})


def test_spec_must_be_a_name_or_an_object() -> None:
    with pytest.raises(RulesError, match="a preset name or an object"):
        Rules.from_spec(5)  # type: ignore[arg-type]
    r = PRESETS["bergamo"]
    assert Rules.from_spec(r) is r


def test_to_spec_round_trip() -> None:
    """The shortest spec rebuilds equal rules: a name, or the preset with its overrides."""
    assert PRESETS["trieste"].to_spec() == "trieste"
    r = Rules.from_spec({"preset": "bergamo", "tie_penalty": 1, "revoke": "table"})
    assert r.to_spec() == {"preset": "bergamo", "tie_penalty": 1, "revoke": "table"}
    for each in [*PRESETS.values(), r, Rules.from_spec({"preset": "piacenza", "limit": 50})]:
        assert Rules.from_spec(each.to_spec()) == each
    odd = dataclasses.replace(PRESETS["trieste"], name="house")
    with pytest.raises(RulesError, match="not based on a preset"):
        odd.to_spec()


def test_check_players() -> None:
    """Player ranges: Trieste 2-8 (000, 004), Bergamo up to 5, Piacenza exactly 4."""
    PRESETS["trieste"].check_players(2)
    PRESETS["trieste"].check_players(8)
    with pytest.raises(RulesError, match="trieste is played by 2 to 8 players, not 9"):
        PRESETS["trieste"].check_players(9)
    with pytest.raises(RulesError, match="not 3"):
        PRESETS["piacenza"].check_players(3)
    with pytest.raises(RulesError, match="not 6"):
        PRESETS["bergamo"].check_players(6)


@pytest.mark.parametrize(("lang", "says", "not_said"), [
    ("en", "2 to 7 players, not 8", "2 to 8"),
    ("it", "da 2 a 7 giocatori, non in 8", "da 2 a 8"),
    ("pt", "2 a 7 jogadores, não 8", "2 a 8"),
])
def test_a_changed_number_of_players_is_refused_with_the_limit_in_force(
        lang: str, says: str, not_said: str) -> None:
    """Round 16 (pt reader, lesson 5 N1): Trieste with ``max_players=7`` refused eight
    players saying «as regras de Trieste são para 2 a 7», right after the page said that
    Trieste allows 2 to 8. The refusal names the rules, says that their number of players
    was changed, and states the limit in force."""
    seven = PRESETS["trieste"].override(max_players=7)
    with pytest.raises(RulesError) as refused:
        seven.check_players(8)
    text = refused.value.message(lang)
    assert says in text and "Trieste" in text and not_said not in text
    changed = {"en": "changed", "it": "cambiato", "pt": "alterado"}[lang]
    assert changed in text
    with pytest.raises(RulesError) as unchanged:  # the preset's own limit: its own words
        PRESETS["trieste"].check_players(9)
    assert changed not in unchanged.value.message(lang)


def test_every_preset_fits_the_deck() -> None:
    """docs/rules.md section 4: with 8 players all 40 cards are dealt, with 2 only 10."""
    for r in PRESETS.values():
        assert r.max_players * r.hand_size <= 40
    assert 8 * PRESETS["trieste"].hand_size == 40
    assert 2 * PRESETS["trieste"].hand_size == 10
    assert 4 * PRESETS["bergamo"].hand_size + PRESETS["bergamo"].spies <= 40


def test_doctor_calls() -> None:
    """000, 001, 003, 004: the doctor once, a fixed number (001: usually 3), or unlimited."""
    base = PRESETS["trieste"]
    assert base.doctor_calls() == 0
    assert base.override(doctor="once").doctor_calls() == 1
    assert base.override(doctor="limited").doctor_calls() == 3
    assert base.override(doctor="limited", doctor_limit=2).doctor_calls() == 2
    assert base.override(doctor="unlimited").doctor_calls() is None


def test_is_out() -> None:
    trieste = PRESETS["trieste"]
    assert trieste.is_out(0) and trieste.is_out(-1) and not trieste.is_out(1)
    piacenza = PRESETS["piacenza"]
    assert piacenza.is_out(35) and not piacenza.is_out(34)


def test_describe_in_plain_sentences() -> None:
    text = PRESETS["trieste"].describe()
    assert "Everyone starts with 4 lives" in text
    assert "each seat tied for the most loses 1" in text
    assert "annul the hand or attempt the capote" in text
    assert "refused with the reason" in text
    assert "it is void" in text
    table = PRESETS["trieste"].override(revoke="table", doctor="limited", stake=10)
    assert "does not stop it, and when proved it costs 1" in table.describe()
    assert "up to 3 times" in table.describe()
    assert "Stake: 10 each" in table.describe()
    bergamo = PRESETS["bergamo"].describe()
    assert "a tie for the most gives 2 to each tied seat" in bergamo
    assert "spies" in bergamo and "re-enters" in bergamo


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
def test_bergamo_capote_taker_drops_a_bola(lang: str) -> None:
    """004 (Bergamo): "Nel caso un giocatore prenda tutte le carte fa un
    "capòt" (cappotto) e decrementa di un punto (a meno che non sia a zero), mentre tutti
    gli altri aumentano di un punto." The taker's count goes down: it drops a bóla."""
    words = {
        "en": ("the taker drops a bóla (not below zero), every other seat takes a bóla", "gains"),
        "it": ("chi lo fa scende di una bóla (mai sotto zero), ogni altro giocatore prende "
               "una bóla", "guadagna"),
        "pt": ("quem faz o capote desconta uma bóla (não abaixo de zero), e cada um dos outros "
               "lugares recebe uma bóla", "ganha"),
    }[lang]
    line = next(x for x in preset("bergamo").describe(lang).splitlines() if "(c" in x)
    assert words[0] in line and words[1] not in line
    trieste = next(x for x in preset("trieste").describe(lang).splitlines() if "(c" in x)
    assert words[1] in trieste  # 000, 003, 004 (Trieste): the taker gains a life


def test_lesson_5_table_says_what_the_capote_taker_gets() -> None:
    from coteccio_lab.curriculum import lesson5

    row = next(x for x in lesson5.presets_table().splitlines() if x.startswith("capote taker"))
    # Piacenza's sweep: 004 triples the others' points; the taker's own +0 is our reading
    assert row.split()[2:] == ["gains", "a", "life", "drops", "a", "bóla", "the", "others",
                               "×3", "(004);", "the", "taker", "+0", "(the", "kit's",
                               "reading)"]


def test_unknown_options_of_any_length_are_refused_in_one_short_line() -> None:
    # Found by the loaders' fuzz test: three names whose repr is long (control and astral
    # characters) pushed the refusal, with every option listed, past 600 characters.
    names = {"\x1f\x1f\U00012544\U00018cd6" * 10 + str(i): 1 for i in range(5)}
    with pytest.raises(RulesError) as caught:
        Rules().override(**names)
    said = "'rules': " + str(caught.value)
    assert "\n" not in said and len(said) < 600, len(said)
    assert "options are: annul" in said
