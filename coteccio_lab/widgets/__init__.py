"""The widget kit: the only modules of Coteccio Lab that import ipywidgets.

Views (``VBox`` subclasses that own their children) read the engine and draw
it; the learner's actions go back through the engine's own methods. Every view
has ``lang`` (``en``, ``it``, ``pt``; ``set_language`` re-renders), ``refresh()``,
a message area (``cot-message``) where errors of its callbacks are shown, and
the CSS hooks of ``docs/ui-hooks.md``.

Playing: ``CardHand`` (clickable faces, anywidget), ``HandView``, ``TrickView``,
``Scoreboard``, ``TableView``. Choosing: ``LanguagePicker``, ``RulesPicker``
(with ``Rules.describe(lang)`` beside it), ``DealCodeBox``. Exercises: ``OrderCards``,
``WhichCardsLegal``, ``WhoWinsTrick``, ``ScoreHand``, ``CapoteDecision``,
``CompareScoring`` (see ``exercises``).
"""

from .base import MessageArea, View
from .cardhand import CardHand
from .exercises import (
    CapoteDecision,
    CompareScoring,
    Exercise,
    OrderCards,
    ScoreHand,
    Verdict,
    WhichCardsLegal,
    WhoWinsTrick,
)
from .pickers import DealCodeBox, LanguagePicker, PageLanguage, RulesPicker
from .table import TableView
from .tableparts import HandView, Scoreboard, TrickView

__all__ = [
    "CapoteDecision",
    "CardHand",
    "CompareScoring",
    "DealCodeBox",
    "Exercise",
    "HandView",
    "LanguagePicker",
    "MessageArea",
    "OrderCards",
    "PageLanguage",
    "RulesPicker",
    "ScoreHand",
    "Scoreboard",
    "TableView",
    "TrickView",
    "Verdict",
    "View",
    "WhichCardsLegal",
    "WhoWinsTrick",
]
