"""Lesson 5, regional variants: Trieste, Bergamo, Piacenza and Modena, the table's options,
the readings where the sources differ, and one deal scored under each set of rules.

The notebook is ``lessons/05-regional-variants.ipynb``; see ``coteccio_lab.curriculum``
for the convention. Every number the lesson prints comes from the engine: the presets
(``rules``), the scoring (``scoring``) and the match (``match``, for the doctor).

Where the lesson's deals come from: four players and five cards each, the Trieste deal,
so that the *same* cards can be scored under each preset (at a real table Bergamo deals
seven cards each and the Piacenza preset ten; only the scoring is compared here).

>>> [spec.key for spec in LESSON.exercises]
['tie', 'no-trick', 'capote', 'everyone-out']
>>> score_under(TIE_DEAL, "bergamo").delta
(2, 0, 2, 0)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..hand import Hand
from ..i18n import seat_numbers, t, verb
from ..i18n.numbers import compact
from ..match import Match
from ..moves import Move
from ..questions import ChoiceQuestion, CompareQuestion, Question, Verdict
from ..rules import PRESETS, Rules, preset, preset_title
from ..scoring import HandScore, score_hand
from . import ExerciseSpec, Lesson
from . import pictures as pic
from .deals import CAPOTE_DEAL, EVERYONE_OUT_DEAL, NO_TRICK_DEAL, TIE_DEAL, Deal
from .readings import annul_table, doctor_calls, doctor_readings_table, lives_table, players_table

__all__ = [
    "CAPOTE_DEAL",
    "Deal",
    "EVERYONE_OUT_DEAL",
    "LESSON",
    "NO_TRICK_DEAL",
    "ReadingQuiz",
    "TIE_DEAL",
    "doctor_facts",
    "everyone_out_table",
    "other_readings_table",
    "presets_table",
    "print_annul",
    "print_doctor",
    "print_doctor_readings",
    "print_lives",
    "print_players",
    "print_everyone_out",
    "print_other_readings",
    "print_presets",
    "print_cappotto_hands",
    "print_reading_001",
    "cappotto_hands_text",
    "reading_001_table",
    "print_same_deal",
    "print_tie_readings",
    "same_deal_table",
    "score_under",
    "show",
    "show_bergamo_deal",
    "show_deal",
    "show_piacenza_deal",
    "show_rules_picker",
    "start",
    "tie_readings_table",
]

DEALS = {"tie": TIE_DEAL, "no-trick": NO_TRICK_DEAL, "capote": CAPOTE_DEAL}


def score_under(deal: Deal, rules: Rules | str, before: Sequence[int] | None = None) -> HandScore:
    """The deal's score under ``rules``, from ``before`` (default: every seat at the start)."""
    return score_hand(deal.played(rules), before)


# ---- pictures --------------------------------------------------------------------------------


def _display(html: str) -> None:
    from IPython import display as ipython_display

    shown: Any = ipython_display  # IPython is untyped
    shown.display(shown.HTML(html))


def show_deal(name: str, lang: str = "en") -> None:
    """One of the lesson's deals: the cards dealt, then the tricks as played."""
    hand = DEALS[name].played("trieste")
    _display(pic.hands_figure(hand, lang=lang) + pic.tricks_figure(hand, lang=lang))


def show_bergamo_deal(seed: int = 5, lang: str = "en") -> None:
    """A real Bergamo deal: four players left (of 004's five), seven cards each, two spies
    face up."""
    rules = preset("bergamo")
    hand = Hand.deal_seats(rules, [True] * 4, 3, seed)
    spies = pic.cards_row(
        list(hand.spies), width=50, caption=t("l5_spies", lang, n=len(hand.spies)), lang=lang
    )
    caption = t("l5_bergamo_four", lang, size=rules.hand_size, out=40 - 4 * rules.hand_size)
    _display(pic.hands_figure(hand, show_points=False, caption=caption, lang=lang) + spies)


def show_piacenza_deal(seed: int = 5, lang: str = "en") -> None:
    """A deal under the Piacenza preset: the whole deck, ten cards each (an assumption)."""
    rules = preset("piacenza")
    hand = Hand.deal(4, seed=seed, dealer=3, rules=rules)
    _display(pic.hands_figure(hand, show_points=False, caption=t("l5_piacenza_deal", lang),
                              lang=lang))


def show_rules_picker(lang: str = "en") -> None:
    """The rules picker: a preset and the table's options, described beside. Everyone out
    at once is not offered: exercise 4 asks which source says what of it, and the
    description of each reading names its source."""
    from IPython import display as ipython_display

    from ..widgets import RulesPicker

    shown: Any = ipython_display
    shown.display(RulesPicker("trieste", players=4, lang=lang, withheld=("everyone_out",)))


# ---- facts, printed from the engine ------------------------------------------------------------


def _counter(r: Rules, lang: str = "en") -> str:
    return t(f"l5_count_{r.counter}", lang, start=r.start, limit=r.limit)


def _capote_taker(r: Rules, lang: str = "en") -> str:
    """What the capote taker's count does: a life more, or (Bergamo, 004) a bóla less."""
    return verb(r.counter, r.capote_gain if r.counts_down else -r.capote_gain, lang)


def _doctor_calls(r: Rules, lang: str) -> str:
    """How often a seat may call the doctor, as ``Rules.describe`` words it."""
    if r.doctor == "off":
        return t("l5_doctor_off", lang)  # off by default: a table may turn it on (lesson 3)
    calls = t(f"rd_calls_{r.doctor}", lang, n=r.doctor_limit)
    if r.name in DOCTOR_CALLS_ASSUMED:
        return t("l5_doctor_calls_assumed", lang, calls=calls)
    return calls


TIE_ASSUMED = frozenset({"bergamo"})
"""The presets whose charge to each seat tied at the top is the kit's reading: 004's
Bergamo sentence reads as two bóle to each or one each to two players (part 4)."""

HAND_SIZE_ASSUMED = frozenset({"piacenza"})
"""The presets whose hand size is the kit's assumption: 004 gives Piacenza and Modena no
hand size (docs/rules.md: "004 gives no card values and no hand size: **assumption**"); the
preset deals the whole deck, ten cards each (the box under the table says so too)."""

DOCTOR_CALLS_ASSUMED = frozenset({"bergamo"})
"""The presets whose number of doctor calls is the kit's reading: 004 says that a Bergamo
player who is out may come back in, not how often (the box under the table says so too)."""


def presets_table(lang: str = "en") -> str:
    """The presets side by side, option by option."""
    names = [preset_title(name, lang) for name in PRESETS]
    none = t("l5_none", lang)

    def players(p: Rules) -> str:
        if p.seats is not None:
            return str(p.seats)
        return t("l5_range", lang, low=p.min_players, high=p.max_players)

    def each(fn: Any, lives_only: bool = False) -> list[str]:
        return [
            "-" if lives_only and p.counter == "points" else str(fn(p)) for p in PRESETS.values()
        ]

    rows: list[tuple[str, list[str]]] = [
        ("players", each(players)),
        ("cards", each(lambda p: t("l5_assumed_marked", lang, value=p.hand_size)
                       if p.name in HAND_SIZE_ASSUMED else p.hand_size)),
        ("count", each(lambda p: _counter(p, lang))),
        ("most", each(lambda p: p.penalty, True)),
        ("tied", each(lambda p: t("l5_reading_marked", lang, value=p.tie_penalty)
                      if p.name in TIE_ASSUMED else p.tie_penalty, True)),
        ("decision", each(lambda p: t("l5_annul_or_attempt", lang)
                          if p.capote_decision and p.annul else none)),
        ("taker", [t("l5_taker_triple", lang) if p.points_capote_triple
                   else "-" if p.counter == "points" else _capote_taker(p, lang)
                   for p in PRESETS.values()]),
        ("everyone", each(lambda p: t(f"l5_out_{p.everyone_out}", lang), True)),
        ("doctor", each(lambda p: _doctor_calls(p, lang), True)),
        ("spies", each(lambda p: t("l5_spies_with", lang, n=p.spies, most=p.spies_at_most)
                       if p.spies else none)),
    ]
    labelled = [(t(f"l5_row_{key}", lang), values) for key, values in rows]
    # each column as wide as its longest word in this language, and two spaces between them
    width = max(len(label) for label, _ in labelled) + 2
    columns = [max(len(n), *(len(values[i]) for _, values in labelled)) + 2
               for i, n in enumerate(names)]

    def row(first: str, cells: Sequence[str]) -> str:
        return (f"{first:<{width}}"
                + "".join(f"{c:<{w}}" for c, w in zip(cells, columns))).rstrip()

    lines = [row("", names)] + [row(label, values) for label, values in labelled]
    return "\n".join(lines)


def print_presets(lang: str = "en") -> None:
    print(presets_table(lang))


def _change(d: int) -> str:
    """A change of a count as the exercises write it: '+2', '0', '−1' (a typographic minus).

    >>> _change(2), _change(0), _change(-1)
    ('+2', '0', '−1')
    """
    return f"{d:+d}".replace("-", "−") if d else "0"


def _deltas(deltas: Sequence[int], lang: str, *, moved_only: bool = False) -> str:
    """'seat 0 +2, seat 2 +2' in the page's language."""
    return ", ".join(t("l5_seat_delta", lang, seat=s, delta=_change(d))
                     for s, d in enumerate(deltas) if d or not moved_only)


def same_deal_table(name: str, lang: str = "en") -> str:
    """The change of each seat's count under each preset, with the rule that made it."""
    deal = DEALS[name]
    hand = deal.played("trieste")
    taken = "  ".join(t("l5_seat_points", lang, seat=s, points=p)
                      for s, p in enumerate(hand.points()))
    width = max(len(preset_title(name_, lang)) for name_ in PRESETS) + 2
    lines = [
        t("l5_points_taken", lang, points=taken),
        f"{'':<{width}}" + "".join(f"{t('l5_seat_col', lang, seat=s):>8}"
                                   for s in range(hand.n)),
    ]
    for name_ in PRESETS:
        score = score_under(deal, name_)
        unit = t(f"l5_unit_{score.rules.counter}", lang)
        lines.append(
            f"{preset_title(name_, lang):<{width}}"
            + "".join(f"{_change(d):>8}" for d in score.delta) + f"   ({unit})"
        )
        lines.append(f"{'':<{width}}{'; '.join(_rules_said(score, lang))}")
    return "\n".join(lines)


def _rules_said(score: Any, lang: str) -> list[str]:
    """The rules that moved the counters, each in its sentence: all of them (Piacenza's
    "no trick: charged the most" as well as its "count double"), without the plain "every
    seat adds its points" when another says more."""
    said = score.explain(lang)[-len(score.reasons):] if score.reasons else []
    keys = [key for key, _params in score.reasons]
    if len(keys) > 1 and keys[0] == "score_points_added":
        said = said[1:]
    return said


def capote_note(lang: str = "en") -> str:
    """Why the capòt's taker stays at zero bóle in Bergamo, told once exercise 3 is answered."""
    bergamo = score_under(DEALS["capote"], "bergamo")
    taker = next(s for s in range(len(bergamo.points)) if bergamo.points[s])
    return t("l5_capote_note", lang, seat=taker)


AFTER_TABLE = {"capote": capote_note}
"""What a deal's table is followed by: the rule its surprising number comes from."""


def print_same_deal(name: str, lang: str = "en") -> None:
    print(same_deal_table(name, lang))
    if name in AFTER_TABLE:
        print()
        print(AFTER_TABLE[name](lang))


def tie_readings_table(lang: str = "en") -> str:
    """Bergamo's tie, both readings of 004's 'two bóle', on the tie deal."""
    readings = [
        ("l5_tie_each", preset("bergamo")),
        ("l5_tie_two", preset("bergamo").override(tie_penalty=1)),
    ]
    lines = []
    for label, rules in readings:
        score = score_under(TIE_DEAL, rules)
        lines.append(t("l5_tie_line", lang, label=t(label, lang),
                       deltas=_deltas(score.delta, lang, moved_only=True),
                       total=sum(score.delta)))
    return "\n".join(lines)


def print_tie_readings(lang: str = "en") -> None:
    print(tie_readings_table(lang))


EVERYONE_OUT = {
    "void": ("000", "trieste"),
    "restart": ("003", "trieste"),
    "sudden_death": ("004", "bergamo"),
}


def _source_label(option: str, lang: str) -> str:
    """The source of a reading, with the game it describes where that is not Trieste's
    ("004, Bérgamo")."""
    source, base = EVERYONE_OUT[option]
    return source if base == "trieste" else f"{source}, {t(f'rules_name_{base}', lang)}"


def _everyone_out_rules(option: str) -> tuple[Rules, list[int]]:
    source, base = EVERYONE_OUT[option]
    rules = preset(base).override(everyone_out=option)
    before = [1, 1] if rules.counts_down else [rules.limit - 1] * 2
    return rules, before


def everyone_out_table(lang: str = "en") -> str:
    """Two players left, both one step from going out, and the hand is a tie."""
    lines = []
    for option in EVERYONE_OUT:
        rules, before = _everyone_out_rules(option)
        score = score_under(EVERYONE_OUT_DEAL, rules, before)
        unit = t("l5_unit_lives" if rules.counts_down else "l5_unit_bole", lang)
        lines.append(t("l5_out_line", lang, option=t(f"l5_out_{option}", lang),
                       source=_source_label(option, lang),
                       unit=unit, before=before, after=list(score.after)))
        lines.append(f"    {score.rules_text(lang)}")
    return "\n".join(lines)


def print_everyone_out(lang: str = "en") -> None:
    print(everyone_out_table(lang))


OTHER_READINGS: tuple[tuple[str, tuple[tuple[object, str, str], ...]], ...] = (
    ("revoke_stops", (
        (True, "000", "revoke_stops"),
        (False, "004, {bergamo}: {bola_only}", "revoke_plays_on"),
    )),
    ("everyone_out", (
        ("void", "000", "void"),
        ("restart", "003", "restart_all"),
        ("restart_in_play", "003, {another}", "restart_in_play"),
    )),
    ("annul_dealer", (
        ("same", "003", "annul_same"),
        ("next", "000", "annul_next"),
        ("first_hand", "004, {trieste}", "annul_first_hand"),
    )),
    ("first_dealer", (
        ("fixed", "000: {any_method}", "dealer_fixed"),
        ("random", "001, 003", "dealer_random"),
    )),
    ("doctor_paid", (
        ("call", "001, 003", "paid_call"),
        ("final_loss", "004", "paid_final_loss"),
    )),
    ("doctor_after_capote", (
        (True, "000, 003", "after_capote_yes"),
        (False, "004", "after_capote_no"),
    )),
    ("doctor_until", (
        ("two_others", "000, 003", "until_two_others"),
        ("last_two", "004, {trieste}", "until_last_two"),
    )),
    ("doctor_needs_stake", (
        (False, "000, 001, 004", "stake_free"),
        (True, "003", "stake_needed"),
    )),
    ("sweep", (
        ("capote", "000, 003, 004", "sweep_capote"),
        ("wins_hand", "001", "sweep_wins_hand"),
        ("ordinary", "001", "sweep_ordinary"),
    )),
    ("card_values", (
        ("coteccio", "001, 003, 004", "values_coteccio"),
        ("tressette", "004, {piacenza}", "values_tressette"),
    )),
)
"""Readings where the sources differ, each a named option of the rules, with its source and
the key of its words in the catalogue (``l5_other_<key>``)."""


def other_readings_table(lang: str = "en") -> str:
    """The kit's options for the readings that differ, side by side (* marks the default),
    and 003's sentence read both ways on one hand, worked by the engine."""
    base = preset("trieste")
    lines = []
    for option, readings in OTHER_READINGS:
        # the option's name as the program takes it, then the rules picker's words for it
        lines.append(f"{option}: {t(f'ui_opt_{option}', lang)}")
        for value, source, words in readings:
            mark = "*" if getattr(base, option) == value else " "
            said = source.format(another=t("l5_other_another", lang),
                                 any_method=t("l5_other_any_method", lang),
                                 bola_only=t("l5_other_bola_only", lang),
                                 **{game: t(f"rules_name_{game}", lang)
                                    for game in ("trieste", "bergamo", "piacenza")})
            lines.append(f"  {mark} {str(value).lower():<16}{t(f'l5_other_{words}', lang)} "
                         f"({said})")
    # seats 0 and 1, on one life each, tie; seat 2 was already out
    deal = Deal(hands=(*EVERYONE_OUT_DEAL.hands, ""), dealer=EVERYONE_OUT_DEAL.dealer,
                plays=EVERYONE_OUT_DEAL.plays)
    lines.append(t("l5_other_both_ways", lang, before=[1, 1, 0]))
    for option in ("restart", "restart_in_play"):
        score = score_under(deal, base.override(everyone_out=option), [1, 1, 0])
        lines.append("  " + t("l5_other_after", lang, option=option, after=list(score.after)))
    lengths = [race_lengths(values) for values in ("coteccio", "tressette")]
    lines.append(t("l5_other_race", lang, seeds=RACE_SEEDS,
                   short=f"{min(lengths[0])}–{max(lengths[0])}",
                   long=f"{min(lengths[1])}–{max(lengths[1])}",
                   mean=compact(sum(lengths[1]) / RACE_SEEDS, lang)))
    return "\n".join(lines)


RACE_SEEDS = 100
"""How many seeded matches of four random players measure Piacenza's race."""


def race_lengths(card_values: str) -> list[int]:
    """How many hands each of ``RACE_SEEDS`` seeded Piacenza matches lasts under
    ``card_values`` (004: the loser "arrivando a totalizzarne 35 punti")."""
    rules = preset("piacenza").override(card_values=card_values)
    lengths = []
    for seed in range(RACE_SEEDS):
        match = Match.new(rules, players=4, seed=seed)
        k = 0
        while not match.over:
            match.play_random(seed=k)
            k += 1
        lengths.append(len(match.history))
    return lengths


def print_other_readings(lang: str = "en") -> None:
    print(other_readings_table(lang))


def doctor_facts(lang: str = "en") -> str:
    """Source 000's example of the doctor, and what calling it costs, from the match engine."""
    rules = preset("trieste").override(doctor="once", stake=10)
    match = Match.position(rules, [0, 3, 2, 4])
    a, b, c, d = match.counters
    lines = [
        t("l5_doc_lives", lang, a=a, b=b, c=c, d=d),
        t("l5_doc_may", lang, answer=pic.yes_no(0 in match.doctor_offers, lang),
          lives=match.doctor_lives()),
    ]
    match = Match.position(rules, [0, 0, 2, 4])
    lines.append(t("l5_doc_cd", lang, answer=pic.yes_no(0 in match.doctor_offers, lang)))
    match = Match.position(rules, [0, 0, 0, 4])
    lines.append(t("l5_doc_d", lang, answer=pic.yes_no(0 in match.doctor_offers, lang),
                   n=rules.doctor_min_others))
    costs = []
    for cost in ("half_stake", "rising", "double_stake"):
        paid = doctor_calls(rules.override(doctor="unlimited", doctor_cost=cost))[:3]
        costs.append(f"{t(f'l5_cost_{cost}', lang)}: " + ", ".join(compact(p, lang) for p in paid))
    lines.append(t("l5_doc_costs", lang, stake=rules.stake, costs="; ".join(costs)))
    return "\n".join(lines)


def print_doctor(lang: str = "en") -> None:
    print(doctor_facts(lang))


# ---- the readings side by side (computed in ``readings``) ---------------------------------


def print_players(lang: str = "en") -> None:
    print(players_table(lang))


def print_lives(lang: str = "en") -> None:
    print(lives_table(lang))


def print_doctor_readings(lang: str = "en") -> None:
    print(doctor_readings_table(lang))


def print_annul(lang: str = "en") -> None:
    print(annul_table(lang))


def reading_001_table(lang: str = "en") -> str:
    """The capote deal under Trieste, and under source 001's two readings (``sweep``): its
    variant (the taker wins the hand) and its base game (the most points loses)."""
    lines = []
    for label, rules in (
        ("l5_r001_trieste", preset("trieste")),
        ("l5_r001_001", preset("trieste").override(sweep="wins_hand")),
        ("l5_r001_base", preset("trieste").override(sweep="ordinary")),
    ):
        score = score_under(CAPOTE_DEAL, rules)
        lines.append(t("l5_r001_line", lang, label=t(label, lang),
                       deltas=_deltas(score.delta, lang)))
        lines.append(f"    {score.explain(lang)[-1]}")
    return "\n".join(lines)


def print_reading_001(lang: str = "en") -> None:
    print(reading_001_table(lang))


CAPPOTTO_SEED = 546
"""A match of four random players in which seat 0 loses a life in each of the first four hands."""

FIFTH_HAND_SEEDS = (9, 0)
"""Random play of the fifth hand: seat 0 takes the most points (9); another seat takes
more (0)."""


def _cappotto_match() -> Match:
    rules = preset("trieste").override(cappotto_hands=True)
    match = Match.new(rules, players=4, seed=CAPPOTTO_SEED)
    for k in range(4):
        match.play_random(seed=k)
    return match


def cappotto_hands_text(lang: str = "en") -> str:
    """001's cappotto of hands, played by the engine: the offer, then each choice."""
    match = _cappotto_match()
    lines = []
    for k, record in enumerate(match, 1):
        hand_score = record.result
        assert hand_score is not None  # a match's hands carry their results
        lines.append(t("l5_capp_hand", lang, k=k,
                       outcome=pic.outcome_name(hand_score.outcome, lang),
                       after=list(hand_score.after)))
    seats = match.cappotto_offers
    lines.append(t("l5_capp_offer", lang, n=len(seats), seats=seat_numbers(seats, lang)))
    seat = seats[0]
    restart = Match.from_json(match.to_json())
    restart.push(Move(seat, cappotto="restart"))
    lines.append(t("l5_capp_restart", lang, seat=seat, lives=restart.counters))
    # Two ways the fifth hand can go (001: lost again by "più punti degli altri"; a tie for
    # the most counts as lost, as in 001's tokens: the kit's reading).
    for deal, play_seed in enumerate(FIFTH_HAND_SEEDS, 1):
        fifth = Match.from_json(match.to_json())
        fifth.push(Move(seat, cappotto="fifth"))
        score = fifth.play_random(seed=play_seed)
        assert score is not None  # a fifth hand answered is dealt, never the end
        most = max(p for s, p in enumerate(score.points) if s != seat)
        result = (
            t("l5_capp_wins", lang, winner=fifth.winner)
            if fifth.winner == seat
            else t("l5_capp_out", lang, lives=fifth.counters)
        )
        lines.append(t("l5_capp_fifth", lang, outcome=pic.outcome_name(score.outcome, lang),
                       deal=deal, seat=seat, points=score.points[seat], most=most,
                       result=result))
    return "\n".join(lines)


def print_cappotto_hands(lang: str = "en") -> None:
    print(cappotto_hands_text(lang))


# ---- a question on the readings -----------------------------------------------------------------


class ReadingQuiz(ChoiceQuestion):
    """Which rule does a source give when every player left would go out at once?

    The options are the three readings of the rules (``everyone_out``) and two rules no
    source gives; the right one is the reading of ``source``, and the explanation is the
    engine's score of a tie between the last two players under each reading.
    """

    kind = "reading"
    # two rules no source gives among the three readings: the lesson names 000's and
    # 004's before the question, and three options would leave 003's by elimination
    options = ("void", "fewer_points", "restart", "no_winner", "sudden_death")

    def __init__(self, source: str = "003") -> None:
        options = [o for o, (src, _) in EVERYONE_OUT.items() if src.split(",")[0] == source]
        if len(options) != 1:
            raise ValueError(f"no reading of 'everyone out' is known for source {source!r}")
        self.source = source
        self.right = options[0]

    def content(self) -> dict[str, Any]:
        return {"source": self.source}

    @classmethod
    def of_content(cls, data: Mapping[str, Any]) -> ReadingQuiz:
        return cls(str(data["source"]))

    def prompt(self, lang: str = "en") -> str:
        return t("l5_quiz_prompt", lang, source=self.source)

    def option_text(self, option: str, lang: str = "en") -> str:
        return t(f"l5_quiz_{option}", lang)

    def label(self, lang: str = "en") -> str:
        return t("l5_quiz_label", lang, source=self.source)

    def evaluate(self, answer: Any) -> Verdict:
        right = answer == self.right
        reasons = {}
        for option in EVERYONE_OUT:
            rules, before = _everyone_out_rules(option)
            reasons[option] = score_under(EVERYONE_OUT_DEAL, rules, before)

        def why(lang: str) -> str:
            parts = []
            if answer is None:
                parts.append(t("l5_quiz_choose", lang))
            reason = reasons[self.right].explain(lang)[-1]
            parts.append(t("l5_quiz_because", lang, source=self.source, reason=reason))
            others = [t("l5_quiz_other", lang, source=_source_label(o, lang),
                        reading=t(f"l5_quiz_{o}", lang))
                      for o in EVERYONE_OUT if o != self.right]
            parts.append(t("l5_quiz_others", lang, others="; ".join(others)))
            return " ".join(p[:1].upper() + p[1:] for p in parts)

        def hint(lang: str) -> str:
            return t("l5_quiz_hint", lang, source=self.source)

        return Verdict(right, why, self.source, answer, hint=hint)


# ---- the exercises -------------------------------------------------------------------------------


def _tie() -> Question:
    return CompareQuestion(TIE_DEAL.record(), ["trieste", "bergamo"])


def _no_trick() -> Question:
    return CompareQuestion(NO_TRICK_DEAL.record(), ["trieste", "piacenza"])


def _capote() -> Question:
    return CompareQuestion(CAPOTE_DEAL.record(), ["trieste", "bergamo"])


def _everyone_out() -> Question:
    return ReadingQuiz("003")


LESSON = Lesson(
    number=5,
    slug="regional-variants",
    title="Regional variants",
    goals=(
        "tell the Trieste, Bergamo and Piacenza–Modena games apart: players, cards, what "
        "is counted",
        "agree on the table's options: the doctor, stakes, revokes, everyone out at once",
        "know where the sources read a rule differently, and which source says what",
        "score one deal under each set of rules",
    ),
    translations={
        "it": ("Le varianti regionali", (
            "distinguere i giochi di Trieste, di Bergamo e di Piacenza–Modena: quanti "
            "giocatori, quante carte, e che cosa si conta",
            "accordarti sulle opzioni del tavolo prima di cominciare: le rinunce, il dottore, "
            "la posta",
            "dire su quali regole le fonti non sono d'accordo, e che cosa dice ciascuna",
            "contare una stessa smazzata con ogni regolamento",
        )),
        "pt": ("As variantes regionais", (
            "distinguir os jogos de Trieste, de Bérgamo e de Piacenza–Módena: quantos "
            "jogadores, quantas cartas e o que se conta",
            "combinar as opções da mesa antes da primeira mão: as renúncias, o médico, as "
            "apostas",
            "dizer em que pontos as fontes divergem sobre uma regra, e qual diz o quê",
            "contar a mesma mão com as regras de cada variante",
        )),
    },
    exercises=(
        ExerciseSpec("tie", "A tie in Trieste and in Bergamo", _tie),
        ExerciseSpec("no-trick", "No trick in Piacenza", _no_trick),
        ExerciseSpec("capote", "A capote in Trieste and in Bergamo", _capote),
        ExerciseSpec("everyone-out", "Everyone out at once", _everyone_out),
    ),
)

start = LESSON.start
show = LESSON.show
