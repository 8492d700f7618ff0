"""The table as one light widget: felt, hand, buttons, messages, summary and log.

The widget kit's ``felt_html`` sends the whole felt as HTML with every card's SVG
inline (40 to 90 KB a click), its ``CardHand`` sends the SVG of every card in the
hand on every change, and each widget is a message of its own that the server and
the page handle one by one. Measured on this project's 2-core machine, that made a
click take about 30 ms to show. The dashboard must answer within 15 ms, so this
anywidget receives the 40 faces once (``faces``) and, on every action, one compact
description of the whole table (``view``, a few KB): one message per draw. The page
shows each card as one ``<img>`` of its face and redraws only the parts whose
description changed.

The DOM it builds is the kit's (``cot-felt``, ``cot-seat``, ``cot-trick``, the
``cot-cards`` row of ``CardHand``) with the hooks of ``ui-hooks.md`` (``cot-hand``,
``cot-card cot-card-<code>``, ``cot-legal``, ``cot-capote-annul``,
``cot-capote-attempt``, ``cot-next``, ``cot-hint``, ``cot-undo``, ``cot-message``,
``cot-hand-summary``, ``cot-match-over``, ``cot-lives-<seat>``), so the kit's
stylesheet draws it the same way. Picks and buttons go back to Python as widget
messages (``{"type": "pick", "code"}``, ``{"type": "button", "name"}``); the page
sends one at a time, and never the second click of a double click.

Everything the view holds comes from :func:`board_view`, a pure function of the
controller, tested without a browser. The status (``cot-status-data``: phase and
a version bumped on every draw) is set last, after the rest is on screen.
"""

from __future__ import annotations

from typing import Any

import anywidget
import traitlets

from ..cards import DECK
from ..hand import Hand
from ..i18n import t
from ..render import back_svg, card_svg
from ..render.felt import felt_layout
from ..widgets.cardhand import CardHand
from .controller import Dashboard

__all__ = ["Board", "board_view", "faces"]

_ESM = r"""
function render({ model, el }) {
  el.classList.add("cot-board");
  // Each face becomes one <img> of an SVG data URL: one element per card on the table
  // (not the hundreds of an inline SVG), which keeps style and layout work small.
  const faces = new Map();
  const loadFaces = () => {
    faces.clear();
    for (const [code, [svg, label]] of Object.entries(model.get("faces") || {})) {
      faces.set(code, [`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, label]);
    }
  };
  const card = (code, width) => {
    const face = faces.get(code);
    const img = document.createElement("img");
    img.className = `cot-card cot-card-${code}`;
    img.width = width;
    img.height = Math.round(width * 1.6);
    img.draggable = false;
    if (face) { img.src = face[0]; img.alt = face[1]; } else { img.alt = code; }
    return img;
  };
  const div = (cls, text) => {
    const d = document.createElement("div");
    if (cls) d.className = cls;
    if (text !== undefined && text !== null) d.textContent = text;
    return d;
  };
  const part = (cls) => { const d = div(cls); el.appendChild(d); return d; };

  // One action at a time: after a click or a pick the board ignores the others until the
  // kernel has drawn the result, and it always ignores the second click of a double click.
  let pending = false;
  const send = (msg) => {
    if (pending) return;
    pending = true;
    el.classList.add("cot-pending");
    model.send(msg);
  };
  const button = (cls, name, style) => {
    const b = document.createElement("button");
    b.type = "button";
    const mod = style ? ` mod-${style}` : "";
    b.className = `jupyter-widgets jupyter-button widget-button ${cls}${mod}`;
    b.style.display = "none";
    b.addEventListener("click", (ev) => {
      if (ev.detail > 1) return;
      send({ type: "button", name });
    });
    return b;
  };

  const title = part("cot-table-title");
  const scoreboard = part("cot-scoreboard");
  const felt = part("cot-table-felt");
  const summary = part("cot-hand-summary");
  const over = part("cot-match-over");
  const choices = part("cot-choices");
  const buttons = {
    annul: button("cot-capote-annul", "annul"),
    attempt: button("cot-capote-attempt", "attempt", "warning"),
    odds: button("cot-odds", "odds"),
    doctor_call: button("cot-doctor-call", "doctor_call", "warning"),
    doctor_stay: button("cot-doctor-stay", "doctor_stay"),
    cappotto_restart: button("cot-cappotto-restart", "cappotto_restart"),
    cappotto_fifth: button("cot-cappotto-fifth", "cappotto_fifth", "warning"),
  };
  choices.append(...Object.values(buttons));
  const hand = part("cot-hand");
  const row = div("cot-cards");
  hand.appendChild(row);
  const controls = part("cot-controls");
  const more = {
    hint: button("cot-hint", "hint"),
    undo: button("cot-undo", "undo"),
    next: button("cot-next", "next", "success"),
    new_match: button("cot-new-match", "new_match", "primary"),
  };
  controls.append(...Object.values(more));
  Object.assign(buttons, more);
  const message = part("cot-message");
  const log = document.createElement("details");
  log.className = "cot-log";
  log.open = true;
  el.appendChild(log);
  const status = part("cot-status");
  status.style.display = "none";
  const statusData = document.createElement("span");
  statusData.className = "cot-status-data";
  status.appendChild(statusData);

  // ---- the felt: kept between draws; a seat or the trick is drawn again when it changed
  let root = null;
  let seatEls = [];
  let seatKeys = [];
  let trickEl = null;
  let spiesEl = null;
  const drawSeat = (s) => {
    const seat = div(s.cls);
    seat.style.left = `${s.x}%`;
    seat.style.top = `${s.y}%`;
    const ident = div("cot-seat-id");
    if (s.backs > 0) {
      const backs = div("cot-backs");
      for (let i = 0; i < s.backs; i++) backs.appendChild(card("back", 22));
      ident.appendChild(backs);
    }
    const name = div("cot-seat-name", s.name);
    if (s.dealer) {
      const mark = document.createElement("span");
      mark.className = "cot-dealer";
      mark.title = s.dealer_title;
      mark.setAttribute("aria-label", s.dealer_title);
      mark.textContent = s.dealer;
      name.appendChild(mark);
    }
    ident.appendChild(name);
    if (s.info) ident.appendChild(div("cot-seat-info", s.info));
    let pile = null;
    if (s.piles.length) {
      pile = div("cot-tricks");
      for (const p of s.piles) {
        const won = document.createElement("span");
        won.className = "cot-won-trick";
        won.title = p.title;
        for (const c of p.cards) won.appendChild(card(c, 28));
        pile.appendChild(won);
      }
    }
    if (pile && s.pile_first) seat.append(pile, ident);
    else { seat.appendChild(ident); if (pile) seat.appendChild(pile); }
    return seat;
  };
  const drawTrick = (f) => {
    const trick = div("cot-trick");
    trick.setAttribute("aria-label", f.trick_label);
    f.trick.forEach((c, i) => {
      const slot = div(c.winning ? "cot-trick-card cot-winning" : "cot-trick-card");
      slot.style.left = `${c.x}%`;
      slot.style.top = `${c.y}%`;
      slot.style.zIndex = String(i + 1);
      slot.title = c.title;
      slot.appendChild(card(c.code, 64));
      trick.appendChild(slot);
    });
    if (f.caption) trick.appendChild(div("cot-trick-caption", f.caption));
    return trick;
  };
  const drawSpies = (f) => {
    if (!f.spies || !f.spies.cards.length) return null;
    const spies = div("cot-spies", f.spies.label);
    const line = div("");
    for (const c of f.spies.cards) line.appendChild(card(c, 30));
    spies.appendChild(line);
    return spies;
  };
  const drawFelt = (f) => {
    if (!f) { felt.replaceChildren(); root = null; return; }
    if (!root || root.dataset.n !== String(f.n)) {
      root = div(`cot-felt cot-felt-${f.n}`);
      root.dataset.n = String(f.n);
      seatEls = []; seatKeys = []; trickEl = null; spiesEl = null;
      felt.replaceChildren(root);
    }
    f.seats.forEach((s, i) => {
      const key = JSON.stringify(s);
      if (seatKeys[i] === key) return;
      const seatEl = drawSeat(s);
      if (seatEls[i]) seatEls[i].replaceWith(seatEl); else root.appendChild(seatEl);
      seatEls[i] = seatEl;
      seatKeys[i] = key;
    });
    const trickKey = JSON.stringify([f.trick, f.caption, f.trick_label]);
    if (!trickEl || trickEl.dataset.key !== trickKey) {
      const trick = drawTrick(f);
      trick.dataset.key = trickKey;
      if (trickEl) trickEl.replaceWith(trick); else root.appendChild(trick);
      trickEl = trick;
    }
    const spies = drawSpies(f);
    if (spiesEl) spiesEl.remove();
    if (spies) root.appendChild(spies);
    spiesEl = spies;
  };

  // ---- the cards of the person at the screen (as the kit's CardHand, with <img> faces)
  let focusAt = -1;
  const pick = (code, i, ev) => {
    ev.preventDefault();
    if (ev.type === "click" && ev.detail > 1) return;
    if (row.classList.contains("cot-disabled")) return;
    focusAt = ev.type === "keydown" ? i : -1;
    send({ type: "pick", code });
  };
  const drawHand = (h) => {
    const cards = (h && h.cards) || [];
    const disabled = !h || h.disabled;
    row.setAttribute("role", "group");
    row.setAttribute("aria-label", (h && h.label) || "");
    row.classList.toggle("cot-disabled", disabled);
    row.classList.toggle("cot-some-legal", cards.some((c) => c.legal));
    row.replaceChildren();
    cards.forEach((c, i) => {
      const img = card(c.code, (h && h.width) || 84);
      img.alt = c.label;
      img.setAttribute("role", "button");
      img.setAttribute("tabindex", disabled ? "-1" : "0");
      img.setAttribute("aria-label", c.label);
      if (c.legal) img.classList.add("cot-legal");
      img.addEventListener("click", (ev) => pick(c.code, i, ev));
      img.addEventListener("keydown", (ev) => {
        if (ev.key === "Enter" || ev.key === " ") pick(c.code, i, ev);
      });
      row.appendChild(img);
    });
    if (focusAt >= 0 && row.children.length) {
      row.children[Math.min(focusAt, row.children.length - 1)].focus();
    }
    focusAt = -1;
  };

  const drawMessages = (lines) => {
    message.replaceChildren();
    for (const line of lines || []) {
      const m = div(`cot-msg cot-msg-${line.kind}`, line.text);
      if (line.detail) {
        const d = document.createElement("details");
        const s = document.createElement("summary");
        s.textContent = line.detail_label || "details";
        const pre = document.createElement("pre");
        pre.textContent = line.detail;
        d.append(s, pre);
        m.appendChild(d);
      }
      message.appendChild(m);
    }
  };
  const drawSummary = (s) => {
    summary.replaceChildren();
    summary.style.display = s ? "" : "none";
    if (!s) return;
    const b = document.createElement("b");
    b.textContent = s.title;
    const ul = document.createElement("ul");
    for (const line of s.lines) {
      const li = document.createElement("li");
      li.textContent = line;
      ul.appendChild(li);
    }
    summary.append(b, ul);
  };
  const drawOver = (text) => {
    over.replaceChildren();
    over.style.display = text ? "" : "none";
    for (const line of (text || "").split("\n")) if (line) over.appendChild(div("", line));
  };
  const drawLog = (l) => {
    log.style.display = l ? "" : "none";
    const open = log.open;
    log.replaceChildren();
    if (!l) return;
    const s = document.createElement("summary");
    s.textContent = l.title;
    log.appendChild(s);
    for (const trick of l.tricks) {
      const block = div("");
      const head = document.createElement("b");
      head.textContent = trick.head;
      const ol = document.createElement("ol");
      for (const line of trick.lines) {
        const li = document.createElement("li");
        li.textContent = line;
        ol.appendChild(li);
      }
      block.append(head, ol);
      log.appendChild(block);
    }
    log.open = open;
  };
  const drawButtons = (specs) => {
    for (const [name, b] of Object.entries(buttons)) {
      const spec = specs[name];
      if (!spec) { b.style.display = "none"; continue; }
      b.style.display = "";
      if (b.textContent !== spec.label) b.textContent = spec.label;
      b.disabled = !!spec.disabled;
      b.title = spec.title || "";
    }
  };

  const last = {};
  const changed = (key, value) => {
    const json = JSON.stringify(value === undefined ? null : value);
    if (last[key] === json) return false;
    last[key] = json;
    return true;
  };
  const draw = () => {
    const v = model.get("view") || {};
    if (changed("title", v.title)) title.innerHTML = v.title || "";
    if (changed("scoreboard", v.scoreboard)) scoreboard.innerHTML = v.scoreboard || "";
    if (changed("felt", v.felt)) drawFelt(v.felt);
    if (changed("summary", v.summary)) drawSummary(v.summary);
    if (changed("over", v.over)) drawOver(v.over);
    if (changed("buttons", v.buttons)) drawButtons(v.buttons || {});
    if (changed("hand", v.hand)) drawHand(v.hand);
    if (changed("messages", v.messages)) drawMessages(v.messages);
    if (changed("log", v.log)) drawLog(v.log);
    pending = false;
    el.classList.remove("cot-pending");
    const st = v.status || {};
    statusData.dataset.phase = st.phase || "";
    statusData.dataset.code = st.code || "";
    statusData.dataset.hands = String(st.hands || 0);
    statusData.dataset.version = String(st.version || 0);
  };
  model.on("change:faces", () => {
    loadFaces();
    for (const k of Object.keys(last)) delete last[k];
    root = null;
    draw();
  });
  model.on("change:view", draw);
  loadFaces();
  draw();
}
export default { render };
"""

_CSS = """
.cot-board .cot-table-felt { margin: 4px 0; }
.cot-board .cot-felt img { display: block; }
.cot-board .cot-backs img + img { margin-left: -13px; }
.cot-board .cot-won-trick img + img { margin-left: -19px; }
.cot-board .cot-trick-card.cot-winning img { outline: 3px solid #f2c14e; outline-offset: 1px;
  border-radius: 5px; }
.cot-board .cot-match-over { font-size: 18px; font-weight: 700; color: #2f6b45; margin: 4px 0; }
.cot-board .cot-hand-summary { margin: 4px 0; padding: 4px 10px; border-left: 4px solid #2f6b45;
  background: #eef6f0; border-radius: 0 4px 4px 0; }
.cot-board .cot-hand-summary ul { margin: 2px 0; }
.cot-board .cot-choices, .cot-board .cot-controls { display: flex; gap: 6px; flex-wrap: wrap;
  margin: 4px 0; }
.cot-board .cot-choices .widget-button { min-width: 170px; width: auto; }
.cot-board .cot-controls .widget-button { width: auto; min-width: 110px; }
.cot-board .cot-log ol { margin: 2px 0 6px 0; padding-left: 22px; }
.cot-board .cot-log li { font-size: 13px; }
.cot-board.cot-pending .cot-cards > img, .cot-board.cot-pending button { cursor: progress; }
"""


def faces(lang: str = "en", *, french: bool = False) -> dict[str, list[str]]:
    """Every face once, with its name (width 100; the page sizes each copy), and the back."""
    out = {
        card.code(): [card_svg(card, 100, french=french, lang=lang), card.name(lang, french=french)]
        for card in DECK
    }
    out["back"] = [back_svg(100), ""]
    return out


class Board(anywidget.AnyWidget):
    """The felt, the scoreboard, the messages, the summary and the status of the dashboard."""

    _esm = _ESM
    _css = _CSS + str(CardHand._css).replace("> svg", "> img")

    faces = traitlets.Dict().tag(sync=True)
    """Card code -> [face SVG, name], and ``back``: sent once (again if the language changes)."""
    view = traitlets.Dict().tag(sync=True)
    """What to draw: see ``board_view``."""

    def __init__(self, *, lang: str = "en", french: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._faces_key = ("", False)
        self.set_faces(lang, french)

    def set_faces(self, lang: str, french: bool = False) -> None:
        if self._faces_key != (lang, french):
            self._faces_key = (lang, french)
            self.faces = faces(lang, french=french)


# ---- the description of the table ------------------------------------------------------------


def felt_view(hand: Hand, me: int, lang: str, names: list[str]) -> dict[str, Any]:
    """The felt (``render.felt.felt_layout``, as the kit's ``felt_html`` draws it) as data
    for the page: the same seats, piles and trick, cards as codes."""
    felt = felt_layout(hand, me, lang, names=names)
    return {
        "n": felt.n,
        "seats": [
            {
                "cls": " ".join(spot.classes),
                "x": spot.x,
                "y": spot.y,
                "name": spot.name,
                "dealer": t("ui_dealer_mark", lang) if spot.dealer else "",
                "dealer_title": t("ui_dealer", lang),
                "info": spot.info,
                "backs": len(spot.held) if spot.seat != me else 0,
                "piles": [
                    {
                        "title": t("ui_trick_points", lang, points=tr.points),
                        "cards": [c.code() for c in tr.cards],
                    }
                    for tr in spot.piles
                ],
                "pile_first": spot.pile_first,
            }
            for spot in felt.seats
        ],
        "trick": [
            {"code": c.card.code(), "x": c.x, "y": c.y, "winning": c.winning,
             "title": felt.seats[c.seat].name}
            for c in felt.trick
        ],
        "caption": felt.caption,
        "trick_label": t("ui_trick", lang),
        "spies": (
            {"label": t("ui_spies", lang), "cards": [c.code() for c in hand.spies]}
            if hand.spies else None
        ),
    }


def board_view(c: Dashboard, lang: str, version: int, errors: list[dict[str, str]] | None = None
               ) -> dict[str, Any]:
    """Everything the board draws, as JSON-ready data."""
    import html

    from ..widgets.drawing import scoreboard_html
    from .controller import level_name

    esc = html.escape
    m = c.match
    hand = c.shown_hand
    view: dict[str, Any] = {"title": "", "scoreboard": "", "felt": None}
    if m is not None and hand is not None:
        opponents = ", ".join(
            f"{s}: {level_name(level, lang)}" for s, level in enumerate(c.levels) if s
        )
        bits = [
            t(f"rules_name_{m.rules.name}", lang),
            t("ui_deal_code_is", lang, code=m.code),
            t("ui_dealer_is", lang, who=c.seat_name(hand.dealer, lang, capital=False)),
            t("dash_opponents_line", lang, list=opponents),
            t("dash_mode_line", lang, mode=t(f"dash_mode_{c.setup.mode}", lang)),
        ]
        view["title"] = f"<b>{esc(bits[0])}</b> · " + " · ".join(esc(b) for b in bits[1:])
        view["scoreboard"] = scoreboard_html(
            m.rules, m.counters, 0, lang, hand_points=hand.points(), pot=m.pot,
            doctor_used=m.doctor_used,
        )
        names = [
            t("ui_you", lang) if s == 0 else t("ui_seat", lang, seat=s) for s in range(m.players)
        ]
        view["felt"] = felt_view(hand, 0, lang, names)
    phase = c.phase
    lines = c.note_lines(lang)
    view["messages"] = [{"kind": kind, "text": text} for kind, text in lines] + list(errors or [])
    summary = None
    if phase in ("hand_over", "doctor", "cappotto", "over") and c.last_score is not None:
        title = next((text for kind, text in lines if kind == "summary"), "")
        summary = {"title": title, "lines": c.summary_lines(lang)}
    view["summary"] = summary
    over = [text for kind, text in lines if kind == "over"] if phase == "over" else []
    view["over"] = "\n".join(over)
    view["buttons"] = buttons_view(c, lang)
    legal = set(c.legal_codes)
    view["hand"] = {
        "cards": [
            {"code": card.code(), "label": card.name(lang), "legal": card.code() in legal}
            for card in c.my_cards
        ],
        "disabled": phase != "play",
        "label": t("ui_your_cards", lang),
        "width": 84,
    }
    view["log"] = log_view(c, lang)
    view["status"] = {"phase": phase, "version": version, "code": c.code or "", "hands": c.hand_no}
    return view


def _button(label: str, *, disabled: bool = False, title: str = "") -> dict[str, Any]:
    return {"label": label, "disabled": disabled, "title": title}


def buttons_view(c: Dashboard, lang: str) -> dict[str, Any]:
    """The buttons the flow offers now (the others are hidden)."""
    phase = c.phase
    out: dict[str, Any] = {}
    if phase == "capote":
        out["annul"] = _button(t("dash_annul", lang), title=t("ui_annul_tip", lang))
        out["attempt"] = _button(t("dash_attempt", lang), title=t("ui_attempt_tip", lang))
        out["odds"] = _button(t("dash_odds", lang))
    if phase == "doctor":
        out["doctor_call"] = _button(t("dash_doctor_call", lang))
        out["doctor_stay"] = _button(t("dash_doctor_decline", lang))
    if phase == "cappotto":
        out["cappotto_restart"] = _button(t("ui_cappotto_restart", lang))
        out["cappotto_fifth"] = _button(t("ui_cappotto_fifth", lang))
    if c.practice and phase in ("play", "wait", "capote"):
        out["hint"] = _button(t("ui_hint", lang))
        out["undo"] = _button(t("ui_undo", lang), disabled=not c.can_undo)
    if phase == "hand_over":
        out["next"] = _button(t("dash_next_hand", lang))
    if phase == "over":
        out["new_match"] = _button(t("dash_new_match_button", lang))
    return out


def log_view(c: Dashboard, lang: str) -> dict[str, Any] | None:
    """The hand, card by card, trick by trick."""
    if not c.log:
        return None
    tricks: dict[int, list[str]] = {}
    for trick, text in c.log_lines(lang):
        tricks.setdefault(trick, []).append(text)
    return {
        "title": t("dash_log", lang),
        "tricks": [
            {"head": t("dash_log_trick", lang, n=n), "lines": lines} for n, lines in tricks.items()
        ],
    }
