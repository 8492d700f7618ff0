"""The table: a hand or a match played at the screen, the other seats played by the kit.

It puts the scoreboard and the hand at the screen (``tableparts``) around the felt,
which shows the trick, with the capote, doctor and cappotto choices, hint, take-back
and next hand.

``TableView(game, seat=0)`` takes a ``Match`` (the whole match: counters,
doctor, next hand) or a single ``Hand``. It reads the engine and draws it; the
learner's clicks go back through the engine (``Hand.refusal`` first: the front
end is never trusted). Other seats are played by ``opponents`` (seat ->
player), or left to the caller, who listens to the events:

- ``on_card_played(callback(seat, card))``: any card put on the table;
- ``on_capote(callback(seat, choice))``: annul or attempt, by anyone;
- ``on_hand_over(callback(score))``: a ``HandScore`` when a hand ends;
- ``on_next(callback())``: the learner pressed ``cot-next``;
- ``on_match_over(callback(winner))``: the match has ended (winner or None).

A computer player is what every table of the kit plays with
(``coteccio_lab.players.Player``): ``choose(view, rng, counters)`` returns a ``Move``
(a card, or ``annul``/``attempt`` when ``view.decision_pending``), like the kit's
``make_player("cautious")``. A learner's plain function of the ``SeatView`` will do
too (``players.as_player``): it answers a ``Card``, its code or the capote choice,
optionally with a reason, ``(answer, "why")``. The table plays through the kit's one
play session (``players.Session``): every move, the learner's and the computer seats',
is pushed on the game's state machine; each computer decision is seeded by ``seed``
(default the match's), the deal and the play, so the same seed gives the same game.
Between hands, the seats other than the learner's answer the doctor and 001's cappotto
by the kit's one policy (``coteccio_lab.players.offers``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import ipywidgets as W

from ..cards import Card
from ..hand import Hand
from ..i18n import t
from ..i18n.grammar import list_word
from ..match import Match
from ..moves import KINDS, Decision
from ..players import Move, Player, as_player
from ..players.session import Event, Session
from ..rules import preset_title
from ..scoring import HandScore, choice_tips, score_hand
from ..view import SeatView
from .base import (
    Events,
    Text,
    View,
    button,
    esc,
    html_widget,
    keyed,
    show,
)
from .drawing import seat_name
from .felt import TableFelt, felt_view
from .tableparts import Game, HandView, Scoreboard

__all__ = ["TableView"]

Opponent = Player | Callable[[SeatView], object]
"""A computer player, or a learner's function of the view: see the module docstring."""


# ---- players ---------------------------------------------------------------------------------


def _played_why(move: Move) -> Text:
    seat, card = move.seat, move.card
    return lambda lang: t("ui_seat_played_why", lang, seat=seat, card=card,
                          why=move.why(lang).rstrip("."))


# ---- the table -------------------------------------------------------------------------------


def _answered(move: Move, you: bool) -> Text:
    """A seat's answer to an offer between hands, in a sentence (``you``: the person's)."""
    key, params = move.told(you)
    return keyed(key, **params)


class TableView(View):
    """A card table: seats around the felt in the order of play, the dealer and the
    turn marked, tricks face up in front of each seat, the trick in the middle, the
    scoreboard above and the cards of the person at the screen below.

    ``game`` is a ``Match`` or a ``Hand``; ``seat`` is the person at the screen (0).
    ``opponents`` maps seats to computer players (see the module docstring);
    seats without one wait for the caller. ``hint`` is an optional
    ``(SeatView) -> text`` that replaces the rule reminder of ``cot-hint``.
    """

    def __init__(
        self,
        game: Game,
        seat: int = 0,
        *,
        opponents: Mapping[int, Opponent] | None = None,
        lang: str = "en",
        french: bool = False,
        hints: bool = True,
        undo: bool = True,
        mark_legal: bool = True,
        show_points: bool = True,
        autoplay: bool = True,
        hint: Callable[[SeatView], str | Text] | None = None,
        seed: int | None = None,
    ) -> None:
        super().__init__(lang=lang, css_class="cot-table")
        self.seed = seed
        self.session: Session | None = None
        self.seat = seat
        self.opponents: dict[int, Player] = {
            seat: as_player(player) for seat, player in (opponents or {}).items()
        }
        self.french = french
        self.show_points = show_points
        self.autoplay = autoplay
        self.hint_source = hint
        self.match: Match | None = None
        self.hand: Hand | None = None
        """The hand on the table (after the last trick, the finished one until Next)."""
        self.score: HandScore | None = None
        """The score of the hand on the table, once it is over."""
        self._my_plays: list[int] = []
        self._mine: list[Event] = []
        self._busy = False

        self.card_played: Events[[int, Card]] = Events()
        self.capote_chosen: Events[[int, str]] = Events()
        self.hand_ended: Events[[HandScore]] = Events()
        self.next_pressed: Events[[]] = Events()
        self.match_ended: Events[[int | None]] = Events()

        self.title = html_widget("cot-table-title")
        self.scoreboard = Scoreboard(None, seat, lang=lang, message=self.message)
        # drawn in the page from the seat's view, by the board's script (widgets/felt.py)
        self.felt = TableFelt(lang=lang, french=french)
        # the buttons of the person's pending choice, one per move the engine lists for it
        # (Match.pending), drawn again when the choice changes
        self.choice_text = html_widget("cot-choice-text")
        self.choice_row = W.HBox([])
        self.choice_row.add_class("cot-choice-row")
        self.choice_box = W.VBox([self.choice_text, self.choice_row])
        self.choice_box.add_class("cot-choices")
        self._choice_buttons: dict[str, W.Button] = {}
        self.hand_view = HandView(
            None, seat, lang=lang, french=french, mark_legal=mark_legal, message=self.message
        )
        self.hand_view.make = self._make_mine
        self.hint_button = button("", "cot-hint")
        self.undo_button = button("", "cot-undo")
        self.next_button = button("", "cot-next")
        self.next_button.button_style = "success"
        self.hint_button.layout.display = None if hints else "none"
        self.undo_button.layout.display = None if undo else "none"
        self._hints = hints
        self._undo = undo
        self.controls = W.HBox([self.hint_button, self.undo_button, self.next_button])
        self.controls.add_class("cot-controls")
        self.summary = html_widget("cot-hand-summary")
        self.match_over = html_widget("cot-match-over")
        self.set_children(
            [
                self.title,
                self.scoreboard,
                self.felt,
                self.choice_box,
                self.hand_view,
                self.controls,
                self.message,
                self.summary,
                self.match_over,
            ]
        )

        self.hand_view.on_play(self.guard(self._after_my_play))
        self.hand_view.on_refusal(self.guard(lambda _refused: self._render()))
        self.hint_button.on_click(self.guard(lambda _b: self.show_hint()))
        self.undo_button.on_click(self.guard(lambda _b: self.undo()))
        self.next_button.on_click(self.guard(lambda _b: self.next()))
        if not isinstance(game, (Match, Hand)):
            raise TypeError(f"TableView shows a Match or a Hand, not {type(game).__name__}")
        self.guard(self.set_game)(game)

    # ---- events --------------------------------------------------------------------------
    def on_card_played(self, callback: Callable[[int, Card], object], remove: bool = False) -> None:
        self.card_played.register(callback, remove)

    def on_capote(self, callback: Callable[[int, str], object], remove: bool = False) -> None:
        self.capote_chosen.register(callback, remove)

    def on_hand_over(self, callback: Callable[[HandScore], object], remove: bool = False) -> None:
        self.hand_ended.register(callback, remove)

    def on_next(self, callback: Callable[[], object], remove: bool = False) -> None:
        self.next_pressed.register(callback, remove)
        self._render()

    def on_match_over(self, callback: Callable[[int | None], object], remove: bool = False) -> None:
        self.match_ended.register(callback, remove)

    # ---- state in --------------------------------------------------------------------------
    def set_game(self, game: Game) -> None:
        """Show a new match or hand (and let the computer players start, if they lead)."""
        if isinstance(game, Match):
            self.match = game
            self.hand = game.hand
        elif isinstance(game, Hand):
            self.match = None
            self.hand = game
        else:
            raise TypeError(f"TableView shows a Match or a Hand, not {type(game).__name__}")
        self.session = Session(game, self.opponents, seed=self.seed)
        self.score = None
        self._my_plays = []
        self.message.clear()
        if self.match is not None and self.hand is None:
            self._after_hand()  # a saved match waiting for the doctor, or over
        elif self.autoplay:
            self.advance()
        self._render()

    @property
    def waiting_for_next(self) -> bool:
        """The hand on the table is over and the flow waits for ``cot-next``."""
        return self.hand is not None and self.hand.over and not self._my_choice_pending()

    # ---- the learner's actions -----------------------------------------------------------
    def play(self, card: Card | str) -> bool:
        """Play a card for the person at the screen, exactly as a click would."""
        code = card.code() if isinstance(card, Card) else str(card)
        return self.hand_view.pick(code)

    def _make_mine(self, card: Card, seat: int) -> None:
        self._mine = self._session().push(Move(seat, card=card))

    def _after_my_play(self, seat: int, card: Card) -> None:
        hand = self.hand
        assert hand is not None
        self._my_plays.append(len(hand.plays) - 1)
        self.message.lang = self.lang
        self.message.clear()
        events, self._mine = self._mine, []
        self._note_trick(hand, len(hand.plays))
        self.card_played(seat, card)
        self._hand_events(events)
        if not hand.over and self.autoplay:
            self.advance()
        self._render()

    def choose_capote(self, choice: str) -> None:
        """Annul or attempt, for the person at the screen."""
        hand = self.hand
        if hand is None or not hand.decision_pending or hand.to_act != self.seat:
            self.message.say(keyed("ui_no_decision"), "refusal")
            return
        events = self._session().push(Move.parse(choice, seat=self.seat))
        self.message.clear()
        self.message.add(keyed(f"ui_you_{choice}"))
        self.capote_chosen(self.seat, choice)
        self._hand_events(events)
        if not hand.over and self.autoplay:
            self.advance()
        self._render()

    def undo(self) -> None:
        """Take back the learner's last card (and the computer plays after it)."""
        hand = self.hand
        if hand is None or hand.over or not self._my_plays:
            self.message.say(keyed("ui_nothing_to_undo"), "refusal")
            return
        target = self._my_plays.pop()
        card = hand.plays[target]
        game = self._session().game
        while len(hand.plays) > target:
            game.pop()
        self.message.say(keyed("ui_undone", card=card))
        self._render()

    def show_hint(self) -> None:
        """The rule that applies to the learner's move now (or the ``hint`` given)."""
        hand = self.hand
        if hand is None or hand.over or hand.to_act != self.seat:
            self.message.add(keyed("ui_hint_wait"), "hint")
            return
        view = SeatView.of(hand, self.seat)
        if self.hint_source is not None:
            text = self.hint_source(view)
            self.message.add(text if callable(text) else str(text), "hint")
            return
        if hand.decision_pending:
            self.message.add(keyed("ui_hint_capote"), "hint")
            return
        led = hand.led_suit
        if led is None:
            self.message.add(keyed("ui_hint_lead"), "hint")
        elif hand.following_suit[0].suit == led:
            self.message.add(keyed("ui_hint_follow", suit=led, cards=hand.following_suit), "hint")
        else:
            self.message.add(keyed("ui_hint_void", suit=led), "hint")

    def next(self) -> None:
        """Move on after a finished hand: the match's next deal, or the ``on_next`` callbacks."""
        if not self.waiting_for_next:
            self.message.say(keyed("ui_not_yet"), "refusal")
            return
        match = self.match
        if match is not None:
            if match.over:
                self._render()
                return
            self.hand = match.hand
            self.score = None
            self._my_plays = []
            self.message.clear()
            if self.autoplay:
                self.advance()
            self._render()
        self.next_pressed()
        self._render()

    def _answer_offer(self, move: Move) -> None:
        """The person at the screen answers an offer between hands with ``move`` (one of
        the moves the engine lists for it); then the computer seats answer theirs."""
        match = self.match
        assert match is not None
        done = match.push(move)
        self.message.add(_answered(done, you=True))
        self._after_hand()
        self._render()

    # ---- the other seats -------------------------------------------------------------------
    def advance(self) -> None:
        """Let the computer players move until it is the learner's turn or the hand ends."""
        hand = self.hand
        if hand is None or self._busy:
            return
        self._busy = True
        try:
            # the computer seats move through the one play session; the engine checks
            # every move, and the hand's end stops them (the next deal waits for cot-next)
            events = self._session().advance(stop_after_hand=True) if not hand.over else ()
            for event in events:
                move = event.move
                if event.kind != "move" or move is None or move.seat is None:
                    self._hand_events([event])
                    continue
                turn = move.seat
                if move.capote is not None:
                    self.message.add(keyed(f"ui_seat_{move.capote}", seat=turn))
                    if move.explained:
                        self.message.add(move.why)
                    self.capote_chosen(turn, move.capote)
                elif move.card is not None:
                    if move.explained:
                        self.message.add(_played_why(move))
                    else:
                        self.message.add(keyed("ui_seat_played", seat=turn, card=move.card))
                    self._note_trick(hand, len(hand.plays))
                    self.card_played(turn, move.card)
            if hand.over and self.score is None:
                self._hand_over()
        finally:
            self._busy = False

    def _session(self) -> Session:
        assert self.session is not None
        return self.session

    def _hand_events(self, events: list[Event]) -> None:
        """A move that ended the hand: its score (the match scored it as the move was made)."""
        for event in events:
            if event.kind == "hand" and event.score is not None and self.score is None:
                self._hand_over(event.score)

    def _note_trick(self, hand: Hand, plays: int) -> None:
        """Say who took the trick that the last card completed."""
        if hand.current_trick or not hand.tricks or plays % len(hand.active):
            return
        last = hand.tricks[-1]
        me = self.seat
        winner, points = last.winner, last.points
        self.message.add(
            lambda lang: t("ui_took_trick", lang, who=seat_name(winner, me, lang), points=points)
        )

    # ---- end of a hand -----------------------------------------------------------------------
    def _hand_over(self, score: HandScore | None = None) -> None:
        hand = self.hand
        assert hand is not None and hand.over
        match = self.match
        if score is None and match is not None and match.hand is hand:
            # a match whose hand was played on the hand itself, outside Match.push
            score = match._finish_hand()
        elif score is None:
            score = score_hand(hand)
        self.score = score
        self.hand_ended(score)
        if match is not None:
            self._after_hand()

    def _after_hand(self) -> None:
        """Cappotto and doctor offers (computer seats answer at once), then the match's end."""
        match = self.match
        assert match is not None
        for event in self._session().answer_offers():
            move = event.move
            if event.kind != "move" or move is None:
                continue
            self.message.add(_answered(move, you=False))
        if match.over:
            self.match_ended(match.winner)

    def _my_choice(self) -> Decision | None:
        """The choice (not a card) the person's seat has waiting, from the engine's list."""
        game = self.match if self.match is not None else self.hand
        if game is None:
            return None
        decision = next((d for d in game.pending if d.seat == self.seat), None)
        return None if decision is None or decision.kind == "card" else decision

    def _my_choice_pending(self) -> bool:
        m = self.match
        return m is not None and m.waiting and self._my_choice() is not None

    def choice_button(self, move: str) -> W.Button:
        """The button of ``move`` (its notation: ``attempt``) while the
        person's pending choice offers it; KeyError otherwise."""
        return self._choice_buttons[move]

    def choose(self, move: str) -> None:
        """The person at the screen answers its pending choice with ``move``, one of the
        moves the engine lists for it, exactly as its button does."""
        decision = self._my_choice()
        chosen = None if decision is None else next(
            (m for m in decision.moves if str(m) == move), None)
        if chosen is None or chosen.choice is None:
            self.message.say(keyed("ui_no_decision"), "refusal")
            return
        if chosen.capote is not None:
            self.choose_capote(chosen.choice)
        else:
            self._answer_offer(chosen)

    def _draw_choice(self, lang: str) -> None:
        decision = self._my_choice()
        moves = [] if decision is None else list(decision.moves)
        if [str(m) for m in moves] != list(self._choice_buttons):
            self._choice_buttons = {}
            for move in moves:
                assert decision is not None
                b = button("", f"cot-choice cot-{decision.kind}-{move.choice}")
                b.on_click(self.guard(lambda _b, code=str(move): self.choose(code)))
                self._choice_buttons[str(move)] = b
            self.choice_row.children = tuple(self._choice_buttons.values())
        tips = choice_tips(self.hand, lang)
        for move in moves:
            b = self._choice_buttons[str(move)]
            b.description = t(move.key, lang)
            b.tooltip = tips.get(str(move), "")
        # an offer that asks a longer question than its buttons (001's cappotto) says it
        prompt = "" if decision is None else KINDS[decision.kind].prompt
        self.choice_text.value = esc(t(prompt, lang)) if prompt else ""
        show(self.choice_text, bool(prompt))
        show(self.choice_box, decision is not None)

    # ---- drawing -----------------------------------------------------------------------------
    def refresh(self) -> None:
        self._render()

    def _render(self) -> None:
        lang = self.lang
        self.message.lang = lang
        self.scoreboard.lang = lang
        self.hand_view.lang = lang
        hand = self.hand
        match = self.match
        self.hint_button.description = t("ui_hint", lang)
        self.undo_button.description = t("ui_undo", lang)
        self.next_button.description = t("ui_next_hand", lang)
        # title
        bits = [preset_title(hand.rules.name, lang) if hand else t("ui_no_hand", lang)]
        if hand is not None:
            bits.append(t("ui_dealer_is", lang, who=seat_name(hand.dealer, self.seat, lang)))
        if match is not None:
            bits.append(t("ui_deal_code_is", lang, code=match.code))
        self.title.value = f"<b>{esc(bits[0])}</b> · " + " · ".join(esc(b) for b in bits[1:])
        # scoreboard, felt, hand
        if match is not None:
            self.scoreboard.set_game(match, hand)
        else:
            self.scoreboard.set_game(hand)
        self.felt.set_faces(lang, self.french)
        self.felt.view = felt_view(match if match is not None else hand, hand, self.seat, lang,
                                   show_points=self.show_points)
        self.hand_view.set_hand(hand, self.seat)
        self._draw_choice(lang)
        show(self.hint_button, self._hints and hand is not None and not hand.over)
        show(self.undo_button, self._undo and hand is not None and not hand.over)
        self.undo_button.disabled = not self._my_plays
        over = match is not None and match.over
        can_next = self.waiting_for_next and not over and (
            match is not None or len(self.next_pressed) > 0
        )
        show(self.next_button, can_next)
        # what the kit says about the turn
        if hand is not None:
            self._say_turn(hand)
        # summary and end
        if self.score is not None:
            lines = "".join(f"<li>{esc(line)}</li>" for line in self.score.explain(lang))
            head = esc(t("ui_hand_summary", lang))
            self.summary.value = f"<b>{head}</b><ul>{lines}</ul>"
            show(self.summary, True)
        else:
            self.summary.value = ""
            show(self.summary, False)
        if over and match is not None:
            winner = match.winner
            if len(match.winners) > 1:
                who = list_word([seat_name(s, self.seat, lang) for s in match.winners], lang)
                text = t("ui_match_won_several", lang, who=who)
            elif winner is None:
                text = t("ui_match_over_nowinner", lang)
            elif winner == self.seat:
                text = t("ui_match_won_you", lang)
            else:
                text = t("ui_match_won", lang, who=seat_name(winner, self.seat, lang))
            self.match_over.value = esc(text)
            show(self.match_over, True)
        else:
            self.match_over.value = ""
            show(self.match_over, False)

    def _say_turn(self, hand: Hand) -> None:
        """Keep the last line of the message area about whose turn it is."""
        me = self.seat
        if hand.over:
            text: Text = keyed("ui_hand_is_over")
        elif hand.to_act == me and hand.decision_pending:
            text = keyed("ui_capote_question")
        elif hand.to_act == me:
            led = hand.led_suit
            text = keyed("ui_your_turn_lead") if led is None else keyed(
                "ui_your_turn_follow", suit=led
            )
        else:
            turn = hand.to_act or 0

            def text(lang: str) -> str:
                return t("ui_waiting_for", lang, who=seat_name(turn, me, lang))

        self.message.status(text, "turn")
