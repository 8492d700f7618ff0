// The clickable hand (CardHand): its front end for anywidget. The row itself is cardRow
// (cardrow.js, put before this file); the faces are the SVG the kernel sends.
function render({ model, el }) {
  const row = document.createElement("div");
  row.className = "cot-cards";
  el.appendChild(row);
  // one pick at a time: a pick made while the kernel handles the last one waits for its
  // answer. If the answer redraws the row, the waiting pick was made on a row that is gone
  // and is dropped; if the kernel refused the last pick (the row stays), it is sent then: a
  // keyboard user who presses Enter on the next card right after a refusal is not ignored.
  let pending = false;
  let waiting = null;
  const sendPick = (code) => {
    pending = true;
    row.classList.add("cot-pending");
    model.set("picked", code);
    model.save_changes();
  };
  const drawRow = cardRow(row, (code) => {
    if (pending) waiting = code;
    else sendPick(code);
  });
  // each face an <img> of the SVG the kernel sent: a button holding the SVG's own text (the
  // corner's "7") would be named otherwise than it reads (WCAG's label in name)
  const svgFace = (c) => {
    const tpl = document.createElement("template");
    tpl.innerHTML = c.svg;
    const svg = tpl.content.firstElementChild;
    const img = document.createElement("img");
    img.className = svg.getAttribute("class") || "";
    img.width = Number(svg.getAttribute("width"));
    img.height = Number(svg.getAttribute("height"));
    img.alt = c.label;
    img.draggable = false;
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(c.svg)}`;
    return img;
  };
  const draw = () => {
    pending = false;
    waiting = null;
    row.classList.remove("cot-pending");
    drawRow(
      { cards: model.get("cards"), label: model.get("label"), disabled: model.get("disabled") },
      svgFace,
    );
  };
  model.on("change:cards", draw);
  model.on("change:disabled", draw);
  model.on("change:label", draw);
  model.on("change:picked", () => {
    if (model.get("picked")) return;
    pending = false;
    row.classList.remove("cot-pending");
    if (waiting) { const code = waiting; waiting = null; sendPick(code); }
  });
  draw();
}
export default { render };
