"""Headless tests of the playing widgets: set traits, call the click handlers, read the state.

No kernel is needed: ipywidgets run with a dummy comm, ``button.click()`` runs the
handlers and setting a trait fires ``observe`` (the front end does exactly that).
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import random
import re
import typing

import pytest
from engine_helpers import cappotto_match
from widget_helpers import lowest, to_capote_decision

from coteccio_lab.cards import DECK, Card, parse_cards
from coteccio_lab.hand import Hand
from coteccio_lab.i18n import t
from coteccio_lab.match import Match
from coteccio_lab.moves import Said
from coteccio_lab.players import InvalidMove, Move, as_player, make_player
from coteccio_lab.render.felt import felt_html, seat_angle
from coteccio_lab.rules import PRESETS, Rules, RulesError
from coteccio_lab.view import SeatView
from coteccio_lab.widgets import (
    CardHand,
    DealCodeBox,
    HandView,
    LanguagePicker,
    RulesPicker,
    Scoreboard,
    TableView,
    TrickView,
)
from coteccio_lab.widgets.pickers import RULE_OPTIONS

OPPONENTS = {1: lowest, 2: lowest, 3: lowest}


def worked_deal() -> Hand:
    """The browser test's deal: seat 0 leads; after 2b, seat 3 wins and leads 2c."""
    deal = ["5c 7c Kd 4s 2b", "3b 3c Ad 6s Ks", "4b 4c Qd 7s As", "5b 2c Jd 2s Kb"]
    return Hand(None, [d.split() for d in deal], dealer=3)


# ---- CardHand --------------------------------------------------------------------------------


def test_cardhand_shows_cards_with_names_and_marks() -> None:
    row = CardHand(width=60)
    row.show(parse_cards("Ac 7d Kb"), legal=parse_cards("7d"), selected=parse_cards("Kb"),
             lang="it")
    assert row.codes == ["Ac", "7d", "Kb"]
    assert [c["label"] for c in row.cards] == ["Asso di coppe", "Sette di denari", "Re di bastoni"]
    assert [c["legal"] for c in row.cards] == [False, True, False]
    assert [c["selected"] for c in row.cards] == [False, False, True]
    for c in row.cards:
        assert f'class="cot-card cot-card-{c["code"]}"' in c["svg"]
        assert 'width="60"' in c["svg"]


def test_cardhand_pick_is_handled_once_and_reset() -> None:
    row = CardHand()
    row.show(parse_cards("Ac 7d"))
    got: list[str] = []
    row.on_pick(got.append)
    row.picked = "7d"
    assert got == ["7d"] and row.picked == ""
    row.picked = "7d"  # the same card again: seen, because "picked" was reset
    assert got == ["7d", "7d"]
    row.picked = "Kb"  # not shown: ignored
    assert got == ["7d", "7d"] and row.picked == ""
    row.disabled = True
    row.picked = "Ac"
    assert got == ["7d", "7d"]


def test_cardhand_ignores_picks_while_handling_one() -> None:
    row = CardHand()
    row.show(parse_cards("Ac 7d"))
    got: list[str] = []

    def handler(code: str) -> None:
        got.append(code)
        row.picked = "Ac"  # a second pick arriving while the first is handled

    row.on_pick(handler)
    row.picked = "7d"
    assert got == ["7d"]
    row.on_pick(handler, remove=True)
    row.picked = "Ac"
    assert got == ["7d"]


def test_cardhand_front_end_is_small_offline_and_accessible() -> None:
    esm, css = str(CardHand._esm), str(CardHand._css)
    assert "import " not in esm and "http" not in esm and "http" not in css
    # sent once a widget: a few KB (the row's keyed redraw, which keeps each card's element,
    # took it from 6.0 to 7.0 KB)
    assert len(esm) < 8000
    for needle in ('"role", "button"', '"tabindex"', '"aria-label"', '"Enter"', '" "',
                   '"aria-disabled"', "ArrowRight", "Home", "End",
                   '"cot-legal"', "save_changes", "export default"):
        assert needle in esm, needle


# ---- HandView --------------------------------------------------------------------------------


def test_handview_plays_a_legal_card_and_refuses_with_the_reason() -> None:
    hand = Hand(None, [parse_cards(h) for h in ("4b Qc", "Jb 5d", "2b 4d", "3b 5c")], dealer=1)
    hand.push("2b")
    hand.push("3b")
    hand.push("4b")  # seat 1 is to play, and holds the Jack of batons
    view = HandView(hand, seat=1)
    played: list[tuple[int, Card]] = []
    refused: list[str] = []
    view.on_play(lambda seat, card: played.append((seat, card)))
    view.on_refusal(lambda r: refused.append(r.reason))
    assert [c["code"] for c in view.cards.cards if c["legal"]] == ["Jb"]
    assert "cot-hand" in view.cards._dom_classes
    view.cards.picked = "5d"
    assert view.message.text == "batons were led and you hold the Jack of batons"
    assert refused == ["follow_suit"] and not played and len(hand.plays) == 3
    assert view.message.lines[0][0] == "refusal"
    view.cards.picked = "Jb"
    assert played == [(1, Card.parse("Jb"))] and hand.tricks[0].winner == 1
    assert view.cards.picked == ""
    view.set_language("pt")
    assert view.message.text == "saiu paus e você tem o Valete de paus"


def test_handview_can_hand_picks_to_a_controller() -> None:
    hand = worked_deal()
    view = HandView(hand)
    seen: list[str] = []
    view.delegate = seen.append
    view.cards.picked = "2b"
    assert seen == ["2b"] and not hand.plays and view.cards.picked == ""


def test_handview_out_of_turn_says_whose_turn() -> None:
    hand = worked_deal()
    view = HandView(hand, seat=2)
    assert not any(c["legal"] for c in view.cards.cards)
    view.cards.picked = "4b"
    assert view.message.text == "it is seat 0's turn, not seat 2's"
    assert not hand.plays


# ---- TableView with a Hand ------------------------------------------------------------------


def test_table_plays_a_trick_with_computer_seats_and_reports_events() -> None:
    table = TableView(worked_deal(), opponents=OPPONENTS)
    events: list[tuple[int, str]] = []
    table.on_card_played(lambda seat, card: events.append((seat, card.code())))
    cards = table.hand_view.cards
    assert "cot-table" in table._dom_classes
    assert [c["code"] for c in cards.cards if c["legal"]] == ["5c", "7c", "Kd", "4s", "2b"]
    assert "you lead" in table.message.text
    cards.picked = "2b"
    assert events == [(0, "2b"), (1, "3b"), (2, "4b"), (3, "5b"), (3, "2c")]
    assert "Seat 3 took the trick (0 points)" in table.message.text
    assert table.message.text.endswith("Your turn: cups were led.")
    assert [c["code"] for c in cards.cards if c["legal"]] == ["5c", "7c"]
    # an illegal card: nothing played, the reason in the message area
    cards.picked = "4s"
    assert "cups were led and you hold the Five of cups and the Seven of cups" in (
        table.message.text
    )
    assert len(table.hand.plays) == 5 and cards.codes == ["5c", "7c", "Kd", "4s"]
    # a double pick of the same card plays it once
    cards.picked = "7c"
    cards.picked = "7c"
    assert cards.codes == ["5c", "Kd", "4s"] and table.hand.plays.count(Card.parse("7c")) == 1
    assert table.errors == []


def test_table_felt_shows_seats_dealer_turn_and_tricks_face_up() -> None:
    """The felt is drawn in the page (render/boardview.js's feltOf: tests/test_board_view_js.py
    holds its layout to felt_layout's, tests/browser/test_widgets_browser.py the page): what
    the widget is sent is the learner's seat's view, the words its felt is drawn with."""
    table = TableView(worked_deal(), opponents=OPPONENTS)
    table.play("2b")
    sent = table.felt.view["table"]
    seen = sent["hand"]
    assert sent["seat"] == 0 and seen["seat"] == 0 and seen["n"] == sent["players"] == 4
    assert seen["to_act"] == 0 and seen["dealer"] == 3 and sent["dealer"] == 3
    assert sent["words"]["names"] == ["You", "Seat 1", "Seat 2", "Seat 3"]
    # seat 3's trick lies face up in front of it; the Two of cups it led is in the middle
    [won] = seen["tricks"]
    assert won["winner"] == 3 and [code for _, code in won["cards"]] == ["2b", "3b", "4b", "5b"]
    assert seen["current"] == [[3, "2c"]] and sent["words"]["caption"] == ""
    # the learner's cards only: the others' are their number, drawn face down
    assert seen["holding"] == ["5c", "7c", "Kd", "4s"] and seen["counts"] == [4, 4, 4, 3]
    assert "holdings" not in seen and "3c" not in json.dumps(sent)
    # every face once, by its code, with its name; and the words the felt says
    assert set(table.felt.faces) == {c.code() for c in DECK} | {"back"}
    assert table.felt.faces["2c"][1] == "Two of cups"
    assert table.felt.texts["_lang"] == "en" and table.felt.texts["ui_dealer"] == "Dealer"
    # seats sit anticlockwise from the person at the screen, at the bottom
    assert [round(a * 180 / 3.14159265) for a in (seat_angle(s, 0, 4) for s in range(4))] == [
        -90, 0, 90, 180]


def test_table_felt_view_after_a_trick_options_and_a_match() -> None:
    """The finished trick's caption, said in Python; ``show_points``, ``french``, another
    seat at the screen and a whole match reach the felt's view."""
    hand = worked_deal()
    table = TableView(hand, opponents={1: lowest, 2: lowest, 3: lowest})
    for code in ("2b", "3b", "4b", "5b"):
        hand.push(code)
    table.refresh()
    assert table.felt.view["table"]["words"]["caption"] == "Seat 3 took the trick (0 points)."
    plain = TableView(worked_deal(), show_points=False, french=True, lang="it")
    assert plain.felt.view["table"]["show_points"] is False
    assert plain.felt.faces["Qc"][1] != TableView(worked_deal(), lang="it").felt.faces["Qc"][1]
    seat2 = TableView(worked_deal(), seat=2)
    sent = seat2.felt.view["table"]
    assert sent["seat"] == 2 and set(sent["hand"]["holding"]) == {"4b", "4c", "Qd", "7s", "As"}
    assert sent["words"]["names"] == ["Seat 0", "Seat 1", "You", "Seat 3"]
    match = Match.new({"preset": "trieste"}, 4, seed=3)
    sent = TableView(match, opponents=OPPONENTS).felt.view["table"]
    assert sent["counters"] == list(match.counters) and sent["hand"]["n"] == 4


def test_felt_keeps_the_last_trick_in_the_middle_until_the_next_card() -> None:
    hand = worked_deal()
    for code in ("2b", "3b", "4b", "5b"):
        hand.push(code)
    html = felt_html(hand, 0, "en")
    middle = html[html.index('class="cot-trick"'):]
    assert "cot-card-5b" in middle and "Seat 3 took the trick (0 points)." in middle
    assert html.count("cot-card-5b") == 1  # not in the pile while it is in the middle
    hand.push("2c")
    html = felt_html(hand, 0, "en")
    assert "cot-card-5b" not in html[html.index('class="cot-trick"'):]
    assert "took the trick" not in html


def test_table_hand_over_summary_and_next() -> None:
    hand = worked_deal()
    table = TableView(hand, opponents=OPPONENTS)
    scores = []
    nexts: list[int] = []
    table.on_hand_over(scores.append)
    assert table.next_button.layout.display == "none"
    while not hand.over:
        table.play(hand.following_suit[0])
    assert len(scores) == 1 and table.score is scores[0]
    assert table.summary.layout.display is None
    assert "loses a life" in table.summary.value
    assert table.message.text.endswith("The hand is over.")
    assert table.next_button.layout.display == "none"  # nobody listens to Next
    table.on_next(lambda: nexts.append(1))
    assert table.next_button.layout.display is None
    table.next_button.click()
    assert nexts == [1]
    assert table.hand_view.cards.disabled


def test_table_hint_and_undo() -> None:
    hand = worked_deal()
    table = TableView(hand, opponents=OPPONENTS)
    table.undo_button.click()
    assert "Nothing to take back" in table.message.text
    table.hint_button.click()
    assert "You lead: any card may be played" in table.message.text
    table.play("2b")
    table.hint_button.click()
    assert "cups were led: you must play one of the Five of cups and the Seven of cups" in (
        table.message.text.replace("Cups", "cups")
    )
    assert "hint" in [kind for kind, _text in table.message.lines]
    table.undo_button.click()
    assert "You took back the Two of batons" in table.message.text
    assert hand.plays == [] and hand.to_act == 0
    assert table.hand_view.cards.codes == ["5c", "7c", "Kd", "4s", "2b"]
    # a custom hint from the caller (e.g. a player's advice)
    table2 = TableView(worked_deal(), opponents=OPPONENTS, hint=lambda view: "lead low")
    table2.hint_button.click()
    assert "lead low" in table2.message.text


def test_table_capote_choice_for_the_person_at_the_screen() -> None:
    for choice in ("attempt", "annul"):
        hand = to_capote_decision(4, decider=0)
        table = TableView(hand, opponents=OPPONENTS)
        chosen: list[tuple[int, str]] = []
        table.on_capote(lambda seat, c, chosen=chosen: chosen.append((seat, c)))
        assert table.choice_box.layout.display is None
        assert "annul the hand, or attempt the capote" in table.message.text
        assert "cot-capote-annul" in table.choice_button("annul")._dom_classes
        assert "cot-capote-attempt" in table.choice_button("attempt")._dom_classes
        table.hand_view.cards.picked = table.hand_view.cards.codes[0]
        assert "must first choose" in table.message.text  # no card before the choice
        button = table.choice_button(choice)
        button.click()
        assert chosen == [(0, choice)]
        assert table.choice_box.layout.display == "none"
        if choice == "annul":
            assert hand.outcome == "annulled" and table.score is not None
            assert "annulled" in table.summary.value
        else:
            table.play(hand.holding(0)[0])
            assert hand.outcome in ("capote", "capote_failed")
        assert table.errors == []


def test_table_computer_seat_decides_the_capote() -> None:
    hand = to_capote_decision(4, decider=2)

    class Annuller:
        name = "annuller"

        def choose(self, view, rng, counters=None):  # the players' protocol
            if view.decision_pending:
                return Move(view.seat, capote="annul", analysis=Said("the capote is too risky"))
            return Move.of(lowest(view), view.seat)

    table = TableView(hand, opponents={1: lowest, 2: Annuller(), 3: lowest})
    assert hand.outcome == "annulled"
    assert "Seat 2 won every trick so far and annulled the hand." in table.message.text
    assert "the capote is too risky" in table.message.text


def test_a_learners_function_plays_by_the_players_protocol() -> None:
    hand = worked_deal()
    view = SeatView.of(hand, 0)
    player = as_player(lambda view: ("4s", "my lowest spade"))
    move = player.choose(view, random.Random(0))
    assert (move.seat, move.card, move.why("it")) == (0, Card.parse("4s"), "my lowest spade")
    assert as_player(lambda view: Card.parse("Kd")).choose(view, random.Random(0)).why() == ""
    kit = make_player("cautious")
    assert as_player(kit) is kit
    with pytest.raises(InvalidMove, match="answered 42"):
        as_player(lambda view: 42).choose(view, random.Random(0))
    with pytest.raises(InvalidMove, match="cannot play"):
        as_player(42)  # type: ignore[arg-type]


def test_table_refuses_a_move_for_another_seat() -> None:
    class Impostor:
        name = "impostor"

        def choose(self, view, rng, counters=None):
            return Move(3, card=lowest(view))

    table = TableView(worked_deal(), opponents={1: Impostor(), 2: lowest, 3: lowest})
    table.play("2b")
    assert isinstance(table.errors[-1], InvalidMove)
    assert "seat 1's player moved for seat 3" in table.message.text


def test_table_errors_are_shown_not_lost() -> None:
    def broken(view):
        raise RuntimeError("the player fell off its chair")

    table = TableView(worked_deal(), opponents={1: broken, 2: lowest, 3: lowest})
    table.play("2b")
    assert isinstance(table.errors[-1], RuntimeError)
    assert "Something went wrong: RuntimeError: the player fell off its chair" in (
        table.message.text
    )
    assert "cot-msg-error" in table.message.value and "<details>" in table.message.value
    # an event callback that raises is shown too
    table2 = TableView(worked_deal(), opponents=OPPONENTS)
    table2.on_card_played(lambda seat, card: 1 / 0)
    table2.hand_view.cards.picked = "2b"
    assert isinstance(table2.errors[-1], ZeroDivisionError)
    assert "ZeroDivisionError" in table2.message.text


def test_table_language_switch_re_renders_everything() -> None:
    table = TableView(worked_deal(), opponents=OPPONENTS)
    table.play("4s")  # legal: seat 0 leads
    table.hint_button.click()
    table.set_language("it")
    assert table.felt.texts["ui_dealer"] == "Mazziere" and table.felt.texts["_lang"] == "it"
    assert "Posto 3" in table.felt.view["table"]["words"]["names"]
    assert table.felt.faces["5c"][1] == "Cinque di coppe"
    assert "Tu" in table.scoreboard.html.value and "vite" in table.scoreboard.html.value
    assert table.hand_view.cards.cards[0]["label"] == "Cinque di coppe"
    assert "Il posto 1 ha giocato" in table.message.text
    assert table.hint_button.description == "Suggerimento"
    assert "mazziere: il posto 3" in table.title.value
    table.set_language("pt")
    assert "Lugar 3" in table.felt.view["table"]["words"]["names"]
    assert table.undo_button.description == "Desfazer"
    with pytest.raises(ValueError):
        table.set_language("de")


def test_table_needs_a_match_or_a_hand() -> None:
    with pytest.raises(TypeError):
        TableView("trieste")  # type: ignore[arg-type]


def test_table_french_deck() -> None:
    table = TableView(worked_deal(), opponents=OPPONENTS, french=True)
    assert table.hand_view.cards.cards[0]["label"] == "Five of hearts"


# ---- TableView with a Match ------------------------------------------------------------------


def test_table_runs_whole_matches_in_every_preset() -> None:
    for name in PRESETS:
        rules = Rules.from_spec(name if name == "piacenza" else {"preset": name, "doctor": "once"})
        if name == "bergamo":  # 004 plays with five; a table of four is the explicit option
            rules = rules.override(min_players=4)
        match = Match.new(rules, players=4, seed=3)
        table = TableView(match, opponents=OPPONENTS, seed=1)
        rng = random.Random(2)
        winners: list[int | None] = []
        table.on_match_over(winners.append)
        for _ in range(3000):
            if match.over:
                break
            hand = table.hand
            assert hand is not None
            if table.waiting_for_next:
                assert table.next_button.layout.display is None
                table.next_button.click()
            elif 0 in match.doctor_offers:
                assert table.choice_box.layout.display is None
                table.choice_button("doctor:call").click()
            elif hand.decision_pending and hand.to_act == 0:
                table.choice_button(rng.choice(["attempt", "annul"])).click()
            else:
                assert hand.to_act == 0
                table.hand_view.cards.picked = rng.choice(hand.following_suit).code()
        assert match.over and table.errors == []
        assert winners == [match.winner]
        assert table.match_over.layout.display is None
        assert table.next_button.layout.display == "none"
        if match.winner is not None:
            who = "You win" if match.winner == 0 else f"Seat {match.winner} wins"
            assert who in table.match_over.value
        for seat, count in enumerate(match.counters):
            assert f'<span class="cot-lives-{seat}">{count}</span>' in table.scoreboard.html.value


def test_table_match_next_deals_the_next_hand() -> None:
    match = Match.new(None, players=3, seed=11)
    table = TableView(match, opponents={1: lowest, 2: lowest})
    first = table.hand
    assert first is not None and "deal code" in table.title.value
    table.next_button.click()
    assert "not over yet" in table.message.text
    while not first.over:
        if first.decision_pending:
            table.choice_button("attempt").click()
        else:
            table.play(first.following_suit[0])
    assert table.hand is first and table.waiting_for_next
    assert table.summary.layout.display is None
    assert match.hand is not first
    table.next_button.click()
    assert table.hand is match.hand and table.summary.layout.display == "none"


def test_table_doctor_for_the_person_at_the_screen() -> None:
    rules = Rules.from_spec({"preset": "trieste", "doctor": "once"})
    for seed in range(200):
        match = Match.new(rules, players=4, seed=seed)
        match.counters = [1, 4, 4, 4]
        table = TableView(match, opponents=OPPONENTS)
        hand = match.hand
        assert hand is not None
        while not hand.over:
            if hand.decision_pending:
                table.choice_button("annul").click()
            else:
                table.play(max(hand.following_suit, key=lambda c: c.points))
        if 0 in match.doctor_offers:
            break
    else:
        pytest.fail("no hand put seat 0 out")
    assert table.choice_box.layout.display is None and not table.waiting_for_next
    table.choice_button("doctor:stay").click()
    assert "You stay out of the match" in table.message.text
    assert table.waiting_for_next or match.over


def test_table_cappotto_for_the_person_at_the_screen() -> None:
    """001's cappotto: seat 0 lost the first four hands and chooses on the table."""
    match, _, _ = cappotto_match(seat=0)
    table = TableView(match, opponents=OPPONENTS)
    assert table.choice_box.layout.display is None and not table.waiting_for_next
    assert "fifth hand" in table.choice_text.value
    table.choice_button("cappotto:restart").click()
    assert match.counters[0] == 4 and match.hand is not None
    assert "starts over" in table.message.text
    assert table.choice_box.layout.display == "none"


# ---- Scoreboard, TrickView ----------------------------------------------------------------------


def test_scoreboard_lives_ovo_bole_points_and_pot() -> None:
    match = Match.new({"preset": "trieste", "stake": 2}, players=4, seed=1)
    match.counters = [5, 6, 1, 0]
    board = Scoreboard(match)
    html = board.html.value
    for seat, count in enumerate(match.counters):
        assert re.search(rf'<span class="cot-lives-{seat}">{count}</span>', html)
    assert "ovo (0)" in html and "dopio ovo (00)" in html and "Pot: 8" in html
    assert "out" in html
    board.set_language("it")
    assert "Piatto: 8" in board.html.value and "vite" in board.html.value
    bergamo = Match.new({"preset": "bergamo", "min_players": 3}, players=3, seed=1)
    bergamo.counters = [2, 0, 3]
    html = Scoreboard(bergamo).html.value
    assert '<span class="cot-lives-0">2</span>' in html and "●●○○" in html and "bóle" in html
    piacenza = Match.new("piacenza", players=4, seed=1)
    piacenza.counters = [17, 3, 0, 30]
    html = Scoreboard(piacenza).html.value
    assert '<span class="cot-lives-3">30</span>' in html and "out at 35" in html
    assert "Pot" not in html


def test_trickview_shows_the_trick_and_then_who_took_it() -> None:
    hand = Hand(None, [parse_cards(c) for c in ("4b 2d", "Qc 3d", "2b 4d", "Jb 5d")], dealer=3)
    view = TrickView(hand)
    assert "cot-trick" in view.html._dom_classes and "No card played yet" in view.html.value
    hand.push("4b")
    hand.push("Qc")
    view.refresh()
    assert "cot-card-4b" in view.html.value and "cot-card-Qc" in view.html.value
    assert view.caption.value == ""
    hand.push("2b")
    hand.push("Jb")
    view.set_language("it")
    assert "La presa è del posto 3 (7 punti)." in view.caption.value
    assert "cot-card-Jb" in view.html.value


# ---- pickers ---------------------------------------------------------------------------------


def test_rules_picker_presets_options_players_and_description() -> None:
    picker = RulesPicker(players=6)
    seen: list[Rules] = []
    picker.on_change(seen.append)
    assert picker.rules == PRESETS["trieste"] and picker.players == 6
    assert picker.rules.describe().split("\n")[0] in picker.describe.value
    picker.preset.value = "bergamo"
    assert picker.rules == PRESETS["bergamo"] and seen[-1] == PRESETS["bergamo"]
    assert (picker.player_count.min, picker.player_count.max, picker.players) == (5, 5, 5)
    assert picker.tie_penalty.value == 2 and picker.doctor.value == "unlimited"
    # 004: "si gioca in 5 giocatori"; a smaller table is the explicit option, marked
    assert not picker.min_players.disabled
    picker.min_players.value = 3
    assert picker.rules.to_spec() == {"preset": "bergamo", "min_players": 3}
    assert picker.player_count.min == 3 and "not the source" in picker.describe.value
    picker.player_count.value = 3
    assert picker.players == 3
    picker.min_players.value = 5
    assert picker.players == 5
    picker.tie_penalty.value = 1
    assert picker.rules.to_spec() == {"preset": "bergamo", "tie_penalty": 1}
    picker.stake.value = 3
    assert picker.rules.to_spec() == {"preset": "bergamo", "tie_penalty": 1, "stake": 3}
    assert "Stake: 3 each into the pot" in picker.describe.value
    picker.set_language("it")
    assert picker.rules.to_spec() == {"preset": "bergamo", "tie_penalty": 1, "stake": 3}
    assert "Posta: 3 a testa" in picker.describe.value
    assert picker.preset.description == "Regole"
    assert dict(picker.preset.options)["Piacenza e Modena"] == "piacenza"
    picker.preset.value = "piacenza"
    assert picker.players == 4 and picker.rules == PRESETS["piacenza"]
    assert picker.errors == []


def test_language_picker_drives_every_connected_view() -> None:
    board = Scoreboard(Match.new(None, players=3, seed=1))
    picker = RulesPicker()
    languages = LanguagePicker(board, picker)
    assert "cot-language" in languages.buttons._dom_classes
    assert [label for label, _ in languages.buttons.options] == ["English", "Italiano", "Português"]
    languages.buttons.value = "pt"
    assert board.lang == "pt" and picker.lang == "pt" and languages.lang == "pt"
    assert "vidas" in board.html.value and languages.buttons.description == "Idioma"
    deal = DealCodeBox()
    languages.connect(deal)
    languages.buttons.value = "it"
    assert deal.start.description == "Inizia"


def test_the_language_picker_sets_what_speaks_without_a_view() -> None:
    """An error's text (``str(IllegalPlay)``) and ``t(key)`` follow the picker."""
    hand = Hand.deal(4, seed=7)
    assert str(hand.refusal("Ac", seat=2)) == "it is seat 1's turn, not seat 2's"
    picker = LanguagePicker(lang="pt")
    assert str(hand.refusal("Ac", seat=2)) == "é a vez do lugar 1, não do lugar 2"
    picker.buttons.value = "it"
    assert str(hand.refusal("Ac", seat=2)) == "tocca al posto 1, non al posto 2"
    assert t("hand_over") == "la smazzata è finita"


def test_deal_code_box() -> None:
    box = DealCodeBox()
    seeds: list[int] = []
    box.on_start(seeds.append)
    assert "cot-deal-code" in box.code._dom_classes and "cot-start" in box.start._dom_classes
    box.code.value = "003n qk8n"
    box.start.click()
    assert seeds == [123456789] and box.code.value == "003N-QK8N"
    box.code.value = "hello world!"
    box.start.click()
    assert seeds == [123456789] and "is not a deal code" in box.message.text
    box.code.value = ""
    box.start.click()
    assert len(seeds) == 2 and box.code.value


def rules_variants() -> list[Rules]:
    """Each preset with each option changed in turn (every value of a choice, a flag
    flipped, a number moved), so a new sentence in ``Rules.describe`` is noticed here."""
    hints = typing.get_type_hints(Rules)
    out = []
    for base in PRESETS.values():
        out.append(base)
        for f in dataclasses.fields(Rules):
            if f.name in ("name", "notes", "label", "sources"):  # who the preset is, not a rule
                continue
            value = getattr(base, f.name)
            if typing.get_origin(hints[f.name]) is typing.Literal:
                options = [v for v in typing.get_args(hints[f.name]) if v != value]
            elif isinstance(value, bool):
                options = [not value]
            else:
                options = [value + 1, 0]
            for option in options:
                with contextlib.suppress(RulesError):
                    out.append(base.override(**{f.name: option}))
    return out


def test_rules_describe_in_three_languages() -> None:
    variants = rules_variants()
    assert len(variants) > 60
    for rules in variants:
        for lang in ("it", "pt"):
            text = rules.describe(lang)
            assert "{" not in text
            assert len(text.split("\n")) == len(rules.describe().split("\n"))
            assert text != rules.describe()


def test_rules_picker_offers_001s_readings() -> None:
    """001: the capote taker only wins the hand (gain 0); the cappotto of four lost hands."""
    picker = RulesPicker("trieste")
    picker.capote_gain.value = 0
    picker.cappotto.value = True
    assert picker.rules.capote_gain == 0 and picker.rules.cappotto_hands
    assert "Cappotto (001)" in picker.describe.value
    picker.preset.value = "bergamo"
    assert picker.cappotto.disabled and not picker.rules.cappotto_hands


def test_rules_picker_shows_every_reading_with_its_source() -> None:
    """Each reading the rules offer as an option can be chosen in the picker: 000's
    revoke that stops the hand ("a mão será interrompida") or 004's that plays on,
    000's deal passing on after an annulled hand, a dealer drawn by lot (003: "The first
    dealer is chosen randomly"), 004's doctor paid "in caso di perdita definitiva"."""
    picker = RulesPicker("trieste")
    for option in RULE_OPTIONS:
        widget = getattr(picker, option.attr)
        assert option.css_class in widget._dom_classes
        assert widget.description and "ui_" not in widget.description
    assert picker.revoke_stops.disabled  # strict: nobody revokes, nothing to stop
    picker.revoke.value = "table"
    assert not picker.revoke_stops.disabled
    picker.revoke_stops.value = False
    assert picker.rules.to_spec() == {"preset": "trieste", "revoke": "table", "revoke_stops": False}
    picker.annul_dealer.value = "next"
    picker.first_dealer.value = "random"
    assert picker.rules.annul_dealer == "next" and picker.rules.first_dealer == "random"
    # 000 leaves the first dealer to any method: drawn by lot is 001 and 003
    assert [label for label, _ in picker.first_dealer.options][1] == "drawn by lot (001, 003)"
    # No doctor in Trieste: how a doctor is paid means nothing, and is not in the spec.
    assert picker.doctor_paid.disabled and picker.doctor_after_capote.disabled
    picker.doctor_paid.value = "final_loss"
    assert "doctor_paid" not in picker.rules.to_spec()
    assert picker.doctor_paid.value == "call"  # the widget shows what is in effect
    picker.doctor.value = "unlimited"
    assert not picker.doctor_paid.disabled
    picker.doctor_paid.value = "final_loss"
    assert picker.rules.doctor_paid == "final_loss"
    picker.doctor_after_capote.value = False
    assert picker.rules.doctor_after_capote is False
    described = picker.describe.value
    assert picker.rules.describe().split("\n")[-1] in described
    picker.set_language("pt")
    assert picker.doctor_paid.description == "O médico é pago"
    assert dict(picker.doctor_paid.options)["ao perder a partida (004)"] == "final_loss"
    assert picker.rules.doctor_paid == "final_loss" and picker.errors == []
    picker.preset.value = "bergamo"
    assert picker.rules == PRESETS["bergamo"] and picker.doctor_paid.value == "call"
