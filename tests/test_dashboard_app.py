"""The dashboard page's widget layer, headless: what the board is told to draw after each action."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from dashboard_drivers import after_first_card

from coteccio_lab.cards import Card
from coteccio_lab.dashboard.app import DashboardApp
from coteccio_lab.dashboard.board import board_view, faces
from coteccio_lab.dashboard.controller import Dashboard
from coteccio_lab.dashboard.setup import Setup


def started(code: str = "0000-00AB", players: int = 3) -> DashboardApp:
    app = DashboardApp()
    app.rules_picker.player_count.value = players
    app.code.value = code
    app.start.click()
    return app


def test_the_board_holds_the_table_the_hand_and_the_buttons() -> None:
    app = started()
    c, view = app.controller, app.board.view
    assert c.phase == "play" and not app.errors
    hand = view["hand"]
    assert [x["code"] for x in hand["cards"]] == [card.code() for card in c.my_cards]
    assert {x["code"] for x in hand["cards"] if x["legal"]} == set(c.legal_codes)
    assert hand["disabled"] is False
    assert set(view["buttons"]) == {"hint", "undo"}  # practice mode
    assert view["buttons"]["undo"]["disabled"] is True
    # the felt and the scoreboard are drawn in the page from the seat's view (boardview.js)
    table = view["table"]
    assert table["hand"]["n"] == 3 and table["seat"] == 0 and view["status"]["phase"] == "play"
    assert table["hand"]["holding"] == [card.code() for card in c.my_cards]
    assert table["counters"] == list(c.match.counters) and table["words"]["names"][0] == "You"
    assert "felt" not in view and "scoreboard" not in view
    assert view["status"]["code"] == "0000-00AB"
    assert len(json.dumps(view)) < 12_000  # a few KB a draw: the faces went once
    assert set(app.board.faces) == {card for card in faces()}


def test_a_click_draws_the_card_then_the_computer_players() -> None:
    app = started()
    c = app.controller
    versions: list[tuple[int, str]] = []
    app.board.observe(
        lambda ch: versions.append((ch["new"]["status"]["version"], ch["new"]["status"]["phase"])),
        names="view",
    )
    card = c.legal_codes[0]
    app.click_card(card)
    assert [phase for _, phase in versions][0] == "wait"  # the card is drawn at once
    assert versions[-1][1] != "wait" and versions[-1][0] > versions[0][0]
    assert card not in {x["code"] for x in app.board.view["hand"]["cards"]}
    assert any(line["text"].startswith("You played") for line in app.board.view["messages"])
    assert app.board.view["log"]["tricks"][0]["lines"][0].startswith("You played")


def test_a_late_click_on_a_card_no_longer_held_plays_nothing() -> None:
    app = started()
    c = app.controller
    hand = c.hand
    assert hand is not None
    card = c.legal_codes[0]
    app.click_card(card)
    plays = len(hand.plays)
    version = app.board.view["status"]["version"]
    app.click_card(card)  # the second click of a slow double click
    assert len(hand.plays) == plays
    assert app.board.view["status"]["version"] > version  # drawn again: the page unlocks


def test_the_buttons_follow_the_flow_to_the_end() -> None:
    app = started()
    c = app.controller
    seen: set[str] = set()
    for _ in range(500):
        phase = c.phase
        buttons = set(app.board.view["buttons"])
        seen |= buttons
        if phase == "over":
            assert buttons == {"new_match"} and app.board.view["over"]
            break
        if phase == "play":
            app.click_card(c.legal_codes[-1])
        elif phase == "capote":
            assert "odds" in buttons
            assert [b["move"] for b in app.board.view["choices"]] == ["annul", "attempt"]
            app.press("odds")
            assert any("Exact odds" in m["text"] for m in app.board.view["messages"])
            app.choose("attempt")
        elif phase == "hand_over":
            assert "next" in buttons and app.board.view["summary"]["lines"]
            app.press("next")
        elif phase == "doctor":
            app.choose("doctor:call")
    assert c.phase == "over" and not app.errors
    app.press("new_match")
    assert c.phase == "play" and c.code != "0000-00AB"


def test_hint_and_undo_from_the_board() -> None:
    app = started()
    c = app.controller
    app.press("hint")
    assert any(m["kind"] == "hint" for m in app.board.view["messages"])
    app.click_card(c.legal_codes[0])
    assert app.board.view["buttons"]["undo"]["disabled"] is False
    app.press("undo")
    assert any("Taken back" in m["text"] for m in app.board.view["messages"])


def test_the_hint_speaks_to_the_learner_and_marks_its_card() -> None:
    app = started()
    c = app.controller
    app.press("hint")
    hint = next(n for n in c.notes if n.kind == "hint")
    assert hint.card is not None
    for lang, mine in (("en", " you"), ("it", " ti "), ("pt", " você ")):
        text = hint.text(lang)
        assert mine in text, text
        # never the computer player's first person
        assert not re.search(r"\b(I play|for me|Gioco|mi dà|Jogo|me dá)\b", text), text
    marked = [x["code"] for x in app.board.view["hand"]["cards"] if x["suggested"]]
    assert marked == [hint.card.code()]
    app.click_card(c.legal_codes[0])  # played: the mark goes
    assert not any(x["suggested"] for x in app.board.view["hand"]["cards"])


def test_the_hand_summary_calls_the_learner_you() -> None:
    """Whoever deals, "you deal" is grammatical; the summary never says "seat 0"."""
    said: dict[str, list[str]] = {"en": [], "it": [], "pt": []}
    for code in ("0000-00AB", "0000-00AC", "0000-00AD"):
        app = started(code)
        c = app.controller
        for _ in range(40):
            if c.phase == "over":
                break
            if c.phase == "play":
                app.click_card(c.legal_codes[0])
            elif c.phase == "capote":
                app.choose("annul")
            elif c.phase == "hand_over":
                for lang in said:
                    summary = board_view(c, lang, 0)["summary"]
                    said[lang] += summary["lines"]
                app.press("next")
                for lang in said:
                    said[lang] += [text for _k, text in c.note_lines(lang)]
            else:
                break
    assert any(line.startswith("You: tricks won") for line in said["en"])
    assert any(re.match(r"Tu: \d+ pres[ae],", line) for line in said["it"])
    for lines in said.values():
        text = "\n".join(lines).lower()
        assert "seat 0" not in text and "posto 0" not in text and "lugar 0" not in text
    assert not any("you deals" in line for line in said["en"])
    assert not any("dà le carte tu" in line for line in said["it"])
    assert any(": you deal," in line for line in said["en"])
    assert any("dai tu le carte" in line for line in said["it"])


def test_the_capote_odds_are_said_once() -> None:
    from engine_helpers import FOUR, STOP, played

    from coteccio_lab.dashboard.narration import odds_note
    from coteccio_lab.odds import capote_odds
    from coteccio_lab.view import SeatView

    hand = played(STOP, 2, FOUR)
    assert hand.decision_pending
    odds = capote_odds(SeatView.of(hand, 0))
    for lang in ("en", "it", "pt"):
        text = odds_note(odds).text(lang)
        assert text.count("%") == 1 and text.count(f" {odds.total} ") == 1, text


def test_the_language_redraws_the_table_and_the_faces() -> None:
    app = started()
    app.language.value = "it"
    view = app.board.view
    assert view["hand"]["label"] == "Le tue carte"
    assert app.board.faces["Ac"][1] == "Asso di coppe"
    assert any("Tocca a te" in m["text"] for m in view["messages"])


def test_a_bad_deal_code_is_explained_on_the_board() -> None:
    app = DashboardApp()
    app.code.value = "UUUU-UUUU"
    app.start.click()
    [message] = app.board.view["messages"]
    assert message["kind"] == "refusal" and "deal code" in message["text"]
    assert app.controller.phase == "setup" and not app.errors


def test_an_unexpected_error_is_shown_with_its_details() -> None:
    app = started()

    def boom() -> None:
        raise RuntimeError("kaboom")

    app.controller.hint = boom  # type: ignore[method-assign]
    app.press("hint")
    error = app.board.view["messages"][-1]
    assert error["kind"] == "error" and "kaboom" in error["text"] and "Traceback" in error["detail"]
    assert isinstance(app.errors[-1], RuntimeError)


def test_class_mode_shows_who_the_service_says_and_takes_its_game(monkeypatch) -> None:
    monkeypatch.setenv("COTECCIO_CLASS_URL", "/class/")
    monkeypatch.delenv("COTECCIO_CLASS_API", raising=False)
    app = DashboardApp()
    assert app.reporter is not None and app.reporter.link in app.children
    assert app.student.layout.display is None and "/class/join" in app.student.value
    app.start.click()  # nobody has joined from this browser: no match
    assert "Join the class first" in app.board.view["messages"][0]["text"]
    assert app.controller.phase == "setup"
    # the page's answer to "who am I" (what classlink.js sends once the page is open)
    game = {"code": "K7QX-3MPA", "rules": "trieste", "opponents": ["random", "cautious"],
            "mode": "table", "note": ""}
    app.reporter.link._got(None, {"type": "me", "status": 200,
                                  "body": {"name": "Ana", "teacher": False, "game": game}}, [])
    assert "You are Ana in this class." in app.student.value
    # and the class's tables, where the students play each other
    assert 'class="cot-class-tables" href="/class/tables"' in app.student.value
    assert app.code.disabled
    app.start.click()
    c = app.controller
    assert c.phase == "play" and c.code == "K7QX-3MPA"
    assert c.setup.opponents == ("random", "cautious")
    assert c.setup.mode == "table" and set(app.board.view["buttons"]) == set()
    sent: list[dict] = []
    app.reporter.link.send = sent.append  # what would go to the page
    while c.phase in ("play", "wait"):
        app.click_card(c.legal_codes[0]) if c.phase == "play" else c.advance()
    assert sent and sent[-1]["type"] == "post" and sent[-1]["path"] == "api/hands?lang=en"
    assert sent[-1]["body"]["hand"] == 1 and sent[-1]["body"]["record"]["plays"]
    refusal = {"error": "hand 1 was not dealt from the class game"}
    app.reporter.link._got(None, {"type": "answer", "id": sent[-1]["id"], "status": 400,
                                  "body": refusal}, [])
    assert any("did not take hand 1" in m["text"] for m in app.board.view["messages"])


def test_without_a_class_nothing_is_sent_nor_shown(monkeypatch) -> None:
    monkeypatch.delenv("COTECCIO_CLASS_URL", raising=False)
    app = DashboardApp()
    assert app.reporter is None and app.controller.reporter is None
    assert app.student.layout.display == "none"


def test_the_board_view_holds_the_seats_view_and_the_status() -> None:
    """The felt is drawn in the page from what seat 0 may see (``SeatView.json``: the other
    seats' cards only as their number; tests/test_board_view_js.py compares the drawing with
    the kit's felt), and the status the browser tests read."""
    d = after_first_card()
    hand = d.shown_hand
    assert hand is not None
    view = board_view(d, "en", 7)
    seen = view["table"]["hand"]
    assert seen["counts"] == [hand.holding_mask(s).bit_count() for s in range(4)]
    assert seen["holding"] == [card.code() for card in d.my_cards]
    assert view["table"]["words"]["names"] == ["You", "Seat 1", "Seat 2", "Seat 3"]
    assert view["status"] == {"phase": d.phase, "version": 7, "code": "0000-00AB", "hands": 0}


def _class_app(monkeypatch, tmp_path, game: dict) -> tuple[DashboardApp, Any, list[dict]]:
    """A dashboard in class mode whose page relays to a real class service in-process."""
    from coteccio_lab.classservice.service import ClassService, ServiceError
    from coteccio_lab.classservice.store import ClassStore
    from coteccio_lab.curriculum.answers import judge

    monkeypatch.setenv("COTECCIO_CLASS_URL", "/class/")
    monkeypatch.delenv("COTECCIO_CLASS_API", raising=False)
    service = ClassService(ClassStore.open(folder=tmp_path / "class"), judge)
    service.set_game(game)
    app = DashboardApp()
    sent: list[dict] = []

    def send(message: dict) -> None:
        sent.append(message)
        try:
            body, status = service.submit_hand("Ana", message["body"]), 200
        except ServiceError as err:
            body, status = {"error": err.message("en")}, 400
        app.reporter.link._got(None, {"type": "answer", "id": message["id"], "status": status,
                                      "body": body}, [])

    app.reporter.link.send = send
    app.reporter.link._got(None, {"type": "me", "status": 200,
                                  "body": service.me("Ana", False)}, [])
    return app, service, sent


def _texts(app: DashboardApp) -> str:
    return " | ".join(m["text"] for m in app.board.view["messages"])


def test_a_new_match_after_the_class_match_is_practice_and_says_so(monkeypatch, tmp_path):
    """Once found: after a class match was over, *New match* and hand 1 again
    answered "Hand 1 checked by the class and saved" though nothing was stored, and hand 2
    then said "your next hand is hand 16"."""
    from dashboard_drivers import play_through

    game = {"code": "K7QX-3MPA", "rules": {"preset": "trieste", "start": 1},
            "opponents": ["random", "random"], "mode": "table"}
    app, service, sent = _class_app(monkeypatch, tmp_path, game)
    app.start.click()
    play_through(app.controller, lambda d: d.legal_codes[0])
    hands = len(sent)
    assert hands and app.controller.phase == "over"
    assert "checked by the class and saved" in _texts(app)
    assert service.me("Ana", False)["match"]["over"] is True
    app.press("new_match")
    assert "this new match is practice" in _texts(app)
    play_through(app.controller, lambda d: d.legal_codes[0])
    assert len(sent) == hands  # nothing of the practice match went to the class
    assert "checked by the class and saved" not in _texts(app)
    assert service.store.count() == hands
    # a page opened afresh knows it from the class at once
    again, _, _ = _class_app(monkeypatch, tmp_path / "x", game)
    again.reporter.link._got(None, {"type": "me", "status": 200,
                                    "body": service.me("Ana", False)}, [])
    again.start.click()
    assert "this new match is practice" in _texts(again)


def test_a_hand_the_class_already_has_is_not_said_to_be_saved(monkeypatch, tmp_path):
    game = {"code": "K7QX-3MPA", "opponents": ["random", "random"], "mode": "table"}
    app, service, sent = _class_app(monkeypatch, tmp_path, game)
    app.start.click()
    c = app.controller
    while c.hand_no == 0:
        app.click_card(c.legal_codes[0]) if c.phase == "play" else c.advance()
    # the help used rides beside the record (for the teacher): none at the table
    assert sent[-1]["body"]["aids"] == {"hints": 0, "takebacks": 0}
    # the same hand sent again (a reload)
    app._send_hand(1, sent[-1]["body"]["record"], sent[-1]["body"]["aids"])
    assert len(sent) == 2
    again = service.submit_hand("Ana", sent[-1]["body"])
    assert again["again"] is True and again["class_over"] is False
    assert "The class already had hand 1 (nothing new was saved)." in _texts(app)


def test_a_new_class_game_during_a_match_is_told_and_played_next(monkeypatch, tmp_path):
    """A new class game mid-match: the student is told, the match goes on counting, New match plays
    the new game."""
    from dashboard_drivers import play_through

    game = {"code": "K7QX-3MPA", "rules": {"preset": "trieste", "start": 2},
            "opponents": ["random", "random"], "mode": "table"}
    app, service, sent = _class_app(monkeypatch, tmp_path, game)
    app.start.click()
    c = app.controller
    while c.hand_no == 0:
        app.click_card(c.legal_codes[0]) if c.phase == "play" else c.advance()
    service.set_game({**game, "code": "0000-00AB"})
    step = {"play": lambda: app.click_card(c.legal_codes[0]), "wait": c.advance,
            "hand_over": lambda: app.press("next"), "capote": lambda: app.choose("attempt"),
            "doctor": lambda: app.choose("doctor:call"),
            "cappotto": lambda: app.choose("cappotto:fifth")}
    for _ in range(200):
        if c.hand_no > 1 or c.phase == "over":
            break
        step[c.phase]()
    text = _texts(app)
    assert "Hand 2 checked by the class and saved" in text, text
    assert ("Your teacher has given a new class game, 0000-00AB. This match still counts for "
            "the class on K7QX-3MPA until it ends") in text
    play_through(c, lambda d: d.legal_codes[0])
    assert "did not take" not in _texts(app)
    assert service.store.count() == len(sent) == c.hand_no
    app.press("new_match")
    assert c.code == "0000-00AB" and "0000-00AB" in app.class_game.value


def test_in_class_mode_the_setup_shows_the_class_game_locked(monkeypatch, tmp_path):
    """Once found: the dashboard showed *practice* selected though the class game
    was *table*, the rules controls stayed editable (and were ignored), and *Show the odds*
    was offered in the no-hint mode."""
    game = {"code": "K7QX-3MPA", "rules": {"preset": "bergamo", "start": 3, "min_players": 3},
            "opponents": ["expert", "random"], "mode": "table"}
    app, _service, _sent = _class_app(monkeypatch, tmp_path, game)
    assert app.mode.value == "table" and app.mode.disabled
    assert app.rules_picker.preset.value == "bergamo" and app.rules_picker.preset.disabled
    assert app.rules_picker.player_count.value == 3 and app.rules_picker.player_count.disabled
    assert app.start_count.value == 3 and app.start_count.disabled
    assert [d.value for d in app.levels[:2]] == ["expert", "random"]
    assert all(d.disabled for d in app.levels)
    assert app.rules_picker.options and all(w.disabled for w in app.rules_picker.options.values())
    assert app.code.value == "K7QX-3MPA" and app.code.disabled
    app.start.click()
    c = app.controller
    assert c.setup.mode == "table" and c.rules.name == "bergamo" and c.rules.start == 3


def test_the_odds_are_practice_help_not_offered_at_the_table() -> None:
    from test_dashboard import OPPONENTS, capote_seed, highest_legal

    for mode in ("table", "practice"):
        d = Dashboard()
        d.start(Setup(opponents=OPPONENTS, code=capote_seed(), mode=mode))
        while d.phase != "capote":
            if d.phase == "play":
                d.click(highest_legal(d))
            elif d.phase == "hand_over":
                d.next()
            else:
                d.choose("doctor:call")
        buttons = set(board_view(d, "en", 1, [])["buttons"])
        assert ("odds" in buttons) == (mode == "practice")
        d.odds()
        assert any(n.kind == "odds" for n in d.notes) == (mode == "practice")
def test_play_to_end_once_the_learner_is_out() -> None:
    """Out of the match, the learner is offered "Play to the end": one press plays the
    remaining hands until the match ends (or asks the learner something again)."""
    for code in ("0000-00AB", "0000-00AC", "0000-00AD", "0000-00AE", "0000-00AF"):
        app = started(code, players=4)
        c = app.controller
        for _ in range(400):
            m = c.match
            assert m is not None
            if c.phase == "hand_over" and not m.in_play[0]:
                break
            if c.phase == "play":
                app.click_card(max(c.legal_codes, key=lambda code: Card.parse(code).points))
            elif c.phase == "capote":
                app.choose("attempt")
            elif c.phase == "doctor":
                app.choose("doctor:stay")
            elif c.phase == "hand_over":
                assert "to_end" not in app.board.view["buttons"]  # still in: no such offer
                app.press("next")
            else:
                break
        if c.phase == "hand_over":
            break
    else:
        pytest.fail("no deal put the learner out before the end of the match")
    assert "to_end" in app.board.view["buttons"]
    hands = c.hand_no
    app.press("to_end")
    assert c.phase in ("over", "doctor", "cappotto") and c.hand_no > hands
    assert not app.errors
