"""The parts of a table, each a widget of its own that draws itself from the engine.

``HandView`` shows the cards of the person at the screen and plays a click through the
rules; ``TrickView`` shows the trick on the table (or the one just won);
``Scoreboard`` shows each seat's counter. ``table.TableView`` puts the hand and the
scoreboard around its felt; a lesson may show any of them alone.
"""

from __future__ import annotations

from collections.abc import Callable

from ..cards import Card
from ..hand import Hand, IllegalPlay
from ..match import Match
from ..moves import Move
from .base import Events, MessageArea, View, esc, html_widget
from .cardhand import CardHand
from .drawing import scoreboard_html, seat_name, trick_row_html

__all__ = ["Game", "HandView", "Scoreboard", "TrickView"]

Game = Match | Hand
"""What a table shows: a whole match, or a single hand."""


# ---- the hand at the screen ------------------------------------------------------------------


class HandView(View):
    """The cards of the person at the screen (``cot-hand``), played by click or keyboard.

    A pick is checked with ``Hand.refusal``: an illegal card plays nothing and its
    reason goes to the message area; a legal one is played and ``on_play``
    callbacks get ``(seat, card)``.
    """

    def __init__(
        self,
        hand: Hand | None = None,
        seat: int = 0,
        *,
        lang: str = "en",
        french: bool = False,
        mark_legal: bool = True,
        width: int = 84,
        message: MessageArea | None = None,
    ) -> None:
        super().__init__(lang=lang, message=message, css_class="cot-hand-view")
        self.hand = hand
        self.seat = seat
        self.french = french
        self.mark_legal = mark_legal
        self.cards = CardHand(width=width, css_class="cot-hand")
        self.set_children([self.cards, *([self.message] if self.owns_message else [])])
        self.played: Events[[int, Card]] = Events()
        self.refused: Events[[IllegalPlay]] = Events()
        self.delegate: Callable[[str], object] | None = None
        """When set, a pick is handed to ``delegate(code)`` (a controller that checks and
        plays it, then calls ``refresh``) instead of being checked and played here."""
        self.make: Callable[[Card, int], object] | None = None
        """When set, a card checked here is played by ``make(card, seat)`` (the table's
        state machine) instead of ``Hand.push``."""
        self.cards.on_pick(self.guard(self._on_pick))
        self.refresh()

    def on_play(self, callback: Callable[[int, Card], object], remove: bool = False) -> None:
        self.played.register(callback, remove)

    def on_refusal(self, callback: Callable[[IllegalPlay], object], remove: bool = False) -> None:
        self.refused.register(callback, remove)

    def set_hand(self, hand: Hand | None, seat: int | None = None) -> None:
        self.hand = hand
        if seat is not None:
            self.seat = seat
        self.refresh()

    def legal(self) -> list[Card]:
        """The cards marked ``cot-legal``: the legal plays when this seat is to play."""
        hand = self.hand
        if hand is None or not self.mark_legal or hand.to_act != self.seat:
            return []
        return hand.following_suit

    def refresh(self) -> None:
        hand = self.hand
        self.cards.label = self.t("ui_your_cards")
        if hand is None:
            self.cards.show([])
            self.cards.disabled = True
            return
        self.cards.show(
            hand.holding(self.seat), legal=self.legal(), lang=self.lang, french=self.french
        )
        self.cards.disabled = hand.over

    def _on_pick(self, code: str) -> None:
        if self.delegate is not None:
            self.delegate(code)
        else:
            self.pick(code)

    def pick(self, code: str) -> bool:
        """Play ``code`` for this seat if the rules allow it; say why not otherwise."""
        hand = self.hand
        if hand is None:
            return False
        card = Card.parse(code)
        refused = hand.refusal(card, self.seat)
        if refused is not None:
            self.message.lang = self.lang
            reason = refused

            def why(lang: str) -> str:
                return reason.message(lang, you=True)

            self.message.say(why, "refusal")
            self.refused(refused)
            return False
        if self.make is not None:
            self.make(card, self.seat)
        else:
            hand.push(Move(self.seat, card=card))
        self.refresh()
        self.played(self.seat, card)
        return True


# ---- a trick on its own ----------------------------------------------------------------------


class TrickView(View):
    """The trick being played (``cot-trick``), each card under its seat's name.

    Between tricks it shows the trick just won and who took it.
    """

    def __init__(
        self,
        hand: Hand | None = None,
        seat: int | None = 0,
        *,
        lang: str = "en",
        french: bool = False,
        width: int = 72,
        message: MessageArea | None = None,
    ) -> None:
        super().__init__(lang=lang, message=message, css_class="cot-trick-view")
        self.hand = hand
        self.seat = seat
        self.french = french
        self.width = width
        self.caption = html_widget("cot-trick-caption-text")
        self.html = html_widget("cot-trick")
        self.set_children([self.html, self.caption])
        self.refresh()

    def set_hand(self, hand: Hand | None) -> None:
        self.hand = hand
        self.refresh()

    def refresh(self) -> None:
        hand = self.hand
        cards: list[tuple[int, Card]] = []
        caption = ""
        if hand is not None:
            cards = list(hand.current_trick)
            if not cards and hand.tricks:
                last = hand.tricks[-1]
                cards = last.seat_cards
                caption = self.t(
                    "ui_took_trick", who=seat_name(last.winner, self.seat, self.lang),
                    points=last.points,
                )
        self.html.value = trick_row_html(
            cards, self.seat, self.lang, french=self.french, width=self.width
        )
        self.caption.value = f"<div>{esc(caption)}</div>" if caption else ""


# ---- the scoreboard --------------------------------------------------------------------------


class Scoreboard(View):
    """Each seat's counter (lives, bóle or points; ``cot-lives-<seat>``), the ovo tally
    above the start (004, Trieste), the points of the hand in play, the pot."""

    def __init__(
        self,
        game: Game | None = None,
        seat: int | None = 0,
        *,
        lang: str = "en",
        message: MessageArea | None = None,
    ) -> None:
        super().__init__(lang=lang, message=message, css_class="cot-scoreboard-view")
        self.game = game
        self.seat = seat
        self.hand: Hand | None = None
        """The hand whose points are shown (defaults to the game's)."""
        self.html = html_widget("cot-scoreboard")
        self.set_children([self.html])
        self.refresh()

    def set_game(self, game: Game | None, hand: Hand | None = None) -> None:
        self.game = game
        self.hand = hand
        self.refresh()

    def refresh(self) -> None:
        game = self.game
        if game is None:
            self.html.value = ""
            return
        if isinstance(game, Match):
            hand = self.hand if self.hand is not None else game.hand
            self.html.value = scoreboard_html(
                game.rules,
                game.counters,
                self.seat,
                self.lang,
                hand_points=hand.points() if hand is not None else None,
                pot=game.pot,
                doctor_used=game.doctor_used,
            )
        else:
            rules = game.rules
            self.html.value = scoreboard_html(
                rules, [rules.start] * game.n, self.seat, self.lang, hand_points=game.points()
            )
