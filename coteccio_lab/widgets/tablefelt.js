// The widget table's felt (widgets/felt.py's TableFelt): its seat's serialized view laid out
// by feltOf (boardview.js) and drawn by feltParts (render/feltparts.js), as the dashboard's
// board draws its own, so that the kit has one felt. Python puts faces.js, boardview.js and
// feltparts.js before this file. The felt is drawn again whole on each view: a lesson's
// table changes a few times a click, not the dashboard's every card at its pace.
function render({ model, el }) {
  el.classList.add("cot-table-felt");
  const { load, card } = faceImages(model);
  const { drawSeat, drawTrick, drawSpies } = feltParts(card);
  let say = null;
  const draw = () => {
    const table = (model.get("view") || {}).table;
    if (!table || !table.hand) { el.replaceChildren(); return; }
    const texts = model.get("texts");
    if (!texts || !texts._plural) return;  // drawn when the words come
    if (!say) say = sayer(texts);
    const faces = model.get("faces") || {};
    const words = table.words || {};
    const f = feltOf(table.hand, table.seat, {
      say,
      names: words.names || [],
      cardName: (code) => (faces[code] ? faces[code][1] : code),
      caption: words.caption || "",
      showPoints: table.show_points !== false,
    });
    const root = document.createElement("div");
    root.className = `cot-felt cot-felt-${f.n}`;
    root.append(...f.seats.map(drawSeat), drawTrick(f));
    const spies = drawSpies(f);
    if (spies) root.appendChild(spies);
    el.replaceChildren(root);
  };
  model.on("change:faces", () => { load(); draw(); });
  model.on("change:texts", () => { say = null; draw(); });
  model.on("change:view", draw);
  load();
  draw();
}
export default { render };
