// A table's hands under the student's board once they may be seen (classservice/review.py):
// a closed class game's, or a lobby table's whose match is over. Every hand as dealt, the
// cards in the order played, what each counter did; and, on *How did I play?*, the student's
// own decisions judged by the kit's one judge (GET api/tables/<id>/review/<n>), asked once a
// hand: the service judges it on a thread of its own, so the answer may take a moment.
import { api, el } from "./boardmodel.js";

let shown = "";
const judged = new Map();  // hand number -> the service's answer (a hand never changes)

const judgement = (say, data) => {
  const items = data.decisions.map((d) => el("li", { class: "cot-table-judged", "data-grade": d.grade },
    el("p", { class: "cot-table-judged-head" },
      say("review_trick", { n: d.trick, played: d.said.played }), " ",
      el("strong", { class: "cot-table-judged-grade" }, d.said.grade),
      d.best !== d.played ? el("span", { class: "cot-table-judged-best" },
        ` · ${say("review_better", { best: d.said.best })}`) : ""),
    el("p", {}, d.why),
    el("p", { class: "muted" }, d.exactness)));
  return [
    items.length ? el("ol", { class: "cot-table-judged-list" }, ...items)
      : el("p", {}, say("review_nothing")),
    data.luck ? el("p", { class: "cot-table-judged-luck" }, data.luck) : "",
  ];
};

const judge = async (root, say, n, box, button) => {
  button.disabled = true;
  box.replaceChildren(el("p", { class: "muted", role: "status" }, say("review_judging")));
  try {
    if (!judged.has(n)) {
      judged.set(n, await api(root.dataset.base, `api/tables/${root.dataset.table}/review/${n}`));
    }
    box.replaceChildren(...judgement(say, judged.get(n)));
    button.hidden = true;
  } catch (err) {
    box.replaceChildren(el("p", { class: "cot-class-error", role: "alert" }, err.message));
    button.disabled = false;
  }
};

export const drawReview = (root, say, hands) => {
  const box = root.querySelector(".cot-table-review");
  if (!box || !Array.isArray(hands) || !hands.length) return;
  const key = JSON.stringify(hands);
  if (key === shown) return;
  shown = key;
  const table = hands[0].kind === "table";
  box.querySelector("h2").textContent = say(table ? "review_head_table" : "review_head");
  box.querySelector("h2 + p").textContent = say(table ? "review_how_table" : "review_how");
  const list = hands.map((h) => {
    const out = el("div", { class: "cot-table-judged-box", "aria-live": "polite" });
    const button = el("button", { type: "button", class: "cot-table-judge" }, say("review_judge"));
    button.addEventListener("click", () => judge(root, say, h.n, out, button));
    if (judged.has(h.n)) { out.replaceChildren(...judgement(say, judged.get(h.n))); button.hidden = true; }
    return el("details", { class: "cot-table-review-hand", "data-hand": String(h.n) },
      el("summary", {}, h.title),
      el("ul", {}, ...h.seats.map((s) => el("li", {}, `${s.name}: ${s.cards.join(", ")}`))),
      el("p", {}, `${say("review_plays")}: ${h.plays.join(", ")}`),
      ...h.changes.map((line) => el("p", {}, line)),
      button, out);
  });
  box.querySelector(".cot-table-review-hands").replaceChildren(...list);
  box.hidden = false;
};
