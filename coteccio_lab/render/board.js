// The dashboard's table (Board): its front end for anywidget, drawn from one compact view.
// The hand's row is cardRow (render/cardrow.js), the faces faceImages (render/faces.js), the
// felt and the scoreboard boardOf (render/boardview.js), which Python puts before this file.
function render({ model, el }) {
  el.classList.add("cot-board");
  // The faces as <img> (faces.js, which Python puts before this file).
  const { load: loadFaces, card } = faceImages(model);
  // The view to draw. The dashboard's carries its seat's serialized view (`table`, the shape
  // of a class table's answer): its felt and scoreboard are made here by boardOf, with the
  // board's words (`texts`) and the faces' names, as a class page makes its own before
  // handing the board its view (classservice/static/table.js, watch.js).
  let say = null;
  let seen = null;
  let made = {};
  const current = () => {
    const v = model.get("view") || {};
    if (!v.table) return v;
    if (v !== seen) {
      if (!say) say = sayer(model.get("texts") || { _lang: "", _plural: { "": [] } });
      const faces = model.get("faces") || {};
      const cardName = (code) => (faces[code] ? faces[code][1] : code);
      const { felt, scoreboard } = boardOf(v.table, { seat: v.table.seat, say, cardName });
      made = { ...v, felt, scoreboard };
      seen = v;
    }
    return made;
  };
  const madeAgain = () => { say = null; seen = null; };
  const div = (cls, text) => {
    const d = document.createElement("div");
    if (cls) d.className = cls;
    if (text !== undefined && text !== null) d.textContent = text;
    return d;
  };
  const part = (cls) => { const d = div(cls); el.appendChild(d); return d; };

  // One action at a time: after a click or a pick the board ignores the others until the
  // kernel has drawn the result, and it always ignores the second click of a double click.
  let pending = false;
  const send = (msg) => {
    if (pending) return;
    pending = true;
    el.classList.add("cot-pending");
    model.send(msg);
  };
  const button = (cls, name, style) => {
    const b = document.createElement("button");
    b.type = "button";
    const mod = style ? ` mod-${style}` : "";
    b.className = `jupyter-widgets jupyter-button widget-button ${cls}${mod}`;
    b.style.display = "none";
    b.addEventListener("click", (ev) => {
      if (ev.detail > 1) return;
      send({ type: "button", name });
    });
    return b;
  };

  // Two columns side by side on a laptop, one above the other on a phone (board.css):
  // the table and the hand (main), and what is said about them (side).
  const main = part("cot-board-main");
  const side = part("cot-board-side");
  const into = (box, cls) => { const d = div(cls); box.appendChild(d); return d; };
  const felt = into(main, "cot-table-felt");
  // a finished trick's caption that finds no room between the cards (a phone's table of
  // five or six) is said here, under the felt, instead of under a card (fitCaption)
  const captionBelow = into(main, "cot-trick-caption-below");
  captionBelow.style.display = "none";
  const over = into(side, "cot-match-over");
  const summary = into(side, "cot-hand-summary");
  const title = into(side, "cot-table-title");
  const scoreboard = into(side, "cot-scoreboard");
  const choices = into(main, "cot-choices");
  // the moves of the seat's pending choice, drawn from the engine's list (view.choices):
  // the page names no kind of decision, and a choice's buttons look alike, so that the page
  // does not suggest one (the odds, asked for, say what each is worth)
  const choiceRow = div("cot-choice-row");
  const buttons = { odds: button("cot-odds", "odds") };
  choices.append(choiceRow, ...Object.values(buttons));
  const hand = into(main, "cot-hand");
  const row = div("cot-cards");
  hand.appendChild(row);
  const controls = into(main, "cot-controls");
  const more = {
    hint: button("cot-hint", "hint"),
    undo: button("cot-undo", "undo"),
    next: button("cot-next", "next", "success"),
    to_end: button("cot-play-to-end", "to_end"),
    new_match: button("cot-new-match", "new_match", "primary"),
  };
  controls.append(...Object.values(more));
  Object.assign(buttons, more);
  // the pace of the computer's cards: the learner's choice, kept in the model (Python
  // reads it too) and in the browser for the next match
  const paceBox = document.createElement("label");
  paceBox.className = "cot-pace";
  const paceLabel = document.createElement("span");
  const pace = document.createElement("select");
  paceBox.append(paceLabel, pace);
  controls.appendChild(paceBox);
  const PACE_KEY = "coteccio-lab-pace";
  try {
    const kept = window.localStorage.getItem(PACE_KEY);
    if (kept !== null && !Number.isNaN(Number(kept))) {
      model.set("pace", Number(kept));
      model.save_changes();
    }
  } catch (_e) { /* no storage: the default pace */ }
  pace.addEventListener("change", () => {
    model.set("pace", Number(pace.value));
    model.save_changes();
    try { window.localStorage.setItem(PACE_KEY, pace.value); } catch (_e) { /* kept here */ }
  });
  const drawPace = (p) => {
    if (!p) return;
    paceLabel.textContent = p.label;
    pace.replaceChildren(...p.options.map(([value, text]) => {
      const o = document.createElement("option");
      o.value = String(value);
      o.textContent = text;
      return o;
    }));
    pace.value = String(model.get("pace"));
  };
  const keys = into(main, "cot-keys");
  const message = div("cot-message");
  const log = document.createElement("details");
  log.className = "cot-log";
  log.open = true;
  side.replaceChildren(scoreboard, message, over, summary, title, log);
  // What happens at the table, told to a screen reader in order (WAI-ARIA's log role):
  // each line once, by its number; lines drawn again (in another language) are not news.
  const announce = part("cot-announce cot-sr-only");
  announce.setAttribute("role", "log");
  announce.setAttribute("aria-live", "polite");
  let toldUpTo = -1;
  const tell = (lines) => {
    for (const line of lines) {
      if (line.n <= toldUpTo) continue;
      toldUpTo = line.n;
      announce.appendChild(div("cot-announce-line", line.text));
    }
    while (announce.children.length > 40) announce.firstChild.remove();
  };
  const status = part("cot-status");
  status.style.display = "none";
  const statusData = document.createElement("span");
  statusData.className = "cot-status-data";
  status.appendChild(statusData);

  // ---- the felt: kept between draws; a seat or the trick is drawn again when it changed
  let root = null;
  let seatEls = [];
  let seatKeys = [];
  let trickEl = null;
  let spiesEl = null;
  // the seats, the trick and the spies as feltParts (render/feltparts.js) makes them
  const { drawSeat, drawTrick, drawSpies } = feltParts(card);
  const drawFelt = (f) => {
    if (!f) { felt.replaceChildren(); root = null; return; }
    if (!root || root.dataset.n !== String(f.n)) {
      root = div(`cot-felt cot-felt-${f.n}`);
      root.dataset.n = String(f.n);
      seatEls = []; seatKeys = []; trickEl = null; spiesEl = null;
      felt.replaceChildren(root);
    }
    f.seats.forEach((s, i) => {
      const key = JSON.stringify(s);
      if (seatKeys[i] === key) return;
      const seatEl = drawSeat(s);
      if (seatEls[i]) seatEls[i].replaceWith(seatEl); else root.appendChild(seatEl);
      seatEls[i] = seatEl;
      seatKeys[i] = key;
    });
    const trickKey = JSON.stringify([f.trick, f.caption, f.trick_label]);
    if (!trickEl || trickEl.dataset.key !== trickKey) {
      const trick = drawTrick(f);
      trick.dataset.key = trickKey;
      if (trickEl) trickEl.replaceWith(trick); else root.appendChild(trick);
      trickEl = trick;
    }
    const spies = drawSpies(f);
    if (spiesEl) spiesEl.remove();
    if (spies) root.appendChild(spies);
    spiesEl = spies;
    fitFelt();
  };
  // A seat is placed by its centre; on a narrow felt (a phone) the seats at the sides would
  // stick out of it and be cut: each is moved in until its whole box is on the felt, its
  // rounded edge included (the felt's overflow hides what lies past the curve).
  const keepInside = () => {
    if (!root) return;
    const box = root.getBoundingClientRect();
    const pad = 4;
    const x0 = box.left + root.clientLeft;
    const y0 = box.top + root.clientTop;
    const w = root.clientWidth;
    const h = root.clientHeight;
    const left = x0 + pad;
    const right = x0 + w - pad;
    const top = y0 + pad;
    const bottom = y0 + h - pad;
    // the curve of the corners inside the border, from the felt's border-radius (50% / 44%)
    const [ax, ay] = getComputedStyle(root).borderTopLeftRadius.split(" ");
    const size = (v, whole) => (v.endsWith("%") ? (parseFloat(v) / 100) * whole : parseFloat(v));
    const rx = Math.max(size(ax, box.width) - root.clientLeft - pad, 1);
    const ry = Math.max(size(ay ?? ax, box.height) - root.clientTop - pad, 1);
    const onFelt = (x, y) => {
      const px = x - x0;
      const py = y - y0;
      const cx = px < rx + pad ? rx + pad : px > w - rx - pad ? w - rx - pad : px;
      const cy = py < ry + pad ? ry + pad : py > h - ry - pad ? h - ry - pad : py;
      return ((px - cx) / rx) ** 2 + ((py - cy) / ry) ** 2 <= 1;
    };
    const mx = x0 + w / 2;
    const my = y0 + h / 2;
    const place = (seat, dx, dy) => {
      seat.style.transform = dx || dy
        ? `translate(calc(-50% + ${Math.round(dx)}px), calc(-50% + ${Math.round(dy)}px))` : "";
    };
    for (const seat of seatEls) {
      seat.style.transform = "";
      let r = seat.getBoundingClientRect();
      let dx = 0;
      let dy = 0;
      if (r.left < left) dx = left - r.left;
      else if (r.right > right) dx = right - r.right;
      if (r.top < top) dy = top - r.top;
      else if (r.bottom > bottom) dy = bottom - r.bottom;
      place(seat, dx, dy);
      // then towards the middle, a few pixels at a time, until no corner is past the curve:
      // a seat at the top or the bottom (a row, cot-seat-h) first only up or down, one at a
      // side only across, so that two seats side by side (a table of five's top pair) do
      // not meet on the way; then straight at the middle if that was not enough
      const row = seat.classList.contains("cot-seat-h");
      for (let i = 0; i < 80; i++) {
        r = seat.getBoundingClientRect();
        if ([[r.left, r.top], [r.right, r.top], [r.left, r.bottom], [r.right, r.bottom]]
          .every(([x, y]) => onFelt(x, y))) break;
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        const ux = i < 40 && row ? 0 : mx - x;
        const uy = i < 40 && !row ? 0 : my - y;
        const d = Math.hypot(ux, uy) || 1;
        dx += (3 * ux) / d;
        dy += (3 * uy) / d;
        place(seat, dx, dy);
      }
    }
  };
  // On a short felt (a laptop's screen leaves little height) a card of the trick, placed by
  // percentages, would cover the name or the count of the seat that played it: each card
  // moves towards the middle of the felt until it covers no seat.
  // two boxes on each other by more than a pixel's rounding
  const meets = (a, b) => a.left < b.right - 1 && b.left < a.right - 1
    && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const clearSeats = () => {
    if (!root || !trickEl) return;
    const parts = Array.from(root.querySelectorAll(".cot-seat-name, .cot-seat-info, .cot-backs"))
      .map((e) => e.getBoundingClientRect());
    const middle = root.getBoundingClientRect();
    const cx = middle.left + middle.width / 2;
    const cy = middle.top + middle.height / 2;
    for (const slot of trickEl.querySelectorAll(".cot-trick-card")) {
      slot.style.transform = "";
      let dx = 0;
      let dy = 0;
      for (let i = 0; i < 40; i++) {
        const r = slot.getBoundingClientRect();
        const hit = parts.some((b) => meets(r, b));
        if (!hit) break;
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        const d = Math.hypot(cx - x, cy - y) || 1;
        dx += (3 * (cx - x)) / d;
        dy += (3 * (cy - y)) / d;
        slot.style.transform =
          `translate(calc(-50% + ${Math.round(dx)}px), calc(-50% + ${Math.round(dy)}px))`;
      }
    }
    fitCaption();
  };
  // A phone wraps a finished trick's caption into the gap between the cards at the sides
  // (board.css); clearSeats may have moved those cards inwards, so the caption is given
  // the gap as it is now, whatever the length of its words in the page's language.
  const fitCaption = () => {
    const cap = trickEl && trickEl.querySelector(".cot-trick-caption");
    if (captionBelow.style.display !== "none") {
      captionBelow.style.display = "none";
      captionBelow.textContent = "";
    }
    if (!cap) return;
    cap.style.display = "";
    cap.style.maxWidth = "";
    cap.style.fontSize = "";
    if (getComputedStyle(cap).whiteSpace === "nowrap") return;
    const c = cap.getBoundingClientRect();
    const cx = c.left + c.width / 2;
    const cy = c.top + c.height / 2;
    let left = -Infinity;
    let right = Infinity;
    let top = -Infinity;
    let bottom = Infinity;
    for (const img of trickEl.querySelectorAll(".cot-trick-card img")) {
      const r = img.getBoundingClientRect();
      if (r.top <= cy && r.bottom >= cy) {
        if (r.right <= cx) left = Math.max(left, r.right);
        else if (r.left >= cx) right = Math.min(right, r.left);
      }
      if (r.left <= cx && r.right >= cx) {
        if (r.bottom <= cy) top = Math.max(top, r.bottom);
        else if (r.top >= cy) bottom = Math.min(bottom, r.top);
      }
    }
    if (left > -Infinity && right < Infinity) {
      cap.style.maxWidth = `${Math.max(Math.floor(right - left) - 6, 36)}px`;
    }
    // a longer sentence (Italian, Portuguese) that still stands taller than the gap
    // between the cards above and below, or a word wider than the gap between the cards at
    // the sides (it would run under a card), takes a smaller type, down to 8 px
    const tall = top > -Infinity && bottom < Infinity ? bottom - top - 4 : Infinity;
    let size = parseFloat(getComputedStyle(cap).fontSize);
    while (size > 8 && (cap.getBoundingClientRect().height > tall
                        || cap.scrollWidth > cap.clientWidth + 1)) {
      size -= 0.5;
      cap.style.fontSize = `${size}px`;
    }
    const c2 = cap.getBoundingClientRect();
    const under = Array.from(trickEl.querySelectorAll(".cot-trick-card img"))
      .some((img) => meets(c2, img.getBoundingClientRect()));
    if (under) {
      cap.style.display = "none";
      captionBelow.textContent = cap.textContent;
      captionBelow.style.display = "";
    }
  };
  const fitFelt = () => { keepInside(); clearSeats(); };
  if (typeof ResizeObserver !== "undefined") new ResizeObserver(fitFelt).observe(felt);

  // ---- the cards of the person at the screen: the kit's card row (cardrow.js, put
  // before this file), with <img> faces
  const drawRow = cardRow(row, (code) => { if (!pending) layMine(code); send({ type: "pick", code }); });
  // a row drawn again is new elements, laid out, painted and rastered again: the hand as the
  // click left it (layMine) comes back from the kernel the same while the computer plays
  const drawHand = (h) => {
    if (!changed("drawnHand", h)) return;
    const width = (h && h.width) || 84;
    drawRow(
      { cards: (h && h.cards) || [], label: h && h.label, disabled: !h || h.disabled },
      (c) => {
        const img = card(c.code, width);
        img.alt = c.label;
        if (c.suggested) { img.classList.add("cot-suggested"); img.title = h.suggested_label; }
        return img;
      },
    );
  };

  // A card that looks playable is played the moment it is clicked: it goes from the hand to
  // the trick here, and the hand waits, before the kernel answers (its next view draws the
  // table as it is, and puts back a card it refused).
  const layMine = (code) => {
    const v = current();
    const f = v.felt;
    const h = v.hand;
    if (!f || !f.mine || !root || !h || h.disabled) return;
    if (!(h.cards || []).some((c) => c.code === code && c.legal)) return;
    const before = f.mine.fresh || !trickEl ? [] : JSON.parse(trickEl.dataset.cards || "[]");
    const shown = [...before, { code, x: f.mine.x, y: f.mine.y, winning: false, title: "" }];
    const trick = drawTrick({ trick: shown, caption: "", trick_label: f.trick_label });
    trick.dataset.cards = JSON.stringify(shown);
    if (trickEl) trickEl.replaceWith(trick); else root.appendChild(trick);
    trickEl = trick;
    clearSeats();
    drawHand({ ...h, disabled: true,
               cards: h.cards.filter((c) => c.code !== code).map((c) => ({ ...c, legal: false })) });
    delete last.felt;
    delete last.hand;
  };

  const drawMessages = (lines) => {
    message.replaceChildren();
    for (const line of lines || []) {
      const m = div(`cot-msg cot-msg-${line.kind}`, line.text);
      if (line.kind === "error") m.setAttribute("role", "alert");
      if (line.detail) {
        const d = document.createElement("details");
        const s = document.createElement("summary");
        s.textContent = line.detail_label || "details";
        const pre = document.createElement("pre");
        pre.textContent = line.detail;
        d.append(s, pre);
        m.appendChild(d);
      }
      message.appendChild(m);
    }
  };
  const bold = (text) => {
    const b = document.createElement("b");
    b.textContent = text;
    return b;
  };
  const listOf = (tag, lines) => {
    const list = document.createElement(tag);
    for (const line of lines) {
      const li = document.createElement("li");
      li.textContent = line;
      list.appendChild(li);
    }
    return list;
  };
  const drawSummary = (s) => {
    summary.replaceChildren();
    summary.style.display = s ? "" : "none";
    if (s) summary.append(bold(s.title), listOf("ul", s.lines));
  };
  const drawOver = (text) => {
    over.replaceChildren();
    over.style.display = text ? "" : "none";
    for (const line of (text || "").split("\n")) if (line) over.appendChild(div("", line));
  };
  const drawLog = (l) => {
    log.style.display = l ? "" : "none";
    const open = log.open;
    log.replaceChildren();
    if (!l) return;
    const s = document.createElement("summary");
    s.textContent = l.title;
    log.appendChild(s);
    for (const trick of l.tricks) {
      const block = div("");
      block.append(bold(trick.head), listOf("ol", trick.lines));
      log.appendChild(block);
    }
    log.open = open;
  };
  const drawChoices = (specs) => {
    choiceRow.replaceChildren(...(specs || []).map((spec) => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = `jupyter-widgets jupyter-button widget-button cot-choice ${spec.hook}`;
      b.textContent = spec.label;
      b.title = spec.title || "";
      b.dataset.move = spec.move;
      b.addEventListener("click", (ev) => {
        if (ev.detail > 1) return;
        send({ type: "move", move: spec.move });
      });
      return b;
    }));
  };
  const drawButtons = (specs) => {
    for (const [name, b] of Object.entries(buttons)) {
      const spec = specs[name];
      if (!spec) { b.style.display = "none"; continue; }
      b.style.display = "";
      if (b.textContent !== spec.label) b.textContent = spec.label;
      b.disabled = !!spec.disabled;
      b.title = spec.title || "";
    }
  };

  const last = {};
  const changed = (key, value) => {
    const json = JSON.stringify(value === undefined ? null : value);
    if (last[key] === json) return false;
    last[key] = json;
    return true;
  };
  // ---- the computer's cards one by one: each step of the view is laid on the trick at the
  // learner's pace, then the whole table is drawn; the status moves only after that
  const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
  let laying = null;
  let laidVersion = -1;
  let shownTrickNo = 0;
  const layTricks = async (v) => {
    const f = v.felt;
    let shown = [];
    let shownNo = shownTrickNo;
    if (trickEl && !(v.steps[0] && v.steps[0].fresh)) {
      shown = JSON.parse(trickEl.dataset.cards || "[]");
    } else {
      shownNo = 0;
    }
    const ms = 1000 * Number(model.get("pace") || 0);
    // each computer card comes a pace after the card before it (the learner's included),
    // and a finished trick stays a pace on the felt before the next one is led
    for (const step of v.steps) {
      if (step.kind !== "play") {
        if (step.trick === shownNo && shown.length) await sleep(ms);
        continue;
      }
      if (step.trick !== shownNo) { shown = []; shownNo = step.trick; }
      shown = [...shown, { code: step.code, x: step.x, y: step.y, winning: false, title: "" }];
      await sleep(ms);
      const trick = drawTrick({ trick: shown, caption: "", trick_label: f.trick_label });
      trick.dataset.cards = JSON.stringify(shown);
      if (trickEl) trickEl.replaceWith(trick); else root.appendChild(trick);
      trickEl = trick;
      clearSeats();
    }
  };
  const draw = () => {
    const v = current();
    const version = (v.status || {}).version || 0;
    if (laying) return;  // drawn when the cards being laid are down
    const pace = Number(model.get("pace") || 0);
    if (pace > 0 && v.steps && v.steps.length && v.felt && root && version !== laidVersion) {
      laidVersion = version;
      pending = true;
      el.classList.add("cot-pending");
      // while the computer's cards come down the hand waits: no card looks playable
      if (v.hand) {
        drawHand({ ...v.hand, disabled: true,
                   cards: (v.hand.cards || []).map((c) => ({ ...c, legal: false })) });
        delete last.hand;
      }
      laying = layTricks(v).catch(() => {}).then(() => { laying = null; draw(); });
      return;
    }
    drawAll(v);
  };
  const drawAll = (v) => {
    if (changed("title", v.title)) title.innerHTML = v.title || "";
    if (changed("scoreboard", v.scoreboard)) scoreboard.innerHTML = v.scoreboard || "";
    if (changed("felt", v.felt)) drawFelt(v.felt);
    if (changed("summary", v.summary)) drawSummary(v.summary);
    if (changed("over", v.over)) drawOver(v.over);
    if (changed("choices", v.choices)) drawChoices(v.choices);
    if (changed("buttons", v.buttons)) drawButtons(v.buttons || {});
    // Cards that may be played light up a frame after the rest of the table is on screen:
    // the table a card answers is seen first, and a click the moment a card lights up finds
    // the page's frame free (the table's own redraw painted and rastered in the frame
    // before: benchmarks/dashboard.py --trace). Until then the hand waits, as it does while
    // the computer's cards come down.
    const playable = !!v.hand && !v.hand.disabled && (v.hand.cards || []).some((c) => c.legal);
    const handChanged = changed("hand", v.hand);
    const later = handChanged && playable;
    if (later) {
      drawHand({ ...v.hand, disabled: true,
                 cards: v.hand.cards.map((c) => ({ ...c, legal: false, suggested: false })) });
      delete last.hand;  // a view drawn before the frame comes draws the hand itself
    } else if (handChanged) {
      drawHand(v.hand);
    }
    if (changed("messages", v.messages)) drawMessages(v.messages);
    // the messages shown, and what a table tells without showing it (classservice)
    tell([...(v.messages || []), ...(v.told || [])].filter((line) => typeof line.n === "number")
      .sort((a, b) => a.n - b.n));
    if (changed("log", v.log)) drawLog(v.log);
    if (changed("pace", v.pace)) drawPace(v.pace);
    if (changed("keys", v.keys)) keys.textContent = v.keys || "";
    if (v.felt) shownTrickNo = v.felt.trick_no;
    if (trickEl && v.felt) trickEl.dataset.cards = JSON.stringify(v.felt.trick);
    const drawn = ++drawing;
    const finish = () => {
      if (drawn !== drawing) return;  // a newer view is being drawn
      if (later) { changed("hand", v.hand); drawHand(v.hand); }
      pending = false;
      el.classList.remove("cot-pending");
      const st = v.status || {};
      focusWhatAppeared(st.phase || "");
      statusData.dataset.phase = st.phase || "";
      statusData.dataset.code = st.code || "";
      statusData.dataset.hands = String(st.hands || 0);
      statusData.dataset.version = String(st.version || 0);
    };
    // requestAnimationFrame runs before the coming frame is painted; the timeout after it
    if (later) requestAnimationFrame(() => setTimeout(finish, 0)); else finish();
  };
  let drawing = 0;
  // ---- the keyboard's focus goes to what the table asks for when it changes (a new hand,
  // a choice, the next hand), unless the learner is typing in a field of the page
  let focusedPhase = "";
  const ASKS = { hand_over: ["next"], over: ["new_match"] };
  const focusWhatAppeared = (phase) => {
    if (phase === "wait" || phase === "") return;
    const at = document.activeElement;
    // at a class table the hand is redrawn unplayable while the others play: the focus it
    // had is lost, and comes back to it at the learner's turn
    const lost = !at || at === document.body;
    if (phase === focusedPhase && !(phase === "play" && lost)) return;
    focusedPhase = phase;
    const typing = at && at !== document.body && !el.contains(at)
      && /^(INPUT|SELECT|TEXTAREA)$/.test(at.tagName);
    if (typing) return;
    if (phase === "play") {
      const first = row.querySelector(".cot-legal") || row.firstElementChild;
      if (first && !row.contains(at)) first.focus();
      return;
    }
    const choice = choiceRow.querySelector(".cot-choice");
    if (choice) { choice.focus(); return; }
    for (const name of ASKS[phase] || []) {
      const b = buttons[name];
      if (b && b.style.display !== "none") { b.focus(); return; }
    }
  };

  // ---- the keyboard: ← and → move among the cards (Enter or Space plays the one in focus,
  // cardRow), and typing a card's code (7d, Ac: rank then suit) plays it
  let typed = "";
  let typedAt = 0;
  const cardsInRow = () => Array.from(row.children);
  const onKey = (ev) => {
    if (!el.isConnected) { document.removeEventListener("keydown", onKey); return; }
    if (ev.defaultPrevented) return;  // a card of the row has handled its own key
    const target = ev.target;
    const tag = target && target.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || ev.ctrlKey || ev.metaKey
        || ev.altKey) return;
    const cards = cardsInRow();
    if (!cards.length || row.classList.contains("cot-disabled")) return;
    if (ev.key === "ArrowLeft" || ev.key === "ArrowRight") {
      const at = cards.indexOf(document.activeElement);
      let next;
      if (at < 0) {
        const legal = cards.findIndex((c) => c.classList.contains("cot-legal"));
        next = legal >= 0 ? legal : 0;
      } else {
        next = (at + (ev.key === "ArrowRight" ? 1 : cards.length - 1)) % cards.length;
      }
      cards[next].focus();
      ev.preventDefault();
      return;
    }
    if (ev.key.length !== 1 || !/[0-9a-z]/i.test(ev.key)) return;
    const now = Date.now();
    typed = (now - typedAt < 2000 ? typed : "") + ev.key.toLowerCase();
    typedAt = now;
    typed = typed.slice(-2);
    const match = cards.find((c) => {
      const m = /\bcot-card-(\w\w)\b/.exec(c.className.baseVal ?? c.className);
      return m && m[1].toLowerCase() === typed;
    });
    if (match) {
      typed = "";
      match.focus();
      match.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
      ev.preventDefault();
    }
  };
  document.addEventListener("keydown", onKey);
  model.on("change:faces", () => {
    loadFaces();
    madeAgain();
    for (const k of Object.keys(last)) delete last[k];
    root = null;
    draw();
  });
  model.on("change:texts", () => { madeAgain(); draw(); });
  model.on("change:view", draw);
  loadFaces();
  draw();
}
export default { render };
