// The row of clickable cards, one implementation for the kit's CardHand (cardhand.js),
// the dashboard's Board (board.js) and the review's retry (review.js), each card an <img>
// face: the same roles, keys, classes and focus. Python puts this file before the
// widget's own module (anywidget takes one module), so `cardRow` is in scope there.
//
// cardRow(row, send) returns draw({cards, label, disabled}, face): `face(card)` makes the
// element of one card of `cards` ({code, label, legal, selected}); `send(code)` reports a
// pick. The second click of a double click lands on the re-drawn row and is ignored.
//
// The row is one stop of the Tab key, as WAI-ARIA's toolbar pattern does it: ← → Home End
// move among its cards, Enter or Space picks. A card that may not be played now is still
// reached (its name is read, and picking it says why not) but says aria-disabled.
function cardRow(row, send) {
  let focusAt = -1;
  const pick = (code, i, ev) => {
    ev.preventDefault();
    if (ev.type === "click" && ev.detail > 1) return;
    if (row.classList.contains("cot-disabled")) return;
    focusAt = ev.type === "keydown" ? i : -1;
    send(code);
  };
  const rove = (to) => {
    const cards = Array.from(row.children);
    cards.forEach((c, i) => c.setAttribute("tabindex", i === to ? "0" : "-1"));
    if (cards[to]) cards[to].focus();
  };
  const MOVES = {
    ArrowLeft: (i, n) => (i + n - 1) % n, ArrowRight: (i, n) => (i + 1) % n,
    ArrowUp: (i, n) => (i + n - 1) % n, ArrowDown: (i, n) => (i + 1) % n,
    Home: () => 0, End: (_i, n) => n - 1,
  };
  return ({ cards, label, disabled }, face) => {
    // a row drawn again keeps the keyboard where it was (same place, or the last card)
    const at = focusAt >= 0 ? focusAt : Array.from(row.children).indexOf(document.activeElement);
    focusAt = -1;
    row.setAttribute("role", "group");
    row.setAttribute("aria-label", label || "");
    row.classList.toggle("cot-disabled", !!disabled);
    const someLegal = cards.some((c) => c.legal);
    row.classList.toggle("cot-some-legal", someLegal);
    row.replaceChildren();
    // the one card Tab reaches: where the keyboard was, else the first that may be played
    const first = Math.max(0, cards.findIndex((c) => c.legal));
    const stop = at >= 0 ? Math.min(at, cards.length - 1) : first;
    cards.forEach((c, i) => {
      const card = face(c);
      card.setAttribute("role", "button");
      card.setAttribute("tabindex", !disabled && i === stop ? "0" : "-1");
      card.setAttribute("aria-label", c.label);
      if (c.legal) card.classList.add("cot-legal");
      if (disabled || (someLegal && !c.legal)) card.setAttribute("aria-disabled", "true");
      if (c.selected) {
        card.classList.add("cot-selected");
        card.setAttribute("aria-pressed", "true");
      }
      card.addEventListener("click", (ev) => pick(c.code, i, ev));
      card.addEventListener("keydown", (ev) => {
        if (ev.key === "Enter" || ev.key === " ") pick(c.code, i, ev);
        else if (MOVES[ev.key] && !disabled) {
          ev.preventDefault();
          rove(MOVES[ev.key](i, row.children.length));
        }
      });
      row.appendChild(card);
    });
    if (at >= 0 && row.children.length && !disabled) rove(stop);
  };
}
