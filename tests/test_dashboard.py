"""The dashboard's controller, headless: a whole match, refusals, capote, tools, files, class."""

from __future__ import annotations

import io
import json
import random
import zipfile
from pathlib import Path

import pytest
from dashboard_drivers import first_legal, highest_legal, play_through
from engine_helpers import CAPPOTTO, brute_capote, cappotto_match

from coteccio_lab.cards import SUIT_MASKS, Card
from coteccio_lab.classservice.game import ClassGame
from coteccio_lab.cli import main as cli_main
from coteccio_lab.dashboard.board import board_view, buttons_view
from coteccio_lab.dashboard.controller import Dashboard
from coteccio_lab.dashboard.setup import DashboardError, Setup, apply_game
from coteccio_lab.dealcode import deal_code
from coteccio_lab.hand import Hand
from coteccio_lab.moves import Move
from coteccio_lab.odds import seat_capote_odds
from coteccio_lab.players import make_player
from coteccio_lab.records import HandRecord, replay
from coteccio_lab.view import SeatView

OPPONENTS = ("cautious", "random")


def new(code: str = "0000-00AB", **kw: object) -> Dashboard:
    d = Dashboard()
    d.start(Setup(opponents=kw.pop("opponents", OPPONENTS), code=code, **kw))  # type: ignore[arg-type]
    return d


def capote_seed(strategy=highest_legal, opponents=OPPONENTS, rules="trieste", limit=500) -> str:
    """The first deal code whose match gives seat 0 a capote decision under ``strategy``."""
    for seed in range(limit):
        d = Dashboard()
        d.start(Setup(rules=rules, opponents=opponents, code=deal_code(seed)))
        if any(a.startswith("capote") for a in play_through(d, strategy)):
            return deal_code(seed)
    raise AssertionError("no seed gives seat 0 a capote decision")


# ---- a whole match ------------------------------------------------------------------


def test_a_whole_match_ends_with_a_winner_and_replays_the_same() -> None:
    a, b = new(), new()
    actions = play_through(a, first_legal)
    assert play_through(b, first_legal) == actions
    assert a.phase == "over" and a.match is not None and a.match.over
    assert a.records() == b.records()
    assert any(kind == "over" for kind, _ in a.note_lines())
    assert a.hand_no == len(a.records()) >= 2


def test_the_first_move_waits_for_seat_0_and_computer_cards_carry_reasons() -> None:
    d = new(opponents=("cautious", "cautious", "random"))
    hand = d.hand
    assert hand is not None and hand.to_act == 0 and d.phase == "play"
    assert sorted(d.legal_codes) == sorted(c.code() for c in hand.following_suit)
    d.click(d.legal_codes[0])
    mine = [n for n in d.notes if n.kind == "play" and n.seat == 0]
    assert len(mine) == 1 and mine[0].text("en").startswith("You played the ")
    plays = [n for n in d.notes if n.kind == "play" and n.seat != 0]
    assert plays, "the computer players moved"
    for note in plays:
        text = note.text("en")
        assert text.startswith(f"Seat {note.seat} played ") and ": " in text
        assert note.text("it").startswith(f"Il posto {note.seat} ha giocato")


def test_an_illegal_click_is_refused_with_the_reason_and_changes_nothing() -> None:
    for seed in range(200):
        d = new(deal_code(seed))
        hand = d.hand
        assert hand is not None
        while d.phase == "play":
            led = hand.led_suit
            holding = hand.holding(0)
            off = [c for c in holding if led is not None and c.suit != led]
            if led is not None and off and any(c.suit == led for c in holding):
                before = list(hand.plays)
                assert d.click(off[0].code()) is False
                assert list(hand.plays) == before and d.phase == "play"
                refusal = next(n for n in d.notes if n.kind == "refusal")
                text = refusal.text("en")
                assert text.startswith(f"You cannot play the {off[0].name()}")
                assert f"{led.name_in('en')} were led and you hold" in text
                assert any(n.kind == "turn" for n in d.notes)
                return
            d.click(d.legal_codes[0])
            if d.phase != "play":
                break
    pytest.fail("no position with a card that must not be played")


def test_clicks_out_of_turn_or_after_the_hand_are_refused() -> None:
    d = Dashboard()
    assert d.click("Ac") is False and d.notes[0].kind == "refusal"
    d = new()
    while d.phase == "play":
        d.click(d.legal_codes[0])
    assert d.phase in ("hand_over", "capote", "over", "doctor")
    if d.phase == "hand_over":
        assert d.click("Ac") is False
        assert "Next hand" in d.notes[-1].text("en")


def test_a_double_click_on_the_same_card_plays_it_once() -> None:
    d = new()
    hand = d.hand
    assert hand is not None
    code = d.legal_codes[0]
    n = len(hand.plays)
    assert d.click(code) is True
    assert d.click(code) is False  # no longer in the hand (or not seat 0's turn)
    assert [c.code() for c in hand.plays].count(code) == 1 and len(hand.plays) > n


# ---- capote ------------------------------------------------------------------


def test_the_capote_choice_is_offered_with_exact_odds() -> None:
    code = capote_seed()
    for choice in ("attempt", "annul"):
        d = Dashboard()
        d.start(Setup(opponents=OPPONENTS, code=code))
        while d.phase != "capote":
            if d.phase == "play":
                d.click(highest_legal(d))
            elif d.phase == "hand_over":
                d.next()
            else:
                d.choose("doctor:call")
        assert any(n.kind == "capote" for n in d.notes)
        assert d.click(d.my_cards[0].code()) is False  # a card before the choice is refused
        odds = d.capote_odds()
        assert odds is not None and 0 <= odds.good <= odds.total > 0
        d.odds()
        assert any(n.kind == "odds" and "Exact odds" in n.text("en") for n in d.notes)
        history = len(d.records())
        d.decide(choice)
        assert d.phase in ("hand_over", "play", "over", "doctor")
        if choice == "annul":
            assert d.records()[history]["capote"] == "annul"
            assert d.records()[history]["result"]["outcome"] == "annulled"


def test_exact_capote_odds_match_a_brute_force_count() -> None:
    checked = 0
    for seed in range(3000):
        hand = Hand.deal(3, seed=seed, dealer=2)
        rng = random.Random(seed)
        while not hand.over and not hand.decision_pending:
            legal = hand.following_suit
            hand.push(max(legal, key=lambda c: c.rank) if rng.random() < 0.7 else legal[0])
        if hand.decision_pending:
            seat = hand.to_act
            assert seat is not None
            odds = seat_capote_odds(SeatView.of(hand, seat))
            assert odds is not None
            assert (odds.good, odds.total) == brute_capote(SeatView.of(hand, seat))
            checked += 1
            if checked == 12:
                return
    assert checked > 0


# ---- practice tools and table mode ----------------------------------------------------


def test_practice_mode_hint_and_undo() -> None:
    d = new()
    hand = d.hand
    assert hand is not None
    d.hint()
    hint = next(n for n in d.notes if n.kind == "hint")
    assert hint.card is not None and hint.card.code() in d.legal_codes
    state = hand.state_key()
    my_cards = list(d.my_cards)
    log = len(d.log)
    d.click(d.legal_codes[-1])
    assert hand.state_key() != state
    assert d.can_undo and d.take_back() is True
    assert hand.state_key() == state and d.my_cards == my_cards and len(d.log) == log
    assert d.phase == "play" and not d.can_undo
    assert d.take_back() is False


def test_table_mode_has_no_hint_nor_undo() -> None:
    d = new(mode="table")
    assert not d.can_hint and not d.can_undo
    d.click(d.legal_codes[0])
    assert d.take_back() is False
    d.hint()
    assert not any(n.kind == "hint" for n in d.notes)
    assert "Table mode" in d.notes[0].text("en")


def revoke_strategy(d: Dashboard) -> str:
    """Revoke whenever possible, then prove it by playing the suit revoked."""
    hand = d.hand
    assert hand is not None
    led = hand.led_suit
    mine = hand.holding(0)
    revoked = {r.led for r in hand.revokes if r.seat == 0}
    if led is None:
        proving = [c for c in mine if c.suit in revoked]
        return (proving or mine)[0].code()
    following = [c for c in mine if c.suit == led]
    others = [c for c in mine if c.suit != led]
    if following and others:
        return others[0].code()
    return d.legal_codes[0]


def test_table_mode_allows_a_revoke_and_penalises_it_when_proved() -> None:
    rules = {"preset": "trieste", "revoke": "table"}
    for seed in range(300):
        d = Dashboard()
        d.start(Setup(rules=rules, opponents=OPPONENTS, mode="table", code=deal_code(seed)))
        hand = d.hand
        assert hand is not None
        assert sorted(d.legal_codes) == sorted(c.code() for c in hand.holding(0))
        play_through(d, revoke_strategy)
        for record in d.records():
            if record["result"]["outcome"] == "revoke":
                result = replay(HandRecord.from_json(record))
                assert result.score.outcome == "revoke"
                seat = result.hand.proved_revoke.seat  # type: ignore[union-attr]
                assert seat == 0 and record["result"]["delta"][0] == -1
                return
    pytest.fail("no proved revoke in 300 matches")


def test_practice_mode_refuses_a_revoke_even_under_table_rules() -> None:
    rules = {"preset": "trieste", "revoke": "table"}
    for seed in range(100):
        d = Dashboard()
        d.start(Setup(rules=rules, opponents=OPPONENTS, mode="practice", code=deal_code(seed)))
        hand = d.hand
        assert hand is not None
        while d.phase == "play":
            code = revoke_strategy(d)
            if code not in d.legal_codes:
                assert d.click(code) is False
                assert "were led and you hold" in d.notes[0].text("en")
                return
            d.click(code)
    pytest.fail("no chance to revoke")


# ---- doctor ------------------------------------------------------------------


def test_the_doctor_is_offered_to_seat_0_when_the_rules_allow_it() -> None:
    rules = {"preset": "trieste", "doctor": "once", "start": 1, "stake": 2}
    for seed in range(300):
        d = Dashboard()
        d.start(Setup(rules=rules, opponents=("cautious", "cautious", "random"),
                      code=deal_code(seed)))
        for _ in range(200):
            if d.phase == "play":
                d.click(d.legal_codes[0])
            elif d.phase == "capote":
                d.decide("attempt")
            elif d.phase == "hand_over":
                d.next()
            else:
                break
        if d.phase == "doctor":
            terms = d.doctor_terms()
            assert terms is not None and terms[1] == 1.0  # half a stake
            assert any("Call the doctor?" in n.text("en") for n in d.notes)
            assert d.click("Ac") is False
            d.choose("doctor:call")
            m = d.match
            assert m is not None and m.counters[0] == terms[0] and m.doctor_used[0] == 1
            assert d.phase in ("play", "capote", "hand_over", "over")
            return
    pytest.fail("seat 0 was never offered the doctor")


# ---- files ------------------------------------------------------------------


def test_save_and_load_mid_hand_resume_the_same_position() -> None:
    d = new()
    d.click(d.legal_codes[0])
    text = d.save_text()
    hand = d.hand
    assert hand is not None
    e = Dashboard()
    e.load_text(text)
    assert e.phase == d.phase and e.code == d.code
    assert e.hand is not None and e.hand.state_key() == hand.state_key()
    assert e.setup.opponents == d.setup.opponents
    assert [c.code() for c in e.my_cards] == [c.code() for c in d.my_cards]
    assert len(e.log) == len(d.log)
    # both go on identically
    assert play_through(e, first_legal) == play_through(d, first_legal)
    assert e.records() == d.records()


def test_save_and_load_between_hands() -> None:
    d = new()
    while d.phase not in ("hand_over", "over"):
        d.click(d.legal_codes[0]) if d.phase == "play" else d.decide("attempt")
    e = Dashboard()
    e.load_text(d.save_text())
    assert e.hand_no == d.hand_no
    d.next()
    assert e.phase == d.phase and e.hand is not None and d.hand is not None
    assert e.hand.state_key() == d.hand.state_key()


def test_a_broken_file_is_refused_and_changes_nothing() -> None:
    d = new()
    state = d.save_text()
    for text in ("", "{", json.dumps({"format": "something-else"}), "[1, 2]"):
        with pytest.raises(DashboardError):
            d.load_text(text)
        assert d.save_text() == state


def test_exported_records_are_accepted_by_the_replay_command(tmp_path: Path, capsys) -> None:
    d = new()
    play_through(d, first_legal)
    with zipfile.ZipFile(io.BytesIO(d.records_zip())) as zf:
        names = zf.namelist()
        assert names == [f"hand-{i:02d}.json" for i in range(1, len(names) + 1)]
        zf.extractall(tmp_path)
    assert len(names) == d.hand_no
    for name, record in zip(names, d.records()):
        capsys.readouterr()
        assert cli_main(["replay", str(tmp_path / name), "--json"]) == 0
        out = json.loads(capsys.readouterr().out)
        for key in ("outcome", "points", "delta", "after", "eliminated", "winner"):
            assert out[key] == record["result"][key], (name, key)


def test_the_language_changes_every_message_and_the_log() -> None:
    d = new()
    d.click(d.legal_codes[0])
    english = [line for _, line in d.log_lines()]
    d.set_lang("pt")
    portuguese = [line for _, line in d.log_lines()]
    assert english != portuguese and portuguese[0].startswith("Você jogou")
    with pytest.raises(DashboardError):
        d.set_lang("xx")


def test_bad_settings_are_refused_with_reasons() -> None:
    d = Dashboard()
    with pytest.raises(DashboardError, match="deal code"):
        d.start(Setup(code="UUUU"))
    with pytest.raises(DashboardError, match="1 to 7"):
        d.start(Setup(opponents=()))
    with pytest.raises(DashboardError, match="level"):
        d.start(Setup(opponents=("grandmaster",)))
    with pytest.raises(DashboardError, match="players"):
        d.start(Setup(rules="bergamo", opponents=("random",) * 5))
    assert d.phase == "setup" and d.match is None


def test_scoreboard_rows_hold_counters_ovo_and_the_pot() -> None:
    d = new(rules={"preset": "trieste", "stake": 4})
    rows = d.scoreboard()
    assert [r["seat"] for r in rows] == [0, 1, 2]
    assert rows[0]["name"] == "You" and rows[1]["name"] == "Seat 1 (cautious)"
    assert all(r["counter"] == 4 and r["ovo"] == 0 and r["in_play"] for r in rows)
    assert d.match is not None and d.match.pot == 12


# ---- class mode ------------------------------------------------------------------


def test_class_mode_sends_every_hand_and_shows_the_services_answer(tmp_path: Path) -> None:
    """The dashboard sends hand records; the class service (a real one) replays them."""
    from class_server import ClassServer

    server = ClassServer(tmp_path / "class")
    try:
        server.teacher_admits = True
        teacher, ana = server.browser(), server.browser()
        teacher.sign_in(server.secret)
        teacher.post("api/teacher/game", {"code": "0000-00AB", "opponents": list(OPPONENTS),
                                          "mode": "practice"})
        ana.join("Ana")
        d = Dashboard()

        def send(n: int, record: dict, aids: dict | None) -> None:
            got = ana.post("api/hands", {"hand": n, "record": record, "code": d.code,
                                         "aids": aids})
            d.class_answered(n, got.status_code, got.json().get("error", ""))

        d.reporter = send
        d.start(apply_game(Setup(), ClassGame("0000-00AB", opponents=OPPONENTS,
                                              mode="practice")))
        play_through(d, first_legal)
        saved = [n for n in d.notes if n.kind == "class"]
        assert saved and saved[-1].text("en") == f"Hand {d.hand_no} checked by the class and saved."
        [row] = server.store.standings("0000-00AB", ClassGame(
            "0000-00AB", opponents=OPPONENTS, mode="practice").table.text())
        assert row.student == "Ana" and row.hands == d.hand_no and row.finished
        assert [dl for _, dl in row.by_hand] == [r["result"]["delta"][0] for r in d.records()]
        assert row.won == (d.winner() == 0) and d.class_unsent == []
        # a refusal is shown as the class service said it, and not sent again
        d.class_answered(9, 400, "your next hand on this class game is hand 3, not hand 9")
        assert d.notes[-1].text("en").endswith("not hand 9.") and 9 not in d.class_unsent
    finally:
        server.stop()


def test_a_hand_the_class_did_not_answer_is_sent_again_with_the_next() -> None:
    sent: list[int] = []
    d = Dashboard(reporter=lambda n, record, aids: sent.append(n))
    d.start(Setup(opponents=OPPONENTS, code="0000-00AB"))
    while d.phase == "play":
        d.click(d.legal_codes[0])
    assert sent == [1]
    d.class_answered(1, 0, "the class service cannot be reached")
    assert "will be sent again" in d.notes[-1].text("en") and d.class_unsent == [1]
    d.next()
    while d.phase == "play":
        d.click(d.legal_codes[0])
    assert sent == [1, 1, 2]


def test_the_help_used_in_each_hand_is_sent_beside_its_record() -> None:
    """Hints (and the capote's odds) and take-backs of each hand go to the class
    beside the record, never in it; a loaded match's hands say nothing (not known)."""
    sent: list[tuple[int, dict | None, dict | None]] = []
    d = Dashboard(reporter=lambda n, record, aids: sent.append((n, aids, record.get("aids"))))
    d.start(Setup(opponents=OPPONENTS, code="0000-00AB", mode="practice"))
    d.hint()
    d.hint()
    while d.phase == "play":
        d.click(d.legal_codes[0])
    d.class_answered(1, 200)
    d.next()
    d.click(d.legal_codes[0])
    assert d.take_back() is True
    while d.phase == "play":
        d.click(d.legal_codes[0])
    assert sent == [(1, {"hints": 2, "takebacks": 0}, None),
                    (2, {"hints": 0, "takebacks": 1}, None)]
    saved = d.save_text()
    sent.clear()
    d.load_text(saved)
    assert sent == [(1, None, None), (2, None, None)]


def test_a_class_game_imposes_its_deal_opponents_and_mode() -> None:
    game = ClassGame("k7qx 3mpa", rules="trieste", opponents=("expert", "random"))
    setup = apply_game(Setup(lang="it"), game)
    assert setup.code == "K7QX-3MPA" and setup.opponents == ("expert", "random")
    assert setup.mode == "table" and setup.lang == "it"
    with pytest.raises(ValueError, match="players"):
        ClassGame("K7QX-3MPA", rules="piacenza", opponents=("random",))


def test_computer_decisions_are_legal_at_every_level() -> None:
    # Whole hands, deal to end, capote decisions included. The expert plays fewer of them: a
    # hand costs it about a second, and tests/test_players.py checks its every move on 40
    # positions under every preset besides.
    for level, hands in (("random", 30), ("cautious", 30), ("expert", 5)):
        for seed in range(hands):
            hand = Hand.deal(4, seed=seed, dealer=3)
            rng = random.Random(seed)
            while not hand.over:
                seat = hand.to_act
                assert seat is not None
                move = make_player(level).choose(SeatView.of(hand, seat), rng)
                if hand.decision_pending:
                    assert move.capote in ("attempt", "annul")
                    hand.push(move.capote or "attempt")
                else:
                    assert move.card is not None and move.card in hand.following_suit
                    assert isinstance(move.why("en"), str)
                    hand.push(move.card)


def test_suit_masks_sanity_for_the_odds_classes() -> None:
    # The odds split the unseen cards by suit; every card is in exactly one suit mask.
    assert sum(m.bit_count() for m in SUIT_MASKS) == 40
    assert all(Card.from_index(i).bit & SUIT_MASKS[i // 10] for i in range(40))


def test_a_card_can_be_shown_before_the_computer_players_answer() -> None:
    d = new(opponents=("cautious", "cautious", "random"))
    hand = d.hand
    assert hand is not None
    n = len(hand.plays)
    assert d.click(d.legal_codes[0], then_run=False) is True
    assert d.phase == "wait" and len(hand.plays) == n + 1 and d.legal_codes == []
    assert d.click("Ac") is False  # nothing is played while they are to move
    d.advance()
    assert d.phase in ("play", "capote", "hand_over", "over", "doctor")
    while d.phase == "play":
        d.click(d.legal_codes[0])
    if d.phase == "hand_over":
        d.next(then_run=False)
        assert d.phase in ("wait", "play")
        d.advance()
        assert d.phase in ("play", "capote", "hand_over", "over", "doctor")


def _cappotto_codes() -> list[str]:
    """The deal codes 0000-0000 to 0000-0039, where 001's cappotto once left a match with no
    winner."""
    return [f"0000-{k:04d}" for k in range(40)]


def test_the_cappotto_option_plays_to_a_winner() -> None:
    """With 001's cappotto of hands a match must still end with a winner.

    001: "Quando tutti i giocatori tranne uno hanno perso i gettoni, l'ultimo rimasto è il
    vincitore della partita." The reported matches (one opponent, seat 0 always playing its
    highest card, codes 0000-0000 to 0000-0039) stopped when the computer seat was offered
    the cappotto and nobody answered.
    """
    offered = 0
    for code in _cappotto_codes():
        d = new(code, rules=CAPPOTTO, opponents=("cautious",))
        play_through(d, highest_legal)
        m = d.match
        assert m is not None and d.phase == "over"
        assert m.over and m.winner is not None, (code, m.counters)
        assert any(n.kind == "over" for n in d.notes)
        # the computer seat took its four lives back (the policy): out after hand 4, 4 lives in 5
        offered += len(m.history) > 4 and m.history[3].to_json()["result"]["after"][1] == 0 and (
            m.history[4].to_json()["lives"][1] == m.rules.start
        )
    assert offered >= 6


def lowest_legal(d: Dashboard) -> str:
    return min((Card.parse(c) for c in d.legal_codes), key=lambda c: (c.rank, c.suit)).code()


def _seat_0_offered() -> Dashboard:
    match, _, _ = cappotto_match(2, seat=0)
    d = Dashboard()
    d.load_text(json.dumps(match.to_json()))
    assert d.phase == "cappotto"
    return d


@pytest.mark.parametrize("answer", ["fifth", "restart"])
def test_seat_0_answers_the_cappotto_on_the_board_and_plays_to_a_winner(answer: str) -> None:
    d = _seat_0_offered()
    assert d.match is not None and d.match.cappotto_offers == [0]
    assert d.choice is not None and d.choice.codes == ["cappotto:restart", "cappotto:fifth"]
    assert [b["hook"] for b in board_view(d, "en", 0)["choices"]] == [
        "cot-cappotto-restart", "cot-cappotto-fifth"]
    assert not set(buttons_view(d, "en")) & {"cappotto_restart", "cappotto_fifth"}
    d.next()  # the flow waits for the answer
    assert d.phase == "cappotto" and any(k == "refusal" for k, _ in d.note_lines())
    d.choose("cappotto:maybe")  # no move the engine lists: refused, nothing changes
    assert d.phase == "cappotto" and d.note_lines()[0][0] == "refusal"
    d.choose(f"cappotto:{answer}")
    said = {"fifth": "You play a fifth hand", "restart": "You take your lives back"}[answer]
    assert d.note_lines()[0][1].startswith(said)
    assert (d.match.cappotto_fifth == [0]) == (answer == "fifth")
    play_through(d, lowest_legal)
    assert d.phase == "over" and d.match.over and d.match.winner is not None


def test_the_dashboard_plays_the_one_session_game() -> None:
    """The dashboard's computer seats are the play session's, move for move: the
    same match replayed through a fresh ``players.Session`` with seat 0's moves pushed by
    hand gives every computer move (cards, capote, offers) and the same records."""
    from coteccio_lab.match import Match
    from coteccio_lab.players import Session

    rules = {"preset": "trieste", "doctor": "once"}
    d = new(opponents=("cautious", "random", "random"), rules=rules)
    play_through(d, highest_legal, doctor=True)
    m = d.match
    assert m is not None and m.over and d.session is not None and d.session.match is m
    stack = m.move_stack
    assert any(move.kind == "doctor" for move in stack)  # an offer was answered in this match
    again = Session(Match.new(m.rules, 4, seed=m.seed, dealer=3), d.session.players)
    for move in stack:
        if move.seat == 0 and again.waiting == 0:
            again.push(move)
        else:
            assert again.next_computer() == move.seat, (move, again.match.deal_no)  # type: ignore[union-attr]
            assert again.step()[0].move == move
    assert again.over and again.match is not None and again.match.history == m.history


def test_computer_seats_answer_their_offers_before_the_person_at_the_screen() -> None:
    """Seat 0 and a computer seat out together: the computer's answer is told first, and
    seat 0 is then offered the doctor (the answers do not depend on their order)."""
    from coteccio_lab.match import Match
    from coteccio_lab.players import Session

    m = Match.position({"preset": "trieste", "doctor": "once"}, [0, 0, 3, 2])
    session = Session(m, {1: "random", 2: "random", 3: "random"})
    assert m.to_act == 0 and session.next_computer() == 1  # seat 0 is named first
    events = session.answer_offers()
    assert [e.move for e in events] == [Move.parse("doctor:call", seat=1)]
    assert m.doctor_offers == [0] and session.waiting == 0 and m.counters[1] == 2
