// A table's board drawn from its serialized view: the felt and the scoreboard render/board.js
// draws, made in the page from the engine's view of the hand as card codes and the match's
// public counts (render/boardview.py's `public_view`: a class table's answer,
// `Table.seat_view` or `Table.spectator_view`, or the dashboard's `view.table`,
// dashboard/board.py), the words only the kit's Python can say (`view.words`:
// classservice/seatview.py, dashboard/board.py) and the catalogue's words the page got
// (render/boardview.py's BOARD_WORDS: a class page's through pageTexts, the dashboard's
// `texts` through `sayer`).
// The felt's places are render/felt.py's `felt_layout`, the scoreboard
// render/scoreboard.py's `scoreboard_html`: tests/test_board_view_js.py draws both on the
// same views and compares them. Python puts this file in the board's module before
// board.js (render/boardview.py's `board_js`: the dashboard's widget draws with it there);
// the class service also serves it alone (BASE/static/boardview.js, tablepages.py), which
// the table and teacher's pages import.

// `say(key, params)` from the board's words in one language (render/boardview.py's
// `board_texts`, a class page's `data-text`: key -> words, `_lang`, `_plural`: each
// language's rule for 0 to 199, 0 the singular; past that a count goes by its last two
// digits, as gettext's): `{name}` filled in, a word after a count (`{n:one=hand|=hands}`, in
// docs/translating.md) the first choice whose features hold for the count, else the last. A
// phrase with a count (`{rule, forms}`) takes the form its rule gives `n`.
export const sayer = (text) => {
  const formOf = (rule, value) => {
    const n = Math.abs(Math.trunc(Number(value) || 0));
    return text._plural[rule][n < 200 ? n : 100 + (n % 100)];
  };
  const choose = (value, choices) => {
    const one = formOf(text._lang, value) === 0;
    const options = choices.split("|").map((c) => [c.slice(0, c.indexOf("=")), c.slice(c.indexOf("=") + 1)]);
    const hit = options.find(([features]) => features.split(".").includes(one ? "one" : "other"));
    return (hit || options[options.length - 1])[1];
  };
  const fill = (words, params) => words.replace(/\{(\w+)(?::([^{}]*=[^{}]*))?\}/g,
    (_, name, choices) => (choices === undefined ? String(params[name] ?? "")
      : choose(params[name], choices)));
  return (key, params = {}) => {
    const entry = text[key];
    if (entry && typeof entry === "object") {
      return fill(entry.forms[formOf(entry.rule, params.n)] ?? entry.forms[entry.forms.length - 1],
        params);
    }
    return fill(entry || key, params);
  };
};

// Radii of the ellipses the seats and the trick's cards sit on, in % of the felt (felt.py).
const SEAT_R = [39, 39];
const TRICK_R = [17, 18];
const RANKS = "234567JQKA";  // low to high inside a suit (cards.py's Rank)
const MAX_PIPS = 12;

// Python's round(x, 1) for the felt's places: the nearest tenth (no place is a tie).
const tenth = (x) => Number(x.toFixed(1)) + 0;
// (math.radians multiplies by pi/180 computed once: the same bits as here)
const angleOf = (seat, me, n) => (-90 + (360 * ((((seat - me) % n) + n) % n)) / n) * (Math.PI / 180);
const at = (angle, [rx, ry]) => [tenth(50 + rx * Math.cos(angle)), tenth(50 - ry * Math.sin(angle))];

// Where `seat`'s card of the trick lies, in percent (felt.py's `trick_spot`).
export const trickSpot = (seat, me, n) => at(angleOf(seat, me, n), TRICK_R);

// The card that wins so far: the highest of the suit led (cards.py's `beats`).
const winningIndex = (codes) => {
  let best = 0;
  codes.forEach((code, i) => {
    const top = codes[best];
    if (code[1] === top[1] && RANKS.indexOf(code[0]) > RANKS.indexOf(top[0])) best = i;
  });
  return best;
};

// The felt as board.js draws it (each seat's place, classes, words, backs and piles, the
// trick's cards; render/felt.py's `felt_layout`, which tests/test_board_view_js.py turns into
// the same data to compare), from a seat's view (`hand`: its own cards only; `me` its seat)
// or a spectator's (`me` null: the table's seat 0 at the
// bottom, every hand another's; face up only when the view holds them). `caption`: who took
// the trick still in the middle (the view's words), `halted` and `showPoints` felt.py's
// (a lesson's table may hide the seats' tricks and points: widgets/table.py's show_points).
export const feltOf = (hand, me, { say, names, cardName, halted = null, caption = "",
                                   showPoints = true }) => {
  const n = hand.n;
  const watching = me === null || me === undefined;
  const bottom = watching ? 0 : me;
  const open = watching && Array.isArray(hand.holding);
  const tricks = hand.tricks || [];
  const current = hand.current || [];
  const lastInMiddle = !current.length && tricks.length > 0;
  const piles = Array.from({ length: n }, () => []);
  for (const done of lastInMiddle ? tricks.slice(0, -1) : tricks) piles[done.winner].push(done);
  const active = new Set(hand.active);
  const turn = hand.to_act;
  const seats = [];
  for (let seat = 0; seat < n; seat++) {
    const angle = angleOf(seat, bottom, n);
    const [x, y] = at(angle, SEAT_R);
    const cls = ["cot-seat", `cot-seat-${seat}`];
    if (seat === turn && halted === null) cls.push("cot-turn");
    if (!active.has(seat)) cls.push("cot-out");
    const info = [];
    if (!active.has(seat)) info.push(say("ui_out"));
    else if (showPoints) {
      info.push(say("ui_seat_tricks", { tricks: hand.tricks_won[seat], points: hand.points[seat] }));
    }
    if (seat === turn && halted) info.push(halted);
    else if (seat === turn && halted === null) {
      // the person at the screen reads "your turn", the others' seats a status
      const yours = names[seat] === say("ui_you");
      const key = hand.capote_pending ? "ui_to_decide" : "ui_to_play";
      info.push(say(yours ? `${key}_you` : key));
    }
    // the tricks lie beside the name at the top and bottom, above or below it at the sides
    let pileFirst = false;
    if (Math.abs(Math.sin(angle)) > 0.7) {
      cls.push("cot-seat-h");
      if (Math.cos(angle) < -0.2) cls.push("cot-seat-rev");
    } else if (y > 55) {
      pileFirst = true;
    }
    const name = names[seat];
    const count = hand.counts[seat];
    seats.push({
      cls: cls.join(" "),
      rel: (((seat - bottom) % n) + n) % n,
      x,
      y,
      name,
      dealer: seat === hand.dealer ? say("ui_dealer_mark") : "",
      dealer_title: say("ui_dealer"),
      info: info.join(" · "),
      backs: (seat !== bottom || watching) && !open ? count : 0,
      ...(open ? { held: hand.holding[seat] } : {}),
      piles: piles[seat].map((tr) => ({
        title: say("ui_trick_points", { points: tr.points }),
        cards: tr.cards.map(([, code]) => code),
      })),
      pile_first: pileFirst,
      piles_label: piles[seat].length ? say("a11y_tricks_won", { seat: name }) : "",
    });
  }
  const shown = current.length ? current : tricks.length ? tricks[tricks.length - 1].cards : [];
  const win = shown.length ? winningIndex(shown.map(([, code]) => code)) : -1;
  const [mx, my] = trickSpot(bottom, bottom, n);
  return {
    n,
    seats,
    trick: shown.map(([seat, code], i) => {
      const [tx, ty] = trickSpot(seat, bottom, n);
      return { code, x: tx, y: ty, winning: i === win, title: names[seat],
               label: say("a11y_card_by", { seat: names[seat], card: cardName(code) }) };
    }),
    caption,
    trick_no: current.length ? tricks.length + 1 : tricks.length,
    // where the page lays its own card the moment it is clicked (board.js)
    mine: { x: mx, y: my, fresh: !current.length },
    trick_label: say("ui_trick"),
    spies: hand.spies && hand.spies.length ? { label: say("ui_spies"), cards: hand.spies } : null,
  };
};

const esc = (value) => String(value).replace(/&/g, "&amp;").replace(/</g, "&lt;")
  .replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

// `n` marks, or one mark and the number past MAX_PIPS (scoreboard.py's `_marks`).
const marks = (mark, n) => {
  const k = Math.max(0, n);
  return k <= MAX_PIPS ? mark.repeat(k) : `${mark}×${k}`;
};

const pips = (rules, count, ovo, say) => {
  if (rules.counter === "lives") {
    const hearts = marks("♥", Math.min(count, rules.start));
    let tally = "";
    if (ovo) {
      const word = ovo === 1 ? say("ui_ovo") : ovo === 2 ? say("ui_dopio_ovo") : say("ui_ovo_n", { n: ovo });
      tally = ` <span class="cot-ovo" title="${esc(word)}">${esc(word)} (${marks("0", ovo)})</span>`;
    }
    return `<span class="cot-pips">${hearts}</span>${tally}`;
  }
  if (rules.counter === "bole") {
    const taken = Math.min(count, rules.limit);
    return `<span class="cot-pips">${marks("●", taken)}${marks("○", rules.limit - taken)}</span>`;
  }
  return `<span class="cot-pips">${esc(say("ui_of_limit", { limit: rules.limit }))}</span>`;
};

// The scoreboard as render/scoreboard.py's `scoreboard_html` draws it: `rules` is
// {counter, start, limit, doctor, stake} (the answer's `counter` and `scoring`);
// `points`, `doctorUsed`: null when the row is not drawn.
export const scoreboardOf = (rules, counters, names, say, { points = null, pot = null, doctorUsed = null } = {}) => {
  const out = (count) => (rules.counter === "lives" ? count <= rules.limit : count >= rules.limit);
  const head = names.map((name) => `<th>${esc(name)}</th>`).join("");
  const counts = counters.map((count, s) => `<td class="cot-count${out(count) ? " cot-out" : ""}"><span class="cot-lives-${s}">${count}</span></td>`).join("");
  const visuals = counters.map((count) => {
    const ovo = rules.counter === "lives" ? Math.max(0, count - rules.start) : 0;
    return `<td>${out(count) ? esc(say("ui_out")) : pips(rules, count, ovo, say)}</td>`;
  }).join("");
  const rows = [`<tr><th></th>${head}</tr>`,
    `<tr><td>${esc(say(`counter_${rules.counter}`))}</td>${counts}</tr>`,
    `<tr><td></td>${visuals}</tr>`];
  if (points !== null) {
    rows.push(`<tr><td>${esc(say("ui_points_this_hand"))}</td>${points.map((p) => `<td>${p}</td>`).join("")}</tr>`);
  }
  if (doctorUsed !== null && rules.doctor) {
    rows.push(`<tr><td>${esc(say("ui_doctor_used"))}</td>${doctorUsed.map((d) => `<td>${d}</td>`).join("")}</tr>`);
  }
  const potHtml = pot !== null && pot !== undefined && rules.stake
    ? `<div class="cot-pot">${esc(say("ui_pot", { pot }))}</div>` : "";
  return `<table>${rows.join("")}</table>${potHtml}`;
};

// `values` by seat, counted from `me` (`me` first, then in the order of play).
const rotate = (values, me) => values.map((_, k) => values[(me + k) % values.length]);

// The board's view (what render/board.js draws) of a class table's answer: `view` with its
// `words`; `seat`: the answer's seat, or null for a spectator; `seq`: the answer's;
// `cardName(code)`: a card's name in the page's language (the faces').
export const boardOf = (view, { seat = null, seq = 0, say, cardName }) => {
  const words = view.words || {};
  const names = words.names || [];
  const phase = words.phase || "";
  const me = seat === null ? 0 : seat;
  const hand = seat === null ? view.hands : view.hand;
  const rules = { counter: view.counter, ...(view.scoring || {}) };
  const seated = phase !== "seating" && Array.isArray(view.counters);
  const withHand = seated && hand && typeof hand.n === "number";
  const halted = words.halted === undefined ? null : words.halted;
  let felt = null;
  if (withHand) felt = feltOf(hand, seat, { say, names, cardName, halted, caption: words.caption || "" });
  let scoreboard = "";
  if (seat === null && seated) {
    // the counters as they are now, in the table's order: the teacher's to see at once
    scoreboard = scoreboardOf(rules, view.counters, names, say,
                              { pot: view.pot, doctorUsed: view.doctor_used });
  } else if (seated) {
    scoreboard = scoreboardOf(rules, rotate(view.counters, me), rotate(names, me), say,
                              withHand ? { points: rotate(hand.points, me), pot: view.pot,
                                           doctorUsed: rotate(view.doctor_used, me) }
                                : { pot: view.pot });
  }
  const play = phase === "play";
  const legal = new Set(play ? view.legal || [] : []);
  const cards = seat !== null && withHand ? hand.holding : [];
  return {
    title: words.title || "",
    scoreboard,
    felt,
    summary: words.summary || null,
    over: words.over || "",
    log: null,
    steps: [],
    pace: null,
    messages: words.messages || [],
    told: words.told || [],
    waiting: words.waiting || "",
    buttons: words.buttons || {},
    choices: words.choices || [],
    hand: {
      cards: cards.map((code) => ({ code, label: cardName(code), legal: legal.has(code), suggested: false })),
      suggested_label: "",
      disabled: !play,
      label: seat === null ? "" : say("ui_your_cards"),
      width: 84,
    },
    keys: cards.length && play ? say("dash_keys") : "",
    // (the deal code is the seat's status once it may be shown; the teacher's lists say it)
    status: { phase, version: seq, code: seat === null ? "" : view.code || "",
              hands: view.hands_played || 0 },
  };
};
