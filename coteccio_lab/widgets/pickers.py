"""Pickers: the language, the rules (preset and options, described beside), a deal code."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, get_args

import anywidget
import ipywidgets as W
import traitlets

from ..cards import LANGUAGES
from ..dealcode import DealCodeError, deal_code, new_seed, parse_deal_code
from ..i18n import set_kernel_language, t
from ..rules import (
    EVERYONE_OUT,
    PRESETS,
    AnnulDealer,
    CardValues,
    Doctor,
    DoctorPaid,
    DoctorUntil,
    FirstDealer,
    Revoke,
    Rules,
    RulesError,
    Sweep,
    preset_title,
)
from .base import Events, View, button, esc, html_widget, keyed

__all__ = [
    "RULE_OPTIONS",
    "DealCodeBox",
    "LanguagePicker",
    "PageLanguage",
    "RuleOption",
    "RulesPicker",
]


# ---- language --------------------------------------------------------------------------------


class PageLanguage(anywidget.AnyWidget):
    """The language the browser remembers for this server's pages (invisible).

    With ``fixed`` (a lesson page), the page's ``lang`` is remembered. Otherwise
    the page reports in ``asked`` the ``?lang=`` of its URL, or else the language
    remembered, and remembers ``lang`` whenever it changes. ``asked`` comes from the
    browser: whoever uses it checks it against ``LANGUAGES`` (``LanguagePicker`` does).
    The page's ``<html lang>`` follows ``lang``, and its title is ``title`` when given.
    """

    _esm = Path(__file__).with_name("pagelang.js")

    lang = traitlets.Unicode("en").tag(sync=True)
    fixed = traitlets.Bool(False).tag(sync=True)
    asked = traitlets.Unicode("").tag(sync=True)
    title = traitlets.Unicode("").tag(sync=True)



class LanguagePicker(View):
    """Every language of the kit by its own name, English, Italiano, Português (class
    ``cot-language``); ``connect(*views)`` links them.

    Every connected view follows the picker (``traitlets.dlink`` on ``lang``), so
    switching language re-renders what is on screen, and so does the kernel's language
    (``i18n.set_kernel_language``): an error's text, the referee's account.

    On a page the picker starts in the language the URL asks for (``?lang=it``), or else in
    the one the learner last read a lesson in (``PageLanguage``), and the browser remembers
    each choice. ``title``: the catalogue key of the page's title, which follows the picker.
    """

    value = traitlets.Enum(list(LANGUAGES), default_value="en")

    def __init__(self, *views: View, lang: str = "en", title: str = "") -> None:
        super().__init__(lang=lang, css_class="cot-language-picker")
        self.buttons = W.ToggleButtons(
            options=[(t("lang_self", code), code) for code in LANGUAGES], value=lang
        )
        self.buttons.add_class("cot-language")
        self.buttons.style.button_width = "auto"
        self.title_key = title
        self.page = PageLanguage(lang=lang, title=t(title, lang) if title else "")
        self.set_children([self.buttons, self.page])
        self.value = lang
        traitlets.link((self.buttons, "value"), (self, "value"))
        traitlets.dlink((self, "value"), (self, "lang"))
        traitlets.dlink((self, "value"), (self.page, "lang"))
        self.page.observe(self.guard(self._on_asked), names="asked")
        # what speaks without a view (an error's text, the referee's account, t(key))
        # follows the picker too
        set_kernel_language(lang)
        self.observe(lambda change: set_kernel_language(str(change["new"])), names="value")
        self.links: list[traitlets.dlink] = []
        for view in views:
            self.connect(view)

    def _on_asked(self, change: dict[str, Any]) -> None:
        asked = str(change["new"])
        if asked in LANGUAGES:  # anything else from the browser is ignored
            self.value = asked

    def connect(self, *views: View) -> None:
        """Make ``views`` follow this picker's language."""
        for view in views:
            self.links.append(traitlets.dlink((self, "value"), (view, "lang")))

    def refresh(self) -> None:
        self.buttons.description = t("ui_language", self.lang)
        self.buttons.tooltips = [t("lang_self", code) for code in LANGUAGES]
        if self.title_key:
            self.page.title = t(self.title_key, self.lang)


# ---- rules -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class RuleOption:
    """One option of ``Rules`` that a table agrees on, as the picker shows it.

    ``field`` is the ``Rules`` field, ``attr`` the picker's attribute holding its widget,
    ``label`` the catalogue key of its label. A choice lists its ``choices`` (each
    labelled ``ui_<choice_key>_<value>``); a number has ``bounds``; anything else is a
    checkbox. ``applies(rules)`` says when the option means something at all: otherwise
    the widget is disabled and the preset's value is kept.
    """

    field: str
    attr: str
    label: str
    choices: tuple[str, ...] = ()
    choice_key: str = ""
    bounds: tuple[int, int] | None = None
    applies: Callable[[Rules], bool] = lambda _rules: True

    @property
    def css_class(self) -> str:
        return "cot-rules-" + self.attr.replace("_", "-")


def _doctor_on(rules: Rules) -> bool:
    return rules.doctor != "off"


#: The options in the order the picker shows them.
RULE_OPTIONS: tuple[RuleOption, ...] = (
    RuleOption("revoke", "revoke", "ui_opt_revoke", get_args(Revoke), "revoke"),
    RuleOption(
        "revoke_stops", "revoke_stops", "ui_opt_revoke_stops",
        applies=lambda r: r.revoke == "table",
    ),
    RuleOption(
        "everyone_out", "everyone_out", "ui_opt_everyone_out", EVERYONE_OUT, "everyone_out"
    ),
    RuleOption(
        "annul_dealer", "annul_dealer", "ui_opt_annul_dealer", get_args(AnnulDealer),
        "annul_dealer", applies=lambda r: r.capote_decision and r.annul,
    ),
    RuleOption(
        "first_dealer", "first_dealer", "ui_opt_first_dealer", get_args(FirstDealer),
        "first_dealer",
    ),
    RuleOption("doctor", "doctor", "ui_opt_doctor", get_args(Doctor), "doctor"),
    RuleOption(
        "doctor_paid", "doctor_paid", "ui_opt_doctor_paid", get_args(DoctorPaid),
        "doctor_paid", applies=_doctor_on,
    ),
    RuleOption(
        "doctor_after_capote", "doctor_after_capote", "ui_opt_doctor_after_capote",
        applies=_doctor_on,
    ),
    RuleOption(
        "doctor_until", "doctor_until", "ui_opt_doctor_until", get_args(DoctorUntil),
        "doctor_until", applies=_doctor_on,
    ),
    RuleOption(
        "doctor_needs_stake", "doctor_needs_stake", "ui_opt_doctor_needs_stake",
        applies=_doctor_on,
    ),
    RuleOption(
        "min_players", "min_players", "ui_opt_min_players", bounds=(2, 5),
        applies=lambda r: r.name == "bergamo",
    ),
    RuleOption("tie_penalty", "tie_penalty", "ui_opt_tie", bounds=(0, 4)),
    RuleOption("stake", "stake", "ui_opt_stake", bounds=(0, 1000)),
    RuleOption(
        "sweep", "sweep", "ui_opt_sweep", get_args(Sweep), "sweep",
        applies=lambda r: r.counter != "points",
    ),
    RuleOption(
        "capote_gain", "capote_gain", "ui_opt_capote_gain", bounds=(0, 2),
        applies=lambda r: r.counter != "points" and r.sweep == "capote",
    ),
    RuleOption(
        "card_values", "card_values", "ui_opt_card_values", get_args(CardValues),
        "card_values", applies=lambda r: r.counter == "points",
    ),
    RuleOption(
        "cappotto_hands", "cappotto", "ui_opt_cappotto", applies=lambda r: r.counter == "lives"
    ),
)


class RulesPicker(View):
    """A preset and the options a table agrees on, with the rules described beside.

    ``value`` is the ``Rules`` built (observe it, or ``on_change(callback(rules))``);
    ``players`` the number of players, bounded by the preset. Each option of
    ``RULE_OPTIONS`` has its widget as an attribute (``picker.doctor``) with the CSS
    class ``cot-rules-<attr>``; an option that means nothing under the rules chosen
    (the doctor's payment with no doctor) is disabled. An option named in ``withheld`` is
    not shown (it keeps the preset's value): a lesson that asks about it later.
    """

    value = traitlets.Instance(Rules)
    players = traitlets.Int(4)

    def __init__(
        self, rules: Rules | str | None = None, *, players: int = 4, lang: str = "en",
        withheld: Sequence[str] = (),
    ) -> None:
        super().__init__(lang=lang, css_class="cot-rules-picker")
        start = Rules.from_spec(rules)
        self.preset = W.Dropdown(options=list(PRESETS), value=start.name)
        self.preset.add_class("cot-rules-preset")
        self.player_count = W.BoundedIntText(
            value=min(max(players, start.min_players), start.max_players),
            min=start.min_players,
            max=start.max_players,
        )
        self.player_count.add_class("cot-rules-players")
        self.options: dict[str, W.ValueWidget] = {}
        for option in RULE_OPTIONS:
            widget = self._widget(option, getattr(start, option.field))
            widget.add_class(option.css_class)
            if option.field in withheld:  # a lesson's question on it comes later
                widget.layout.display = "none"
            setattr(self, option.attr, widget)
            self.options[option.field] = widget
        self.describe = html_widget("cot-rules-describe")
        self.controls = W.VBox([self.preset, self.player_count, *self.options.values()])
        self.set_children([W.HBox([self.controls, self.describe]), self.message])
        self.changed: Events[[Rules]] = Events()
        self._loading = False
        self.value = start
        self.players = self.player_count.value
        self.preset.observe(self.guard(self._on_preset), names="value")
        for widget in self.options.values():
            widget.observe(self.guard(self._on_option), names="value")
        self.player_count.observe(self.guard(self._on_players), names="value")
        self.refresh()

    @staticmethod
    def _widget(option: RuleOption, value: Any) -> W.ValueWidget:
        if option.choices:
            return W.Dropdown(options=list(option.choices), value=value)
        if option.bounds is not None:
            low, high = option.bounds
            return W.BoundedIntText(value=value, min=low, max=high)
        return W.Checkbox(value=value, indent=False)

    @property
    def rules(self) -> Rules:
        value: Rules = self.value
        return value

    def on_change(self, callback: Callable[[Rules], object], remove: bool = False) -> None:
        self.changed.register(callback, remove)

    def show(self, rules: Rules, players: int | None = None) -> None:
        """Show ``rules`` (a preset and its options) and ``players``, as if chosen."""
        self._loading = True
        try:
            self.preset.value = rules.name
        finally:
            self._loading = False
        self._load(rules)
        if players is not None:
            self.player_count.value = min(max(players, rules.min_players), rules.max_players)
        self._set(rules)

    def _load(self, rules: Rules) -> None:
        """Put ``rules`` into the option widgets without firing them one by one."""
        self._loading = True
        try:
            for field_name, widget in self.options.items():
                widget.value = getattr(rules, field_name)
            self._bound_players(rules)
        finally:
            self._loading = False

    def _bound_players(self, rules: Rules) -> None:
        """The player count within ``rules``' table sizes (widened first, then narrowed, so
        that the value never falls outside the bounds on the way)."""
        self.player_count.min = min(self.player_count.min, rules.min_players)
        self.player_count.max = max(self.player_count.max, rules.max_players)
        self.player_count.value = min(max(self.player_count.value, rules.min_players),
                                      rules.max_players)
        self.player_count.min = rules.min_players
        self.player_count.max = rules.max_players

    def _on_preset(self, change: dict[str, Any]) -> None:
        if self._loading:
            return
        rules = PRESETS[change["new"]]
        self._load(rules)
        self._set(rules)

    def _on_option(self, _change: dict[str, Any]) -> None:
        if self._loading:
            return
        base = PRESETS[self.preset.value]
        chosen = {f: w.value for f, w in self.options.items()}
        # An option decides nothing where it does not apply (no doctor, no revoke at
        # the table): the preset's value stays, so the spec names only what matters.
        try:
            candidate = base.override(
                **{f: v for f, v in chosen.items() if getattr(base, f) != v}
            )
            changed = {
                option.field: chosen[option.field]
                for option in RULE_OPTIONS
                if option.applies(candidate)
                and getattr(base, option.field) != chosen[option.field]
            }
            rules = base.override(**changed) if changed else base
        except RulesError as err:
            self.message.say(keyed("ui_bad_rules", error=str(err)), "refusal")
            self._load(self.rules)
            return
        self._set(rules)

    def _on_players(self, change: dict[str, Any]) -> None:
        self.players = int(change["new"])

    def _set(self, rules: Rules) -> None:
        self._loading = True
        try:
            self._bound_players(rules)  # a smaller Bergamo table (min_players) widens them
        finally:
            self._loading = False
        self.value = rules
        self.players = self.player_count.value
        self.refresh()
        self.changed(rules)

    def refresh(self) -> None:
        lang = self.lang
        rules = self.rules
        self._loading = True
        try:
            self.preset.description = t("ui_preset", lang)
            self.preset.options = [(preset_title(name, lang), name) for name in PRESETS]
            self.preset.value = rules.name
            self.player_count.description = t("ui_players", lang)
            for option in RULE_OPTIONS:
                widget = self.options[option.field]
                widget.description = t(option.label, lang)
                if option.choices:
                    widget.options = [
                        (t(f"ui_{option.choice_key}_{v}", lang), v) for v in option.choices
                    ]
                widget.value = getattr(rules, option.field)
                widget.disabled = not option.applies(rules)
        finally:
            self._loading = False
        for w in self.controls.children:
            w.style.description_width = "11em"
        lines = rules.describe(lang).split("\n")
        paragraphs = "".join(f"<p>{esc(line)}</p>" for line in lines)
        self.describe.value = paragraphs


# ---- deal code -------------------------------------------------------------------------------


class DealCodeBox(View):
    """A deal code to type (``cot-deal-code``) and a button that starts with it (``cot-start``).

    ``on_start(callback(seed))`` gets the seed; an empty box starts with a fresh one.
    A code that cannot be read is explained in the message area.
    """

    def __init__(self, code: str = "", *, lang: str = "en") -> None:
        super().__init__(lang=lang, css_class="cot-deal-box")
        self.code = W.Text(value=code)
        self.code.add_class("cot-deal-code")
        self.start = button("", "cot-start")
        self.start.button_style = "primary"
        self.set_children([W.HBox([self.code, self.start]), self.message])
        self.started: Events[[int]] = Events()
        self.start.on_click(self.guard(lambda _b: self.press()))
        self.refresh()

    def on_start(self, callback: Callable[[int], object], remove: bool = False) -> None:
        self.started.register(callback, remove)

    def press(self) -> int | None:
        text = self.code.value.strip()
        if text:
            try:
                seed = parse_deal_code(text)
            except DealCodeError as err:
                self.message.say(keyed("ui_bad_code", code=text, error=str(err)), "refusal")
                return None
        else:
            seed = new_seed()
        self.code.value = deal_code(seed)
        self.message.say(keyed("ui_started", code=deal_code(seed)))
        self.started(seed)
        return seed

    def refresh(self) -> None:
        self.code.description = t("ui_deal_code", self.lang)
        self.code.placeholder = t("ui_deal_code_placeholder", self.lang)
        self.start.description = t("ui_start", self.lang)
