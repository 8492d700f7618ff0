// One table on the server, from the seat of the person at the screen: the dashboard's board
// (render/board.js) fed by a long poll of the table's view, a move sent with the table's
// seq the page last saw (a stale move is refused by the service and changes nothing).
import board from "../tables/board.js";
import { api, boardModel, loadFaces, pageTexts, pauser, tableName } from "./boardmodel.js";
// (render/boardview.js, which the service serves here: tablepages.py)
import { boardOf } from "./boardview.js";
import { drawReview } from "./tablereview.js";

const root = document.querySelector(".cot-table-page");
const base = root.dataset.base;
const table = root.dataset.table;
const say = pageTexts(root);
const $ = (sel) => root.querySelector(sel);
const waiting = $(".cot-waiting");
const conn = $(".cot-table-conn");
const trouble = $(".cot-table-error");

let seq = -1;          // the table's event number of the view shown
let view = null;       // the last view the service sent
let refusal = "";      // the service's sentence about the last move
let refusedAt = 0;     // (kept a few seconds even when the table moves on at once: read it)
let offline = false;
let stopped = false;
let inflight = null;   // the long poll under way (aborted when the page wakes)
const clock = pauser();
let faces = {};        // every card's face and name in the page's language
const cardName = (code) => (faces[code] ? faces[code][1] : code);

const draw = () => {
  if (!view) return;
  const messages = [...(view.messages || [])];
  if (refusal) messages.push({ kind: "error", text: refusal });
  model.update("view", { ...view, messages });
  waiting.textContent = view.waiting || "";
  waiting.hidden = !view.waiting;
  root.dataset.seq = String(seq);
  root.dataset.phase = (view.status || {}).phase || "";
};

const show = (data) => {
  if (!data || typeof data.seq !== "number" || data.seq < seq) return;
  if (data.seq > seq && Date.now() - refusedAt > 4000) refusal = "";
  seq = data.seq;
  // the board's view of this seat, drawn from its view and words (boardview.js)
  view = boardOf(data.view || {}, { seat: data.seat, seq: data.seq, say, cardName });
  if (data.table && data.table.id !== undefined) {
    const name = say("table_title", { id: tableName(say, data.table) });
    document.title = `${name} · Coteccio Lab`;
    $(".cot-table-head").textContent = name;
    // a class game's table is the student's own: it is not left
    $(".cot-table-leave").hidden = !!data.table.class_game || data.table.state === "over";
  }
  draw();
  drawReview(root, say, data.review);
};

const connection = (lost) => {
  if (lost === offline) return;
  offline = lost;
  conn.textContent = lost ? say("table_offline") : say("table_back");
  conn.hidden = false;
  conn.classList.toggle("cot-table-offline", lost);
  if (!lost) setTimeout(() => { if (!offline) conn.hidden = true; }, 4000);
};

const move = async (msg) => {
  const undo = msg.type === "button" && msg.name === "undo";
  // a card picked, or a choice's move as the engine listed it (seatview.py's choices)
  const text = msg.type === "pick" ? msg.code : msg.type === "move" ? msg.move : "";
  if ((!text && !undo) || !view) { draw(); return; }
  refusal = "";
  try {
    show(undo ? await api(base, `api/tables/${table}/undo`, { body: { seq } })
      : await api(base, `api/tables/${table}/move`, { body: { seq, move: text } }));
  } catch (err) {
    refusal = err.status ? err.message : say("table_failed", { status: err.message });
    refusedAt = Date.now();
    draw();  // the board takes clicks again; the table is as the service keeps it
    clock.wake();
  }
};

const model = boardModel(move);

// The table where the student now sits, if not this one (the teacher moved or swapped them):
// the page opens it and says true; false when the student sits at no other table.
const followMove = async () => {
  try {
    const lobby = await api(base, "api/tables");
    const now = (lobby.tables || []).find((t) => t.mine && t.id !== table);
    if (!now) return false;
    stopped = true;
    window.location.replace(`${base}table/${encodeURIComponent(now.id)}${window.location.search}`);
    return true;
  } catch (_e) { return false; }
};

// The long poll: answered as soon as the table moves past `seq` (or after the service's
// wait with the same seq). A request lost in a laptop's sleep is given up after a while,
// and the page asks again at once when it is shown again or back on the network.
const poll = async () => {
  let backoff = 500;
  let fresh = true;  // after a failure the page asks without ?after=, so it hears at once
  while (!stopped) {
    const ctrl = new AbortController();
    inflight = ctrl;
    const guard = setTimeout(() => ctrl.abort(), 45000);
    try {
      // the first question is answered at once; then each waits for the table to move on
      const path = seq < 0 || fresh ? `api/tables/${table}/view` : `api/tables/${table}/view?after=${seq}`;
      fresh = false;
      show(await api(base, path, { signal: ctrl.signal }));
      connection(false);
      trouble.textContent = "";
      backoff = 500;
    } catch (err) {
      if (err.status && [401, 403, 404].includes(err.status)) {
        // the teacher moved this student to another table: the page goes there
        if (err.key === "tables_err_not_seated" && await followMove()) break;
        trouble.textContent = err.status === 403 && !err.key ? say("table_not_seated") : err.message;
        $(".cot-table-board").hidden = !view;
        stopped = true;
        break;
      }
      fresh = true;
      if (err.status) trouble.textContent = err.message;
      else if (!ctrl.signal.aborted || document.visibilityState === "visible") connection(true);
      await clock.pause(backoff);
      backoff = Math.min(backoff * 2, 8000);
    } finally {
      clearTimeout(guard);
      inflight = null;
    }
  }
};

const wake = () => {
  if (inflight) inflight.abort();
  clock.wake();
};
document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") wake(); });
window.addEventListener("online", wake);
window.addEventListener("pageshow", (ev) => { if (ev.persisted) wake(); });

$(".cot-table-leave").addEventListener("click", async () => {
  // during play a computer player takes the seat over: said first
  if (root.dataset.phase !== "seating" && !window.confirm(say("table_leave_sure"))) return;
  try {
    await api(base, `api/tables/${table}/leave`, { body: {} });
    window.location.href = `${base}tables`;
  } catch (err) { trouble.textContent = err.message; }
});

const start = async () => {
  $(".cot-table-head").textContent = say("table_title", { id: table });
  const el = $(".cot-table-board");
  el.replaceChildren();
  board.render({ model, el });
  try {
    faces = await loadFaces(base);
    model.update("faces", faces);
  } catch (_e) { /* the codes are shown */ }
  poll();
};
start();
