// The teacher's page's watch panel: every table of the class, live, and each table's board as
// a spectator sees it (as it stood at the end of the last trick or hand, the teacher's choice;
// the hands face up only when the teacher asks), drawn by the dashboard's own board.
import board from "../tables/board.js";
import { api, boardModel, loadFaces, onSubmit, pageTexts, pauser, seatLabel, tableName } from "./boardmodel.js";
// (render/boardview.js, which the service serves here: tablepages.py)
import { boardOf } from "./boardview.js";

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
const MOST = 8;
// (the list and every board come on one long poll, api/teacher/live: a browser keeps about
// six requests open to one server, and a poll per board would leave the page's own waiting)
const DELAY_KEY = "coteccio-lab-watch-delay";
try { delayBox.value = window.localStorage.getItem(DELAY_KEY) || "trick"; } catch (_e) { /* default */ }

let faces = null;
const watched = new Map();  // table id -> {stop, el}

const watchTable = (t) => {
  const { id } = t;
  if (watched.has(id) || watched.size >= MOST) return;
  const box = document.createElement("section");
  box.className = "cot-watch-board";
  box.dataset.table = id;
  const head = document.createElement("h3");
  head.textContent = say("lobby_table", { id: tableName(say, t) });
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
  const state = {
    model,
    seq: -1,
    data: null,
    show: (data) => {
      state.seq = data.seq;
      state.data = data;
      const cardName = (code) => (faces && faces[code] ? faces[code][1] : code);
      model.update("view", boardOf(data.view || {}, { seat: null, seq: data.seq, say, cardName }));
      box.dataset.seq = String(data.seq);
    },
    stop: () => { box.remove(); watched.delete(id); },
  };
  watched.set(id, state);
  close.addEventListener("click", () => { state.stop(); drawList(lastTables); });
  live.relook();
};

// The teacher pauses or resumes one table; the list redraws when the table's change comes.
const pauseButton = (t) => {
  const held = t.paused === "teacher";
  const b = document.createElement("button");
  b.type = "button";
  b.className = "cot-watch-pause";
  b.textContent = say(held ? "table_resume" : "table_pause");
  b.setAttribute("aria-label", say(held ? "table_resume_label" : "table_pause_label", { id: tableName(say, t) }));
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
    li.textContent = `${say("lobby_table", { id: tableName(say, t) })} · ${say(`state_${t.state}`)}${paused} · ${names}${mover}`;
    if (t.state === "playing") li.append(" ", pauseButton(t));
    if (!watched.has(t.id)) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "cot-watch-open";
      b.textContent = say("watch_open", { id: tableName(say, t) });
      b.disabled = watched.size >= MOST;
      b.addEventListener("click", () => { watchTable(t); drawList(lastTables); });
      li.append(" ", b);
    }
    return li;
  }) : [Object.assign(document.createElement("li"), { className: "muted", textContent: say("watch_none") })]));
};

// Every board drawn again: the delay or the hands shown changed.
const redraw = () => {
  for (const state of watched.values()) state.seq = -1;
  live.relook();
};
if (handsBox) handsBox.addEventListener("change", redraw);
delayBox.addEventListener("change", () => {
  try { window.localStorage.setItem(DELAY_KEY, delayBox.value); } catch (_e) { /* kept here */ }
  redraw();
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
    live.relook();
  } catch (err) { trouble.textContent = err.message; }
});

// The page's one live connection for the tables (api/teacher/live): the list, and each
// watched board the service says has moved on since the seq the page drew.
let shown = "";
const onList = (tables) => {
  // every table in play is watched, as many as the page draws at once
  for (const t of tables) if (t.state === "playing" && watched.size < MOST) watchTable(t);
  const key = JSON.stringify(tables) + watched.size;
  if (key !== shown) { shown = key; drawList(tables); }
};
const live = (() => {
  const clock = pauser();
  let version = null;
  let fresh = true;  // the next question is answered at once (no ?after=)
  let inflight = null;
  const ask = () => {
    const query = new URLSearchParams({ delay: delayBox.value,
      watch: [...watched].map(([id, state]) => `${id}:${state.seq}`).join(",") });
    if (handsBox && handsBox.checked) query.set("hands", "show");
    if (!fresh && version !== null) query.set("after", String(version));
    fresh = false;
    return `api/teacher/live?${query}`;
  };
  const loop = async () => {
    for (;;) {
      const ctrl = new AbortController();
      inflight = ctrl;
      try {
        const data = await api(base, ask(), { signal: ctrl.signal });
        inflight = null;
        version = data.version;
        for (const [id, got] of Object.entries(data.boards || {})) {
          const state = watched.get(id);
          if (state && got) state.show(got);
          else if (state) state.stop();  // the table is gone
        }
        onList(data.tables || []);
        // the Students list's states ride on this one connection (studentstates.js)
        root.dispatchEvent(new CustomEvent("cot-live", { detail: data }));
        continue;  // the next waits for any table's change (or the service's wait)
      } catch (_err) {
        inflight = null;
        if (ctrl.signal.aborted) continue;  // asked again at once (a board added, a choice)
        fresh = true;  // the next answer comes at once, so the page hears the service is back
      }
      await clock.pause(3000);  // (the page's own status line says when the service is unreachable)
    }
  };
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") clock.wake();
  });
  return {
    start: loop,
    // ask now, without waiting for a change: a board to draw, a choice changed
    relook: () => { fresh = true; if (inflight) inflight.abort(); clock.wake(); },
  };
})();

loadFaces(base).then((got) => {
  faces = got;
  for (const state of watched.values()) {
    state.model.update("faces", faces);
    if (state.data) state.show(state.data);  // the cards' names in the page's words
  }
}).catch(() => {});
live.start();
