// A closed class game's hands under the student's board (classservice/review.py): every
// hand as dealt, the cards in the order played, what each counter did. The service sends
// them only once the teacher has closed the game; until then this stays hidden.
import { el } from "./boardmodel.js";

let shown = "";

export const drawReview = (root, say, hands) => {
  const box = root.querySelector(".cot-table-review");
  if (!box || !Array.isArray(hands)) return;
  const key = JSON.stringify(hands);
  if (key === shown) return;
  shown = key;
  const list = hands.map((h) => el("details", { class: "cot-table-review-hand" },
    el("summary", {}, h.title),
    el("ul", {}, ...h.seats.map((s) => el("li", {}, `${s.name}: ${s.cards.join(", ")}`))),
    el("p", {}, `${say("review_plays")}: ${h.plays.join(", ")}`),
    ...h.changes.map((line) => el("p", {}, line))));
  box.querySelector(".cot-table-review-hands").replaceChildren(...list);
  box.hidden = false;
};
