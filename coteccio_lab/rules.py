"""Rules as data: one frozen object whose fields are the options of docs/rules.md.

A preset is a named ``Rules``; a table's house rules are a preset with
overrides, by name, exactly as a hand record writes them:

>>> r = Rules.from_spec({"preset": "trieste", "revoke": "table"})
>>> r.name, r.revoke, r.hand_size
('trieste', 'table', 5)
>>> Rules.from_spec("bergamo").counter
'bole'
>>> Rules.from_spec({"preset": "trieste", "hand_size": 0})
Traceback (most recent call last):
...
coteccio_lab.rules.RulesError: hand_size must be at least 1, not 0

The three presets and where they come from:

* ``trieste`` (the default): sources 000 and 003, pagat's IPCS account, and the
  Trieste paragraph of 004. Five cards each, four lives, the capote decision.
* ``bergamo``: the "Cotècc" paragraph of 004. Five players ("si gioca in 5
  giocatori"; a smaller table is the option ``min_players``, marked as the table's
  own in ``describe``), seven cards each, penalties counted up in bóle (out at four),
  two bóle for a tie, no annul choice, two spies shown once four or fewer play.
* ``piacenza``: the Piacenza and Modena paragraph of 004, which gives no card
  values or hand size. Assumptions, stated here and in the lesson: the whole deck
  is dealt (ten cards each to four players, as in Tressette, which the source
  names); Coteccio card values and the last-trick bonus; each seat adds its
  points to a running total and the match ends when a total reaches 35; a seat
  that takes no trick is charged the hand's highest score; when two seats take
  every trick between them all charges count double; when one seat takes every
  trick the others' charges are tripled and the taker adds nothing.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from functools import lru_cache
from typing import Any, Literal, get_args

from .catalogue import CATALOGUE
from .i18n import Message, WordedError
from .jsonfile import brief

__all__ = [
    "BOUNDS", "EVERYONE_OUT", "PRESETS", "Rules", "RulesError", "add_preset", "preset",
    "preset_title",
]

_DECISION_FIELDS = ("capote_decision", "annul", "failed_capote")
"""What a capote brings with it, and a sweep that is no capote (``sweep``) does not."""

Counter = Literal["lives", "bole", "points"]
Revoke = Literal["strict", "table"]
EveryoneOut = Literal["void", "restart", "restart_in_play", "sudden_death"]
Doctor = Literal["off", "once", "limited", "unlimited"]
DoctorCost = Literal["half_stake", "rising", "double_stake"]
DoctorPaid = Literal["call", "final_loss"]
AnnulDealer = Literal["same", "next", "first_hand"]
FirstDealer = Literal["fixed", "random"]
Sweep = Literal["capote", "wins_hand", "ordinary"]
DoctorUntil = Literal["two_others", "last_two"]
CardValues = Literal["coteccio", "tressette"]
EVERYONE_OUT: tuple[str, ...] = get_args(EveryoneOut)
"""The readings of a hand that puts every seat still in out at once, as option values."""


BOUNDS: dict[str, tuple[int, int]] = {
    "min_players": (2, 40),
    "max_players": (2, 40),
    "hand_size": (1, 40),
    "start": (-999, 999),
    "limit": (-999, 999),
    "penalty": (0, 99),
    "tie_penalty": (0, 99),
    "last_trick_bonus": (0, 99),
    "capote_gain": (0, 99),
    "revoke_penalty": (0, 99),
    "doctor_limit": (0, 99),
    "doctor_min_others": (0, 40),
    "stake": (0, 1_000_000),
    "spies": (0, 40),
    "spies_at_most": (0, 40),
}
"""The range of every whole-number option. Our assumption, not a source's: the sources play
with 4 lives or 4 bóle, 35 points, penalties of 1 or 2; these ranges leave any house rule
room while keeping a file's numbers from drawing a million hearts (``rules`` arrive from
uploaded files)."""


class RulesError(WordedError):
    """Rules that cannot be built: unknown preset or option, or a bad value (worded when
    shown, in the session's language)."""


def shown_name(name: str) -> Message | str:
    """Rules named as the rules picker names them: a preset by its ``rules_name_*`` entry
    ("Trieste", not "trieste") or, without one, by its ``label``; other rules by their own
    name."""
    if name not in PRESETS:
        return name
    key = f"rules_name_{name}"
    return Message(key) if key in CATALOGUE else PRESETS[name].label or name


def preset_title(name: str, lang: str | None = None) -> str:
    """:func:`shown_name` in ``lang``: what every screen calls the rules ``name``.

    >>> preset_title("piacenza", "it"), preset_title("my house rules")
    ('Piacenza e Modena', 'my house rules')
    """
    shown = shown_name(name)
    return shown if isinstance(shown, str) else shown.text(lang)


def _one_of(values: Any) -> Message:
    """'strict or table', 'off, once, limited or unlimited': the values an option takes."""
    values = [str(v) for v in values]
    return Message("list_or", head=", ".join(values[:-1]), last=values[-1])


@dataclass(frozen=True)
class Rules:
    """Every option a Coteccio table agrees on before the first deal.

    >>> Rules().name, Rules().hand_size, Rules.from_spec({"preset": "trieste", "stake": 2}).stake
    ('trieste', 5, 2)
    """

    name: str = "trieste"
    min_players: int = 2
    max_players: int = 8
    hand_size: int = 5
    counter: Counter = "lives"
    start: int = 4
    """Each seat's counter at the start (lives: 4; bóle and points: 0)."""
    limit: int = 0
    """Out at this count: lives at 0 or below, bóle or points at this or above."""
    penalty: int = 1
    """What the seat with the most points pays."""
    tie_penalty: int = 1
    """What each seat tied for the most pays (Bergamo: 2, or 1 in the other reading)."""
    last_trick_bonus: int = 6
    capote_decision: bool = True
    """A seat that wins every trick but the last chooses annul or attempt (Trieste).

    The decision needs a hand of three cards or more (five in every preset)."""
    annul: bool = True
    """``annul`` is offered at that decision (000, 003, 004 Trieste)."""
    failed_capote: bool = True
    """An attempted capote that loses the last trick costs the taker, rewards the stopper."""
    capote_gain: int = 1
    """What the capote taker gains (000, 003, 004: one); 0 is a house rule: the taker only
    escapes the loss. 001's own readings are ``sweep``."""
    sweep: Sweep = "capote"
    """What taking every trick is: a ``capote`` (000, 003, 004: ``capote_gain``, the
    decision, the failed capote); ``wins_hand`` (001's variant: "se un giocatore si
    aggiudica tutte le mani, è il vincitore anche se egli ha tutti i punti": the taker loses
    nothing; every other seat, all on zero points, ties for the most and pays, as a tie
    does in 001); or ``ordinary`` (001's base game, which has no capote at all: "Durante
    ogni smazzata il giocatore che ha ottenuto più punti perde un gettone", so the taker,
    holding every point, loses one). With either of 001's readings there is no capote
    decision and no failed capote (001 has neither): those options are set off."""
    revoke: Revoke = "strict"
    revoke_penalty: int = 1
    revoke_stops: bool = True
    """In table mode, a proved revoke stops the hand and the cards are dealt again (000:
    "a mão será interrompida"). False: every revoke costs ``revoke_penalty`` and the hand
    plays on to its end, scored as usual. 004 names only the penalty ("pena l'assegnazione
    di una bóla"); that the hand plays on is the kit's reading, not 004's. Default True (000
    is the only source that says what becomes of the hand); the Bergamo preset has False,
    so that its table mode (``revoke`` ``table``) charges 004's bóla."""
    everyone_out: EveryoneOut = "void"
    """A hand that would put every seat still in out at once: ``void`` (000: "a mão será
    anulada, ninguém perderá Vidas"); ``restart`` (003: "everyone starts with 4 lives
    again", read as every seat that began the match); ``restart_in_play`` (the same
    sentence read as the players still in only: seats already out stay out);
    ``sudden_death`` (004, Bergamo). Default void: 000, the Trieste preset's first source."""
    annul_dealer: AnnulDealer = "same"
    """Who deals after an annulled hand: ``same`` (003: "cancel the hand and let the same
    dealer deal again"), ``next`` (000: "Ninguém perderá vidas nesta mão, e o jogo prossegue
    normalmente": the deal passes on as after any hand) or ``first_hand`` (004: "Se il
    giocatore che ha trattato era primo di mano ha diritto di esserlo nuovamente": the same
    dealer deals again, so that seat leads again, only when the seat that annulled led the
    first trick; otherwise the deal passes on). Default same: 003 says it in so many words,
    000 only says that play goes on."""
    first_dealer: FirstDealer = "fixed"
    """``fixed``: a match starts with the dealer it is given (the dashboard: the seat before
    the learner's). ``random``: drawn from the match seed (000: "escolhe-se um carteador"
    by "sorteio"; 001: "Il ruolo del cartaio viene determinato a caso"; 003: "The first
    dealer is chosen randomly"). Default fixed: 000 also allows "livre escolha" (free
    choice), the learner then leads the first trick, and older deal codes replay the same."""
    doctor: Doctor = "off"
    doctor_limit: int = 3
    """How many calls each seat has when ``doctor`` is ``limited`` (001: usually 3)."""
    doctor_min_others: int = 2
    """With ``doctor_until`` ``two_others``, the doctor comes only while at least this many
    other seats are still in (000: "desde que ainda hajam pelo menos dois jogadores com
    Vidas no jogo"; 003: "there need to be at least 2 other players still in the game")."""
    doctor_until: DoctorUntil = "two_others"
    """When the doctor stops coming: ``two_others`` (000, 003: ``doctor_min_others`` other
    seats still in; three players of whom two go out together are refused too) or
    ``last_two`` (004: "Se i giocatori sono ridotti a due per l'uscita di tutti gli altri,
    il perdente che abbia un punto solo non può indottorarsi più": refused only to the
    loser of a hand played by the last two). Default two_others: 000 and 003."""
    doctor_needs_stake: bool = False
    """003: "If there's no bidding, if you don't want to call the doctor, or if you've
    already reached the limit of buybacks, then you're out of the game": with True, a table
    without a stake (``stake`` 0) has no doctor. Default False: 000, 001 and 004 do not
    tie the doctor to a stake (000 has no stakes at all)."""
    doctor_cost: DoctorCost = "half_stake"
    doctor_paid: DoctorPaid = "call"
    """When a doctor call goes into the pot: at the ``call`` (001: "aggiunge alla posta una
    somma pari alla metà della quota iniziale"; 003: "you'll have to put half of the original
    bid ... into the pot"), or on the ``final_loss`` (004: "a un prezzo (in caso di perdita
    definitiva) sempre più alto": each call's price is owed, and a seat pays what it owes
    only if it loses the match in the end; with ``doctor_cost`` ``rising`` each call costs
    more). Default call: 001 and 003."""
    doctor_after_capote: bool = True
    """May a seat put out by a capote call the doctor? False is 004's narrower reading: it
    "non può più farlo se risulta perdente per cappotto insieme a tutti gli altri che siano
    come lui ridotti a un solo punto": a capote costs every other seat one, so all the seats
    on one life go out together, and then none of them may. We read "insieme a tutti gli
    altri" as: at least one other seat goes out with it (the kit's reading); a seat that a
    capote puts out alone may still call. Default True: 000 and 003 name no such case."""
    stake: int = 0
    """Each seat's stake into the pot before the first deal (0: no stakes)."""
    cappotto_hands: bool = False
    """001's "cappotto": a seat that loses a life in each of the first four hands may
    take its four lives back and start over, or play a fifth hand at zero: losing
    that one too wins it the match (and the pot)."""
    spies: int = 0
    """Undealt cards shown face up (Bergamo: 2) once ``spies_at_most`` or fewer play."""
    spies_at_most: int = 4
    card_values: CardValues = "coteccio"
    """What the cards are worth: ``coteccio`` (Ace 6, King 5, Knight 4, Jack 3, and
    ``last_trick_bonus``: 001, 003, 004) or ``tressette`` (004 says the Piacenza and Modena
    rules are "simili a quelle del tressette"; the kit takes Tressette's values: an Ace one
    point, each 3, 2, King, Knight and Jack a third, the last trick one point, each seat's
    thirds rounded down to whole points at the end of the hand). Default coteccio: 004
    gives no values. The computer players' search weighs cards by Coteccio's values."""
    points_no_trick: bool = False
    points_double: bool = False
    points_capote_triple: bool = False
    notes: tuple[str, ...] = field(default=(), compare=False)
    label: str = field(default="", compare=False)
    """A preset's name where the catalogues have no ``rules_name_<name>`` entry (a preset
    that a module outside the kit adds, :func:`add_preset`): shown as it is in every
    language."""
    sources: str = field(default="", compare=False)
    """The sources (their numbers, docs/glossary.md) an exercise cites for a hand scored
    under a preset that one source alone gives ("004"); empty: each rule that scored the
    hand is cited with its own sources (``questions.base.REASON_SOURCES``)."""

    @property
    def seats(self) -> int | None:
        """The number of players when the rules fix it (Bergamo's 5), else None."""
        return self.min_players if self.min_players == self.max_players else None

    def __post_init__(self) -> None:
        if self.sweep != "capote":
            # 001's readings have no capote, so no decision and no failed capote
            for name in _DECISION_FIELDS:
                object.__setattr__(self, name, False)
        self.validate()

    # ---- construction -------------------------------------------------
    @classmethod
    def from_spec(cls, spec: str | Mapping[str, Any] | Rules | None = None) -> Rules:
        """Rules from a preset name, a ``{"preset": NAME, ...overrides}`` object or None."""
        if spec is None:
            return PRESETS["trieste"]
        if isinstance(spec, Rules):
            return spec
        if isinstance(spec, str):
            return preset(spec)
        if not isinstance(spec, Mapping):
            raise RulesError(Message("rules_err_spec", got=brief(spec)))
        options = dict(spec)
        base = preset(options.pop("preset", "trieste"))
        return base.override(**options)

    def override(self, **options: Any) -> Rules:
        """A copy with some options changed; unknown names are refused."""
        known = {f.name for f in fields(self)} - {"name", "notes", "label", "sources"}
        unknown = sorted(set(options) - known)
        if unknown:
            # a file may hold any number of keys, of any length: the message names three
            named = ", ".join(brief(name, 20) for name in unknown[:3])
            listed = ", ".join(sorted(known))
            raise RulesError(
                Message("rules_err_unknown_more", named=named, n=len(unknown) - 3, options=listed)
                if len(unknown) > 3 else
                Message("rules_err_unknown", named=named, options=listed))
        for key, value in options.items():
            expected = type(getattr(self, key))
            if expected is bool and not isinstance(value, bool):
                raise RulesError(Message("rules_err_bool", key=key, got=brief(value)))
            if expected is int and (isinstance(value, bool) or not isinstance(value, int)):
                raise RulesError(Message("rules_err_int", key=key, got=brief(value)))
            if expected is str and not isinstance(value, str):
                raise RulesError(Message("rules_err_word", key=key, got=brief(value)))
        return dataclasses.replace(self, **options)

    def __repr__(self) -> str:
        """One line that rebuilds the rules: ``Rules.from_spec(...)`` with the preset and
        the options that differ from it (not the ≈700 characters of every field)."""
        try:
            return f"Rules.from_spec({self.to_spec()!r})"
        except RulesError:
            return f"<Rules {self.name} (not based on a preset)>"

    def to_spec(self) -> str | dict[str, Any]:
        """The shortest spec that rebuilds these rules: the preset name, or overrides."""
        spec = _spec_of(self)  # remembered: every hand record of a saved match writes it
        return dict(spec) if isinstance(spec, dict) else spec

    def _spec(self) -> str | dict[str, Any]:
        base = PRESETS.get(self.name)
        if base is None:
            raise RulesError(f"rules {self.name!r} are not based on a preset")
        implied = _DECISION_FIELDS if self.sweep != "capote" else ()
        diff = {
            f.name: getattr(self, f.name)
            for f in fields(self)
            if f.compare and f.name != "name" and f.name not in implied
            and getattr(self, f.name) != getattr(base, f.name)
        }
        if not diff:
            return self.name
        return {"preset": self.name, **diff}

    # ---- checks ----------------------------------------------------------
    def validate(self) -> None:
        def need(cond: bool, message: str, /, **params: Any) -> None:
            if not cond:
                raise RulesError(Message(message, **params))

        def choice(option: str, allowed: Any) -> None:
            value = getattr(self, option)
            need(value in allowed, "rules_err_choice", option=option, choices=_one_of(allowed),
                 got=brief(value))

        need(self.hand_size >= 1, "rules_err_at_least", key="hand_size", low=1,
             got=self.hand_size)
        need(self.min_players >= 2, "rules_err_at_least", key="min_players", low=2,
             got=self.min_players)
        need(self.max_players >= self.min_players, "rules_err_max_below_min",
             max=self.max_players, min=self.min_players)
        need(self.max_players * self.hand_size <= 40, "rules_err_deck",
             players=self.max_players, size=self.hand_size)
        need(self.counter in ("lives", "bole", "points"), "rules_err_counter",
             got=brief(self.counter))
        choice("revoke", ("strict", "table"))
        choice("everyone_out", EVERYONE_OUT)
        choice("doctor_paid", ("call", "final_loss"))
        choice("annul_dealer", get_args(AnnulDealer))
        choice("first_dealer", ("fixed", "random"))
        choice("doctor", ("off", "once", "limited", "unlimited"))
        choice("doctor_cost", ("half_stake", "rising", "double_stake"))
        if self.counter == "lives":
            need(self.start > self.limit, "rules_err_lives_start")
        else:
            need(self.limit > self.start, "rules_err_count_start",
                 counter=Message(f"counter_{self.counter}"))
        need(self.penalty >= 0 and self.tie_penalty >= 0, "rules_err_penalties")
        # Rules under which a match can go on for ever are refused here, when they are made,
        # not found out a thousand deals later.
        need(self.counter == "points" or self.penalty > 0 or self.tie_penalty > 0,
             "rules_err_no_cost")
        choice("card_values", get_args(CardValues))
        choice("sweep", get_args(Sweep))
        choice("doctor_until", get_args(DoctorUntil))
        need(self.doctor != "unlimited" or self.doctor_until == "last_two"
             or self.doctor_min_others >= 2, "rules_err_unlimited_doctor",
             got=self.doctor_min_others)
        for option in ("stake", "spies", "doctor_limit"):
            need(getattr(self, option) >= 0, "rules_err_negative", key=option)
        need(not self.cappotto_hands or self.counter == "lives", "rules_err_cappotto_lives")
        for name, (low, high) in BOUNDS.items():
            value = getattr(self, name)
            need(low <= value <= high, "rules_err_bounds", key=name, low=low, high=high,
                 got=value)

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            if self.players_changed:
                # "Trieste is played by 2 to 7" would be false: Trieste allows 8
                raise RulesError(Message("rules_err_players_changed", rules=shown_name(self.name),
                                         low=self.min_players, high=self.max_players,
                                         got=players))
            raise RulesError(
                Message("rules_err_players_fixed", rules=self.name, n=self.min_players,
                        got=players) if self.seats is not None else
                Message("rules_err_players", rules=self.name, low=self.min_players,
                        high=self.max_players, got=players))

    # ---- derived ---------------------------------------------------------
    @property
    def players_changed(self) -> bool:
        """A preset's rules with another number of players (``max_players=7`` on Trieste):
        a refusal names the limit in force, not the preset's.

        >>> PRESETS["trieste"].players_changed, PRESETS["trieste"].override(
        ...     max_players=7).players_changed
        (False, True)
        """
        base = PRESETS.get(self.name)
        return base is not None and (base.min_players, base.max_players) != (
            self.min_players, self.max_players)

    @property
    def counts_down(self) -> bool:
        """Lives go down; bóle and points go up."""
        return self.counter == "lives"

    @property
    def last_trick_points(self) -> int:
        """What the last trick adds to its taker's points: ``last_trick_bonus`` with
        Coteccio's card values, one point with Tressette's."""
        return 1 if self.card_values == "tressette" else self.last_trick_bonus

    def is_out(self, count: int) -> bool:
        return count <= self.limit if self.counts_down else count >= self.limit

    def counter_fault(self, count: int) -> Message | None:
        """Why ``count`` is no value this counter can hold (None when it can).

        Lives never go below zero, bóle never below zero nor past the limit (a seat
        is out on reaching it, 004), and a points total at the limit has ended the
        match (004: 35), so no hand follows it.

        >>> preset("trieste").counter_fault(-6).text("en")
        'has -6 lives: lives cannot be negative'
        >>> preset("bergamo").counter_fault(5).text("it"), preset("bergamo").counter_fault(4)
        ('ha 5 bóle: le bóle vanno da 0 a 4 (fuori a 4)', None)
        """
        if self.counter == "lives":
            return Message("rules_fault_lives", count=count) if count < 0 else None
        if self.counter == "bole":
            if 0 <= count <= self.limit:
                return None
            return Message("rules_fault_bole", count=count, limit=self.limit)
        if 0 <= count < self.limit:
            return None
        if count < 0:
            return Message("rules_fault_points_negative", count=count)
        return Message("rules_fault_points_over", count=count, limit=self.limit)

    def doctor_calls(self) -> int | None:
        """How many doctor calls each seat has; None for unlimited."""
        return {"off": 0, "once": 1, "limited": self.doctor_limit, "unlimited": None}[self.doctor]

    def describe(self, lang: str = "en") -> str:
        """A few plain sentences a learner can read beside the rules picker (``describe``).

        >>> print(preset("bergamo").describe("it").splitlines()[0])
        Regole: Bergamo.
        """
        from .describe import describe

        return describe(self, lang)


PRESETS: dict[str, Rules] = {
    "trieste": Rules(
        notes=("Sources: 000 (Portuguese), 003 (English), 004 (Trieste), pagat/IPCS.",),
    ),
    "bergamo": Rules(
        name="bergamo",
        min_players=5,
        max_players=5,
        hand_size=7,
        counter="bole",
        start=0,
        limit=4,
        tie_penalty=2,
        capote_decision=False,
        annul=False,
        failed_capote=False,
        everyone_out="sudden_death",
        doctor="unlimited",
        doctor_cost="double_stake",
        doctor_min_others=2,
        revoke_stops=False,
        spies=2,
        sources="004",
        notes=("Source: 004, Bergamo (\"Cotècc\"); the source plays with 5.",),
    ),
    "piacenza": Rules(
        name="piacenza",
        min_players=4,
        max_players=4,
        hand_size=10,
        counter="points",
        start=0,
        limit=35,
        capote_decision=False,
        annul=False,
        failed_capote=False,
        capote_gain=0,
        points_no_trick=True,
        points_double=True,
        points_capote_triple=True,
        sources="004",
        notes=(
            "Source: 004, Piacenza and Modena. The source gives no card values or hand size: "
            "we assume the whole deck dealt (10 each, as in Tressette) and Coteccio's values.",
        ),
    ),
}


def add_preset(rules: Rules) -> Rules:
    """Make ``rules`` a preset under its ``name``: the rules picker, the lessons' tables,
    the class pages, the command line and every record then know it by that name. A
    preset is this one object (its options, ``sources``, ``label``, ``notes``, its players
    ``min_players`` to ``max_players``); a name taken by other rules is refused.

    >>> add_preset(PRESETS["trieste"]) is PRESETS["trieste"]
    True
    """
    taken = PRESETS.get(rules.name)
    if taken is not None and taken is not rules:
        raise RulesError(f"a preset {rules.name!r} exists already")
    if not rules.name.isidentifier() or rules.name != rules.name.lower():
        raise RulesError(f"a preset's name is one lower-case word, not {rules.name!r}")
    PRESETS[rules.name] = rules
    return rules


def preset(name: str) -> Rules:
    """A named preset (``PRESETS``: ``trieste``, ``bergamo``, ``piacenza`` and any that
    :func:`add_preset` added)."""
    if not isinstance(name, str):
        raise RulesError(Message("rules_err_preset_word", presets=", ".join(PRESETS),
                                 got=brief(name)))
    key = name.strip().lower()
    if key not in PRESETS:
        raise RulesError(Message("rules_err_preset", got=brief(name), presets=", ".join(PRESETS)))
    return PRESETS[key]


@lru_cache(maxsize=64)
def _spec_of(rules: Rules) -> str | dict[str, Any]:
    return rules._spec()
