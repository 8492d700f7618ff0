"""One vocabulary for the engine: ``to_act``, ``legal_moves``, ``push``, ``pop``, ``over``.

The older names still work for a learner's old notebook, but each warns and names its
replacement, and no code of the kit (nor an example in its docstrings) uses them.
"""

from __future__ import annotations

import ast
import doctest
import warnings
from pathlib import Path

from coteccio_lab.hand import Hand, IllegalPlay
from coteccio_lab.match import Match
from coteccio_lab.rules import Rules
from coteccio_lab.view import SeatView

PACKAGE = Path(__file__).resolve().parents[1] / "coteccio_lab"

OLD_NAMES = {
    "turn": "to_act",
    "is_over": "over",
    "legal_plays": "following_suit",
    "playable": "legal_moves",
    "play": "push",
    "undo": "pop",
    "decide_capote": "push",
    "answer_doctor": "push",
    "answer_cappotto": "push",
    "finish_hand": "push",
}


def old_names_used(tree: ast.AST) -> list[tuple[int, str]]:
    """Every ``x.old_name`` whose receiver is not the class's own ``self`` or ``cls`` (a
    widget's ``self.undo()`` is its own method, not the engine's)."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in OLD_NAMES:
            receiver = node.value
            if isinstance(receiver, ast.Name) and receiver.id in ("self", "cls"):
                continue
            found.append((node.lineno, node.attr))
    return sorted(found)


def docstring_examples(tree: ast.AST) -> list[str]:
    """The source of every ``>>>`` example in the module's docstrings."""
    parser = doctest.DocTestParser()
    out = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            text = ast.get_docstring(node, clean=True)
            if text:
                out += [example.source for example in parser.get_examples(text)]
    return out


def test_the_finder_sees_an_old_name_and_skips_a_class_own_method() -> None:
    tree = ast.parse("hand.play('Ac')\nx = view.turn\nself.undo()\nhand.push('Ac')\n")
    assert old_names_used(tree) == [(1, "play"), (2, "turn")]


def test_no_kit_code_uses_an_old_name() -> None:
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        where = path.relative_to(PACKAGE.parent)
        offenders += [f"{where}:{line} .{name}" for line, name in old_names_used(tree)]
        for source in docstring_examples(tree):
            try:
                example = ast.parse(source)
            except SyntaxError:
                continue
            offenders += [f"{where} (docstring) .{name}" for _, name in old_names_used(example)]
    assert offenders == []


def _warns(call, old: str, new: str) -> object:  # type: ignore[no-untyped-def]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        value = call()
    messages = [str(w.message) for w in caught if w.category is DeprecationWarning]
    assert any(old in m and new in m for m in messages), messages
    return value


def test_each_old_name_warns_names_its_replacement_and_still_answers() -> None:
    hand = Hand.deal(4, seed=7)
    assert _warns(lambda: hand.turn, "Hand.turn", "to_act") == hand.to_act
    assert _warns(lambda: hand.is_over, "Hand.is_over", "over") is hand.over
    assert _warns(lambda: hand.legal_plays, "Hand.legal_plays",
                  "following_suit") == hand.following_suit
    assert _warns(hand.playable, "Hand.playable()", "legal_moves") == [
        m.card for m in hand.legal_moves]
    card = hand.following_suit[0]
    _warns(lambda: hand.play(card), "Hand.play()", "push")
    assert hand.move_stack[-1].card == card
    _warns(hand.undo, "Hand.undo()", "pop")
    assert hand.move_stack == []
    view = SeatView.of(hand, 1)
    assert _warns(lambda: view.turn, "SeatView.turn", "to_act") == view.to_act == 1
    assert _warns(lambda: view.legal_plays, "SeatView.legal_plays",
                  "following_suit") == view.following_suit
    refused = hand.refusal(card, seat=2)
    assert isinstance(refused, IllegalPlay)
    assert _warns(lambda: refused.turn, "IllegalPlay.turn", "to_act") == refused.to_act == 1


def test_table_mode_legal_moves_hold_the_revokes_following_suit_does_not() -> None:
    """What each name returns: ``legal_moves`` is what ``push`` accepts, which at a real
    table (a revoke is played and proved later) is every card held; ``following_suit``
    is only the cards that follow suit, as ``legal_plays`` was."""
    table = Hand.deal(4, seed=7, rules=Rules.from_spec({"preset": "trieste", "revoke": "table"}))
    table.push(table.following_suit[0])
    seat = table.to_act
    assert seat is not None
    cards = [m.card for m in table.legal_moves]
    assert set(cards) == set(table.holding(seat))
    assert set(table.following_suit) < set(cards)
    strict = Hand.deal(4, seed=7, rules="trieste")
    strict.push(table.move_stack[0])
    assert strict.holding(seat) == table.holding(seat)
    assert [m.card for m in strict.legal_moves] == strict.following_suit


def test_match_speaks_the_same_words() -> None:
    match = Match.new("trieste", 3, seed=42)
    assert match.to_act is not None and not match.over
    move = match.legal_moves[0]
    assert match.push(move) == move
    assert match.pop() == move
