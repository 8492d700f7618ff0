// The projector page: the class's tables, who is to move at each, the standings and the join
// address, for the class screen. What it draws comes from `api/projector`, which holds no
// card and no secret; the page follows it as the lobby does.
import { follow, pageTexts, seatLabel } from "./boardmodel.js";

const root = document.querySelector(".cot-projector");
const base = root.dataset.base;
const say = pageTexts(root);
const $ = (sel) => root.querySelector(sel);

const cell = (text, cls = "") => {
  const td = document.createElement("td");
  if (cls) td.className = cls;
  td.textContent = text;
  return td;
};
const line = (...cells) => {
  const tr = document.createElement("tr");
  tr.append(...cells);
  return tr;
};
const seatName = (s) => seatLabel(say, s);

let shown = "";
const draw = (data) => {
  const key = JSON.stringify(data);
  if (key === shown) return;
  shown = key;
  const tables = data.tables || [];
  const body = $(".cot-projector-tables tbody");
  body.replaceChildren(...(tables.length ? tables.map((t) => line(
    cell(say("lobby_table", { id: t.id })),
    cell((t.seats || []).map((s) => (typeof s.counter === "number" && t.state === "playing"
      ? `${seatName(s)} (${s.counter})` : seatName(s))).join(", ")),
    cell(t.state === "playing" && typeof t.to_act === "number" && t.seats[t.to_act]
      ? seatName(t.seats[t.to_act]) : "", "cot-projector-to-move"),
    cell(String(t.hands ?? "")),
    cell(say(`state_${t.state}`)),
  )) : [line(Object.assign(cell(say("projector_nobody"), "muted"), { colSpan: 5 }))]));
  const standings = data.standings || [];
  $(".cot-projector-standings tbody").replaceChildren(...(standings.length ? standings.map((s, i) => line(
    cell(String(i + 1)), cell(s.name), cell(String(s.won ?? 0)), cell(String(s.played ?? ""))))
    : [line(Object.assign(cell(say("projector_no_standings"), "muted"), { colSpan: 4 }))]));
  if (typeof data.join === "string" && data.join) $(".cot-projector-url").textContent = data.join;
};

follow(base, "api/projector", (data) => {
  draw(data);
  $(".cot-projector-status").textContent = "";
}, (err) => { $(".cot-projector-status").textContent = err.message; });
