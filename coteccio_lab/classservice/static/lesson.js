// The teacher's hand on the lesson: seat the class in one action, pause or resume every
// table, end the lesson. The service decides (classservice/tables.py); the page sends the
// teacher's choice and says the service's answer. The list of tables (watch.js) follows
// the tables' own changes, so it needs no word from here.
import { api, onSubmit, pastedNames, teacherPanel } from "./boardmodel.js";

const { base, say, panel, tell, fail } = teacherPanel("lesson");

onSubmit(panel.querySelector(".cot-lesson-seat-form"), async (event) => {
  const form = event.target;
  const names = pastedNames(form.students.value);  // none: everyone free
  const body = { order: form.order.value, level: form.level.value };
  if (names.length) body.students = names;
  // the turn timer: past it a computer player makes that one move (the service checks it)
  const turn = Number(form.turn.value);
  if (turn) body.turn_seconds = turn;
  try {
    const done = await api(base, "api/teacher/tables/seat", { body });
    tell(done.said);
    form.students.value = "";
  } catch (err) { fail(err); }
});

const pauseAll = async (paused) => {
  try {
    await api(base, "api/teacher/tables/pause", { body: { paused } });
    tell(say(paused ? "paused_all" : "resumed_all"));
  } catch (err) { fail(err); }
};
panel.querySelector(".cot-lesson-pause-all").addEventListener("click", () => pauseAll(true));
panel.querySelector(".cot-lesson-resume-all").addEventListener("click", () => pauseAll(false));

// Ending the lesson cannot be undone: asked first, the question focused for the keyboard.
const warn = panel.querySelector(".cot-lesson-end-warn");
const endButton = panel.querySelector(".cot-lesson-end");
endButton.addEventListener("click", () => {
  warn.hidden = false;
  warn.querySelector(".cot-lesson-end-no").focus();
});
warn.querySelector(".cot-lesson-end-no").addEventListener("click", () => {
  warn.hidden = true;
  endButton.focus();
});
warn.addEventListener("keydown", (event) => {
  if (event.key === "Escape") { warn.hidden = true; endButton.focus(); }
});
warn.querySelector(".cot-lesson-end-yes").addEventListener("click", async () => {
  warn.hidden = true;
  try {
    await api(base, "api/teacher/lesson/end", { body: {} });
    tell(say("lesson_ended"));
  } catch (err) { fail(err); }
  endButton.focus();
});
