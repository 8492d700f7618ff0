// The clickable hand (CardHand): its front end for anywidget.
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
