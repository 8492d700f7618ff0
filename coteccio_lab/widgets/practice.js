// The learner's practice, kept in the browser's storage (localStorage, shared by every page
// of the same server: Voilà, JupyterLab, the static site). The page reads it once, hands it
// to the kernel ("saved"), and writes whatever the kernel keeps after each answer ("value").
// A text the kernel could not read is set aside under its own key, never overwritten.
function store(key, text) {
  try {
    window.localStorage.setItem(key, text);
    return true;
  } catch (_err) {
    return false; // storage refused or full: the page still works, it just forgets
  }
}

function render({ model, el }) {
  el.style.display = "none";
  el.classList.add("cot-practice-store");
  const key = model.get("key");
  if (!key) return; // the class keeps this learner's practice
  let text = "";
  let available = true;
  try {
    text = window.localStorage.getItem(key) || "";
  } catch (_err) {
    available = false;
  }
  model.set("saved", text);
  model.set("available", available);
  model.set("loaded", true);
  model.save_changes();
  model.on("change:value", () => {
    const value = model.get("value");
    if (value) store(key, value);
  });
  model.on("change:aside", () => {
    const aside = model.get("aside");
    if (aside) store(`${key}-unreadable`, aside);
  });
}

export default { render };
