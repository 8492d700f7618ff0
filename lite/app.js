// The site's lessons and dashboard as apps (lite/build.py loads this in notebooks/index.html).
//
// JupyterLite's notebook app shows a notebook to edit: its code, menus and toolbar, and
// nothing runs until Run > Run All Cells. Here a page of the kit opens the way Voila shows
// it: the code cells' inputs hidden, the chrome hidden, every cell run as soon as the
// notebook is open, and a sign that says Python is starting until the run is over. The
// learner can still show the code (the bar's button) and run it with Shift+Enter.
//
// Hooks for tests and benchmarks: body[data-cot-app] moves "starting" -> "running" ->
// "ready" (or "failed"); performance marks cot-app-open, cot-app-kernel and cot-app-ready.
const TEXTS = JSON.parse(document.getElementById("cot-app-texts").textContent);
const LANGUAGE_KEY = TEXTS.language_key; // the kit's own (widgets/pagelang.js)

function pageLanguage(path) {
  // a lesson's language is its folder's; the dashboard and the practice page open in the
  // learner's language
  const folder = /^([a-z]{2,3})\//.exec(path);
  if (folder && TEXTS[folder[1]]) return folder[1];
  if (path !== TEXTS.dashboard && path !== TEXTS.practice) return "en";
  const asked = new URLSearchParams(window.location.search).get("lang");
  if (asked && TEXTS[asked]) return asked;
  try {
    const remembered = window.localStorage.getItem(LANGUAGE_KEY);
    if (remembered && TEXTS[remembered]) return remembered;
  } catch (_err) {
    // storage refused: English
  }
  return "en";
}

const path = new URLSearchParams(window.location.search).get("path") || "";
const lang = pageLanguage(path);
const say = TEXTS[lang];
const body = document.body;
body.classList.add("cot-app");
body.dataset.cotApp = "starting";
document.documentElement.lang = lang;

const sign = document.createElement("div");
sign.className = "cot-app-sign";
sign.setAttribute("role", "status");
sign.innerHTML = '<span class="cot-app-spinner" aria-hidden="true"></span><span class="cot-app-sign-text"></span>'
  + '<span class="cot-app-sign-small"></span>';
const signText = sign.querySelector(".cot-app-sign-text");
function signal(state, text, small = "") {
  body.dataset.cotApp = state;
  signText.textContent = text;
  sign.querySelector(".cot-app-sign-small").textContent = small;
}
signal("starting", say.starting, say.first_time);
body.appendChild(sign);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(get) {
  for (;;) {
    const value = get();
    if (value) return value;
    await sleep(20);
  }
}

function bar(app) {
  // The header keeps its place in the shell's layout; its own parts give way to the bar.
  const header = app.shell.top.node;
  header.classList.add("cot-app-header");
  const nav = document.createElement("nav");
  nav.className = "cot-app-bar";
  const back = document.createElement("a");
  back.className = "cot-app-back";
  back.href = lang === "en" ? "../index.html" : `../${lang}/index.html`;
  back.textContent = `← ${say.back}`;
  const code = document.createElement("button");
  code.type = "button";
  code.className = "cot-app-code";
  const label = () => {
    code.textContent = body.classList.contains("cot-app-show-code") ? say.hide_code : say.show_code;
  };
  code.addEventListener("click", () => {
    body.classList.toggle("cot-app-show-code");
    label();
  });
  label();
  nav.append(back, code);
  header.appendChild(nav);
}

// A lesson's link to another notebook (its "Next" lesson, the dashboard) opens that page as
// an app. JupyterLab would open it as a document of this page, which the notebook app does
// not show; this listener runs first (capture) and lets the browser follow the link instead.
// A widget's own link (the dashboard's to the lessons or the practice page) is relative to
// the notebook, as under Voila: here it lands beside this page, so it is read the same way.
const APP_FOLDER = new URL(".", window.location.href);
function appLink(url) {
  const file = /\/files\/(.+\.ipynb)$/.exec(decodeURIComponent(url.pathname));
  if (file) return new URL(`index.html?path=${encodeURI(file[1])}`, APP_FOLDER);
  if (!url.pathname.startsWith(APP_FOLDER.pathname) || !url.pathname.endsWith(".ipynb")) {
    return null;
  }
  const rel = decodeURIComponent(url.pathname.slice(APP_FOLDER.pathname.length));
  if (rel === "index.ipynb" || rel.endsWith("/index.ipynb")) {
    return new URL(`../${rel.replace(/index\.ipynb$/, "index.html")}`, APP_FOLDER);
  }
  const target = new URL(`index.html?path=${encodeURI(rel)}`, APP_FOLDER);
  for (const [key, value] of url.searchParams) target.searchParams.set(key, value);
  return target;
}
document.addEventListener("click", (event) => {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!link) return;
  const url = new URL(link.getAttribute("href"), window.location.href);
  const target = url.origin === window.location.origin ? appLink(url) : null;
  if (!target) return;
  link.href = target.href;
  link.removeAttribute("target");
  event.stopPropagation(); // the browser follows the link; JupyterLab's handler never sees it
}, true);

async function main() {
  const app = await until(() => window.jupyterapp);
  await app.restored;
  app.shell.menu.setHidden(true);
  bar(app);
  const panel = await until(() => {
    const widget = app.shell.currentWidget;
    return widget && widget.sessionContext && widget.content ? widget : null;
  });
  panel.toolbar.setHidden(true);
  // JupyterLab's windowed list of cells is a feed (role=feed) whose cells do not say they are
  // its articles (a cell keeps only its aria-label): each is made one, so that a screen
  // reader reads the page as a feed of its parts, and the feed has no child it cannot hold
  const ITEM = { feed: "article", list: "listitem" };
  const cellRoles = () => {
    for (const list of panel.node.querySelectorAll(".jp-WindowedPanel-viewport[role]")) {
      const role = ITEM[list.getAttribute("role")];
      if (!role) continue;
      for (const cell of list.children) {
        if (!cell.hasAttribute("role")) cell.setAttribute("role", role);
      }
    }
  };
  new MutationObserver(cellRoles).observe(panel.node, { childList: true, subtree: true });
  cellRoles();
  await panel.context.ready;
  performance.mark("cot-app-open");
  // Nothing is saved from an app page: opening it again starts from the kit's notebook.
  const clean = () => { if (panel.model && panel.model.dirty) panel.model.dirty = false; };
  await panel.sessionContext.ready;
  const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
  if (kernel) {
    kernel.statusChanged.connect((_k, status) => {
      if (status === "idle" && body.dataset.cotApp === "starting") {
        performance.mark("cot-app-kernel");
        signal("running", say.running);
      }
    });
  }
  // Run All makes the last cell the active one and scrolls to it, and cells move as their
  // outputs arrive: the page stays at its top, unless the learner has scrolled meanwhile.
  const notebook = panel.content;
  const scroller = notebook.outerNode || notebook.node;
  let moved = false;
  for (const event of ["wheel", "touchmove", "keydown", "mousedown"]) {
    scroller.addEventListener(event, () => { moved = true; }, { once: true, passive: true });
  }
  const top = () => {
    if (moved) return;
    notebook.activeCellIndex = 0;
    notebook.deselectAll();
    scroller.scrollTop = 0;
  };
  const running = app.commands.execute("notebook:run-all-cells");
  top();
  const keepTop = setInterval(top, 100);
  const ok = await running;
  clearInterval(keepTop);
  top();
  clean();
  panel.model.stateChanged.connect(clean);
  if (ok === false) {
    signal("failed", say.failed);
    sign.classList.add("cot-app-sign-failed");
    return;
  }
  performance.mark("cot-app-ready");
  signal("ready", "");
  sign.hidden = true;
}

main().catch((err) => {
  console.error("cot-app:", err);
  signal("failed", say.failed);
  sign.classList.add("cot-app-sign-failed");
});
