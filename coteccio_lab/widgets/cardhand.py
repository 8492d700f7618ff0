"""A row of clickable card faces: the one custom widget (anywidget, no build, no network).

ipywidgets cannot make an SVG clickable, so the cards are drawn by a few lines
of ESM: each card is the ``<svg>`` of ``render.card_svg`` itself, carrying
``cot-card cot-card-<code>`` (and ``cot-legal``), focusable (``tabindex=0``,
``role=button``, an ``aria-label`` naming the card) and played by click, Enter
or Space. The front end only reports which card was picked; the Python side
decides what a pick means (play, select, order) and never trusts it.

A pick is handled once: while a pick is being handled, or for a card that is no
longer shown, picks are ignored (a double click plays one card), and the
``picked`` trait is reset afterwards so the same card can be picked again.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable

import anywidget
import traitlets

from ..cards import Card
from .drawing import card_svg

__all__ = ["CardHand"]

_ESM = r"""
function render({ model, el }) {
  const row = document.createElement("div");
  row.className = "cot-cards";
  el.appendChild(row);
  let pending = false;
  let focusAt = -1;
  const pick = (code, i, ev) => {
    ev.preventDefault();
    if (pending || model.get("disabled")) return;
    pending = true;
    focusAt = ev.type === "keydown" ? i : -1;
    row.classList.add("cot-pending");
    model.set("picked", code);
    model.save_changes();
  };
  const draw = () => {
    const kids = Array.from(row.children);
    const at = focusAt >= 0 ? focusAt : kids.indexOf(document.activeElement);
    pending = false;
    row.classList.remove("cot-pending");
    row.setAttribute("role", "group");
    row.setAttribute("aria-label", model.get("label"));
    row.classList.toggle("cot-disabled", model.get("disabled"));
    row.classList.toggle("cot-some-legal", model.get("cards").some((c) => c.legal));
    row.replaceChildren();
    const cards = model.get("cards");
    cards.forEach((c, i) => {
      const tpl = document.createElement("template");
      tpl.innerHTML = c.svg;
      const card = tpl.content.firstElementChild;
      card.setAttribute("role", "button");
      card.setAttribute("tabindex", model.get("disabled") ? "-1" : "0");
      card.setAttribute("aria-label", c.label);
      if (c.legal) card.classList.add("cot-legal");
      if (c.selected) {
        card.classList.add("cot-selected");
        card.setAttribute("aria-pressed", "true");
      }
      // The second click of a double click lands on the re-drawn row: ignore it.
      card.addEventListener("click", (ev) => { if (ev.detail <= 1) pick(c.code, i, ev); });
      card.addEventListener("keydown", (ev) => {
        if (ev.key === "Enter" || ev.key === " ") pick(c.code, i, ev);
      });
      row.appendChild(card);
    });
    if (at >= 0 && row.children.length) {
      row.children[Math.min(at, row.children.length - 1)].focus();
    }
    focusAt = -1;
  };
  model.on("change:cards", draw);
  model.on("change:disabled", draw);
  model.on("change:label", draw);
  model.on("change:picked", () => {
    if (!model.get("picked")) { pending = false; row.classList.remove("cot-pending"); }
  });
  draw();
}
export default { render };
"""

_CSS = """
.cot-cards { display: flex; flex-wrap: wrap; gap: 8px; padding: 14px 8px 6px;
  justify-content: center;
  min-height: 40px; }
.cot-cards > svg { cursor: pointer; border-radius: 6px; transition: transform .12s, filter .12s;
  filter: drop-shadow(1px 3px 3px rgba(0,0,0,.35)); }
.cot-cards > svg:hover { transform: translateY(-6px); }
.cot-cards > svg:focus { outline: none; }
.cot-cards > svg:focus-visible { outline: 3px solid #1a5fd0; outline-offset: 3px; }
.cot-cards > svg.cot-legal { transform: translateY(-10px);
  filter: drop-shadow(0 0 5px #f2c14e) drop-shadow(0 0 2px #f2c14e); }
.cot-cards > svg.cot-legal:hover { transform: translateY(-14px); }
.cot-cards.cot-some-legal > svg:not(.cot-legal) { filter: brightness(.82) saturate(.7)
  drop-shadow(1px 3px 3px rgba(0,0,0,.35)); }
.cot-cards > svg.cot-selected { transform: translateY(-12px);
  filter: drop-shadow(0 0 4px #1a5fd0) drop-shadow(0 0 2px #1a5fd0); }
.cot-cards.cot-disabled > svg { cursor: default; }
.cot-cards.cot-pending > svg { cursor: progress; }
"""

Pick = Callable[[str], object]


class CardHand(anywidget.AnyWidget):
    """Clickable card faces; ``on_pick(callback)`` gets the code of each accepted pick.

    >>> from coteccio_lab.cards import parse_cards
    >>> row = CardHand()
    >>> row.show(parse_cards("Ac 7d"), legal=parse_cards("7d"))
    >>> [(c["code"], c["legal"], c["label"]) for c in row.cards]
    [('Ac', False, 'Ace of cups'), ('7d', True, 'Seven of coins')]
    >>> got = []
    >>> row.on_pick(got.append)
    >>> row.picked = "7d"; row.picked = "Kb"     # Kb is not shown: ignored
    >>> got, row.picked
    (['7d'], '')
    """

    _esm = _ESM
    _css = _CSS

    cards = traitlets.List(traitlets.Dict()).tag(sync=True)
    """What is shown: ``{"code", "label", "legal", "selected", "svg"}`` per card."""
    picked = traitlets.Unicode("").tag(sync=True)
    """Set by the front end to the code of a clicked card; reset to "" after handling."""
    disabled = traitlets.Bool(False).tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)
    """The accessible name of the row (``aria-label`` of its group)."""

    def __init__(self, *, width: int = 84, css_class: str = "", **kwargs: object) -> None:
        super().__init__(**kwargs)
        self.width = width
        self._handling = False
        self._callbacks: list[Pick] = []
        for name in css_class.split():
            self.add_class(name)
        self.observe(self._on_picked, names="picked")

    @property
    def codes(self) -> list[str]:
        return [str(c["code"]) for c in self.cards]

    def show(
        self,
        cards: Iterable[Card],
        *,
        legal: Collection[Card] = (),
        selected: Collection[Card] = (),
        lang: str = "en",
        french: bool = False,
    ) -> None:
        """Show ``cards`` (in this order), marking ``legal`` and ``selected`` ones."""
        legal_set = set(legal)
        selected_set = set(selected)
        self.cards = [
            {
                "code": card.code(),
                "label": card.name(lang, french=french),
                "legal": card in legal_set,
                "selected": card in selected_set,
                "svg": card_svg(card, self.width, french=french, lang=lang),
            }
            for card in cards
        ]

    def on_pick(self, callback: Pick, remove: bool = False) -> None:
        """Call ``callback(code)`` for each pick of a card that is shown."""
        if remove:
            self._callbacks.remove(callback)
        else:
            self._callbacks.append(callback)

    def _on_picked(self, change: dict[str, object]) -> None:
        code = change["new"]
        if not code:
            return
        try:
            if self._handling or self.disabled or code not in self.codes:
                return
            self._handling = True
            for callback in list(self._callbacks):
                callback(str(code))
        finally:
            self._handling = False
            self.picked = ""
