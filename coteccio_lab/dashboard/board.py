"""The table as one light widget: the felt, the scoreboard and what the kit says, drawn in the page.

The widget kit's ``felt_html`` sends the whole felt as HTML with every card's SVG
inline: 40 to 90 KB on every click, in several widget messages, and the browser
parses it all again. The dashboard must answer a click within 15 ms, so this
anywidget receives the 40 card faces once (``faces``) and, on every action, one
compact description of the table (``view``, a few KB): seats, counts, card codes,
texts. The page clones the faces it needs and redraws only the parts whose
description changed. The DOM it builds is the kit's (``cot-felt``, ``cot-seat``,
``cot-trick``, ``cot-card cot-card-<code>``, ``cot-message``...), so the kit's
stylesheet draws it the same way.

Everything the view holds comes from :func:`board_view`, a pure function of the
controller, tested without a browser. The status (``cot-status-data``: phase and
a version bumped on every draw) is set last, after the rest is on screen.
"""

from __future__ import annotations

import math
from typing import Any

import anywidget
import traitlets

from ..cards import DECK
from ..hand import Hand
from ..i18n import t
from ..render import back_svg, card_svg
from .controller import Dashboard

__all__ = ["Board", "board_view", "faces"]

_ESM = r"""
function render({ model, el }) {
  el.classList.add("cot-board");
  const faces = new Map();
  const make = (html) => {
    const tpl = document.createElement("template");
    tpl.innerHTML = (html || "").trim();
    return tpl.content.firstElementChild;
  };
  const loadFaces = () => {
    faces.clear();
    for (const [code, svg] of Object.entries(model.get("faces") || {})) faces.set(code, make(svg));
  };
  const card = (code, width) => {
    const tpl = faces.get(code);
    if (!tpl) {
      const s = document.createElement("span");
      s.className = `cot-card cot-card-${code}`;
      s.textContent = code;
      return s;
    }
    const node = tpl.cloneNode(true);
    node.setAttribute("width", String(width));
    node.setAttribute("height", String(Math.round(width * 1.6)));
    return node;
  };
  const div = (cls, text) => {
    const d = document.createElement("div");
    if (cls) d.className = cls;
    if (text !== undefined && text !== null) d.textContent = text;
    return d;
  };
  const part = (cls) => { const d = div(cls); el.appendChild(d); return d; };
  const title = part("cot-table-title");
  const scoreboard = part("cot-scoreboard");
  const felt = part("cot-table-felt");
  const summary = part("cot-hand-summary");
  const over = part("cot-match-over");
  const message = part("cot-message");
  const status = part("cot-status");
  status.style.display = "none";
  const statusData = document.createElement("span");
  statusData.className = "cot-status-data";
  status.appendChild(statusData);

  const drawFelt = (f) => {
    felt.replaceChildren();
    if (!f) return;
    const root = div(`cot-felt cot-felt-${f.n}`);
    for (const s of f.seats) {
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
      root.appendChild(seat);
    }
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
    root.appendChild(trick);
    if (f.spies && f.spies.cards.length) {
      const spies = div("cot-spies", f.spies.label);
      const row = div("");
      for (const c of f.spies.cards) row.appendChild(card(c, 30));
      spies.appendChild(row);
      root.appendChild(spies);
    }
    felt.appendChild(root);
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
    if (changed("messages", v.messages)) drawMessages(v.messages);
    const st = v.status || {};
    statusData.dataset.phase = st.phase || "";
    statusData.dataset.code = st.code || "";
    statusData.dataset.hands = String(st.hands || 0);
    statusData.dataset.version = String(st.version || 0);
  };
  model.on("change:faces", () => {
    loadFaces();
    for (const k of Object.keys(last)) delete last[k];
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
.cot-board .cot-match-over { font-size: 18px; font-weight: 700; color: #2f6b45; margin: 4px 0; }
.cot-board .cot-hand-summary { margin: 4px 0; padding: 4px 10px; border-left: 4px solid #2f6b45;
  background: #eef6f0; border-radius: 0 4px 4px 0; }
.cot-board .cot-hand-summary ul { margin: 2px 0; }
"""


def faces(lang: str = "en", *, french: bool = False) -> dict[str, str]:
    """Every face once (width 100; the page sets the size of each copy) and the back."""
    out = {card.code(): card_svg(card, 100, french=french, lang=lang) for card in DECK}
    out["back"] = back_svg(100)
    return out


class Board(anywidget.AnyWidget):
    """The felt, the scoreboard, the messages, the summary and the status of the dashboard."""

    _esm = _ESM
    _css = _CSS

    faces = traitlets.Dict().tag(sync=True)
    """Card code -> face SVG, and ``back``: sent once (and again if the language changes)."""
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


def _at(angle: float, rx: float, ry: float) -> tuple[float, float]:
    return round(50 + rx * math.cos(angle), 1), round(50 - ry * math.sin(angle), 1)


def felt_view(hand: Hand, me: int, lang: str, names: list[str]) -> dict[str, Any]:
    """The kit's felt (``widgets.drawing.felt_html``) as data: the same seats, piles, trick."""
    from ..widgets.drawing import seat_angle, winning_index

    n = hand.n
    tricks = hand.tricks
    current = hand.current_trick
    last_in_middle = not current and bool(tricks)
    piles: dict[int, list[Any]] = {s: [] for s in range(n)}
    for done in tricks[:-1] if last_in_middle else tricks:
        piles[done.winner].append(done)
    points = hand.points()
    turn = hand.turn
    seats = []
    for seat in range(n):
        angle = seat_angle(seat, me, n)
        x, y = _at(angle, 39, 39)
        classes = ["cot-seat", f"cot-seat-{seat}"]
        if seat == turn:
            classes.append("cot-turn")
        if seat not in hand.active:
            classes.append("cot-out")
        info = []
        if seat not in hand.active:
            info.append(t("ui_out", lang))
        else:
            info.append(
                t("ui_seat_tricks", lang, tricks=hand.tricks_won(seat), points=points[seat])
            )
        if seat == turn:
            info.append(
                t("ui_to_decide", lang) if hand.decision_pending else t("ui_to_play", lang)
            )
        pile_first = False
        if abs(math.sin(angle)) > 0.7:
            classes.append("cot-seat-h")
            if math.cos(angle) < -0.2:
                classes.append("cot-seat-rev")
        elif y > 55:
            pile_first = True
        seats.append(
            {
                "cls": " ".join(classes),
                "x": x,
                "y": y,
                "name": names[seat],
                "dealer": t("ui_dealer_mark", lang) if seat == hand.dealer else "",
                "dealer_title": t("ui_dealer", lang),
                "info": " · ".join(info),
                "backs": hand.holding_mask(seat).bit_count() if seat != me else 0,
                "piles": [
                    {
                        "title": t("ui_trick_points", lang, points=tr.points),
                        "cards": [c.code() for c in tr.cards],
                    }
                    for tr in piles[seat]
                ],
                "pile_first": pile_first,
            }
        )
    shown: list[tuple[int, Any]]
    caption = ""
    if current:
        shown = list(current)
    elif tricks:
        last = tricks[-1]
        seat = last.leader
        shown = []
        for card in last.cards:
            shown.append((seat, card))
            seat = hand.next_seat(seat)
        caption = t("ui_took_trick", lang, who=names[last.winner], points=last.points)
    else:
        shown = []
    win = winning_index([c for _, c in shown]) if shown else -1
    trick = []
    for i, (seat, card) in enumerate(shown):
        x, y = _at(seat_angle(seat, me, n), 17, 18)
        trick.append(
            {"code": card.code(), "x": x, "y": y, "winning": i == win, "title": names[seat]}
        )
    spies = None
    if hand.spies:
        spies = {"label": t("ui_spies", lang), "cards": [c.code() for c in hand.spies]}
    return {
        "n": n,
        "seats": seats,
        "trick": trick,
        "caption": caption,
        "trick_label": t("ui_trick", lang),
        "spies": spies,
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
    if phase in ("hand_over", "doctor", "over") and c.last_score is not None:
        title = next((text for kind, text in lines if kind == "summary"), "")
        summary = {"title": title, "lines": c.summary_lines(lang)}
    view["summary"] = summary
    over = [text for kind, text in lines if kind == "over"] if phase == "over" else []
    view["over"] = "\n".join(over)
    view["status"] = {"phase": phase, "version": version, "code": c.code or "", "hands": c.hand_no}
    return view
