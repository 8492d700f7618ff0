// The lobby: the open tables (a free seat to sit at, or the student's own table to go back
// to) and a new table to open. The list follows the service (boardmodel.js `follow`): the
// service answers as soon as any table changes.
import { api, el, follow, onSubmit, pageTexts, seatLabel, tableName } from "./boardmodel.js";

const root = document.querySelector(".cot-lobby-page");
const base = root.dataset.base;
const me = root.dataset.me;
const say = pageTexts(root);
const $ = (sel) => root.querySelector(sel);
const list = $(".cot-lobby");
const trouble = $(".cot-lobby-error");
const tableUrl = (id) => `${base}table/${encodeURIComponent(id)}`;

// a preset is named for its town (Trieste, Bergamo, Piacenza), as the form's choices say
const rulesName = (rules) => (typeof rules === "string" && rules
  ? rules[0].toUpperCase() + rules.slice(1) : "");

const seatText = (s) => (s.kind !== "computer" && s.name && s.name === me
  ? say("lobby_you", { name: s.name }) : seatLabel(say, s));

const sit = async (table, button) => {
  button.disabled = true;
  try {
    const got = await api(base, `api/tables/${encodeURIComponent(table.id)}/sit`, { body: {} });
    window.location.href = tableUrl(got.id ?? table.id);
  } catch (err) {
    trouble.textContent = err.message;
    button.disabled = false;
    lobby.wake();
  }
};

const row = (table) => {
  const seats = table.seats || [];
  const taken = seats.filter((s) => s.kind === "computer" || s.name).length;
  const free = Array.isArray(table.free) ? table.free.length : Number(table.free) || 0;
  const mine = table.mine ?? (me && seats.some((s) => s.kind !== "computer" && s.name === me));
  const li = el("li", { class: "cot-table-row", "data-table": table.id, "data-state": table.state });
  const head = el("div", { class: "cot-table-row-head" },
    el("b", {}, say("lobby_table", { id: tableName(say, table) })),
    ` · ${rulesName(table.rules)} · ${say(`state_${table.state}`)}`);
  const count = el("div", { class: "cot-table-row-count" },
    say("lobby_taken", { taken, seats: seats.length, free }));
  const names = el("ol", { class: "cot-table-row-seats" },
    ...seats.map((s) => el("li", { class: s.name || s.kind === "computer" ? "" : "cot-free" }, seatText(s))));
  const act = el("div", { class: "cot-table-row-act" });
  if (mine) {
    act.append(el("a", { class: "cot-table-back", href: tableUrl(table.id) }, say("lobby_back")));
  } else if (free > 0 && table.state !== "over") {
    const button = el("button", { type: "button", class: "cot-sit" }, say("lobby_sit"));
    button.addEventListener("click", () => sit(table, button));
    act.append(button);
  }
  li.append(head, count, names, act);
  return li;
};

let shown = "";
let listTrouble = false;  // the sentence shown is the list's (not a refused sit or table)
const draw = (data) => {
  const tables = Array.isArray(data) ? data : (data.tables || []);
  const key = JSON.stringify(tables);
  if (key === shown) return;
  shown = key;
  list.replaceChildren(...(tables.length ? tables.map(row)
    : [el("li", { class: "muted cot-lobby-none" }, say("lobby_none"))]));
};

const onError = (err) => {
  trouble.textContent = err.message;
  listTrouble = true;
  return err.status !== 401;
};

onSubmit($(".cot-table-form"), async (event) => {
  const form = event.target;
  const seats = Number(form.seats.value);
  // as asked: too many computer players for the seats is the service's to refuse, in words
  const computers = Math.max(0, Number(form.computers.value) || 0);
  const button = $(".cot-table-new");
  button.disabled = true;
  try {
    const got = await api(base, "api/tables", { body: {
      seats,
      computers: Array.from({ length: computers }, (_, i) => seats - computers + i),
      level: form.level.value, rules: form.rules.value,
      ...(computers === seats - 1 && form.takeback.checked ? { takeback: true } : {}),
    } });
    window.location.href = tableUrl(got.id);
  } catch (err) {
    trouble.textContent = err.message;
    button.disabled = false;
  }
});
// the computer players' level only with computer players; take-backs only alone with them
const levels = () => {
  const computers = Number($(".cot-table-computers").value) || 0;
  $(".cot-table-level-box").hidden = !(computers > 0);
  $(".cot-table-takeback-box").hidden = computers !== Number($(".cot-table-seats").value) - 1;
};
$(".cot-table-seats").addEventListener("input", levels);
$(".cot-table-computers").addEventListener("input", levels);
levels();
// the class game, when the teacher gave one played at the service's tables
api(base, "api/me").then((me_) => {
  $(".cot-class-table-box").hidden = !(me_ && me_.game && me_.game.server);
}).catch(() => {});
$(".cot-class-table").addEventListener("click", async (event) => {
  const button = event.target;
  button.disabled = true;
  try {
    const got = await api(base, "api/tables/class", { body: {} });
    window.location.href = tableUrl(got.id);
  } catch (err) {
    trouble.textContent = err.message;
    button.disabled = false;
  }
});
const lobby = follow(base, "api/tables", (data) => {
  draw(data);
  if (listTrouble) trouble.textContent = "";
  listTrouble = false;
}, onError);
