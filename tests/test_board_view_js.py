"""The class tables' and the dashboard's boards are drawn in the page (``render/boardview.js``)
from the serialized view and its words: their felt and scoreboard must be the kit's own,
``render.felt.felt_layout``'s (as data: :func:`felt_data`) and
``render.scoreboard.scoreboard_html``'s. Both are run here on the same views, taken at every
move of whole matches (three presets, three to six seats, a paused table, the teacher's
hidden and shown hands; the dashboard's ``board_view`` at each of the learner's moves), in
three languages, and compared: each seat's place, classes, words, piles and backs, the
trick's cards, the scoreboard's HTML.
"""

from __future__ import annotations

import html
import json
import random
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from class_helpers import Clock, served_scripts
from dashboard_drivers import after_first_card

from coteccio_lab.cards import DECK
from coteccio_lab.classservice import tables as tables_module
from coteccio_lab.classservice.language import page_texts
from coteccio_lab.classservice.seatview import words_for_seat, words_for_spectator
from coteccio_lab.classservice.store import ClassStore
from coteccio_lab.classservice.table import Table
from coteccio_lab.classservice.tables import Tables
from coteccio_lab.classservice.tablestore import TableStore
from coteccio_lab.dashboard.board import board_view
from coteccio_lab.dashboard.controller import Dashboard
from coteccio_lab.dashboard.setup import Setup
from coteccio_lab.hand import Hand
from coteccio_lab.i18n import t
from coteccio_lab.match import Match
from coteccio_lab.render import boardview
from coteccio_lab.render.boardview import BOARD_WORDS, board_texts
from coteccio_lab.render.felt import felt_html, felt_layout, seat_name, trick_spot
from coteccio_lab.render.scoreboard import scoreboard_html
from coteccio_lab.rules import Rules
from coteccio_lab.view import SeatView, SpectatorView
from coteccio_lab.widgets import TableView

NODE = shutil.which("node")
RENDER = Path(boardview.__file__).resolve().parent  # render/boardview.js
pytestmark = pytest.mark.skipif(NODE is None, reason="node is not installed")
LANGS = ("en", "it", "pt")

def run_node(cases: dict[str, Any]) -> Any:
    model = json.dumps((served_scripts() / "boardmodel.js").as_uri())
    board = json.dumps((RENDER / "boardview.js").as_uri())
    script = f"""
import fs from "node:fs";
import {{ pageTexts }} from {model};
import {{ boardOf, feltOf, sayer, scoreboardOf }} from {board};
const {{ texts, board_texts, names, boards, scoreboards, dashboard = [], widget = [] }} =
  JSON.parse(fs.readFileSync(0, "utf8"));
const say = {{}};
for (const [lang, text] of Object.entries(texts)) say[lang] = pageTexts({{ dataset: {{ text }} }});
// the dashboard's board says its words as board.js does: sayer on the `texts` it was sent
const dashSay = {{}};
for (const [lang, text] of Object.entries(board_texts || {{}})) dashSay[lang] = sayer(text);
const out = {{
  boards: boards.map((c) => boardOf(c.view, {{ seat: c.seat, seq: c.seq, say: say[c.lang],
                                             cardName: (code) => names[c.lang][code] }})),
  scoreboards: scoreboards.map((c) => scoreboardOf(c.rules, c.counters, c.names, say[c.lang],
                                                   c.options)),
  // board.js: the felt and the scoreboard of a view that carries its `table`
  dashboard: dashboard.map((c) => {{
    const {{ felt, scoreboard }} = boardOf(c.view.table, {{
      seat: c.view.table.seat, say: dashSay[c.lang], cardName: (code) => names[c.lang][code] }});
    return {{ felt, scoreboard }};
  }}),
  // widgets/tablefelt.js: the widget table's felt from the view its TableFelt is sent
  widget: widget.map((c) => feltOf(c.table.hand, c.table.seat, {{
    say: dashSay[c.lang], names: c.table.words.names, caption: c.table.words.caption,
    cardName: (code) => names[c.lang][code], showPoints: c.table.show_points !== false }})),
}};
process.stdout.write(JSON.stringify(out));
"""
    assert NODE is not None
    done = subprocess.run([NODE, "--input-type=module", "-e", script], input=json.dumps(cases),
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def texts() -> dict[str, str]:
    return {lang: html.unescape(page_texts(lang)["texts"]) for lang in LANGS}


def card_names() -> dict[str, dict[str, str]]:
    return {lang: {c.code(): c.name(lang) for c in DECK} for lang in LANGS}


def felt_data(seen: Hand | SeatView | SpectatorView, me: int, lang: str, names: list[str],
              *, halted: str | None = None, show_points: bool = True) -> dict[str, Any]:
    """The felt the kit's Python lays out (``render.felt.felt_layout``, as ``felt_html``
    draws it) as the data boardview.js's ``feltOf`` makes for board.js: the same seats,
    piles and trick, cards as codes (what the dashboard sent before it drew its felt in the
    page, ``render.boardview.felt_view``).

    Each seat carries ``rel``, its place counted from ``me`` in the order of play (``me`` is
    0): the page names it ``cot-seat-name-<rel>`` (docs/ui-hooks.md). ``seen`` says what
    may be shown: a seat's view (the other seats' cards only as their number, face down), a
    spectator's (face up only when its hands are shown). A whole ``Hand`` is drawn as the
    seat ``me`` sees it (the dashboard's board: the person at the screen is seat ``me``).
    ``halted``: play is stopped, in those words; ``show_points`` (``felt_layout``'s).
    """
    if isinstance(seen, Hand):
        seen = SeatView.of(seen, me)
    watching = isinstance(seen, SpectatorView)  # seated nowhere: every seat's hand is another's
    open_hands = isinstance(seen, SpectatorView) and seen.shown
    felt = felt_layout(seen, me, lang, names=names, halted=halted, show_points=show_points)
    return {
        "n": felt.n,
        "seats": [
            {
                "cls": " ".join(spot.classes),
                "rel": (spot.seat - me) % felt.n,
                "x": spot.x,
                "y": spot.y,
                "name": spot.name,
                "dealer": t("ui_dealer_mark", lang) if spot.dealer else "",
                "dealer_title": t("ui_dealer", lang),
                "info": spot.info,
                "backs": spot.count if (spot.seat != me or watching) and not open_hands else 0,
                **({"held": [c.code() for c in spot.held]} if open_hands else {}),
                "piles": [
                    {
                        "title": t("ui_trick_points", lang, points=tr.points),
                        "cards": [c.code() for c in tr.cards],
                    }
                    for tr in spot.piles
                ],
                "pile_first": spot.pile_first,
                "piles_label": t("a11y_tricks_won", lang, seat=spot.name) if spot.piles else "",
            }
            for spot in felt.seats
        ],
        "trick": [
            {"code": c.card.code(), "x": c.x, "y": c.y, "winning": c.winning,
             "title": felt.seats[c.seat].name,
             "label": t("a11y_card_by", lang, seat=felt.seats[c.seat].name,
                        card=c.card.name(lang))}
            for c in felt.trick
        ],
        "caption": felt.caption,
        "trick_no": len(seen.tricks) + 1 if seen.current else len(seen.tricks),
        # where the page lays ``me``'s card the moment it is clicked, before the kernel
        # answers; ``fresh``: that card leads a new trick (the one shown is finished)
        "mine": dict(zip(("x", "y"), trick_spot(me, me, felt.n)),
                     fresh=not seen.current),
        "trick_label": t("ui_trick", lang),
        "spies": (
            {"label": t("ui_spies", lang), "cards": [c.code() for c in seen.spies]}
            if seen.spies else None
        ),
    }


def rotate(values: list[Any], me: int) -> list[Any]:
    return [values[(me + k) % len(values)] for k in range(len(values))]


def expected_seat(table: Table, seat: int, words: dict[str, Any], lang: str
                  ) -> tuple[Any, str]:
    """The felt and the scoreboard the kit's Python draws for ``seat``."""
    m = table.match
    names = words["names"]
    if words["phase"] == "seating":
        return None, ""
    sight = table.sight(seat)
    if sight is None:
        return None, scoreboard_html(m.rules, rotate(list(m.counters), seat), 0, lang,
                                     pot=m.pot, names=rotate(names, seat))
    felt = felt_data(sight, seat, lang, names, halted=words["halted"])
    board = scoreboard_html(m.rules, rotate(list(m.counters), seat), 0, lang,
                            hand_points=rotate(list(sight.points), seat), pot=m.pot,
                            doctor_used=rotate(list(m.doctor_used), seat),
                            names=rotate(names, seat))
    return felt, board


def expected_watch(table: Table, words: dict[str, Any], delay: str, hands: bool, lang: str
                   ) -> tuple[Any, str]:
    m = table.match
    names = words["names"]
    if words["phase"] == "seating":
        return None, ""
    hand = table.shown_hand(delay)
    felt = None
    if hand is not None:
        felt = felt_data(SpectatorView.of(hand, hands=hands), 0, lang, names,
                         halted=words["halted"])
    board = scoreboard_html(m.rules, list(m.counters), None, lang, pot=m.pot,
                            doctor_used=list(m.doctor_used), names=names)
    return felt, board


def looks(rules: str | dict[str, Any], seats: int, seed: int, tmp_path: Path,
          monkeypatch: pytest.MonkeyPatch) -> list[tuple[dict[str, Any], tuple[Any, str]]]:
    """Views of one whole match, at every move: (the case for node, what Python draws)."""
    monkeypatch.setattr(tables_module, "new_seed", lambda: seed)
    tables = Tables(TableStore(ClassStore.open(folder=tmp_path / f"{seed}-{seats}")),
                    clock=Clock())
    opened = tables.open("ana", {"seats": seats, "rules": rules,
                                 "computers": {str(s): "random" for s in range(1, seats)}})
    table = tables.table(opened["id"])
    choose = random.Random(seed)
    out: list[tuple[dict[str, Any], tuple[Any, str]]] = []
    turn = 0

    def look() -> None:
        lang = LANGS[turn % len(LANGS)]
        with table.lock:
            answer = tables.view("ana", table.id)
            answer["view"]["words"] = words = words_for_seat(table, 0, lang)
            out.append(({"view": answer["view"], "seat": 0, "seq": answer["seq"],
                         "lang": lang}, expected_seat(table, 0, words, lang)))
            delay = ("trick", "hand")[turn % 2]
            hands = turn % 3 == 0
            watched = tables.spectate(table.id, delay, 0, hands)
            watched["view"]["words"] = words = words_for_spectator(table, delay, lang,
                                                                   hands=hands)
            out.append(({"view": watched["view"], "seat": None, "seq": watched["seq"],
                         "lang": lang}, expected_watch(table, words, delay, hands, lang)))
    for _ in range(3000):
        while True:
            with table.lock:
                computer = table.computer_to_act()
                if computer is None:
                    break
                tables._computer_move(table, computer, timer=False)
            turn += 1
            look()
        if table.match.over:
            break
        if turn == 7:  # the teacher pauses the table for a look, then lets it go on
            tables.pause(table.id, True)
            look()
            tables.pause(table.id, False)
        answer = tables.view("ana", table.id)
        tables.move("ana", table.id, answer["seq"], choose.choice(answer["view"]["legal"]))
        turn += 1
        look()
    assert table.match.over
    return out


def scoreboard_cases() -> list[tuple[dict[str, Any], str]]:
    """The scoreboard on its own, on counters no short match reaches: eggs past the lives
    (one, two, many), more marks than are drawn, a pot with a stake, the doctor's row."""
    out = []
    for lang in LANGS:
        for spec in ({"preset": "trieste", "stake": 2}, {"preset": "bergamo"},
                     {"preset": "piacenza", "stake": 1}):
            rules = Rules.from_spec(spec)
            for counters in ([0, 1, 4, 5], [6, 7, 40, 0], [rules.limit, 3, 2, 1]):
                names = ["Ana", "<b>Bea</b>", "Caio", "Dé"]
                for pot, doctor in ((None, None), (3.0, [0, 1, 0, 2]), (2.5, [1, 1, 1, 1])):
                    options = {"pot": pot, "doctorUsed": doctor, "points": [1, 0, 11, 3]}
                    case = {"rules": {"counter": rules.counter, "start": rules.start,
                                      "limit": rules.limit, "doctor": rules.doctor != "off",
                                      "stake": bool(rules.stake)},
                            "counters": counters, "names": names, "lang": lang,
                            "options": options}
                    want = scoreboard_html(rules, counters, 0, lang, hand_points=[1, 0, 11, 3],
                                           pot=pot, doctor_used=doctor, names=names)
                    out.append((case, want))
    return out


def test_the_pages_board_draws_the_felt_and_the_scoreboard_as_the_kit_does(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    boards: list[tuple[dict[str, Any], tuple[Any, str]]] = []
    for rules, seats, seed in (("trieste", 4, 12), ("bergamo", 5, 2), ("piacenza", 4, 5),
                               ({"preset": "trieste", "stake": 2}, 6, 3)):
        boards += looks(rules, seats, seed, tmp_path, monkeypatch)
    scoreboards = scoreboard_cases()
    got = run_node({"texts": texts(), "names": card_names(),
                    "boards": [case for case, _ in boards],
                    "scoreboards": [case for case, _ in scoreboards]})
    felts = 0
    for (case, (felt, board)), drawn in zip(boards, got["boards"], strict=True):
        where = (case["seat"], case["lang"], case["view"]["words"]["phase"], case["seq"])
        assert drawn["felt"] == felt, where
        assert drawn["scoreboard"] == board, where
        felts += felt is not None
    assert felts > 100
    for (case, want), drawn in zip(scoreboards, got["scoreboards"], strict=True):
        assert drawn == want, case


def dashboard_looks(setup: Setup, moves: int = 400
                    ) -> list[tuple[dict[str, Any], tuple[Any, str]]]:
    """The dashboard's views of one match, at each of the learner's moves: (the case for
    node, what the dashboard drew in Python before its board was drawn in the page)."""
    d = Dashboard()
    d.start(setup)
    out: list[tuple[dict[str, Any], tuple[Any, str]]] = []
    for turn in range(moves):
        lang = LANGS[turn % len(LANGS)]
        view = board_view(d, lang, turn, since=0)
        m, hand = d.match, d.shown_hand
        assert m is not None
        want: tuple[Any, str] = (None, "")
        if hand is not None:
            names = [view["table"]["words"]["names"][s] for s in range(m.players)]
            want = (felt_data(hand, 0, lang, names),
                    scoreboard_html(m.rules, m.counters, 0, lang, hand_points=hand.points(),
                                    pot=m.pot, doctor_used=m.doctor_used))
        else:
            assert view["table"] is None
        out.append(({"view": view, "lang": lang}, want))
        if d.phase == "over":
            break
        if d.phase == "play":
            d.click(d.legal_codes[turn % len(d.legal_codes)])
        elif d.phase == "hand_over":
            d.next()
        elif d.choice is not None:
            moves_now = d.choice.moves
            d.choose(str(moves_now[turn % len(moves_now)]))
        else:
            d.advance()
    return out


def test_the_dashboards_board_draws_the_felt_and_the_scoreboard_as_the_kit_does() -> None:
    """The dashboard sends its seat's serialized view (``view["table"]``, a class table's
    shape); board.js draws its felt and scoreboard with boardOf and the words it was sent
    once (``texts``), which must be what the dashboard drew in Python."""
    looks_: list[tuple[dict[str, Any], tuple[Any, str]]] = []
    for rules, players, code in (("trieste", 3, "0000-00AB"), ("bergamo", 5, "0000-0123"),
                                 ({"preset": "trieste", "stake": 2}, 6, "0000-0777"),
                                 ("piacenza", 4, "0000-0042")):
        looks_ += dashboard_looks(Setup(rules=rules, opponents=("random",) * (players - 1),
                                        code=code))
    got = run_node({"texts": texts(), "names": card_names(), "boards": [], "scoreboards": [],
                    "board_texts": {lang: board_texts(lang) for lang in LANGS},
                    "dashboard": [case for case, _ in looks_]})
    felts = 0
    for (case, (felt, board)), drawn in zip(looks_, got["dashboard"], strict=True):
        where = (case["lang"], case["view"]["status"])
        if case["view"]["table"] is None:
            continue
        assert drawn["felt"] == felt, where
        assert drawn["scoreboard"] == board, where
        felts += 1
    assert felts > 100


def test_one_layout_two_drawings() -> None:
    """The dashboard's felt, drawn in the page from its seat's view, puts every seat and card
    where the kit's HTML felt (``felt_html``, ``Hand._repr_html_``'s) puts them."""
    d = after_first_card()
    hand = d.shown_hand
    assert hand is not None
    view = board_view(d, "en", 7)
    felt = run_node({"texts": texts(), "names": card_names(), "boards": [], "scoreboards": [],
                     "board_texts": {"en": board_texts("en")},
                     "dashboard": [{"view": view, "lang": "en"}]})["dashboard"][0]["felt"]
    assert [s["cls"].split()[1] for s in felt["seats"]] == [f"cot-seat-{s}" for s in range(4)]
    assert felt["seats"][0]["backs"] == 0
    assert [s["backs"] for s in felt["seats"][1:]] == [
        hand.holding_mask(s).bit_count() for s in (1, 2, 3)
    ]
    shown = [x["code"] for x in felt["trick"]]
    expected = [c.code() for _, c in hand.current_trick] or [
        c.code() for c in hand.tricks[-1].cards
    ]
    assert shown == expected
    kit = felt_html(hand, 0, "en")
    where = r'class="cot-(?:seat|trick-card)[^"]*" style="left:([\d.]+)%;top:([\d.]+)%'
    places = re.findall(where, kit)
    assert [(float(x), float(y)) for x, y in places] == [
        (spot["x"], spot["y"]) for spot in [*felt["seats"], *felt["trick"]]
    ]


def test_the_widget_tables_felt_is_the_kits_layout() -> None:
    """The widget table's felt, drawn in the page by feltOf from the view its ``TableFelt``
    is sent (widgets/tablefelt.js), is ``felt_layout``'s at every move of a hand: on a
    single ``Hand`` and on a ``Match``, from the learner's seat whichever it is, with and
    without the seats' points, in three languages."""
    setups: list[tuple[Hand | Match, int, bool, str]] = [
        (Hand.deal(4, seed=5, dealer=1), 0, True, "en"),
        (Hand.deal(5, seed=9, dealer=0), 2, False, "it"),
        (Match.new({"preset": "trieste"}, 3, seed=4), 1, True, "pt"),
        (Match.new({"preset": "trieste"}, 6, seed=8), 0, False, "en"),
    ]
    cases: list[dict[str, Any]] = []
    expected: list[dict[str, Any]] = []
    for game, seat, points, lang in setups:
        table = TableView(game, seat, lang=lang, show_points=points, autoplay=False)
        hand = table.hand
        assert hand is not None
        rng = random.Random(seat)
        while True:
            table.refresh()
            sent = json.loads(json.dumps(table.felt.view["table"]))  # as the page gets it
            names = [str(seat_name(s, seat, lang)) for s in range(hand.n)]
            cases.append({"table": sent, "lang": lang})
            expected.append(felt_data(hand, seat, lang, names, show_points=points))
            if hand.over:
                break
            moves = hand.legal_moves
            hand.push(moves[rng.randrange(len(moves))])
    got = run_node({"texts": texts(), "names": card_names(), "boards": [], "scoreboards": [],
                    "board_texts": {lang: board_texts(lang) for lang in LANGS},
                    "widget": cases})["widget"]
    assert len(got) == len(expected) > 40
    for drawn, felt, case in zip(got, expected, cases, strict=True):
        assert drawn == felt, (case["lang"], case["table"]["seat"], case["table"]["hand"])
    # a finished trick's caption, and the points hidden, are in what was drawn
    assert any(felt["caption"] for felt in got)
    assert any("pts" not in " ".join(s["info"] for s in felt["seats"]) for felt in got)


def test_the_pages_board_offers_the_seats_cards_and_its_turn(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The hand's row: the seat's cards by their names, the legal ones playable at its
    turn only; the status the browser tests read."""
    monkeypatch.setattr(tables_module, "new_seed", lambda: 12)
    tables = Tables(TableStore(ClassStore.open(folder=tmp_path / "class")), clock=Clock())
    opened = tables.open("ana", {"seats": 4, "computers": [1, 2, 3]})
    table = tables.table(opened["id"])
    tables.advance(table.id)
    with table.lock:
        answer = tables.view("ana", table.id)
        answer["view"]["words"] = words_for_seat(table, 0, "it")
        hand = table.match.hand
        assert hand is not None
        legal = {str(move) for move in table.match.legal_moves}
        mine = SeatView.of(hand, 0).holding
    got = run_node({"texts": texts(), "names": card_names(), "scoreboards": [],
                    "boards": [{"view": answer["view"], "seat": 0, "seq": answer["seq"],
                                "lang": "it"}]})["boards"][0]
    assert got["status"] == {"phase": "play", "version": answer["seq"], "code": "", "hands": 0}
    assert [(c["code"], c["label"], c["legal"]) for c in got["hand"]["cards"]] == [
        (c.code(), c.name("it"), c.code() in legal) for c in mine]
    assert not got["hand"]["disabled"] and got["hand"]["label"] == "Le tue carte"
    assert got["keys"].startswith("Tasti")
    assert got["messages"][0]["text"] == answer["view"]["words"]["messages"][0]["text"]


def test_every_word_the_board_says_is_sent_to_the_page() -> None:
    """A key boardview.js says, not among the words the page gets, would be drawn as the
    key itself."""
    said = set(re.findall(r'say\("(\w+)"', (RENDER / "boardview.js").read_text(encoding="utf-8")))
    assert {"ui_out", "ui_seat_tricks", "ui_pot"} <= said
    assert said <= set(BOARD_WORDS) <= set(board_texts("it"))
    sent = json.loads(html.unescape(page_texts("pt")["texts"]))
    assert sent["ui_to_play_you"] == "sua vez" and sent["counter_bole"] == "bóle"
