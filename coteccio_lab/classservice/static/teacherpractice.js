// The teacher's page's Practice section: each student's mistakes by skill and the class's
// most common ones (as the service judged them), and the drill given to the class.
import { el, onSubmit } from "./boardmodel.js";

// `practice` is the state's `practice` (ClassService.practice_summary).
export const drawPractice = (root, practice, say) => {
  const $ = (sel) => root.querySelector(sel);
  const title = (skill) => practice.titles[skill] || skill;
  const select = $(".cot-teach-prac-skill");
  if (!select.options.length) {
    select.replaceChildren(...Object.keys(practice.titles).map(
      (skill) => el("option", { value: skill }, title(skill))));
  }
  const common = $(".cot-teach-prac-common");
  if (!practice.common.length) {
    common.replaceChildren(el("p", { class: "muted" }, say("prac_none")));
  } else {
    common.replaceChildren(el("ol", { class: "cot-teach-prac-list" }, ...practice.common.map(
      (c) => el("li", { class: "cot-teach-prac-top", "data-skill": c.skill },
        say("prac_common_line", { skill: c.title, n: c.mistakes, students: c.students })))));
  }
  const skills = practice.common.map((c) => c.skill);
  const box = $(".cot-teach-prac-students");
  if (!practice.students.length) { box.replaceChildren(); } else {
    const head = el("tr", {}, el("th", {}, say("col_student")),
      el("th", { title: say("prac_errors_tip") }, say("prac_col_errors")),
      ...skills.map((s) => el("th", {}, title(s))));
    // the error rate per decision, judged by the service over the student's own hands
    const errors = (e) => !e ? "" : !e.graded && e.pending ? say("prac_errors_pending")
      : say("prac_errors_cell", e) + (e.pending ? " " + say("prac_errors_more", e) : "");
    const rows = practice.students.map((row) => el("tr", { class: "cot-teach-prac-row", "data-student": row.student },
      el("td", {}, row.student),
      el("td", { class: "cot-teach-prac-errors" }, errors(row.errors)),
      ...skills.map((s) => {
        const cell = row.skills[s];
        if (!cell) return el("td", { "data-skill": s }, "");
        return el("td", { "data-skill": s, title: say("prac_cell_tip", cell) },
          say("prac_cell", cell));
      })));
    box.replaceChildren(el("table", { class: "cot-teach-table cot-teach-prac-table" },
      el("thead", {}, head), el("tbody", {}, ...rows)));
  }
  const drill = practice.drill;
  $(".cot-teach-prac-drill").textContent = !drill ? say("prac_no_drill")
    : drill.seed === null ? say("prac_drill_fresh", { skill: title(drill.skill) })
      : say("prac_drill_seed", { skill: title(drill.skill), seed: drill.seed });
  $(".cot-teach-prac-clear").hidden = !drill;
};

// The form that gives the class a drill (a skill, and a seed for the same drill for all).
export const practiceForm = (root, post, refresh, say) => {
  const $ = (sel) => root.querySelector(sel);
  const form = $(".cot-teach-prac-form");
  const error = $(".cot-teach-prac-error");
  const send = async (body) => {
    error.textContent = "";
    try { await post("api/teacher/drill", body); refresh(true); } catch (err) { error.textContent = err.message; }
  };
  onSubmit(form, () => {
    const seed = form.seed.value.trim();
    if (seed && !/^\d{1,15}$/.test(seed)) { error.textContent = say("prac_seed_bad"); return; }
    send({ skill: form.skill.value, seed: seed ? Number(seed) : null });
  });
  $(".cot-teach-prac-clear").addEventListener("click", () => send({ skill: null }));
};
