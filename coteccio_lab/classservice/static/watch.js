// The teacher's page's watch panel: every table of the class, live, and each table's board as
// a spectator sees it (as it stood at the end of the last trick or hand, the teacher's choice;
// the hands face up only when the teacher asks), drawn by the dashboard's own board.
import board from "../tables/board.js";
import { api, boardModel, follow, loadFaces, onSubmit, pageTexts, seatLabel } from "./boardmodel.js";

const panel = document.querySelector(".cot-watch");
const root = document.querySelector(".cot-teacher");
const base = root.dataset.base;
const say = pageTexts(root);
const list = panel.querySelector(".cot-watch-tables");
const boards = panel.querySelector(".cot-watch-boards");
const delayBox = panel.querySelector(".cot-watch-delay");
// The cards still in the hands stay face down unless the teacher asks for them here, each
// time the page opens: the page may be on the class's screen.
const handsBox = panel.querySelector(".cot-watch-hands");
const MOST = 4;
// (a browser keeps about six requests open to one server: the teacher's page's own, the
// list's and four boards' long polls)
const DELAY_KEY = "coteccio-lab-watch-delay";
try { delayBox.value = window.localStorage.getItem(DELAY_KEY) || "trick"; } catch (_e) { /* default */ }

let faces = null;
const watched = new Map();  // table id -> {stop, el}

const watchTable = (id) => {
  if (watched.has(id) || watched.size >= MOST) return;
  const box = document.createElement("section");
  box.className = "cot-watch-board";
  box.dataset.table = id;
  const head = document.createElement("h3");
  head.textContent = say("lobby_table", { id });
  const close = document.createElement("button");
  close.type = "button";
  close.className = "cot-watch-stop";
  close.textContent = say("watch_close");
  head.append(" ", close);
  const el = document.createElement("div");
  box.append(head, el);
  boards.append(box);
  const model = boardModel(() => {});
  board.render({ model, el });
  if (faces) model.update("faces", faces);
  let seq = -1;
  let stopped = false;
  let ctrl = null;
  const state = { model, stop: () => { stopped = true; if (ctrl) ctrl.abort(); box.remove(); } };
  watched.set(id, state);
  close.addEventListener("click", () => { state.stop(); watched.delete(id); drawList(lastTables); });
  state.restart = () => { seq = -1; if (ctrl) ctrl.abort(); };
  (async () => {
    while (!stopped) {
      ctrl = new AbortController();
      try {
        const data = await api(base,
          `api/teacher/tables/${encodeURIComponent(id)}/view?delay=${delayBox.value}`
            + (handsBox && handsBox.checked ? "&hands=show" : "") + (seq < 0 ? "" : `&after=${seq}`),
          { signal: ctrl.signal });
        if (typeof data.seq === "number") seq = data.seq;
        model.update("view", data.board || {});
        box.dataset.seq = String(seq);
      } catch (err) {
        if (stopped) break;
        if (err.status === 404) { state.stop(); watched.delete(id); break; }
        await new Promise((done) => setTimeout(done, 1500));
      }
    }
  })();
};

// The teacher pauses or resumes one table; the list redraws when the table's change comes.
const pauseButton = (t) => {
  const held = t.paused === "teacher";
  const b = document.createElement("button");
  b.type = "button";
  b.className = "cot-watch-pause";
  b.textContent = say(held ? "table_resume" : "table_pause");
  b.setAttribute("aria-label", say(held ? "table_resume_label" : "table_pause_label", { id: t.id }));
  b.addEventListener("click", async () => {
    try {
      await api(base, `api/teacher/tables/${encodeURIComponent(t.id)}/pause`, { body: { paused: !held } });
      panel.querySelector(".cot-watch-seat-error").textContent = "";
    } catch (err) { panel.querySelector(".cot-watch-seat-error").textContent = err.message; }
  });
  return b;
};

let lastTables = [];
const drawList = (tables) => {
  lastTables = tables;
  list.replaceChildren(...(tables.length ? tables.map((t) => {
    const li = document.createElement("li");
    li.className = "cot-watch-row";
    li.dataset.table = t.id;
    const seatName = (s) => seatLabel(say, s);
    const names = (t.seats || []).map(seatName).join(", ");
    const mover = t.state === "playing" && typeof t.to_act === "number" && t.seats[t.to_act]
      ? ` · ${say("projector_to_move")}: ${seatName(t.seats[t.to_act])}` : "";
    const paused = t.paused ? ` (${say(`paused_${t.paused}`)})` : "";
    li.textContent = `${say("lobby_table", { id: t.id })} · ${say(`state_${t.state}`)}${paused} · ${names}${mover}`;
    if (t.state === "playing") li.append(" ", pauseButton(t));
    if (!watched.has(t.id)) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "cot-watch-open";
      b.textContent = say("watch_open", { id: t.id });
      b.disabled = watched.size >= MOST;
      b.addEventListener("click", () => { watchTable(t.id); drawList(lastTables); });
      li.append(" ", b);
    }
    return li;
  }) : [Object.assign(document.createElement("li"), { className: "muted", textContent: say("watch_none") })]));
};

if (handsBox) handsBox.addEventListener("change", () => { for (const state of watched.values()) state.restart(); });
delayBox.addEventListener("change", () => {
  try { window.localStorage.setItem(DELAY_KEY, delayBox.value); } catch (_e) { /* kept here */ }
  for (const state of watched.values()) state.restart();
});


// The teacher opens a table and seats students: in the order given, the seats left over
// are computer players.
onSubmit(panel.querySelector(".cot-watch-seat-form"), async (event) => {
  const form = event.target;
  const trouble = panel.querySelector(".cot-watch-seat-error");
  const seats = Number(form.seats.value);
  const names = form.students.value.split(",").map((n) => n.trim()).filter(Boolean);
  const students = Object.fromEntries(names.map((name, seat) => [String(seat), name]));
  const computers = Array.from({ length: Math.max(0, seats - names.length) },
    (_, i) => names.length + i);
  try {
    await api(base, "api/teacher/tables", { body: { seats, students, computers, level: form.level.value } });
    trouble.textContent = "";
    form.students.value = "";
    following.wake();
  } catch (err) { trouble.textContent = err.message; }
});

loadFaces(base).then((got) => {
  faces = got;
  for (const state of watched.values()) state.model.update("faces", faces);
}).catch(() => {});
let shown = "";
const following = follow(base, "api/teacher/tables", (data) => {
  const tables = data.tables || [];
  // every table in play is watched, as many as the browser can follow at once
  for (const t of tables) if (t.state === "playing" && watched.size < MOST) watchTable(t.id);
  const key = JSON.stringify(tables) + watched.size;
  if (key !== shown) { shown = key; drawList(tables); }
});  // (the page's own status line says when the service is unreachable)
