// The felt's parts as DOM, from the data boardview.js's feltOf makes: a seat (its backs or
// held cards, its name and dealer mark, its won tricks), the trick in the middle with its
// caption, the spies. Two front ends draw a felt from that data, the board (board.js: the
// dashboard and the class tables' pages) and the widget kit's table (widgets/tablefelt.js):
// one maker, so that the hooks of docs/ui-hooks.md and the felt's look are the same in both.
// `card(code, width)` is the face's <img> (faces.js's faceImages); Python puts this file in
// each module before the file that uses it (render/boardview.py's `felt_parts_js`).
function feltParts(card) {
  const div = (cls, text) => {
    const d = document.createElement("div");
    if (cls) d.className = cls;
    if (text !== undefined && text !== null) d.textContent = text;
    return d;
  };
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
    if (s.held && s.held.length) {  // a spectator's view: every hand face up
      const held = div("cot-backs cot-held");
      for (const c of s.held) held.appendChild(card(c, 26));
      ident.appendChild(held);
    }
    // the seat counted from the person at the screen (0), as docs/ui-hooks.md says
    const name = div(`cot-seat-name cot-seat-name-${s.rel ?? 0}`, s.name);
    if (s.dealer) {
      const mark = document.createElement("span");
      mark.className = "cot-dealer";
      mark.title = s.dealer_title;  // once: a title and an aria-label were both read out
      mark.textContent = s.dealer;
      name.appendChild(mark);
    }
    ident.appendChild(name);
    if (s.info) ident.appendChild(div("cot-seat-info", s.info));
    let pile = null;
    if (s.piles.length) {
      pile = div("cot-tricks");
      if (s.piles_label) {
        pile.setAttribute("role", "group");
        pile.setAttribute("aria-label", s.piles_label);
      }
      for (const p of s.piles) {
        const won = document.createElement("span");
        won.className = "cot-won-trick";
        won.title = p.title;
        won.setAttribute("role", "group");
        won.setAttribute("aria-label", p.title);
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
    trick.setAttribute("role", "group");
    trick.setAttribute("aria-label", f.trick_label);
    f.trick.forEach((c, i) => {
      const slot = div(c.winning ? "cot-trick-card cot-winning" : "cot-trick-card");
      slot.style.left = `${c.x}%`;
      slot.style.top = `${c.y}%`;
      slot.style.zIndex = String(i + 1);
      slot.title = c.title;
      const face = card(c.code, 64);
      if (c.label) face.alt = c.label;  // the card with its seat
      slot.appendChild(face);
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
  return { drawSeat, drawTrick, drawSpies };
}
