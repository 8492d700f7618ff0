// The Students list's states and the teacher's hand on each student's seat: at which table,
// away since when, playing the class game or done with it; move, swap, take off the table,
// or seat a late student. The states come on the page's one live connection (watch.js
// sends each answer of api/teacher/live as a `cot-live` event); teacher.js draws the list
// itself (a `cot-state` event after each drawing), and this module adds to each row.
import { api, el, pageTexts, tableName } from "./boardmodel.js";

const root = document.querySelector(".cot-teacher");
const { base } = root.dataset;
const say = pageTexts(root);
const said = root.querySelector(".cot-teach-seat-said");
const trouble = root.querySelector(".cot-teach-seat-error");

let where = {};     // name -> {table, name_no, seat, here, away_since, class_game}
let tables = [];    // the lobby's rows of every table
let roster = {};    // name -> the state's student row (roster, browsers)

const clock = (iso) => new Date(iso).toLocaleTimeString(document.documentElement.lang,
  { hour: "2-digit", minute: "2-digit" });

const stateText = (name) => {
  const w = where[name];
  const row = roster[name] || {};
  const parts = [];
  if (row.roster === "listed" && !row.browsers) parts.push(say("roster_not_opened"));
  if (w && w.table) {
    parts.push(say("state_at", { table: tableName(say, { id: w.table, name_no: w.name_no }) }));
    if (w.away_since) parts.push(say("state_away", { time: clock(w.away_since) }));
  } else if (row.roster !== "waiting") parts.push(say("state_free"));
  if (w && w.class_game) parts.push(say(w.class_game === "done" ? "state_done" : "state_class"));
  return parts.length ? ` · ${parts.join(" · ")}` : "";
};

// What the teacher may do with a student's seat: [value, label] pairs.
const choices = (name) => {
  const w = where[name];
  const seatedAt = w && w.table;
  const open = tables.filter((t) => !t.class_game && t.state !== "over" && t.free.length
    && t.id !== seatedAt);
  const out = open.map((t) => [`move:${t.id}`, say("seat_move_to", { table: tableName(say, t) })]);
  if (seatedAt) {
    for (const [other, o] of Object.entries(where)) {
      if (other !== name && o.table) out.push([`swap:${other}`, say("seat_swap_with", { name: other })]);
    }
    out.push(["unseat", say("seat_unseat")]);
  } else {
    out.unshift(["late", say("seat_late")]);
  }
  return out;
};

const act = async (name, value) => {
  const [kind, arg] = [value.split(":")[0], value.slice(value.indexOf(":") + 1)];
  try {
    if (kind === "move") {
      const done = await api(base, "api/teacher/tables/move", { body: { name, table: arg } });
      const t = tables.find((row) => row.id === done.id) || { id: done.id };
      said.textContent = say("seat_done_move", { name, table: tableName(say, t) });
    } else if (kind === "swap") {
      await api(base, "api/teacher/tables/swap", { body: { name, with: arg } });
      said.textContent = say("seat_done_swap", { name, other: arg });
    } else if (kind === "unseat") {
      await api(base, "api/teacher/tables/unseat", { body: { name } });
      said.textContent = say("seat_done_unseat", { name });
    } else {
      const done = await api(base, "api/teacher/tables/late", { body: { name } });
      const t = tables.find((row) => row.id === done.id) || { id: done.id };
      said.textContent = say("seat_done_move", { name, table: tableName(say, t) });
    }
    trouble.textContent = "";
  } catch (err) { trouble.textContent = err.message; said.textContent = ""; }
};

const seatActions = (name) => {
  const select = el("select", { class: "cot-teach-seat-action", "data-student": name,
    "aria-label": say("seat_action_label", { name }) },
  el("option", { value: "" }, say("seat_action_none")));
  for (const [value, label] of choices(name)) select.append(el("option", { value }, label));
  const apply = el("button", { type: "button", class: "cot-teach-seat-do", "data-student": name },
    say("seat_do"));
  apply.addEventListener("click", async () => {
    if (!select.value) return;
    await act(name, select.value);
    select.value = "";  // done (or refused, and said): the list offers afresh
  });
  return el("span", { class: "cot-teach-seat-actions" }, select, " ", apply);
};

const drawRows = () => {
  for (const li of root.querySelectorAll(".cot-teach-student-item")) {
    const name = li.dataset.student;
    let state = li.querySelector(".cot-teach-student-state");
    if (!state) { state = el("span", { class: "cot-teach-student-state" }); li.append(state); }
    state.textContent = stateText(name);
    if ((roster[name] || {}).roster === "waiting") continue;  // admitted first (roster.js)
    const key = JSON.stringify(choices(name));
    const actions = li.querySelector(".cot-teach-seat-actions");
    if (actions && actions.dataset.key === key) continue;
    const fresh = seatActions(name);
    fresh.dataset.key = key;
    if (!actions) { li.append(" ", fresh); continue; }
    // the keyboard stays where it was, on the new list or button, and a choice made stays
    const focused = actions.contains(document.activeElement) ? document.activeElement.className : null;
    const chosen = actions.querySelector("select").value;
    actions.replaceWith(fresh);
    const select = fresh.querySelector("select");
    if ([...select.options].some((o) => o.value === chosen)) select.value = chosen;
    if (focused) fresh.querySelector(`.${focused}`).focus();
  }
};

root.addEventListener("cot-live", (event) => {
  where = event.detail.students || {};
  tables = event.detail.tables || [];
  drawRows();
});
root.addEventListener("cot-state", (event) => {
  roster = Object.fromEntries((event.detail.students || []).map((s) => [s.name, s]));
  drawRows();
});
