// The projector page: the class's tables, who is to move at each, the standings and the join
// address, for the class screen. What it draws comes from `api/projector`, which holds no
// card and no secret; the page follows it as the lobby does.
import { follow, pageTexts, seatLabel, tableName } from "./boardmodel.js";

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
const signed = (n) => (n > 0 ? `+${n}` : String(n));
// a student's match as the teacher's page says it: playing, or won/lost in n hands
const stateCell = (s) => {
  const td = cell(say(`state_${s.state}`) + (s.state === "playing" ? ""
    : ` ${say("in_hands", { n: s.played })}`), "cot-projector-match");
  td.dataset.state = s.state;
  return td;
};

let shown = "";
const draw = (data) => {
  const key = JSON.stringify(data);
  if (key === shown) return;
  shown = key;
  const tables = data.tables || [];
  const body = $(".cot-projector-tables tbody");
  body.replaceChildren(...(tables.length ? tables.map((t) => line(
    cell(say("lobby_table", { id: tableName(say, t) })),
    cell((t.seats || []).map((s) => (typeof s.counter === "number" && t.state === "playing"
      ? `${seatName(s)} (${s.counter})` : seatName(s))).join(", ")),
    cell(t.state === "playing" && typeof t.to_act === "number" && t.seats[t.to_act]
      ? seatName(t.seats[t.to_act]) : "", "cot-projector-to-move"),
    cell(String(t.hands ?? "")),
    cell(say(`state_${t.state}`) + (t.winners && t.winners.length
      ? ` · ${say("projector_won_by", { names: t.winners.map((w) => seatName(t.seats[w])).join(", ") })}` : "")),
  )) : [line(Object.assign(cell(say("projector_nobody"), "muted"), { colSpan: 5 }))]));
  // the class game's standings as the teacher's page ranks them (rows only: no hand, no code)
  const standings = (data.standings && data.standings.rows) || [];
  $(".cot-projector-standings tbody").replaceChildren(...(standings.length ? standings.map((s) => line(
    cell(String(s.rank)), cell(s.name, "cot-projector-student"),
    stateCell(s), cell(signed(s.total), "cot-projector-total"), cell(String(s.points))))
    : [line(Object.assign(cell(say("projector_no_standings"), "muted"), { colSpan: 5 }))]));
  if (typeof data.join === "string" && data.join) $(".cot-projector-url").textContent = data.join;
};

follow(base, "api/projector", (data) => {
  draw(data);
  $(".cot-projector-status").textContent = "";
}, (err) => { $(".cot-projector-status").textContent = err.message; });
