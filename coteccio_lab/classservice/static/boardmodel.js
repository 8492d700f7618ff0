// The table pages' side of the board: what anywidget's `model` is for render/board.js, and
// the few things every table page does (its words, the API with the page's cookie).
//
// The board is the dashboard's own (drawn from one compact `view` and the faces sent once);
// in a kernel anywidget hands it a model synced with Python, here this object holds the
// same traits and the page feeds them from the class service's API.

// render/boardview.js, which the service serves beside this file (tablepages.py)
import { sayer } from "./boardview.js";

// The page's words in its language (the catalogue's class_page_*, without the prefix).
export const pageTexts = (root) => sayer(JSON.parse(root.dataset.text));

// A table's friendly name, as classservice/tablenames.py gives it: a word of the page's
// list for its number ("Oak", then "Oak 2" past the list's end); its id before names.
export const tableName = (say, table) => {
  if (typeof table.name_no !== "number") return table.id;
  const words = say("table_words").split(",").map((w) => w.trim()).filter(Boolean);
  const round = Math.floor(table.name_no / words.length);
  const word = words[table.name_no % words.length];
  return round ? `${word} ${round + 1}` : word;
};

// An element with attributes (`class` for its class name) and children (text or nodes).
export const el = (tag, attrs = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") node.className = v; else node.setAttribute(k, v);
  }
  for (const child of children) {
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
};

// A seat of a lobby's row as the pages name it: the student, the computer player and its
// level, or a free seat (the board's own names are the service's, classservice/seatview.py).
export const seatLabel = (say, seat) => (seat.kind === "computer"
  ? say("lobby_computer", { level: say(`level_${seat.level || "cautious"}`) })
  : seat.name || say("lobby_free_seat"));

// A form the page's script sends. Its submit buttons come disabled in the HTML, so that a
// click before the script has run (a slow school laptop) cannot send the form as a page load
// and lose what was typed; they are enabled here, once the handler is in place.
export const onSubmit = (form, handler) => {
  form.addEventListener("submit", (event) => { event.preventDefault(); handler(event); });
  for (const button of form.querySelectorAll("[type=submit]")) button.disabled = false;
};

// One panel of the teacher's page (`.cot-<name>`): its page's base, words and the two lines
// where it says what the service answered (`-said`) or refused (`-error`).
export const teacherPanel = (name) => {
  const root = document.querySelector(".cot-teacher");
  const panel = root.querySelector(`.cot-${name}`);
  const said = panel.querySelector(`.cot-${name}-said`);
  const trouble = panel.querySelector(`.cot-${name}-error`);
  return {
    root, panel, said, base: root.dataset.base, say: pageTexts(root),
    tell: (text) => { said.textContent = text; trouble.textContent = ""; },
    fail: (err) => { trouble.textContent = err.message; said.textContent = ""; },
  };
};

// Names pasted by the teacher: one a line (a column of a spreadsheet), commas and semicolons too.
export const pastedNames = (text) => text.split(/[\n,;]/).map((n) => n.trim()).filter(Boolean);

// A teacher's page holds its key (made by the service for this page) in this module's memory
// only: the tag is gone before any other script runs, and every call of the teacher's API
// sends the key. Another page of the origin can send the teacher's cookies, not this key.
const keyTag = typeof document === "undefined" ? null  // (node, the tests' own checks)
  : document.querySelector('meta[name="cot-teacher-key"]');
const teacherKey = keyTag ? keyTag.content : "";
if (keyTag) keyTag.remove();

// Under JupyterHub the service's login is the hub's OAuth cookie, accepted on a fetch only
// with its xsrf token (the `_xsrf` cookie) sent back in a header; on one machine it is ignored.
export const headers = (extra = {}) => {
  const token = (document.cookie.match(/(?:^|;\s*)_xsrf=([^;]*)/) || [])[1];
  const all = teacherKey ? { ...extra, "X-Coteccio-Teacher": teacherKey } : extra;
  return token ? { ...all, "X-XSRFToken": token } : all;
};

// A call of the class API: the answer's JSON, or an Error whose message is the service's
// sentence (with its HTTP status in `status`).
export const api = async (base, path, { body, signal } = {}) => {
  const lang = document.documentElement.lang || "en";
  const url = `${base}${path}${path.includes("?") ? "&" : "?"}lang=${encodeURIComponent(lang)}`;
  const init = { credentials: "same-origin", signal, headers: headers() };
  if (body !== undefined) {
    init.method = "POST";
    init.headers = headers({ "Content-Type": "application/json" });
    init.body = JSON.stringify(body);
  }
  const res = await fetch(url, init);
  const data = await res.json().catch(() => null);
  if (!res.ok) {
    const err = new Error((data && data.error) || `${res.status}`);
    err.status = res.status;
    err.key = data && data.key;
    throw err;
  }
  return data;
};

// A pause that `wake()` ends early: a page back from sleep asks again at once.
export const pauser = () => {
  let ring = null;
  return {
    pause: (ms) => new Promise((done) => {
      const timer = setTimeout(() => { ring = null; done(); }, ms);
      ring = () => { clearTimeout(timer); ring = null; done(); };
    }),
    wake: () => { if (ring) ring(); },
  };
};

// Follows one of the service's lists (the lobby, the teacher's tables, the projector's):
// asked again as soon as it answers, with the `version` it gave (`?after=`), so that the
// service answers when something changed (or after its wait); after a refusal or a lost
// connection, again in a moment, without `?after=`: answered at once, so the page knows
// the connection is back as soon as it is (and a restarted service's versions start
// again). `onError(err)` returning false stops it. What it returns has `wake()`: ask again
// now (a page shown again, a seat refused).
export const follow = (base, path, onData, onError = () => true) => {
  const clock = pauser();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") clock.wake();
  });
  window.addEventListener("online", () => clock.wake());
  (async () => {
    let version = null;
    for (;;) {
      const started = Date.now();
      try {
        const data = await api(base, version === null ? path : `${path}?after=${version}`);
        const next = data && typeof data.version === "number" ? data.version : null;
        onData(data);
        // a new version, or the same after the service's wait: ask again at once
        if (next !== null && (next !== version || Date.now() - started > 1000)) {
          version = next;
          continue;
        }
      } catch (err) {
        version = null;
        if (onError(err) === false) return;
        await clock.pause(1500);
        continue;
      }
      await clock.pause(3000);
    }
  })();
  return clock;
};

// The model board.js reads: get/set of its traits, `on("change:<trait>")`, `send(msg)`.
// `update(trait, value)` is the page's: it sets a trait and tells the board, as a change
// synced from the kernel would.
export const boardModel = (onSend) => {
  const values = { faces: {}, view: {}, pace: 0 };
  const handlers = new Map();
  return {
    get: (key) => values[key],
    set: (key, value) => { values[key] = value; },
    save_changes: () => {},
    on: (event, fn) => {
      if (!handlers.has(event)) handlers.set(event, []);
      handlers.get(event).push(fn);
    },
    off: (event) => { handlers.delete(event); },
    send: (msg) => { onSend(msg); },
    update: (key, value) => {
      values[key] = value;
      for (const fn of handlers.get(`change:${key}`) || []) fn();
    },
  };
};

// Every face once for the page's language (the browser keeps them: the same for everyone).
export const loadFaces = async (base) => {
  const lang = document.documentElement.lang || "en";
  const res = await fetch(`${base}tables/faces.json?lang=${encodeURIComponent(lang)}`,
    { credentials: "same-origin" });
  return res.json();
};
