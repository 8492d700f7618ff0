// The page's language, remembered by the browser: a page asks for ?lang=xx in its URL,
// or else for the language the learner last read a lesson in (localStorage, shared by
// every page of the same server); a lesson page tells which language it is in.
const KEY = "coteccio-lab-language";

function remember(lang) {
  try {
    if (lang) window.localStorage.setItem(KEY, lang);
  } catch (_err) {
    // storage refused (private window, policy): the page still works, it just forgets
  }
}

function recalled() {
  try {
    return window.localStorage.getItem(KEY);
  } catch (_err) {
    return null;
  }
}

function label(model) {
  document.documentElement.lang = model.get("lang");
  if (model.get("title")) document.title = model.get("title");
}

function render({ model, el }) {
  el.style.display = "none";
  el.classList.add("cot-page-language");
  label(model);
  model.on("change:lang", () => label(model));
  model.on("change:title", () => label(model));
  if (model.get("fixed")) {
    remember(model.get("lang"));
    return;
  }
  const asked = new URLSearchParams(window.location.search).get("lang") || recalled();
  if (asked && asked !== model.get("lang")) {
    model.set("asked", asked);
    model.save_changes();
  }
  model.on("change:lang", () => remember(model.get("lang")));
}

export default { render };
