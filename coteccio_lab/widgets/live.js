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
  // the kit's classes (cot-feedback-wrong, ...) change with what is said: ipywidgets does
  // not carry a change of them to an anywidget's element, so it is done here
  let kept = [];
  const classes = () => {
    const now = model.get("_dom_classes") || [];
    el.classList.remove(...kept.filter((c) => !now.includes(c)));
    el.classList.add(...now);
    kept = now;
  };
  model.on("change:value", draw);
  model.on("change:role", draw);
  model.on("change:_dom_classes", classes);
  classes();
  draw();
}
export default { render };
