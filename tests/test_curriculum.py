"""The lessons: the convention of ``coteccio_lab.curriculum`` for every lesson notebook,
every exercise right and wrong from its own definition, and the facts the lesson text of
lessons 1 to 3 states, checked against the engine.

Notebooks are committed without outputs, so nbval (``make lessons``) only proves that they
run; what they say is checked here.
"""

from __future__ import annotations

import io
import json
import re
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

import pytest
from harness.steps import Step, answer_steps

from coteccio_lab.cards import DECK, Card, Rank, Suit
from coteccio_lab.curriculum import (
    LAB_ONLY,
    NOTEBOOK_NAME,
    ExerciseSpec,
    Lesson,
    all_notebooks,
    in_voila,
    language_of,
    lesson,
    lesson1,
    lesson2,
    lesson3,
    lesson_of,
    lessons,
    notebooks,
    page,
    right_answer,
    wrong_answer,
)
from coteccio_lab.curriculum import pictures as pic
from coteccio_lab.scoring import score_hand
from coteccio_lab.widgets import Exercise

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"
NOTEBOOKS = notebooks(LESSONS)
"""The English lessons (``tests/test_lesson_languages.py`` holds the translations to them)."""
EVERY_LANGUAGE = all_notebooks(LESSONS)
OURS = (1, 2, 3)
# Upper case only for the markers: Portuguese "todo" means "all".
PLACEHOLDERS = re.compile(r"\b(TODO|TBD|FIXME|XXX|(?i:lorem ipsum|placeholder))\b")
SHOW = re.compile(r"\bshow\(\s*[\"']([a-z0-9-]+)[\"']")
LINK = re.compile(r"\]\(([^)\s]+\.ipynb)\)|href=\"([^\"]+\.ipynb)\"")


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def source(cell: dict[str, Any]) -> str:
    text = cell["source"]
    return text if isinstance(text, str) else "".join(text)


def markdown(path: Path) -> str:
    """All markdown of a notebook, whitespace collapsed."""
    cells = load(path)["cells"]
    text = " ".join(source(c) for c in cells if c["cell_type"] == "markdown")
    return " ".join(text.split())


def all_exercises() -> list[tuple[Lesson, ExerciseSpec]]:
    return [(les, spec) for les in lessons(LESSONS) for spec in les.exercises]


def exercise_id(item: tuple[Lesson, ExerciseSpec]) -> str:
    return f"{item[0].number:02d}-{item[1].key}"


def printed(fn: Any) -> str:
    out = io.StringIO()
    with redirect_stdout(out):
        fn()
    return out.getvalue()


# ---- the convention, for every lesson notebook ---------------------------------------------


def test_the_first_three_lessons_are_there() -> None:
    names = [p.name for p in NOTEBOOKS]
    assert names[:3] == [lesson(n).notebook for n in OURS]
    numbers = [int(NOTEBOOK_NAME.match(n)["number"]) for n in names]  # type: ignore[index]
    assert numbers == list(range(1, len(numbers) + 1)), "lessons are numbered 01, 02, ..."


def nb_id(path: Path) -> str:
    return f"{language_of(path)}-{path.stem}"


@pytest.mark.parametrize("path", EVERY_LANGUAGE, ids=nb_id)
def test_notebook_follows_the_convention(path: Path) -> None:
    les = lesson_of(path)
    lang = language_of(path)
    nb = load(path)
    assert nb["metadata"]["kernelspec"]["name"] == "python3"
    cells = nb["cells"]
    for cell in cells:
        if cell["cell_type"] == "code":
            assert cell.get("outputs") == [], f"{path.name}: commit notebooks without outputs"
            assert cell.get("execution_count") is None
        assert not PLACEHOLDERS.search(source(cell)), f"{path.name}: {source(cell)[:80]}"
    # The title and the goals come first (in English here; the translations' own words are
    # checked in tests/test_lesson_languages.py).
    first = cells[0]
    assert first["cell_type"] == "markdown"
    head = " ".join(source(first).split())
    items = re.findall(r"^\d+\. ", source(first), re.MULTILINE)
    assert len(items) == len(les.goals), f"{path.name}: state the goals"
    if lang == "en":
        assert head.startswith(f"# Lesson {les.number} · {les.title}"), head[:80]
        assert "**Goals.**" in head
    if les.number in OURS or lang != "en":
        for goal in les.goals_in(lang):
            stated = " ".join(goal.split()) in head.replace("`", "")
            assert stated, f"{path}: goal not stated: {goal}"
    # The lesson is opened in the notebook's language and started before anything is shown.
    code = [source(c) for c in cells if c["cell_type"] == "code"]
    opened = (
        f'from coteccio_lab.curriculum import page\n\nlesson = page({les.number}, "{lang}")'
    )
    legacy = f"from coteccio_lab.curriculum import lesson{les.number} as lesson"
    assert opened in code[0] or (lang == "en" and legacy in code[0]), code[0]
    assert "lesson.start()" in code[0]
    # Every exercise once, in order; widget cells end with ';' (nbval compares no widget repr).
    shown = [key for text in code for key in SHOW.findall(text)]
    assert shown == les.keys, f"{path.name}: exercises shown {shown}, defined {les.keys}"
    for text in code:
        if SHOW.search(text):
            assert text.rstrip().endswith(";"), text
    # nbval's markers are cell tags, not comments the learner reads in the code
    assert not any("NBVAL" in text for text in code), "nbval markers go in the cell tags"
    checked = [c for c in cells if c["cell_type"] == "code"
               and "nbval-check-output" in c.get("metadata", {}).get("tags", [])]
    assert checked, "some facts must be checked (the nbval-check-output tag)"
    assert len(les.exercises) >= 3


@pytest.mark.parametrize("path", EVERY_LANGUAGE, ids=nb_id)
def test_lesson_links_are_relative_and_lead_to_the_next(path: Path) -> None:
    les = lesson_of(path)
    lang = language_of(path)
    cells = [c for c in load(path)["cells"] if c["cell_type"] == "markdown"]
    links = [a or b for text in map(source, cells) for a, b in LINK.findall(text)]
    for link in links:
        # A lesson in it/ or pt/ may link up to lessons/ (the dashboard, an untranslated one).
        inside = link[3:] if lang != "en" and link.startswith("../") else link
        assert "/" not in inside and ":" not in inside, f"{path}: use a relative link: {link}"
        assert (path.parent / link).is_file(), f"{path} links to missing {link}"
    nxt = [p for p in NOTEBOOKS if p.name.startswith(f"{les.number + 1:02d}-")]
    last = source([c for c in cells if not lab_only(c)][-1])  # the last cell Voilà shows
    if nxt:
        assert f"{nxt[0].name})" in last, f"{path} must end with a link to {nxt[0].name}"
    if les.number in OURS and lang == "en":
        assert nxt, f"lesson {les.number + 1} is missing"
        assert "## Summary" in "".join(map(source, cells))


def lab_only(cell: dict[str, Any]) -> bool:
    return LAB_ONLY in cell.get("metadata", {}).get("tags", [])


@pytest.mark.parametrize("path", EVERY_LANGUAGE, ids=nb_id)
def test_lesson_ends_with_try_it_yourself_for_jupyterlab(path: Path) -> None:
    les = lesson_of(path)
    cells = load(path)["cells"]
    head, code = cells[-2:]
    assert (head["cell_type"], code["cell_type"]) == ("markdown", "code")
    assert lab_only(head) and lab_only(code), f"{path}: tag the last two cells {LAB_ONLY}"
    assert not any(lab_only(c) for c in cells[:-2]), f"{path}: only Try it yourself is lab-only"
    assert source(head).startswith("### ")
    text = source(code)
    for word in ("from coteccio_lab import Hand", "Hand.deal(", "hand.legal_moves"):
        assert word in text, f"{path}: Try it yourself uses {word}"
    # It runs as nbval runs it, after the lesson's first cell (``lesson`` is the lesson page).
    out = io.StringIO()
    with redirect_stdout(out):
        exec(text, {"lesson": page(les.number, language_of(path))})
    assert out.getvalue().strip(), f"{path}: Try it yourself shows nothing"


def test_voila_leaves_out_the_cells_for_jupyterlab_only() -> None:
    """voila.json tells Voilà's exporter (nbconvert's HTML exporter) to drop the cells tagged
    ``cot-lab-only`` before it runs the notebook; the browser test reads the page itself."""
    import nbformat
    from nbconvert import HTMLExporter
    from traitlets.config import Config

    config = json.loads((ROOT / "voila.json").read_text(encoding="utf-8"))
    assert LAB_ONLY in config["TagRemovePreprocessor"]["remove_cell_tags"]
    for path in (LESSONS / "01-the-cards.ipynb", LESSONS / "pt" / "04-the-capote.ipynb"):
        nb = nbformat.read(path, as_version=4)
        head = source(nb.cells[-2]).splitlines()[0][4:]
        kept, _ = HTMLExporter(config=Config(config)).from_notebook_node(nb)
        assert "Hand.deal(" not in kept and head not in kept, f"{path}: {head} left in"
        assert lesson_of(path).title_in(language_of(path)) in kept
        shown, _ = HTMLExporter().from_notebook_node(nb)
        assert "Hand.deal(" in shown and head in shown  # the check can see them


def test_css_classes_are_unique() -> None:
    classes = [les.css_class(spec.key) for les, spec in all_exercises()]
    assert len(set(classes)) == len(classes)


def test_every_lesson_has_its_title_and_goals_in_italian_and_portuguese() -> None:
    """A lesson without a language's title shows it in English (a language started later);
    the kit's own three languages must each have every lesson's."""
    for n in range(1, 7):
        les = lesson(n)
        assert set(les.translations) == {"it", "pt"}, n
        assert all(len(les.translations[lang][1]) == len(les.goals) for lang in ("it", "pt"))


def test_lesson_rejects_bad_keys_and_names() -> None:
    build = lesson1.LESSON.exercise("rank-order").question
    words = {"it": ("X", ("a",)), "pt": ("X", ("a",))}
    with pytest.raises(ValueError, match="unique"):
        Lesson(9, "x", "X", ("a",),
               (ExerciseSpec("a", "A", build), ExerciseSpec("a", "B", build)), translations=words)
    with pytest.raises(ValueError, match="slug"):
        Lesson(9, "x", "X", ("a",), (ExerciseSpec("Not A Slug", "A", build),),
               translations=words)
    untranslated = Lesson(9, "x", "X", ("a",), (ExerciseSpec("a", "A", build),),
                          translations={"it": ("Italiano", ("a",))})
    assert (untranslated.title_in("it"), untranslated.title_in("pt")) == ("Italiano", "X")
    with pytest.raises(ValueError, match="unknown language 'eo'"):
        untranslated.title_in("eo")
    with pytest.raises(ValueError, match="1 goals in 'en', 2 in 'it'"):
        Lesson(9, "x", "X", ("a",), (ExerciseSpec("a", "A", build),),
               translations={**words, "it": ("X", ("a", "b"))})
    with pytest.raises(ValueError, match="lesson notebook name"):
        lesson_of("lessons/dashboard.ipynb")
    with pytest.raises(KeyError, match="no exercise"):
        lesson1.LESSON.exercise("nope")


# ---- every exercise, right and wrong ------------------------------------------------------


@pytest.mark.parametrize("item", all_exercises(), ids=exercise_id)
def test_exercise_right_and_wrong(item: tuple[Lesson, ExerciseSpec]) -> None:
    les, spec = item
    widget = les.build(spec.key)
    assert isinstance(widget, Exercise)
    assert {"cot-lesson-exercise", les.css_class(spec.key)} <= set(widget._dom_classes)
    right, wrong = right_answer(widget), wrong_answer(widget)
    good, bad = widget.evaluate(right), widget.evaluate(wrong)
    assert good.correct and not bad.correct
    for verdict in (good, bad):
        assert verdict.sources, "the feedback names its sources"
        for lang in ("en", "it", "pt"):
            assert len(verdict.why(lang)) > 20
    # The same definition gives the same exercise: a learner and a test see the same thing.
    again = les.build(spec.key)
    assert right_answer(again) == right
    assert again.evaluate(right).why("en") == good.why("en")
    # Nothing is entered yet: checking the empty form is not correct.
    assert not widget.check().correct


@pytest.mark.parametrize("item", all_exercises(), ids=exercise_id)
def test_answer_steps_name_hooks_of_the_widget(item: tuple[Lesson, ExerciseSpec]) -> None:
    les, spec = item
    widget = les.build(spec.key)
    try:
        steps = answer_steps(widget, right_answer(widget))
    except TypeError:
        pytest.skip(f"{type(widget).__name__} has no answer_steps: the browser test skips it")
    assert steps and all(isinstance(s, Step) for s in steps)
    assert all(s.action in ("click", "fill", "tick", "select") for s in steps)
    assert all("cot-" in s.selector for s in steps)
    assert answer_steps(widget, wrong_answer(widget))


@pytest.mark.parametrize("key", lesson3.LESSON.keys)
def test_score_exercises_accept_the_right_answer_through_the_inputs(key: str) -> None:
    widget = lesson3.LESSON.build(key)
    points, payers = right_answer(widget)
    for seat, box in widget.point_inputs.items():
        box.value = points[seat]
    for seat, box in widget.pays_inputs.items():
        box.value = seat in payers
    widget.check_button.click()
    assert widget.verdict is not None and widget.verdict.correct
    assert "Correct" in widget.feedback.value


def test_order_exercise_through_clicks() -> None:
    widget = lesson1.LESSON.build("rank-order")
    for card in reversed(widget.right_order()):
        widget.pool.picked = card.code()
    widget.check_button.click()
    assert widget.verdict is not None and not widget.verdict.correct
    assert "Not quite" in widget.feedback.value
    widget.restart.click()
    for card in widget.right_order():
        widget.pool.picked = card.code()
    widget.check_button.click()
    assert widget.verdict.correct


# ---- what lessons 1 to 3 say, checked against the engine ------------------------------------


def test_lesson1_facts() -> None:
    text = markdown(LESSONS / lesson1.LESSON.notebook)
    per_suit = {s: sum(c.points for c in DECK if c.suit == s) for s in Suit}
    total = sum(c.points for c in DECK)
    scoring = sum(1 for c in DECK if c.points)
    assert set(per_suit.values()) == {18} and total == 72
    assert f"= {per_suit[Suit.CUPS]} points" in text
    assert f"find the {total} points" in text
    assert f"So {scoring} cards carry every point of the deck and the other {40 - scoring}" in text
    order = ", ".join(r.symbol if r < Rank.JACK else r.name_in("en") for r in reversed(Rank))
    assert f"**{order}**" in text
    values = ", ".join(f"{r.name_in('en')} {r.points}" for r in reversed(Rank) if r.points)
    assert f"**{values}**" in text
    hand = lesson1.example_hand()
    held = [sum(c.points for c in cards) for cards in hand.dealt]
    assert f"Seat 2 holds {held[2]} of the {sum(held)} points dealt" in text
    assert held[0] == 0 and "seat 0 holds none at all" in text
    assert f"seat {hand.dealer} deals, and seat {hand.first_leader} leads the first trick" in text
    out = printed(lesson1.print_points)
    assert f"the deck: {total} points, in {scoring} of its 40 cards" in out
    assert printed(lesson1.print_rank_order).strip().startswith("Ace > King > Knight > Jack")


def test_lesson1_french_deck_and_names() -> None:
    assert [s.name_in("en", french=True) for s in Suit] == ["hearts", "diamonds", "spades",
                                                             "clubs"]
    text = markdown(LESSONS / lesson1.LESSON.notebook)
    assert "hearts for cups, diamonds for coins, spades for swords and clubs for batons" in text
    assert "`Q` **Knight**" in text and Card.parse("Qc").name("en") == "Knight of cups"


def test_lesson2_facts() -> None:
    text = markdown(LESSONS / lesson2.LESSON.notebook)
    hand = lesson2.example_played()
    tricks = hand.tricks
    third = tricks[2]
    winning = third.seat_cards[[s for s, _ in third.seat_cards].index(0)]
    assert third.winner == 0 and third.points == 10 and winning[1] == Card.parse("3d")
    assert f"seat 0's Three of coins wins {third.points} points" in text
    assert tricks[1].winner == 2 and Card.parse("Ks") in tricks[1].cards
    seats = tricks[1].seat_cards
    assert seats[-1][0] == 2, "seat 2 plays last in trick 2"
    one = lesson2.trick_001().tricks[0]
    assert (one.winner, one.points) == (0, 7)
    # seated as exercise 3 seats it: seat 1 leads, the learner (seat 0) plays last
    forced = lesson2.LESSON.build("forced")
    assert one.seat_cards[:3] == forced.hand.current_trick and one.seat_cards[3][0] == 0
    assert "The points of a card thrown away go to the player who wins the trick" in text
    start = lesson1.example_hand()
    assert start.first_leader == (start.dealer + 1) % 4
    out = printed(lesson2.print_revoke)
    assert "seat 1 loses a life; the cards are dealt again" in out
    assert lesson2.revoke_hand().outcome == "revoke"


def test_lesson3_facts() -> None:
    text = markdown(LESSONS / lesson3.LESSON.notebook)
    score = score_hand(lesson2.example_played())
    bonus = 6
    assert score.points == (10, 0, 15, 12)
    assert (
        f"Seat 2 took three tricks but only {score.points[2] - bonus} card points; the {bonus} "
        f"for the last trick lift it to {score.points[2]}, above seat 3's {score.points[3]}"
    ) in text
    assert lesson2.example_played().tricks_won(2) == 3
    out = lesson3.exercise_hand("out")
    assert score_hand(out, lesson3.LIVES["out"]).eliminated == (1,)
    # the text after exercise 3 does not give its answer away (who goes out)
    assert "Seat 1 of exercise 3" not in text
    assert "exercise 3" not in text.split("## 4")[1].split("## 5")[0]
    assert "A player who has just lost their last life: is that the end for them?" in text
    match = lesson3.doctor_match()
    assert match.doctor_allowed(0) and match.doctor_lives() == 2
    assert "comes back with 2 lives, as many as seat 2" in text
    tie = lesson3.tie_hand().points()
    assert tie[0] == tie[2] == 9 and "seats 0 and 2 tie with 9 points each" in text
    void = score_hand(lesson3.exercise_hand("everyone-out"), lesson3.LIVES["everyone-out"])
    assert void.outcome == "void" and void.delta == (0, 0, 0, 0)


def test_lesson3_hands_are_what_their_names_say() -> None:
    last = lesson3.exercise_hand("last-trick")
    pts = last.points()
    cards_only = list(pts)
    cards_only[last.tricks[-1].winner] -= 6
    assert max(pts) == pts[3] and pts.count(max(pts)) == 1
    assert cards_only.count(max(cards_only)) == 2, "without the last trick it is a tie"
    tie = lesson3.exercise_hand("tie").points()
    assert tie.count(max(tie)) == 2
    for key in lesson3.DEALS:
        assert lesson3.exercise_hand(key).outcome == "normal"


def test_pictures_show_real_cards() -> None:
    assert pic.deck_by_suit().count("cot-card-") == 40
    assert pic.suits_table().count("cot-card-A") == 8
    assert pic.table_figure(lesson1.example_hand()).count("cot-card-") == 20
    assert pic.tricks_figure(lesson2.example_played()).count("cot-card-") == 20
    assert "♥" in pic.lives_figure((1, 0, 2, 0)) and "out" in pic.lives_figure((0, 1))


def test_in_voila_reads_the_kernel_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("VOILA_BASE_URL", raising=False)
    monkeypatch.delenv("VOILA_SERVER_URL", raising=False)
    assert not in_voila()
    monkeypatch.setenv("VOILA_BASE_URL", "/")
    assert in_voila()
