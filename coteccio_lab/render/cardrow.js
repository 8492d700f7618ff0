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
  let disabledNow = false;
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
  // one listener each for the whole row: its cards are kept from one draw to the next
  const at = (ev) => Array.prototype.indexOf.call(row.children, ev.target);
  row.addEventListener("click", (ev) => {
    const i = at(ev);
    if (i >= 0) pick(row.children[i].dataset.code, i, ev);
  });
  row.addEventListener("keydown", (ev) => {
    const i = at(ev);
    if (i < 0) return;
    if (ev.key === "Enter" || ev.key === " ") pick(row.children[i].dataset.code, i, ev);
    else if (MOVES[ev.key] && !disabledNow) {
      ev.preventDefault();
      rove(MOVES[ev.key](i, row.children.length));
    }
  });
  // A card drawn the same as before stays the same element (its attributes brought up to
  // date in place): only what changed is painted and rastered again, which the frame after a
  // click waits for (benchmarks/dashboard.py --trace).
  const keep = (old, fresh) => {
    if (!old || old.tagName !== fresh.tagName || old.childNodes.length || fresh.childNodes.length) {
      return fresh;
    }
    for (const a of Array.from(old.attributes)) {
      if (!fresh.hasAttribute(a.name)) old.removeAttribute(a.name);
    }
    for (const a of Array.from(fresh.attributes)) {
      if (old.getAttribute(a.name) !== a.value) old.setAttribute(a.name, a.value);
    }
    return old;
  };
  return ({ cards, label, disabled }, face) => {
    // a row drawn again keeps the keyboard where it was (same place, or the last card)
    const was = focusAt >= 0 ? focusAt : Array.from(row.children).indexOf(document.activeElement);
    focusAt = -1;
    disabledNow = !!disabled;
    row.setAttribute("role", "group");
    row.setAttribute("aria-label", label || "");
    row.classList.toggle("cot-disabled", !!disabled);
    const someLegal = cards.some((c) => c.legal);
    row.classList.toggle("cot-some-legal", someLegal);
    const before = new Map(Array.from(row.children).map((el) => [el.dataset.code, el]));
    // the one card Tab reaches: where the keyboard was, else the first that may be played
    const first = Math.max(0, cards.findIndex((c) => c.legal));
    const stop = was >= 0 ? Math.min(was, cards.length - 1) : first;
    const drawn = cards.map((c, i) => {
      const card = face(c);
      card.dataset.code = c.code;
      card.setAttribute("role", "button");
      card.setAttribute("tabindex", !disabled && i === stop ? "0" : "-1");
      card.setAttribute("aria-label", c.label);
      if (c.legal) card.classList.add("cot-legal");
      if (disabled || (someLegal && !c.legal)) card.setAttribute("aria-disabled", "true");
      if (c.selected) {
        card.classList.add("cot-selected");
        card.setAttribute("aria-pressed", "true");
      }
      return keep(before.get(c.code), card);
    });
    // put them in place moving as few as possible: a card played leaves a gap, nothing else
    const keepers = new Set(drawn);
    for (const el of Array.from(row.children)) if (!keepers.has(el)) el.remove();
    drawn.forEach((el, i) => { if (row.children[i] !== el) row.insertBefore(el, row.children[i] || null); });
    if (was >= 0 && row.children.length && !disabled) rove(stop);
  };
}
