"""Questions: the one model of a checked exercise, with no widget.

A question asks (``prompt(lang)``), judges an answer (``evaluate(answer) -> Verdict``: right
or not, the explanation and a hint in the learner's language, the sources), gives an
answer it judges right and a typical wrong one (``right_answer()``, ``wrong_answer()``,
both computed by the engine) and travels as JSON (``to_json()``,
``Question.from_json(data)``; an answer as ``answer_json(answer)`` and
``question.read_answer(data)``). The lessons draw questions with the widgets of
``coteccio_lab.widgets.exercises`` (each a view of one question), the class service judges
a lesson page's answer with them and no widget, and the drills (``coteccio_lab.drills``)
deal fresh ones.

=====================  ===========================================================
``OrderQuestion``       put cards in order (rank, or ``by="points"``)
``LegalQuestion``       which cards may the seat to move play here
``TrickQuestion``       who wins this trick (and its points)
``ScoreQuestion``       points per seat, and who pays (a life, bóle)
``CapoteQuestion``      annul or attempt, with the exact odds
``StopQuestion``        the card that stops another seat's capote
``CompareQuestion``     the same deal scored under two presets
``PlayQuestion``        what do you play here? (the expert's card for what you saw)
``NumberQuestion``      a number read off a simulation
``ChoiceQuestion``      one of a few options (the base of the lessons' quizzes)
=====================  ===========================================================

>>> q = TrickQuestion("4b Qc 2b Jb", leader=0)
>>> q.right_answer()
(3, 7)
>>> again = Question.from_json(q.to_json())
>>> again.evaluate(again.read_answer([3, 7])).correct
True
"""

from .base import AnswerError, Question, QuestionError, Verdict, answer_json
from .capote import CapoteQuestion, StopQuestion
from .choice import ChoiceQuestion, NumberQuestion
from .legal import LegalQuestion
from .order import OrderQuestion
from .play import PlayQuestion
from .score import CompareQuestion, ScoreQuestion
from .trick import TrickQuestion

__all__ = [
    "AnswerError",
    "CapoteQuestion",
    "ChoiceQuestion",
    "CompareQuestion",
    "LegalQuestion",
    "NumberQuestion",
    "OrderQuestion",
    "PlayQuestion",
    "Question",
    "QuestionError",
    "ScoreQuestion",
    "StopQuestion",
    "TrickQuestion",
    "Verdict",
    "answer_json",
]
