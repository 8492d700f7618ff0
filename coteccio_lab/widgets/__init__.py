"""The widget kit: the only modules of Coteccio Lab that import ipywidgets.

Views (``VBox`` subclasses that own their children) read the engine and draw
it; the learner's actions go back through the engine's own methods. Every view
has ``lang`` (``en``, ``it``, ``pt``; ``set_language`` re-renders), ``refresh()``,
a message area (``cot-message``) where errors of its callbacks are shown, and
the CSS hooks of ``docs/ui-hooks.md``.

Playing: ``CardHand`` (clickable faces, anywidget), ``HandView``, ``TrickView``,
``Scoreboard``, ``TableView`` (its felt a ``felt.TableFelt``, anywidget: drawn in the page
by the board's script, ``render/boardview.js``). Choosing: ``LanguagePicker``, ``RulesPicker``
(with ``Rules.describe(lang)`` beside it), ``DealCodeBox``. Exercises, each a view of a
question of ``coteccio_lab.questions``: ``OrderCards``, ``WhichCardsLegal``,
``WhoWinsTrick``, ``ScoreHand``, ``CapoteDecision``, ``StopTheCapote``, ``CompareScoring``,
``ExpertsCard``, ``ChoiceButtons``, ``ReadTheNumber``; ``exercise_view(question)`` picks
one (see ``exercises``).
"""

from .base import MessageArea, View
from .cardhand import CardHand
from .exercises import (
    CapoteDecision,
    ChoiceButtons,
    CompareScoring,
    Exercise,
    ExpertsCard,
    OrderCards,
    ReadTheNumber,
    ScoreHand,
    StopTheCapote,
    Verdict,
    WhichCardsLegal,
    WhoWinsTrick,
    exercise_view,
)
from .pickers import DealCodeBox, LanguagePicker, PageLanguage, RulesPicker
from .table import TableView
from .tableparts import HandView, Scoreboard, TrickView

__all__ = [
    "CapoteDecision",
    "CardHand",
    "ChoiceButtons",
    "CompareScoring",
    "DealCodeBox",
    "Exercise",
    "ExpertsCard",
    "HandView",
    "LanguagePicker",
    "MessageArea",
    "OrderCards",
    "PageLanguage",
    "ReadTheNumber",
    "RulesPicker",
    "ScoreHand",
    "Scoreboard",
    "StopTheCapote",
    "TableView",
    "TrickView",
    "Verdict",
    "View",
    "WhichCardsLegal",
    "WhoWinsTrick",
    "exercise_view",
]
