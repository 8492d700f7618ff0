"""Pickers: the language, the rules (preset and options, described beside), a deal code."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import ipywidgets as W
import traitlets

from ..cards import LANGUAGES
from ..dealcode import DealCodeError, deal_code, new_seed, parse_deal_code
from ..i18n import t
from ..rules import EVERYONE_OUT, PRESETS, Rules
from .base import Events, View, button, esc, html_widget, keyed

__all__ = ["DealCodeBox", "LanguagePicker", "PageLanguage", "RulesPicker"]


# ---- language --------------------------------------------------------------------------------


class PageLanguage(anywidget.AnyWidget):
    """The language the browser remembers for this server's pages (invisible).

    With ``fixed`` (a lesson page), the page's ``lang`` is remembered. Otherwise
    the page reports in ``asked`` the ``?lang=`` of its URL, or else the language
    remembered, and remembers ``lang`` whenever it changes. ``asked`` comes from the
    browser: whoever uses it checks it against ``LANGUAGES`` (``LanguagePicker`` does).
    """

    _esm = Path(__file__).with_name("pagelang.js")

    lang = traitlets.Unicode("en").tag(sync=True)
    fixed = traitlets.Bool(False).tag(sync=True)
    asked = traitlets.Unicode("").tag(sync=True)



class LanguagePicker(View):
    """English, Italiano, Português (class ``cot-language``); ``connect(*views)`` links them.

    Every connected view follows the picker (``traitlets.dlink`` on ``lang``), so
    switching language re-renders what is on screen. On a page the picker starts in the
    language the URL asks for (``?lang=it``), or else in the one the learner last read a
    lesson in (``PageLanguage``), and the browser remembers each choice.
    """

    value = traitlets.Enum(list(LANGUAGES), default_value="en")

    def __init__(self, *views: View, lang: str = "en") -> None:
        super().__init__(lang=lang, css_class="cot-language-picker")
        self.buttons = W.ToggleButtons(
            options=[(t("lang_self", code), code) for code in LANGUAGES], value=lang
        )
        self.buttons.add_class("cot-language")
        self.buttons.style.button_width = "auto"
        self.page = PageLanguage(lang=lang)
        self.set_children([self.buttons, self.page])
        self.value = lang
        traitlets.link((self.buttons, "value"), (self, "value"))
        traitlets.dlink((self, "value"), (self, "lang"))
        traitlets.dlink((self, "value"), (self.page, "lang"))
        self.page.observe(self.guard(self._on_asked), names="asked")
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


# ---- rules -----------------------------------------------------------------------------------


class RulesPicker(View):
    """A preset and the options a table agrees on, with the rules described beside.

    ``value`` is the ``Rules`` built (observe it, or ``on_change(callback(rules))``);
    ``players`` the number of players, bounded by the preset.
    """

    value = traitlets.Instance(Rules)
    players = traitlets.Int(4)

    def __init__(
        self, rules: Rules | str | None = None, *, players: int = 4, lang: str = "en"
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
        self.revoke = W.Dropdown(options=["strict", "table"], value=start.revoke)
        self.revoke.add_class("cot-rules-revoke")
        self.everyone_out = W.Dropdown(
            options=list(EVERYONE_OUT), value=start.everyone_out
        )
        self.everyone_out.add_class("cot-rules-everyone-out")
        self.doctor = W.Dropdown(
            options=["off", "once", "limited", "unlimited"], value=start.doctor
        )
        self.doctor.add_class("cot-rules-doctor")
        self.tie_penalty = W.BoundedIntText(value=start.tie_penalty, min=0, max=4)
        self.tie_penalty.add_class("cot-rules-tie")
        self.stake = W.BoundedIntText(value=start.stake, min=0, max=1000)
        self.stake.add_class("cot-rules-stake")
        self.capote_gain = W.BoundedIntText(value=start.capote_gain, min=0, max=2)
        self.capote_gain.add_class("cot-rules-capote-gain")
        self.cappotto = W.Checkbox(value=start.cappotto_hands, indent=False)
        self.cappotto.add_class("cot-rules-cappotto")
        self.describe = html_widget("cot-rules-describe")
        self.controls = W.VBox(
            [
                self.preset,
                self.player_count,
                self.revoke,
                self.everyone_out,
                self.doctor,
                self.tie_penalty,
                self.stake,
                self.capote_gain,
                self.cappotto,
            ]
        )
        self.set_children([W.HBox([self.controls, self.describe]), self.message])
        self.changed: Events[[Rules]] = Events()
        self._loading = False
        self.value = start
        self.players = self.player_count.value
        self.preset.observe(self.guard(self._on_preset), names="value")
        for w in (
            self.revoke,
            self.everyone_out,
            self.doctor,
            self.tie_penalty,
            self.stake,
            self.capote_gain,
            self.cappotto,
        ):
            w.observe(self.guard(self._on_option), names="value")
        self.player_count.observe(self.guard(self._on_players), names="value")
        self.refresh()

    @property
    def rules(self) -> Rules:
        value: Rules = self.value
        return value

    def on_change(self, callback: Callable[[Rules], object], remove: bool = False) -> None:
        self.changed.register(callback, remove)

    def _load(self, rules: Rules) -> None:
        """Put ``rules`` into the option widgets without firing them one by one."""
        self._loading = True
        try:
            self.revoke.value = rules.revoke
            self.everyone_out.value = rules.everyone_out
            self.doctor.value = rules.doctor
            self.tie_penalty.value = rules.tie_penalty
            self.stake.value = rules.stake
            self.capote_gain.value = rules.capote_gain
            self.cappotto.value = rules.cappotto_hands
            self.player_count.min = min(self.player_count.min, rules.min_players)
            self.player_count.max = max(self.player_count.max, rules.max_players)
            self.player_count.value = min(max(self.player_count.value, rules.min_players),
                                          rules.max_players)
            self.player_count.min = rules.min_players
            self.player_count.max = rules.max_players
        finally:
            self._loading = False

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
        options = {
            "revoke": self.revoke.value,
            "everyone_out": self.everyone_out.value,
            "doctor": self.doctor.value,
            "tie_penalty": self.tie_penalty.value,
            "stake": self.stake.value,
            "capote_gain": self.capote_gain.value,
            "cappotto_hands": self.cappotto.value and base.counter == "lives",
        }
        changed = {k: v for k, v in options.items() if getattr(base, k) != v}
        self._set(base.override(**changed) if changed else base)

    def _on_players(self, change: dict[str, Any]) -> None:
        self.players = int(change["new"])

    def _set(self, rules: Rules) -> None:
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
            self.preset.options = [(t(f"rules_name_{name}", lang), name) for name in PRESETS]
            self.preset.value = rules.name
            self.player_count.description = t("ui_players", lang)
            self.revoke.description = t("ui_opt_revoke", lang)
            self.revoke.options = [(t(f"ui_revoke_{v}", lang), v) for v in ("strict", "table")]
            self.revoke.value = rules.revoke
            self.everyone_out.description = t("ui_opt_everyone_out", lang)
            self.everyone_out.options = [
                (t(f"ui_everyone_out_{v}", lang), v) for v in EVERYONE_OUT
            ]
            self.everyone_out.value = rules.everyone_out
            self.doctor.description = t("ui_opt_doctor", lang)
            self.doctor.options = [
                (t(f"ui_doctor_{v}", lang), v) for v in ("off", "once", "limited", "unlimited")
            ]
            self.doctor.value = rules.doctor
            self.tie_penalty.description = t("ui_opt_tie", lang)
            self.stake.description = t("ui_opt_stake", lang)
            self.capote_gain.description = t("ui_opt_capote_gain", lang)
            self.cappotto.description = t("ui_opt_cappotto", lang)
            self.cappotto.disabled = rules.counter != "lives"
            self.capote_gain.disabled = rules.counter == "points"
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
