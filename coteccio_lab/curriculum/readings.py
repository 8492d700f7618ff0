"""Where the sources differ, side by side: each side marked with its source and its words,
and computed by the engine under the options that play it.

Lesson 5 prints these tables (``lessons/05-regional-variants.ipynb``, part 4). A *side*
is one source's reading: the source's number, a few of its words in its own language,
and the kit's options for it. Where the engine has no option for a reading the table says
so in words and computes nothing for it; what no source says, and the kit assumes, is
marked "the kit's assumption".

>>> for line in players_table().splitlines()[:2]:
...     print(line)
000          «pode ser jogado por [sic] de 2 a 8 jogadores»
             → 2 to 8 players
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..hand import Hand
from ..i18n import quoted, seat_numbers, t
from ..i18n.numbers import compact
from ..match import Match
from ..rules import Rules, RulesError, preset, preset_title
from .deals import CAPOTE_DEAL, decision_hand
from .pictures import yes_no

__all__ = [
    "DOCTOR_STAKE",
    "LIVES_SEED",
    "Side",
    "annul_table",
    "doctor_calls",
    "doctor_readings_table",
    "lives_table",
    "players_table",
]


@dataclass(frozen=True)
class Side:
    """One source's reading: who says it, in their words, and the kit's options for it."""

    source: str
    says: str
    """The source's own words (quoted as written, in its language)."""
    rules: Rules | None
    """The options that play this reading; None when the engine cannot express it."""
    note: str = ""
    """What the kit adds or assumes for this side: the key of its words in the catalogue
    (``rdg_<note>``)."""


def _label(source: str, lang: str) -> str:
    """A side's label in ``lang``: "000, most" names the source, then which of its readers."""
    number, _, readers = source.partition(", ")
    # 004's paragraphs are named by their towns, in the page's spelling («Bérgamo»)
    number = number.replace("Bergamo", t("rdg_place_bergamo", lang))
    return f"{number}, {t('rdg_readers_' + readers, lang)}" if readers else number


def _side(side: Side, value: str = "", lang: str = "en") -> list[str]:
    """``source  «words»`` (in the page's quotation marks; a long label keeps a space before
    them), then what the kit makes of it, indented."""
    lines = [f"{_label(side.source, lang):<12} {quoted(side.says, lang)}"]
    if value:
        lines.append(f"{'':<13}{value}")
    if side.note:
        lines.append(f"{'':<13}({t('rdg_' + side.note, lang)})")
    return lines


# ---- how many players -------------------------------------------------------------------

TRIESTE = preset("trieste")
UP_TO_SEVEN = TRIESTE.override(max_players=7)

PLAYERS: tuple[Side, ...] = (
    # [sic]: the source's slips are its own, marked so that a reader does not take them
    # for the kit's
    Side("000", 'pode ser jogado por [sic] de 2 a 8 jogadores', TRIESTE),
    Side("001", '2 o più» … «fino ad un massimo di sette giocatori', UP_TO_SEVEN),
    Side("003", 'can be enjoyed by 2 to 7 players', UP_TO_SEVEN),
    Side("004 Trieste", 'fino ad un massimo di 7 giocatori', UP_TO_SEVEN),
    Side("004 Trieste", 'il numero dei giocatori varia da 2 a 8', TRIESTE),
    Side("004 Bergamo", 'si gioca in 5 giocatori', preset("bergamo"),
         "note_bergamo_players"),
    Side("004 Piacenza", 'Si gioca in quattro giocatori', preset("piacenza")),
)


def _accepts(rules: Rules, players: int, lang: str = "en") -> str:
    try:
        hand = Hand.deal(players, seed=1, dealer=0, rules=rules)
    except RulesError as refusal:
        if rules.min_players <= players <= rules.max_players or rules.players_changed:
            # another refusal, or a limit changed from its preset's: the engine's words
            return t("rdg_refused", lang, why=refusal)
        return t("rdg_refused_players", lang, name=preset_title(rules.name, lang),
                 low=rules.min_players,
                 high=rules.max_players, n=players)
    dealt = sum(len(cards) for cards in hand.dealt)
    return t("rdg_dealt", lang, dealt=dealt, out=40 - dealt)


def players_table(lang: str = "en") -> str:
    """How many players each source allows, and what the engine does with 7 and with 8."""
    lines = []
    for side in PLAYERS:
        assert side.rules is not None
        low, high = side.rules.min_players, side.rules.max_players
        value = (t("rdg_to_players", lang, low=low, high=high) if low != high
                 else t("rdg_n_players", lang, n=low))
        lines += _side(side, value, lang)
    lines.append(t("rdg_trieste_allows", lang, low=TRIESTE.min_players,
                   high=TRIESTE.max_players))
    lines.append(t("rdg_max_seven", lang))
    for players in (7, 8):
        lines.append(t("rdg_with_trieste", lang, n=players,
                       what=_accepts(TRIESTE, players, lang)))
        lines.append(t("rdg_with_seven", lang, n=players,
                       what=_accepts(UP_TO_SEVEN, players, lang)))
    return "\n".join(lines)


# ---- three lives or four ------------------------------------------------------------------

LIVES_SEED = 11
"""The seed of the match that ``lives_table`` plays under each starting count."""

LIVES: tuple[Side, ...] = (
    Side("000", 'cada jogador tem quatro "Vidas"', TRIESTE),
    Side("001", 'gli vengono dati 4 gettoni', TRIESTE),
    Side("003", 'each player starts with 4 lives', TRIESTE),
    Side("004 Trieste", '(3 o più spesso 4, che vanno scalando di uno ad ogni sconfitta)',
         TRIESTE.override(start=3), "note_004_lives"),
)


def _play_out(rules: Rules, seed: int = LIVES_SEED) -> Match:
    """A match of four random players, the same deals whatever the starting lives."""
    match = Match.new(rules, players=4, seed=seed)
    k = 0
    while not match.over:
        match.play_random(seed=k)
        k += 1
    return match


def lives_table(lang: str = "en") -> str:
    """The lives each source starts with, and one seeded match played from each count."""
    lines = []
    for side in LIVES:
        assert side.rules is not None
        lines += _side(side, t("rdg_start", lang, n=side.rules.start), lang)
    for start in sorted({side.rules.start for side in LIVES if side.rules}, reverse=True):
        match = _play_out(TRIESTE.override(start=start))
        lines.append(t("rdg_from_lives", lang, start=start, hands=len(match.history),
                       winner=match.winner))
    return "\n".join(lines)


# ---- the doctor ---------------------------------------------------------------------------

DOCTOR_STAKE = 10
"""The stake each player pays in, for the doctor's prices."""


def _doctor(**options: object) -> Rules:
    return TRIESTE.override(stake=DOCTOR_STAKE, **options)


DOCTOR: tuple[Side, ...] = (
    Side("000, most", 'só permitem que um jogador chame o médico uma vez',
         TRIESTE.override(doctor="once")),
    Side("000, some", 'enquanto ainda houverem [sic] pelo menos dois jogadores com vidas',
         TRIESTE.override(doctor="unlimited")),
    Side("001", 'solitamente 3» … «una somma pari alla metà della quota iniziale',
         _doctor(doctor="limited", doctor_limit=3),
         "note_001_when"),
    Side("003", 'agree on how many times» … «half of the original bid',
         _doctor(doctor="limited", doctor_limit=3, doctor_needs_stake=True),
         "note_003_pot"),
    Side("004 Trieste", 'può rientrare una sola volta nel gioco',
         TRIESTE.override(doctor="once", doctor_after_capote=False, doctor_until="last_two")),
    Side("004, money", 'un numero indefinito di volte, a un prezzo (in caso di perdita '
         'definitiva) sempre più alto',
         _doctor(doctor="unlimited", doctor_cost="rising", doctor_paid="final_loss"),
         "note_004_money"),
    Side("004 Bergamo", 'possibilità di rientro … con il raddoppio della posta',
         preset("bergamo").override(stake=DOCTOR_STAKE),
         "note_bergamo_doctor"),
)

MAX_CALLS = 5
"""``doctor_calls`` stops counting here: more means "no limit"."""


def doctor_calls(rules: Rules, lives: Sequence[int] = (0, 3, 2, 4)) -> list[float]:
    """What each call costs seat 0 if it keeps going out, until the doctor is refused
    (paid at the call, or owed until the match ends with ``doctor_paid`` ``final_loss``).

    Starts from source 000's example (seat 0 just out; the others on 3, 2 and 4 lives,
    or the same distance from the limit in bóle); stops after ``MAX_CALLS`` calls.
    """
    # 000's example has four players; Bergamo's five are one more seat than it needs
    table = rules.override(min_players=min(rules.min_players, len(lives)))
    out = rules.limit
    counters = [out] + [c if rules.counts_down else rules.limit - c for c in lives[1:]]
    others = [0] * (len(lives) - 1)
    paid: list[float] = []
    while len(paid) < MAX_CALLS:
        # seat 0 just out again, with the calls it made before
        match = Match.position(table, counters, doctor_used=[len(paid), *others])
        if 0 not in match.doctor_offers:
            break
        paid.append(match.doctor_cost(0))  # paid at the call, or owed (004)
    return paid


def _calls(rules: Rules, lang: str = "en") -> str:
    paid = doctor_calls(rules)
    count = t("rdg_no_limit", lang) if len(paid) >= MAX_CALLS else str(len(paid))
    prices = (", ".join(compact(p, lang) for p in paid[:3]) if rules.stake
              else t("rdg_no_stakes", lang))
    when = t("rdg_owed", lang) if rules.doctor_paid == "final_loss" else ""
    return t("rdg_calls", lang, count=count, prices=prices) + when


def doctor_readings_table(lang: str = "en") -> str:
    """Each source's doctor as the kit plays it: how many calls, and what they cost."""
    lines = [t("rdg_keeps_going", lang, stake=DOCTOR_STAKE)]
    for side in DOCTOR:
        assert side.rules is not None
        lines += _side(side, "→ " + _calls(side.rules, lang), lang)
    two_others, last_two = (_doctor(doctor="unlimited", doctor_until=until)
                            for until in ("two_others", "last_two"))
    lines.append(t("rdg_one_other", lang,
                   two_others=yes_no(_one_left(two_others, ONE_LEFT_THREE), lang),
                   last_two_two=yes_no(_one_left(last_two, ONE_LEFT_TWO), lang),
                   last_two_three=yes_no(_one_left(last_two, ONE_LEFT_THREE), lang)))
    lines.append(t("rdg_after_capote", lang, before=list(CAPOTE_LIVES),
                   after=list(_after_capote(TRIESTE.override(doctor="once")).counters)))
    for source, rules in (
        ("000, 003", TRIESTE.override(doctor="once")),
        ("004", TRIESTE.override(doctor="once", doctor_after_capote=False)),
    ):
        offers = _after_capote(rules).doctor_offers
        who = (t("rdg_seats", lang, seats=seat_numbers(offers, lang)) if offers
               else t("rdg_nobody", lang))
        lines.append(f"  {source} (doctor_after_capote {str(rules.doctor_after_capote).lower()}): "
                     + who)
    return "\n".join(lines)


ONE_LEFT_TWO = (1, 3)
"""Lives before a hand played by the last two: seat 0, on its last life, goes out."""
ONE_LEFT_THREE = (1, 1, 3)
"""Lives before a hand played by three: seats 0 and 1, on their last life, go out together
(the first seed where they do), leaving seat 2 alone."""


def _one_left(rules: Rules, lives: Sequence[int]) -> bool:
    """After a hand that puts out every seat of ``lives`` on one life and leaves one seat in,
    may seat 0 call the doctor? (``doctor_until``: 000 and 003 ask for two others still in;
    004 refuses only the loser of a hand played by the last two.)"""
    table = rules.override(min_players=min(rules.min_players, len(lives)))
    out = tuple(s for s, n in enumerate(lives) if n == 1)
    for seed in range(400):
        match = Match.position(table, lives, seed=seed)
        score = match.play_random(seed=seed)
        if score is not None and score.outcome != "capote" and score.eliminated == out:
            return 0 in match.doctor_offers
    raise AssertionError(f"no seed puts {out} out of {list(lives)}")


CAPOTE_LIVES = (1, 3, 1, 2)
"""Lives before lesson 5's capote deal (seat 1 takes every trick): seats 0 and 2, on one
life, go out together; seat 3 stays in on one."""


def _after_capote(rules: Rules) -> Match:
    """Lesson 5's capote deal finishing a hand of a match, from ``CAPOTE_LIVES``."""
    played = CAPOTE_DEAL.played(rules)
    deal = CAPOTE_DEAL.record()
    match = Match.position(rules, CAPOTE_LIVES, hand=Hand(rules, deal.hands, deal.dealer))
    for move in played.move_stack:
        match.push(move)
    return match


# ---- after an annul: who deals ------------------------------------------------------------

ANNUL: tuple[Side, ...] = (
    Side("000", 'Ninguém perderá vidas nesta mão, e o jogo prossegue normalmente',
         TRIESTE.override(annul_dealer="next"),
         "note_000_annul"),
    Side("003", 'cancel the hand and let the same dealer deal again', TRIESTE),
    Side("004 Trieste", 'Se il giocatore che ha trattato era primo di mano ha diritto di '
         'esserlo nuovamente', TRIESTE.override(annul_dealer="first_hand")),
)


def _after_annul(rules: Rules) -> Match:
    """Lesson 4's capote position in a match (seat 3 deals, seat 0 wins four tricks and
    annuls), and the match after it."""
    match = Match.position(rules, [rules.start] * 4, hand=decision_hand(rules=rules))
    match.push("annul")
    return match


def annul_table(lang: str = "en") -> str:
    """Who deals and leads the hand after an annul, under each source's words."""
    lines = [t("rdg_annul_head", lang)]
    for side in ANNUL:
        assert side.rules is not None
        match = _after_annul(side.rules)
        assert match.hand is not None
        lines += _side(
            side,
            t("rdg_annul_next_hand", lang, option=side.rules.annul_dealer, dealer=match.dealer,
              leader=match.hand.first_leader, lives=match.counters),
            lang,
        )
    return "\n".join(lines)
