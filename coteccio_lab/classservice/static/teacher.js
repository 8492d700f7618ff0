// The teacher's page: polls the service's state and redraws; sets the class game and
// lets a student use a second browser. Served by the class service itself (no kernel).
import { el, headers, onSubmit, pageTexts } from "./boardmodel.js";
import { drawPractice, practiceForm } from "./teacherpractice.js";

(() => {
  const root = document.querySelector(".cot-teacher");
  const base = root.dataset.base;
  // The page's words in its language (the catalogue's class_page_*, without the prefix).
  const text = JSON.parse(root.dataset.text);
  const say = pageTexts(root);
  const $ = (sel) => root.querySelector(sel);
  let selected = null;   // the game shown in Results (null: the class game)
  let lastVersion = "";


  const post = async (path, body) => {
    const res = await fetch(base + path, {
      method: "POST", credentials: "same-origin",
      headers: headers({ "Content-Type": "application/json" }), body: JSON.stringify(body),
    });
    const data = await res.json().catch(() => ({ error: `error ${res.status}` }));
    if (!res.ok) throw new Error(data.error || `error ${res.status}`);
    return data;
  };

  const signed = (n) => (n > 0 ? `+${n}` : String(n));

  // The computer players' levels in the page's language; what the teacher types is read in
  // that language or as the levels' own names.
  const LEVELS = ["random", "cautious", "expert"];
  const levelName = (id) => text[`level_${id}`] || id;
  const levelId = (word) => {
    const w = word.trim().toLowerCase();
    return LEVELS.find((id) => id === w || levelName(id).toLowerCase() === w) || word.trim();
  };

  // The form shows the class game as it is (after a reload too), until the teacher edits it.
  // A field the teacher changed since the form was last filled is not its default: typed
  // before this script had run (its input listener was not there yet) counts too, so the
  // first state drawn does not overwrite it. Nor is it filled while the teacher is in it: a
  // state drawn between clearing a field and typing in it would put the class's code before
  // what is typed ("0000-00HT" + "K7QX-3MPA").
  const fields = (form) => [...form.elements].filter((e) => e.name);
  const typed = (form) => fields(form).some((e) => (
    e.tagName === "SELECT"
      ? e.selectedIndex !== Math.max(0, [...e.options].findIndex((o) => o.defaultSelected))
      : e.type === "checkbox" || e.type === "radio" ? e.checked !== e.defaultChecked
        : e.value !== e.defaultValue));
  const fillForm = (game, given = false) => {
    const form = $(".cot-teach-game-form");
    if (!game || (!given && (typed(form) || form.contains(document.activeElement)))) return;
    form.code.value = game.code;
    if (typeof game.rules === "string" && [...form.rules.options].some((o) => o.value === game.rules)) {
      form.rules.value = game.rules;
    }
    form.opponents.value = game.opponents.map(levelName).join(", ");
    form.mode.value = game.mode;
    form.note.value = game.note || "";
    for (const e of fields(form)) {
      if (e.tagName === "SELECT") for (const o of e.options) o.defaultSelected = o.selected;
      else if (e.type === "checkbox" || e.type === "radio") e.defaultChecked = e.checked;
      else e.defaultValue = e.value;
    }
  };

  const drawGame = (game) => {
    const p = $(".cot-teach-game");
    $(".cot-teach-close").hidden = !game;
    if (!game) {
      p.textContent = current && current.closed ? say("closed_line", { code: current.closed }) : say("no_game");
      return;
    }
    // a preset by the name the form's list gives it in the page's language
    const named = [...$(".cot-teach-game-form").rules.options].find((o) => o.value === game.rules);
    const rules = named ? named.textContent : typeof game.rules === "string" ? game.rules
      : JSON.stringify(game.rules);
    const mode = text[`mode_${game.mode}`] || game.mode;
    p.textContent = say("game_line", { code: game.code, rules, opponents: game.opponents.map(levelName).join(", "), mode })
      + (game.note ? ` · “${game.note}”` : "");
  };

  const drawGames = (games, results) => {
    const select = $(".cot-teach-games");
    select.hidden = games.length === 0;  // an empty list is no choice to show
    const current = results ? results.id : "";
    select.replaceChildren(...games.map((g) => {
      const option = el("option", { value: g.id }, g.label);
      if (g.id === current) option.selected = true;
      return option;
    }));
    const link = $(".cot-teach-results-csv");
    link.href = `${base}teacher/results.csv` + (current ? `?game=${encodeURIComponent(current)}` : "");
  };

  // The help a hand had, in words: how many hints and take-backs and who says so (the
  // student's page: self-reported; the service: seen at its own table), or not known.
  const aidsText = (h) => {
    if (h.hints === null || h.hints === undefined) return say("aids_unknown");
    const by = say(h.aids_by === "server" ? "aids_by_server" : "aids_by_student");
    const used = h.hints || h.takebacks ? say("aids_cell", h) : say("aids_none");
    return `${used} · ${by}`;
  };
  const aided = (h) => Boolean(h.hints || h.takebacks);

  // One column per deal (a hand number may have two after an annulled hand), the best
  // result of each deal marked, an annulled hand and a hand a computer player moved in for
  // the student marked (they count nothing for the student), a hand played
  // with hints or take-backs marked (the tooltip says how many, and who says so).
  const handCell = (h) => {
    if (!h) return el("td", { class: "cot-teach-hand" });
    const mark = aided(h) ? [el("sup", { class: "cot-teach-aids-mark" }, say("aids_mark"))] : [];
    const help = aided(h) ? ` · ${aidsText(h)}` : "";
    if (h.stand_in) {
      return el("td", { class: "cot-teach-hand stand-in", title: say("stand_in") + help },
        say("stand_in_short"), ...mark);
    }
    if (!h.counted) {
      return el("td", { class: `cot-teach-hand annulled${aided(h) ? " aided" : ""}`, title: say("annulled") + help },
        say("annulled_short"), ...mark);
    }
    return el("td", { class: `cot-teach-hand${h.best ? " best" : ""}${aided(h) ? " aided" : ""}`,
      ...(aided(h) ? { title: aidsText(h) } : {}) }, signed(h.delta), ...mark);
  };
  const drillButton = (r) => {
    const b = el("button", { type: "button", class: "cot-teach-drill-open", title: say("drill_tip") },
      r.verified ? r.student : say("not_verified", { name: r.student }));
    b.addEventListener("click", () => drill(r.student));
    return b;
  };
  const drawResults = (results) => {
    const box = $(".cot-teach-results");
    if (!results || !results.rows.length) {
      box.replaceChildren(el("p", { class: "muted" }, say("no_results"))); return;
    }
    // the match, the total and the points first: what ranks a row stays in view however
    // many deals scroll to the right
    const head = el("tr", {}, el("th", {}, "#"), el("th", {}, say("col_student")),
      el("th", {}, say("col_match")), el("th", {}, say("col_total")), el("th", {}, say("col_points")),
      ...results.columns.map((c) => el("th", { class: "cot-teach-deal", title: say("col_deal", c) },
        say("col_hand", { n: `${c.hand}${c.variant}` }))));
    const rows = results.rows.map((r) => el("tr", { class: "cot-teach-row", "data-student": r.student },
      el("td", {}, r.rank), el("td", { class: "cot-teach-student" }, drillButton(r)),
      el("td", { class: "cot-teach-state", "data-state": r.state },
        say(`state_${r.state}`) + (r.state === "playing" ? "" : ` ${say("in_hands", { n: r.played })}`)),
      el("td", { class: "cot-teach-total" }, signed(r.total)), el("td", { class: "cot-teach-points" }, r.points),
      ...r.hands.map(handCell)));
    box.replaceChildren(el("table", { class: "cot-teach-table" }, el("thead", {}, head), el("tbody", {}, ...rows)));
  };

  const drawProgress = (progress) => {
    const box = $(".cot-teach-progress");
    if (!progress.grid.length) {
      box.replaceChildren(el("p", { class: "muted" }, say("no_progress"))); return;
    }
    const head = el("tr", {}, el("th", {}, ""), el("th", {}, say("col_student")),
      // a lesson with a name of its own (the practice page's drills) is shown by it
      ...progress.lessons.map((n) => el("th", {}, say(`lesson_${n}` in text ? `lesson_${n}` : "lesson", { n }))));
    const rows = progress.grid.map((row, i) => el("tr", { class: "cot-teach-progress-row", "data-student": row.student },
      el("td", {}, i + 1), el("td", {}, row.student),
      ...row.lessons.map((c) => el("td", {}, c ? say("right_of", c) : ""))));
    box.replaceChildren(el("table", { class: "cot-teach-progress-table" }, el("thead", {}, head), el("tbody", {}, ...rows)));
    const hard = $(".cot-teach-hard");
    if (!progress.hard.length) {
      hard.replaceChildren(el("p", { class: "muted" }, say("no_hard"))); return;
    }
    hard.replaceChildren(el("ul", {}, ...progress.hard.map((h) => el("li", { class: "cot-teach-hard-item" },
      say("hard_item", { ...h, exercise: h.title, word: text.not_quite })))));
  };

  // Each student's match on the class game and their last hand or exercise check.
  let activity = {};
  const when = (iso) => new Date(iso).toLocaleString(document.documentElement.lang,
    { weekday: "short", hour: "2-digit", minute: "2-digit" });
  const activityLine = (name) => {
    const a = activity[name] || {};
    const match = !a.state ? say("not_started")
      : a.state === "playing" ? say("on_hand", { n: a.hands + 1 })
        : `${say(`state_${a.state}`)} ${say("in_hands", { n: a.hands })}`;
    const last = a.last ? say("last_active", { time: when(a.last) }) : say("never_active");
    return el("span", { class: "cot-teach-activity muted" }, ` · ${match} · ${last}`);
  };

  // A student's hands on the game shown, with each verified record to download.
  const drill = async (student) => {
    const box = $(".cot-teach-drill");
    const game = $(".cot-teach-games").value;
    try {
      const params = new URLSearchParams({ student, game });
      const res = await fetch(`${base}api/teacher/hands?${params}`, { credentials: "same-origin", headers: headers() });
      const data = await res.json();
      if (!res.ok) throw new Error(data.error || `error ${res.status}`);
      const head = el("tr", {}, ...["col_hand_no", "col_outcome", "col_change", "col_points", "col_help", "col_when", "col_record"]
        .map((k) => el("th", {}, say(k))));
      const rows = data.hands.map((h) => {
        const link = el("a", { class: "cot-teach-record", download: `${student}-hand${h.hand}.json` }, say("record_link"));
        link.href = URL.createObjectURL(new Blob([JSON.stringify(h.record, null, 1)], { type: "application/json" }));
        return el("tr", { class: "cot-teach-drill-row" }, el("td", {}, h.hand),
          el("td", {}, text[`outcome_${h.outcome}`] || h.outcome), el("td", {}, signed(h.delta)),
          el("td", {}, h.points), el("td", { class: `cot-teach-drill-aids${aided(h) ? " aided" : ""}` }, aidsText(h)),
          el("td", {}, when(h.at)), el("td", {}, h.record ? link : ""));
      });
      const close = el("button", { type: "button", class: "cot-teach-drill-close" }, say("close"));
      close.addEventListener("click", () => box.replaceChildren());
      box.replaceChildren(el("h3", {}, say("drill_head", { name: student, n: data.hands.length })),
        el("table", { class: "cot-teach-drill-table" }, el("thead", {}, head), el("tbody", {}, ...rows)), close);
      box.scrollIntoView({ block: "nearest" });
    } catch (err) { box.replaceChildren(el("p", { class: "cot-class-error" }, err.message)); }
  };

  const drawStudents = (students) => {
    const box = $(".cot-teach-students");
    if (!students.length) { box.replaceChildren(el("p", { class: "muted" }, say("nobody"))); return; }
    if (root.dataset.identity === "hub") { // hub users: no browsers to allow, the hub says who
      box.replaceChildren(el("ul", {}, ...students.map((s) => el("li",
        { class: "cot-teach-student-item", "data-student": s.name }, s.name, activityLine(s.name)))));
      return;
    }
    box.replaceChildren(el("ul", {}, ...students.map((s) => el("li",
      { class: "cot-teach-student-item", "data-student": s.name },
      `${say("browsers", { name: s.name, n: s.browsers })} `,
      allowButton(s), " ", ...manageButtons(s), activityLine(s.name)))));
  };

  // "Allow one more browser": a one-time code for that student, shown here only.
  const allowButton = (s) => {
    const button = el("button", { type: "button", class: "cot-teach-allow", "data-student": s.name },
      say("allow"));
    button.addEventListener("click", async () => {
      try {
        const got = await post("api/teacher/allow", { name: s.name });
        $(".cot-teach-allow-error").textContent = "";
        $(".cot-teach-allow-code").textContent = say("code_for", got);
      } catch (err) { $(".cot-teach-allow-error").textContent = err.message; }
    });
    return button;
  };

  // Rename or remove a student (one machine; under a hub the hub names its users).
  const manageButtons = (s) => {
    const act = async (body) => {
      try {
        await post("api/teacher/student", body);
        $(".cot-teach-allow-error").textContent = "";
        $(".cot-teach-allow-code").textContent = ""; // a code for the old name is no use
        refresh(true); drawClassSize();
      } catch (err) { $(".cot-teach-allow-error").textContent = err.message; }
    };
    const rename = el("button", { type: "button", class: "cot-teach-rename", "data-student": s.name },
      say("rename"));
    rename.addEventListener("click", () => {
      const name = window.prompt(say("rename_ask", { name: s.name }), s.name);
      if (name && name.trim() && name.trim() !== s.name) act({ name: s.name, rename: name.trim() });
    });
    const remove = el("button", { type: "button", class: "cot-teach-remove", "data-student": s.name },
      say("remove"));
    remove.addEventListener("click", () => {
      if (window.confirm(say("remove_ask", { name: s.name }))) act({ name: s.name, remove: true });
    });
    return [rename, " ", remove];
  };

  // How many students may join (one machine), and how many have.
  const drawClassSize = async () => {
    const form = $(".cot-teach-size-form");
    if (!form) return;
    try {
      const res = await fetch(`${base}api/teacher/class`, { credentials: "same-origin", headers: headers() });
      const got = await res.json();
      if (!res.ok) throw new Error(got.error || `error ${res.status}`);
      $(".cot-teach-size-line").textContent = say("size_line", { n: got.listed, size: got.size });
      if (document.activeElement !== form.size) form.size.value = got.size;
    } catch (err) { $(".cot-teach-size-error").textContent = err.message; }
  };
  const sizeForm = $(".cot-teach-size-form");
  if (sizeForm) {
    onSubmit(sizeForm, async () => {
      try {
        await post("api/teacher/class", { size: Number(sizeForm.size.value) });
        $(".cot-teach-size-error").textContent = "";
        drawClassSize();
      } catch (err) { $(".cot-teach-size-error").textContent = err.message; }
    });
  }

  // The CSV files come with the page's key like every call of the teacher's API: fetched,
  // then saved from memory (a plain link would send the cookie alone, and be refused).
  for (const link of root.querySelectorAll(".cot-teach-results-csv, .cot-teach-progress-csv, .cot-teach-tables-csv")) {
    link.addEventListener("click", async (event) => {
      event.preventDefault();
      const res = await fetch(link.href, { credentials: "same-origin", headers: headers() });
      if (!res.ok) { $(".cot-teach-status").textContent = say("unreachable", { error: res.status }); return; }
      const url = URL.createObjectURL(await res.blob());
      const name = (link.href.match(/teacher\/(\w+)\.csv/) || [])[1] || "results";
      const save = el("a", { href: url, download: `class-${name}.csv` });
      document.body.append(save);
      save.click();
      save.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    });
  }

  // `wait`: ask the service to answer only when something changed since the state shown
  // (it holds the request up to 25 s), so a result appears as soon as it is stored.
  // Answers true when the service answered.
  let shown = null; // the service's version of the state drawn
  let current = null; // the last state drawn
  const refresh = async (force = false, wait = false) => {
    try {
      const params = new URLSearchParams();
      if (selected) params.set("game", selected);
      if (wait && shown !== null) params.set("since", shown);
      const query = params.toString() ? `?${params}` : "";
      const res = await fetch(`${base}api/teacher/state${query}`, {
        credentials: "same-origin", headers: headers(),
      });
      if (res.status === 403) { window.location.reload(); return false; }
      const state = await res.json();
      if (!res.ok) throw new Error(state.error || `error ${res.status}`);
      const version = JSON.stringify([state.version, selected]);
      $(".cot-teach-status").textContent = say("last_update", {
        time: new Date().toLocaleTimeString(document.documentElement.lang) });
      shown = JSON.stringify(state.version);
      if (!force && version === lastVersion) return true;
      lastVersion = version;
      current = state;
      activity = state.activity || {};
      fillForm(state.game);
      drawGame(state.game); drawGames(state.games, state.results); drawResults(state.results);
      drawProgress(state.progress); drawStudents(state.students);
      if (state.practice) drawPractice(root, state.practice, say);
      root.dataset.version = version;
      // the class list's panel and the students' states draw from the same state (roster.js)
      root.dispatchEvent(new CustomEvent("cot-state", { detail: state }));
      return true;
    } catch (err) {
      $(".cot-teach-status").textContent = say("unreachable", { error: err.message });
      return false;
    }
  };

  const watch = async () => {
    for (;;) {
      if (!(await refresh(false, true))) await new Promise((done) => setTimeout(done, 2000));
    }
  };

  $(".cot-teach-games").addEventListener("change", (event) => { selected = event.target.value; refresh(true); });
  $(".cot-teach-random").addEventListener("click", () => {
    const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    const pick = () => alphabet[crypto.getRandomValues(new Uint8Array(1))[0] % 32];
    const code = Array.from({ length: 8 }, pick).join("");
    $(".cot-teach-code").value = `${code.slice(0, 4)}-${code.slice(4)}`;
  });
  // Giving a new game while students are in the middle of a match: say so first. Their
  // matches are not stopped: each finishes on its own game, and the next one is the new game.
  const formGame = (form) => ({
    code: form.code.value, rules: form.rules.value, mode: form.mode.value, note: form.note.value,
    opponents: form.opponents.value.split(",").map((s) => s.trim()).filter(Boolean).map(levelId),
    // played at the service's tables: the service deals, and makes the code if none is given
    ...(form.server.checked ? { server: true } : {}),
  });
  const serverBox = $(".cot-teach-server");
  serverBox.addEventListener("change", () => { $(".cot-teach-code").required = !serverBox.checked; });
  const sameGame = (a, b) => b && a.code.replace(/[\s-]/g, "").toUpperCase() === b.code.replace(/-/g, "")
    && a.rules === (typeof b.rules === "string" ? b.rules : "") && a.mode === b.mode
    && a.opponents.join(",") === b.opponents.join(",");
  const give = async (body) => {
    $(".cot-teach-warn").hidden = true;
    try {
      const given = await post("api/teacher/game", body);
      $(".cot-teach-error").textContent = "";
      $(".cot-teach-given").textContent = [
        given.in_progress.length
          ? say("given_going", { n: given.in_progress.length, before: given.before, code: given.code })
          : "",
        // names joined before the game, no class list: they wait under Class list
        (given.waiting || []).length ? say("given_waiting", { n: given.waiting.length }) : "",
      ].filter(Boolean).join(" ");
      selected = null;
      fillForm(given, true);
      refresh(true);
    } catch (err) { $(".cot-teach-error").textContent = err.message; }
  };
  let pending = null;
  onSubmit($(".cot-teach-game-form"), (event) => {
    const body = formGame(event.target);
    const going = (current && current.in_progress) || [];
    if (going.length && !sameGame(body, current.game)) {
      pending = body;
      $(".cot-teach-warn-text").textContent = say("warn_going", {
        n: going.length, code: current.game.code, names: going.join(", ") });
      $(".cot-teach-warn").hidden = false;
      $(".cot-teach-give-anyway").focus();
      return;
    }
    give(body);
  });
  drawClassSize();
  // Closing the class game: said plainly first (every match in progress stops there).
  $(".cot-teach-close").addEventListener("click", () => { $(".cot-teach-close-warn").hidden = false; });
  $(".cot-teach-close-no").addEventListener("click", () => { $(".cot-teach-close-warn").hidden = true; });
  $(".cot-teach-close-yes").addEventListener("click", async () => {
    $(".cot-teach-close-warn").hidden = true;
    try {
      await post("api/teacher/close", {});
      $(".cot-teach-error").textContent = "";
      refresh(true);
    } catch (err) { $(".cot-teach-error").textContent = err.message; }
  });
  $(".cot-teach-give-anyway").addEventListener("click", () => { if (pending) give(pending); pending = null; });
  $(".cot-teach-give-cancel").addEventListener("click", () => { pending = null; $(".cot-teach-warn").hidden = true; });
  practiceForm(root, post, refresh, say);
  refresh(true).then(watch);
})();
