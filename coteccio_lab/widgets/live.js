// LiveHTML: HTML the kit composed (its text escaped in Python), in an element that stays on
// the page with its WAI-ARIA live role, so that a screen reader reads each change of it (a
// live region drawn anew with its words already in it is not read out).
function render({ model, el }) {
  const body = document.createElement("div");
  body.className = "cot-live-body";
  el.appendChild(body);
  const draw = () => {
    const role = model.get("role");
    if (role) el.setAttribute("role", role); else el.removeAttribute("role");
    body.innerHTML = model.get("value");
  };
  model.on("change:value", draw);
  model.on("change:role", draw);
  draw();
}
export default { render };
