"""The rules in words: the few plain sentences ``Rules.describe`` gives a learner beside the
rules picker, each saying which source it reads or that it is the kit's assumption.

>>> from coteccio_lab.rules import preset
>>> print(describe(preset("piacenza")).splitlines()[1])
4 players; 10 cards each, all 40 cards dealt; no trumps; follow suit if you can.
"""

from __future__ import annotations

from typing import Any

from .catalogue import CATALOGUE
from .i18n import t, verb
from .rules import PRESETS, Rules, shown_name

__all__ = ["describe"]


def describe(rules: Rules, lang: str = "en") -> str:
    """``rules`` in a few plain sentences in ``lang``, one per line."""
    r = rules

    def s(key: str, **params: Any) -> str:
        return t(key, lang, **params)

    # the preset's name as the rules picker shows it ("Trieste"), not its key ("trieste")
    name = shown_name(r.name)
    lines = [s("rd_title", name=name)]
    players = (s("rd_players_n", n=r.min_players) if r.min_players == r.max_players
               else s("rd_players_range", min=r.min_players, max=r.max_players))
    whole = r.min_players == r.max_players and r.min_players * r.hand_size == 40
    lines.append(s("rd_players", players=players, size=r.hand_size,
                   rest=s("rd_rest_none" if whole else "rd_rest_out")))
    source = PRESETS.get(r.name)
    if source is not None and r.min_players < source.min_players:
        lines.append(s("rd_smaller_table", name=name, min=r.min_players,
                       source=source.min_players))
    if r.card_values == "tressette":
        lines.append(s("rd_points_tressette"))
    else:
        lines.append(
            s("rd_points")
            + (s("rd_points_bonus", bonus=r.last_trick_bonus) if r.last_trick_bonus else ".")
        )
    if r.counter == "lives":
        lines.append(
            s("rd_lives", start=r.start, penalty=r.penalty, tie=r.tie_penalty, limit=r.limit)
        )
    elif r.counter == "bole":
        lines.append(s("rd_bole", penalty=r.penalty, tie=r.tie_penalty, limit=r.limit))
    else:
        lines.append(s("rd_points_counter", limit=r.limit))
        if r.points_no_trick:
            lines.append(s("rd_no_trick"))
        if r.points_double:
            lines.append(s("rd_double"))
        if r.points_capote_triple:
            lines.append(s("rd_triple"))
    if r.counter != "points" and r.sweep == "ordinary":
        lines.append(s("rd_sweep_ordinary"))
    elif r.counter != "points" and r.sweep == "wins_hand":
        lines.append(s("rd_sweep_wins_hand", pays=verb(r.counter, -1 if r.counts_down
                                                       else 1, lang)))
    elif r.counter != "points":
        # The taker's count moves the good way: a life more, or a bóla less (004:
        # "decrementa di un punto (a meno che non sia a zero)").
        good = r.capote_gain if r.counts_down else -r.capote_gain
        gain = verb(r.counter, good, lang) if r.capote_gain else s("rd_safe")
        if r.capote_gain and not r.counts_down:
            gain += s("rd_not_below_zero")
        pays = verb(r.counter, -1 if r.counts_down else 1, lang)
        lines.append(s("rd_capote", gain=gain, pays=pays))
    if r.capote_decision:
        # with one way only there is no choice to name: a sentence of its own says so
        lines.append(s("rd_decision", choice=s("rd_choice_both")) if r.annul
                     else s("rd_decision_attempt_only"))
        if r.failed_capote:
            bad = -1 if r.counts_down else 1
            lines.append(s("rd_failed", lose=verb(r.counter, bad, lang),
                           gain=verb(r.counter, -bad, lang)))
    if r.capote_decision and r.annul and r.annul_dealer != "same":
        lines.append(s(f"rd_annul_{r.annul_dealer}"))
    if r.revoke == "strict":
        lines.append(s("rd_revoke_strict"))
    elif r.revoke_stops:
        lines.append(s("rd_revoke_table", penalty=r.revoke_penalty))
    else:
        lines.append(s("rd_revoke_play_on", penalty=r.revoke_penalty))
    if r.counter != "points":
        lines.append(s(f"rd_{r.everyone_out}"))
    if r.doctor != "off":
        calls = {
            "once": s("rd_calls_once"),
            "limited": s("rd_calls_limited", n=r.doctor_limit),
            "unlimited": s("rd_calls_unlimited"),
        }[r.doctor]
        if r.doctor_until == "last_two":
            lines.append(s("rd_doctor_last_two", calls=calls))
        else:
            lines.append(s("rd_doctor", calls=calls, others=r.doctor_min_others))
        if r.doctor_needs_stake:
            lines.append(s("rd_doctor_needs_stake"))
        if not r.doctor_after_capote:
            lines.append(s("rd_doctor_not_after_capote"))
        if r.doctor_paid == "final_loss":
            lines.append(s("rd_doctor_final_loss"))
    if r.stake:
        lines.append(s("rd_stake", stake=r.stake))
    if r.spies:
        lines.append(s("rd_spies", at_most=r.spies_at_most, spies=r.spies))
    if r.cappotto_hands:
        lines.append(s("rd_cappotto_hands"))
        lines.append(s("rd_cappotto_rulings"))
    revoke = r.revoke == "table" and r.revoke_stops
    void = r.counter != "points" and r.everyone_out == "void"
    if revoke or void:
        what = "both" if revoke and void else "revoke" if revoke else "void"
        lines.append(s("rd_same_dealer", what=s(f"rd_after_{what}")))
    if r.first_dealer == "random":
        lines.append(s("rd_first_dealer_random"))
    base = PRESETS.get(r.name)
    # a preset's own notes in the catalogues when they have them (a preset added outside
    # the kit has its notes in its own words only)
    if (base is not None and r.notes == base.notes and lang != "en"
            and f"rd_note_{r.name}" in CATALOGUE):
        lines.append(s(f"rd_note_{r.name}"))
    else:
        lines.extend(r.notes)
    return "\n".join(lines)
