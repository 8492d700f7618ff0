"""What every question shares: the verdict, the JSON forms, the sentences and sources.

A question is a plain object (no widget import): it asks (``prompt(lang)``), judges an
answer (``evaluate(answer) -> Verdict``), knows an answer it judges right and a typical
one it judges wrong (``right_answer()``, ``wrong_answer()``, computed from the engine),
and travels as JSON (``to_json()``, ``Question.from_json(data)``; an answer with
``answer_json`` and ``read_answer``). The lessons' pages draw it with a widget
(``coteccio_lab.widgets.exercises``), the class service judges with it, the drills deal
fresh ones.

An answer's JSON form follows its Python form: a card is its code (``"Ac"``), a tuple or
a list is a list, a mapping of seats is an object with the seat numbers as keys,
numbers, strings and None are themselves. Reading it back, the shape expected is the
shape of the question's own right answer; anything else is refused with a sentence
(:class:`AnswerError`) before ``evaluate`` sees it.

>>> from coteccio_lab.cards import Card
>>> answer_json(({0: 15, 2: 16}, [2]))
[{'0': 15, '2': 16}, [2]]
>>> answer_json([Card.parse("Ac"), Card.parse("7b")])
['Ac', '7b']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from ..cards import Card, Rank
from ..i18n import Text, t
from ..jsonfile import brief
from ..scoring import HandScore

__all__ = [
    "ALL_SOURCES",
    "WINNER_SOURCES",
    "AnswerError",
    "CAPOTE_SOURCES",
    "POINT_SOURCES",
    "Question",
    "QuestionError",
    "Text",
    "Verdict",
    "answer_json",
    "join_sentences",
    "merge_sources",
    "score_sources",
]


ALL_SOURCES = "000, 001, 003, 004"
"""Every source agrees: rank order, following suit."""
WINNER_SOURCES = "000, 001, 003"
"""Who takes a trick: the highest card of the suit led (004 does not say it in so many words)."""
POINT_SOURCES = "001, 003, 004"
CAPOTE_SOURCES = "000, 003, 004"
REASON_SOURCES = {
    "score_most": "000, 001, 003",
    "score_tie": "000, 001, 003",
    "score_tie_would": "000, 001, 003",
    "score_capote": CAPOTE_SOURCES,
    "score_sweep_wins": "001",
    "score_capote_failed": CAPOTE_SOURCES,
    "score_annulled": "003",
    "score_annulled_next": "000",
    "score_annulled_lead": "004",
    "score_revoke": "000",
    "score_void": "000",
    "score_restart": "003",
    "score_restart_in_play": "003",
    "score_revoke_play_on": "004",
    "score_sudden_death": "004",
}
COMMON_REASONS = ("score_most", "score_tie", "score_tie_would")
"""The rules of an ordinary hand, which every source with card points shares."""

MAX_ITEMS = 64
"""The longest list or mapping an answer holds (a deck has 40 cards)."""
MAX_NUMBER = 10**6
MAX_TEXT = 60


class QuestionError(ValueError):
    """A question's JSON that does not make a question (unknown kind, malformed content)."""


class AnswerError(ValueError):
    """An answer that cannot be judged: malformed, or of the wrong shape."""


@dataclass(frozen=True)
class Verdict:
    """The result of a check: right or not, why (in any language), and the sources."""

    correct: bool
    why: Text
    """The full explanation, the right answer included."""
    sources: str
    answer: Any = None
    kit: bool = False
    """The kit's assumptions decided it too (the feedback says so beside the sources)."""
    hint: Text | None = None
    """For a wrong answer: where to look, without the right answer (None: the generic one)."""
    sources_words: Text | None = None
    """The sources said part by part, when the parts of the answer have different ones."""
    figures: bool = False
    """The answer's figures are the program's (a simulation, the expert's play-outs): the
    sources give only the rules (the feedback says so, not "sources" under a percentage)."""

    def hint_text(self, lang: str) -> str:
        return self.hint(lang) if self.hint is not None else t("ex_hint_generic", lang)

    def sources_text(self, lang: str) -> str:
        """"(sources: 000, 003)", and the kit's assumptions when they decided it too; "(rules:
        000, 003, 004; the figures are the program's)" under a simulated or judged figure."""
        if self.sources_words is not None:
            return self.sources_words(lang)
        if self.figures:
            return t("ex_sources_figures", lang, sources=self.sources)
        return t("ex_sources_kit" if self.kit else "ex_sources", lang, sources=self.sources,
                 n=len(self.sources.split(",")))


# ---- sentences and sources ---------------------------------------------------------------------


def sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def join_sentences(texts: Iterable[str]) -> str:
    """Sentences in a row, each starting with a capital."""
    return " ".join(sentence(s) for s in texts if s)


def merge_sources(*lists: str) -> str:
    """``"000, 003"`` and ``"003, 004"`` -> ``"000, 003, 004"``."""
    found = {s.strip() for text in lists for s in text.replace(";", ",").split(",") if s.strip()}
    return ", ".join(sorted(found))


def score_sources(score: HandScore) -> str:
    """The sources of what scored ``score``: the card points and the rule of an ordinary
    hand, or only the sources of the rule that replaced it (a void is 000's alone, 003
    restarts instead; a stopped capote is 000, 003 and 004's, 001 has no capote choice).
    A preset that one source alone gives is that source's (``Rules.sources``: Bergamo and
    Piacenza are 004's; Piacenza's charges are the kit's assumptions, see ``kit_assumed``)."""
    if score.rules.sources:
        return score.rules.sources
    keys = [key for key, _ in score.reasons]
    special = [key for key in keys if key not in COMMON_REASONS]
    if not special:
        return merge_sources(POINT_SOURCES, *(REASON_SOURCES[key] for key in keys))
    return merge_sources(*(REASON_SOURCES.get(key, ALL_SOURCES) for key in special))


def kit_assumed(score: HandScore) -> bool:
    """Did one of the kit's assumptions score ``score`` (Piacenza's charges, 004 naming no
    card values nor how a hand is charged; a tie for the most under Bergamo's bóle, where
    004's sentence allows two readings and the tied players' charge is the kit's reading)?"""
    if score.rules.counter == "points":
        return True
    return score.rules.counter == "bole" and any(key == "score_tie" for key, _ in score.reasons)


def points_rule(lang: str, french: bool = False) -> str:
    """The card points, as lesson 1 gives them."""
    return t("ex_points_rule", lang, ace=Rank.ACE.name_in(lang, french=french),
             king=Rank.KING.name_in(lang, french=french),
             knight=Rank.KNIGHT.name_in(lang, french=french),
             jack=Rank.JACK.name_in(lang, french=french))


# ---- the question ------------------------------------------------------------------------------


class Question:
    """A checked question, with no widget: the base of every kind.

    A kind sets ``kind`` (its name in JSON) and ``skill`` (the skill it drills, or None),
    and defines ``prompt``, ``evaluate``, ``right_answer``, ``wrong_answer`` and
    ``content()`` (its JSON without the kind) with ``of_content(data)`` (the reverse).
    """

    kind: ClassVar[str] = ""
    skill: str | None = None
    """The skill it drills (``drills.SKILLS``), or None."""
    KINDS: ClassVar[dict[str, type[Question]]] = {}
    """Every kind defined so far, by name (the lessons' own kinds join when imported)."""

    french: bool = False
    """Draw and name the cards with French suits and the Queen (lesson 1)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.kind:
            Question.KINDS[cls.kind] = cls

    # what a kind defines -----------------------------------------------------------------------
    def prompt(self, lang: str = "en") -> str:
        """The question, in ``lang``."""
        raise NotImplementedError

    def evaluate(self, answer: Any) -> Verdict:
        """Judge ``answer`` against the engine."""
        raise NotImplementedError

    def right_answer(self) -> Any:
        """An answer ``evaluate`` judges right, computed from the engine."""
        raise NotImplementedError

    def wrong_answer(self) -> Any:
        """A plausible answer ``evaluate`` judges wrong (a typical mistake)."""
        raise NotImplementedError

    def content(self) -> dict[str, Any]:
        """What makes this question, as JSON (without ``kind``)."""
        raise NotImplementedError

    @classmethod
    def of_content(cls, data: Mapping[str, Any]) -> Question:
        raise NotImplementedError

    # shared ------------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, **self.content()}

    @classmethod
    def from_json(cls, data: Any) -> Question:
        """The question ``data`` (``to_json``'s form) describes; a fault is a QuestionError."""
        if not isinstance(data, Mapping):
            raise QuestionError(f"a question is a JSON object, not {brief(data, 30)}")
        kind = data.get("kind")
        found = Question.KINDS.get(kind) if isinstance(kind, str) else None
        if found is None or (cls is not Question and not issubclass(found, cls)):
            raise QuestionError(f"{brief(kind, 30)} is not a kind of question")
        try:
            return found.of_content(data)
        except QuestionError:
            raise
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as err:
            raise QuestionError(f"this {kind} question is malformed: {err}") from None

    def read_answer(self, data: Any) -> Any:
        """The JSON ``data`` read back as an answer, shaped like the right answer."""
        return read_shaped(self.right_answer(), data, 0)

    def judge_json(self, data: Any) -> Verdict:
        """``evaluate`` of an answer in JSON form; a malformed one raises AnswerError."""
        answer = self.read_answer(data)
        try:
            return self.evaluate(answer)
        except (ValueError, TypeError, KeyError, IndexError) as err:
            raise AnswerError(f"this answer does not fit the question ({err})") from None

    def __repr__(self) -> str:
        try:
            return f"Question.from_json({self.to_json()!r})"
        except QuestionError:
            return f"<{type(self).__name__} question>"


# ---- answers as JSON ---------------------------------------------------------------------------


def answer_json(answer: Any) -> Any:
    """``answer`` (as a question's ``evaluate`` takes it) in JSON form."""
    if answer is None or isinstance(answer, (bool, int, str)):
        return answer
    if isinstance(answer, Card):
        return answer.code()
    if isinstance(answer, (list, tuple)):
        return [answer_json(a) for a in answer]
    if isinstance(answer, Mapping):
        return {str(k): answer_json(v) for k, v in answer.items()}
    raise AnswerError(f"an answer of type {type(answer).__name__} has no JSON form")


def read_shaped(shape: Any, data: Any, depth: int) -> Any:
    """``data`` read as a value shaped like ``shape`` (a right answer)."""
    if depth > 4:
        raise AnswerError("the answer is nested too deeply")
    if data is None:
        return None
    if isinstance(shape, Card):
        if not isinstance(data, str) or len(data) > 3:
            raise AnswerError(f"{_quote(data)} is not a card")
        try:
            return Card.parse(data)
        except ValueError:
            raise AnswerError(f"{_quote(data)} is not a card") from None
    if isinstance(shape, bool):
        if not isinstance(data, bool):
            raise AnswerError(f"{_quote(data)} is not true or false")
        return data
    if isinstance(shape, int) or shape is None:
        if isinstance(data, bool) or not isinstance(data, int) or abs(data) > MAX_NUMBER:
            raise AnswerError(f"{_quote(data)} is not a whole number (at most {MAX_NUMBER})")
        return data
    if isinstance(shape, str):
        if not isinstance(data, str) or len(data) > MAX_TEXT:
            raise AnswerError(f"{_quote(data)} is not one of the answer's choices")
        return data
    if isinstance(shape, tuple):
        if not isinstance(data, list) or len(data) != len(shape):
            raise AnswerError(f"the answer is a list of {len(shape)} items, not {_quote(data)}")
        return tuple(read_shaped(s, d, depth + 1) for s, d in zip(shape, data))
    if isinstance(shape, list):
        if not isinstance(data, list) or len(data) > MAX_ITEMS:
            raise AnswerError(f"the answer is a list of at most {MAX_ITEMS} items, "
                              f"not {_quote(data)}")
        # An empty right answer (nobody pays) says no more than "seats or numbers".
        item = shape[0] if shape else None
        return [read_shaped(item, d, depth + 1) for d in data]
    if isinstance(shape, Mapping):
        if not isinstance(data, dict) or len(data) > MAX_ITEMS:
            raise AnswerError(f"the answer is an object of seats, not {_quote(data)}")
        value = next(iter(shape.values()), None)
        out = {}
        for key, item in data.items():
            if not (key.isascii() and key.isdigit() and len(key) <= 2):
                raise AnswerError(f"{_quote(key)} is not a seat number")
            out[int(key)] = read_shaped(value, item, depth + 1)
        return out
    raise AnswerError(f"answers like {type(shape).__name__} cannot be read from JSON")


def _quote(value: Any) -> str:
    return brief(value, 30)


def first_wrong(question: Question, candidates: Iterable[Any]) -> Any:
    """The first of ``candidates`` that ``question`` judges wrong."""
    for answer in candidates:
        if not question.evaluate(answer).correct:
            return answer
    raise ValueError(f"every answer tried is correct for this {question.kind} question")
