// The class list on the teacher's page: the teacher pastes the class's names (students then
// pick theirs when they join), and admits or refuses each name that is not on it. The
// service decides (api/teacher/roster, api/teacher/admit); the page draws the names waiting
// from the teacher's state (teacher.js sends it as a `cot-state` event).
import { api, el, onSubmit, pastedNames, teacherPanel } from "./boardmodel.js";

const { root, base, say, panel, said, tell, fail } = teacherPanel("roster");
const waitingBox = panel.querySelector(".cot-roster-waiting");

onSubmit(panel.querySelector(".cot-roster-form"), async (event) => {
  const form = event.target;
  const names = pastedNames(form.names.value);
  try {
    const done = await api(base, "api/teacher/roster", { body: { names } });
    tell(say("roster_saved", { n: done.listed.length }));
    form.names.value = "";
  } catch (err) { fail(err); }
});

// Under JupyterHub the class's users are the hub's: one button lists them all.
const fromHub = panel.querySelector(".cot-roster-hub");
if (root.dataset.identity === "hub") {
  fromHub.hidden = false;
  fromHub.addEventListener("click", async () => {
    try {
      const done = await api(base, "api/teacher/roster", { body: { hub: true } });
      tell(say("roster_saved", { n: done.listed.length }));
    } catch (err) { fail(err); }
  });
}

const decide = async (name, admit, row) => {
  try {
    await api(base, "api/teacher/admit", { body: { name, admit } });
    tell(say(admit ? "roster_admitted" : "roster_refused", { name }));
    row.remove();
    // the keyboard's place: the next name waiting, else the panel's own status
    const next = waitingBox.querySelector("button");
    if (next) next.focus();
  } catch (err) { fail(err); }
};

// a class joining at once (no list pasted while a class game is open: every name waits)
const admitAll = async () => {
  try {
    const done = await api(base, "api/teacher/admit", { body: { all: true } });
    tell(say("roster_admitted_all", { n: done.admitted.length }));
    waitingBox.replaceChildren();
    said.focus();
  } catch (err) { fail(err); }
};

let shown = "";
const drawWaiting = (students) => {
  const waiting = students.filter((s) => s.roster === "waiting").map((s) => s.name);
  const key = JSON.stringify(waiting);
  if (key === shown) return;
  shown = key;
  // A name that joins redraws the list: the keyboard stays on the button it was on.
  const had = waitingBox.contains(document.activeElement) ? document.activeElement : null;
  const same = (b) => b.className === had.className && b.dataset.student === had.dataset.student;
  if (!waiting.length) {
    waitingBox.replaceChildren();
    if (had) said.focus();
    return;
  }
  const rows = waiting.map((name) => {
    const admit = el("button", { type: "button", class: "cot-roster-admit", "data-student": name,
      "aria-label": say("roster_admit_label", { name }) }, say("roster_admit"));
    const refuse = el("button", { type: "button", class: "cot-roster-refuse", "data-student": name,
      "aria-label": say("roster_refuse_label", { name }) }, say("roster_refuse"));
    const row = el("li", { class: "cot-roster-waiting-item", "data-student": name },
      el("span", { class: "cot-roster-waiting-name" }, name), " ", admit, " ", refuse);
    admit.addEventListener("click", () => decide(name, true, row));
    refuse.addEventListener("click", () => decide(name, false, row));
    return row;
  });
  const all = el("button", { type: "button", class: "cot-roster-admit-all" },
    say("roster_admit_all"));
  all.addEventListener("click", admitAll);
  waitingBox.replaceChildren(el("h3", {}, say("roster_waiting_head", { n: waiting.length })),
    el("p", {}, all), el("ul", { class: "cot-roster-waiting-list" }, ...rows));
  if (had) ([...waitingBox.querySelectorAll("button")].find(same) || all).focus();
};

root.addEventListener("cot-state", (event) => drawWaiting(event.detail.students || []));
