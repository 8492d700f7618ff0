// The projector page: the class's tables, who is to move, the standings and the join
// address, for the class screen. What it draws comes from `api/projector`, which holds no
// card and no secret; the page follows it on one long poll (boardmodel.js `follow`), the
// tables and the standings together, so it never waits behind the browser's few connections
// to one server. On a screen the page is the window: `fit` picks the largest type at which
// everything shows, with no scrollbar.
import { el, follow, pageTexts, seatLabel, tableName } from "./boardmodel.js";

const root = document.querySelector(".cot-projector");
const base = root.dataset.base;
const say = pageTexts(root);
const $ = (sel) => root.querySelector(sel);
const status = $(".cot-projector-status");

const seatName = (s) => seatLabel(say, s);
const signed = (n) => (n > 0 ? `+${n}` : String(n));

// a table's card: its name as the teacher's page says it, how far it is, its seats (the one
// to move marked), and a finished table's winners
const tableCard = (t) => {
  const playing = t.state === "playing";
  // a paused table says why (it is in play all the same)
  const how = [playing && t.paused ? say(`paused_${t.paused}`) : say(`state_${t.state}`)];
  if (playing) how.push(say("projector_hand_no", { n: (t.hands || 0) + 1 }));
  else if (t.state === "over" && t.hands) how.push(say("in_hands", { n: t.hands }));
  const seats = (t.seats || []).map((s, i) => {
    const mover = playing && t.to_act === i;
    return el("li", { class: `cot-projector-seat${mover ? " cot-projector-to-move" : ""}` },
      el("span", { class: "cot-projector-name" }, seatName(s)),
      ...(t.state !== "waiting" && typeof s.counter === "number"
        ? [el("span", { class: "cot-projector-counter" }, String(s.counter))] : []));
  });
  const card = el("li", { class: "cot-projector-table", "data-table": t.id, "data-state": t.state },
    el("h3", {}, el("span", { class: "cot-projector-table-name" },
      say("lobby_table", { id: tableName(say, t) })),
    el("span", { class: "cot-projector-table-state" }, how.join(" · "))),
    el("ul", { class: "cot-projector-seats" }, ...seats));
  if (t.winners && t.winners.length) {
    card.append(el("p", { class: "cot-projector-won" }, say("projector_won_by",
      { names: t.winners.map((w) => seatName(t.seats[w])).join(", ") })));
  }
  return card;
};

// the class game's standings as the teacher's page ranks them (rows only: no hand, no code),
// in `columns` tables side by side
const standingsTables = (rows, columns) => {
  const per = Math.ceil(rows.length / columns);
  const head = () => el("thead", {}, el("tr", {}, el("th", {}, "#"), el("th", {}, say("projector_player")),
    el("th", { class: "cot-projector-match" }, say("col_match")), el("th", {}, say("col_total")),
    el("th", {}, say("col_points"))));
  const row = (s) => el("tr", {}, el("td", {}, String(s.rank)),
    el("td", { class: "cot-projector-student" }, s.name),
    el("td", { class: "cot-projector-match", "data-state": s.state },
      say(`state_${s.state}`) + (s.state === "playing" ? "" : ` ${say("in_hands", { n: s.played })}`)),
    el("td", { class: "cot-projector-total" }, signed(s.total)), el("td", {}, String(s.points)));
  const out = [];
  for (let i = 0; i < rows.length; i += per) {
    out.push(el("table", {}, head(), el("tbody", {}, ...rows.slice(i, i + per).map(row))));
  }
  return out;
};

// Everything shows at this size (in px) with the standings in `columns`: nothing past the
// window, nothing past its own box.
const screen = () => window.matchMedia("(min-width: 700px) and (min-height: 400px)").matches;
const shows = () => {
  if (root.scrollHeight > root.clientHeight + 1 || root.scrollWidth > root.clientWidth + 1) return false;
  for (const box of root.querySelectorAll(".cot-projector-body > section, .cot-projector-table")) {
    if (box.scrollWidth > box.clientWidth + 1) return false;
  }
  return true;
};

let rows = [];
const lay = (size, columns) => {
  root.style.fontSize = size ? `${size}px` : "";
  const box = $(".cot-projector-standings");
  box.replaceChildren(...(rows.length ? standingsTables(rows, columns)
    : [el("p", { class: "muted" }, say("projector_no_standings"))]));
};

// The largest type that shows everything, from a size read from the back of a room (a
// 24th of the window's height) down to the smallest still readable on a projected screen,
// trying the standings in one, two and three tables. On a phone, or a class too large for
// even the smallest type, an ordinary page that scrolls: nothing is ever cut.
const SMALLEST = 12;
const asPage = () => {
  root.classList.remove("cot-projector-fitted");
  lay(0, 1);
  root.dataset.fit = "page";
};
const fit = () => {
  if (!screen()) { asPage(); return; }
  root.classList.add("cot-projector-fitted");
  const largest = Math.max(SMALLEST, Math.floor(Math.min(window.innerHeight / 24, window.innerWidth / 40)));
  let best = null;
  for (const columns of rows.length > 8 ? [1, 2, 3] : [1]) {
    let low = SMALLEST;
    let high = largest;
    lay(low, columns);
    if (!shows()) continue;
    while (low < high) {  // the largest size that shows, by halves
      const mid = Math.ceil((low + high) / 2);
      lay(mid, columns);
      if (shows()) low = mid; else high = mid - 1;
    }
    if (!best || low > best.size) best = { size: low, columns };
  }
  if (!best) { asPage(); return; }
  lay(best.size, best.columns);
  root.dataset.fit = `${best.size}:${best.columns}`;
};

let shown = "";
const draw = (data) => {
  const key = JSON.stringify(data);
  if (key === shown) return;
  shown = key;
  const tables = data.tables || [];
  $(".cot-projector-tables").replaceChildren(...(tables.length ? tables.map(tableCard)
    : [el("li", { class: "muted" }, say("projector_nobody"))]));
  rows = (data.standings && data.standings.rows) || [];
  if (typeof data.join === "string" && data.join) $(".cot-projector-url").textContent = data.join;
  fit();
};

let resized = null;
window.addEventListener("resize", () => {
  clearTimeout(resized);
  resized = setTimeout(fit, 100);
});

// the notice goes as soon as an answer comes; while it shows, the page asks every few seconds
follow(base, "api/projector", (data) => {
  status.hidden = true;
  draw(data);
  root.dataset.version = String(data.version);
}, (err) => {
  status.textContent = err.status ? err.message : say("projector_offline");
  status.hidden = false;
  fit();
});
