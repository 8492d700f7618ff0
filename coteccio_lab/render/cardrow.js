// The row of clickable cards, one implementation for the kit's CardHand (cardhand.js,
// inline SVG faces) and the dashboard's Board (board.js, <img> faces): the same roles,
// keys, classes and focus. Python puts this file before the widget's own module (anywidget
// takes one module), so `cardRow` is in scope there.
//
// cardRow(row, send) returns draw({cards, label, disabled}, face): `face(card)` makes the
// element of one card of `cards` ({code, label, legal, selected}); `send(code)` reports a
// pick. The second click of a double click lands on the re-drawn row and is ignored.
function cardRow(row, send) {
  let focusAt = -1;
  const pick = (code, i, ev) => {
    ev.preventDefault();
    if (ev.type === "click" && ev.detail > 1) return;
    if (row.classList.contains("cot-disabled")) return;
    focusAt = ev.type === "keydown" ? i : -1;
    send(code);
  };
  return ({ cards, label, disabled }, face) => {
    // a row drawn again keeps the keyboard where it was (same place, or the last card)
    const at = focusAt >= 0 ? focusAt : Array.from(row.children).indexOf(document.activeElement);
    focusAt = -1;
    row.setAttribute("role", "group");
    row.setAttribute("aria-label", label || "");
    row.classList.toggle("cot-disabled", !!disabled);
    row.classList.toggle("cot-some-legal", cards.some((c) => c.legal));
    row.replaceChildren();
    cards.forEach((c, i) => {
      const card = face(c);
      card.setAttribute("role", "button");
      card.setAttribute("tabindex", disabled ? "-1" : "0");
      card.setAttribute("aria-label", c.label);
      if (c.legal) card.classList.add("cot-legal");
      if (c.selected) {
        card.classList.add("cot-selected");
        card.setAttribute("aria-pressed", "true");
      }
      card.addEventListener("click", (ev) => pick(c.code, i, ev));
      card.addEventListener("keydown", (ev) => {
        if (ev.key === "Enter" || ev.key === " ") pick(c.code, i, ev);
      });
      row.appendChild(card);
    });
    if (at >= 0 && row.children.length) {
      row.children[Math.min(at, row.children.length - 1)].focus();
    }
  };
}
