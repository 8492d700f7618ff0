// The dashboard's review panel (ReviewPanel): its front end for anywidget, drawn from one view.
function render({ model, el }) {
  el.classList.add("cot-review");
  const faceSet = faceImages(model);  // faces.js, which Python puts before this file
  const loadFaces = faceSet.load;
  const div = (cls, text) => {
    const d = document.createElement("div");
    if (cls) d.className = cls;
    if (text !== undefined && text !== null) d.textContent = text;
    return d;
  };
  const card = (code, width, extra) => {
    const img = faceSet.card(code, width);
    if (extra) img.className += ` ${extra}`;
    if (img.alt !== code) img.title = img.alt;
    return img;
  };
  // One action at a time, never the second click of a double click (as the board).
  let pending = false;
  const send = (msg) => {
    if (pending) return;
    pending = true;
    el.classList.add("cot-pending");
    model.send({ type: "review", ...msg });
  };
  const button = (cls, label, msg) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = `jupyter-widgets jupyter-button widget-button ${cls}`;
    b.textContent = label;
    b.addEventListener("click", (ev) => { if (ev.detail > 1) return; send(msg); });
    return b;
  };

  // The review (or a retry) just opened is brought into view: below the table and its log
  // it would open under the fold of a laptop, screens down on a phone.
  let shown = null;  // what was open at the last draw (null: not drawn yet)
  const showNew = (v) => {
    const now = !v.open ? "" : v.retry ? `retry-${v.retry.i}` : "review";
    const fresh = shown !== null && now !== "" && now !== shown;
    shown = now;
    if (!fresh) return;
    const target = el.querySelector(".cot-review-retry") || el.querySelector(".cot-review-title");
    if (target) target.scrollIntoView({ block: "start", inline: "nearest" });
  };

  // The keyboard's focus goes to what just appeared: the review's title when it opens, the
  // retry's question when a retry starts, the review again when the retry is left.
  let shownAs = "";
  let moved = false;  // the drawing moved the focus to what appeared
  const focusNew = (v) => {
    // a retry known by its position (the tricks seen, the cards held), not by its words,
    // which change with the language
    const r = v.retry;
    const held = r && (r.hand || (r.choices || []).map((c) => c.move));
    const now = !v.open ? "" : r ? `retry ${(r.tricks || []).length} ${held}` : "review";
    if (now === shownAs) return;
    shownAs = now;
    const target = now.startsWith("retry") ? el.querySelector(".cot-review-prompt")
      : now === "review" ? el.querySelector(".cot-review-title") : null;
    if (target) { target.focus(); moved = true; }
  };

  // the retry's verdict, told by a status region that stays on the page (one drawn with
  // its words already in it is not read out)
  const said = div("cot-sr-only cot-review-said");
  said.setAttribute("role", "status");

  // The panel is drawn anew on every change: the keyboard's focus stays on the same card
  // or the same button of the new drawing.
  const focusedHook = () => {
    const at = document.activeElement;
    if (!at || !el.contains(at)) return "";
    const cls = typeof at.className === "string" ? at.className : "";
    const hook = cls.split(/\s+/).find((c) => /^cot-(card-\w\w|review-[\w-]+)$/.test(c)
      && !["cot-review-played", "cot-review-right", "cot-review-wrong"].includes(c));
    return hook ? `.${hook}` : "";
  };

  const draw = () => {
    const hook = focusedHook();
    moved = false;
    drawPanel();
    const again = !moved && hook && el.querySelector(hook);
    if (again && document.activeElement !== again) {
      again.focus();
      if (again.getAttribute("tabindex") === "-1" && again.parentElement
          && again.parentElement.getAttribute("role") === "group") {
        for (const c of again.parentElement.children) c.setAttribute("tabindex", "-1");
        again.setAttribute("tabindex", "0");
      }
    }
    showNew(model.get("view") || {});
  };

  const drawPanel = () => {
    pending = false;
    el.classList.remove("cot-pending");
    const v = model.get("view") || {};
    const labels = v.labels || {};
    // A retry is played with what the learner knew then: the table above, which shows the
    // whole hand (its log, the tricks won), is hidden meanwhile (review.css).
    const page = el.closest(".cot-dashboard");
    if (page) page.classList.toggle("cot-retrying", Boolean(v.open && v.retry));
    el.replaceChildren(said);
    if (!(v.open && v.retry && v.retry.message)) said.textContent = "";
    if (v.available) {
      el.appendChild(button("cot-review-open mod-info", labels.open, { action: "open" }));
    }
    if (!v.open) { focusNew(v); return; }
    const title = div("cot-review-title", v.hand);
    title.setAttribute("role", "heading");
    title.setAttribute("aria-level", "2");
    title.tabIndex = -1;
    el.appendChild(title);
    if (v.retry) { drawRetry(v, labels); focusNew(v); return; }
    if (v.practice) {
      const line = div("cot-review-practice", v.practice);
      if (v.practice_link) {
        const a = document.createElement("a");
        a.className = "cot-review-practice-link";
        a.href = v.practice_link.href;
        a.target = "_top";
        a.textContent = v.practice_link.text;
        line.append(" ", a);
      }
      el.appendChild(line);
    }
    if (v.luck) el.appendChild(div("cot-review-luck", v.luck));
    if (v.match_luck) el.appendChild(div("cot-review-match-luck", v.match_luck));
    const list = div("cot-review-decisions");
    if (!v.decisions.length) list.appendChild(div("cot-review-none", labels.none));
    for (const d of v.decisions) {
      const row = div(`cot-review-decision cot-review-${d.grade}`);
      row.dataset.grade = d.grade;
      const head = div("cot-review-head");
      head.appendChild(div("cot-review-when", d.title));
      head.appendChild(div(`cot-review-grade cot-grade-${d.grade}`, d.grade_label));
      if (d.retry) {
        head.appendChild(button(`cot-review-retry-${d.i} mod-warning`, labels.retry,
                                { action: "retry", i: d.i }));
      }
      row.appendChild(head);
      row.appendChild(div("cot-review-why", d.why));
      row.appendChild(div("cot-review-exact", `${labels.exactness}: ${d.exactness}`));
      list.appendChild(row);
    }
    el.appendChild(list);
    const s = v.step;
    const step = div("cot-review-step");
    const nav = div("cot-review-nav");
    const prev = button("cot-review-prev", labels.prev, { action: "step", step: s.k - 1 });
    prev.disabled = s.k <= 0;
    const next = button("cot-review-next", labels.next, { action: "step", step: s.k + 1 });
    next.disabled = s.k >= s.last;
    nav.appendChild(prev);
    nav.appendChild(div("cot-review-step-title", `${labels.faceup} · ${s.title}`));
    nav.appendChild(next);
    step.appendChild(nav);
    for (const seat of s.seats) {
      const row = div("cot-review-seat");
      row.appendChild(div("cot-review-seat-name", seat.name));
      const cards = div("cot-review-cards");
      for (const code of seat.cards) {
        cards.appendChild(card(code, 40, code === seat.played ? "cot-review-played" : ""));
      }
      row.appendChild(cards);
      step.appendChild(row);
    }
    if (s.winner) step.appendChild(div("cot-review-winner", s.winner));
    el.appendChild(step);
    focusNew(v);
  };

  const drawRetry = (v, labels) => {
    const r = v.retry;
    const box = div("cot-review-retry");
    const prompt = div("cot-review-prompt", r.prompt);
    prompt.tabIndex = -1;
    box.appendChild(prompt);
    for (const tr of r.tricks || []) {
      const row = div("cot-review-seen");
      row.setAttribute("role", "group");  // a trick's cards read together, under its title
      row.setAttribute("aria-label", tr.title);
      row.appendChild(div("cot-review-seen-title", tr.title));
      for (const [, code] of tr.cards) row.appendChild(card(code, 32));
      row.appendChild(div("cot-review-seen-winner", tr.winner));
      box.appendChild(row);
    }
    if (r.current && r.current.length) {
      const row = div("cot-review-current");
      row.setAttribute("role", "group");
      row.setAttribute("aria-label", labels.on_table);
      row.appendChild(div("cot-review-seen-title", labels.on_table));
      for (const [, name, code] of r.current) {
        const spot = div("cot-review-spot");
        spot.appendChild(card(code, 48));
        spot.appendChild(div("cot-review-spot-name", name));
        row.appendChild(spot);
      }
      box.appendChild(row);
    }
    if (r.hand) {
      // the kit's card row (cardrow.js), as the table's hand: Tab, ← →, Enter
      const hand = div(`cot-review-hand${r.right ? " cot-review-done" : ""}`);
      hand.appendChild(div("cot-review-seen-title", labels.your_cards));
      const legal = new Set(r.legal || []);
      const row = div("cot-cards");
      hand.appendChild(row);
      const names = new Map(r.hand.map((code) => [code, card(code, 56).alt]));
      cardRow(row, (code) => { if (legal.has(code)) send({ action: "answer", move: code }); })(
        { cards: r.hand.map((code) => ({ code, label: names.get(code), legal: legal.has(code) })),
          label: labels.your_cards, disabled: r.right },
        (c) => card(c.code, 56),
      );
      box.appendChild(hand);
    }
    if (r.choices) {
      const row = div("cot-review-choices");
      for (const ch of r.choices) {
        const b = button(`cot-review-choice-${ch.move.replace(":", "-")}`, ch.label,
                         { action: "answer", move: ch.move });
        b.disabled = r.right;
        row.appendChild(b);
      }
      box.appendChild(row);
    }
    if (r.message) {
      const answer = div(`cot-review-answer ${r.right ? "cot-review-right" : "cot-review-wrong"}`,
                         r.message);
      said.textContent = r.message;
      answer.dataset.right = r.right ? "true" : "false";
      box.appendChild(answer);
    }
    box.appendChild(button("cot-review-back", labels.back, { action: "back" }));
    el.appendChild(box);
  };

  loadFaces();
  draw();
  model.on("change:faces", () => { loadFaces(); draw(); });
  model.on("change:view", draw);
}

export default { render };
