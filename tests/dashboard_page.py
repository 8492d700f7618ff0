"""Driving the dashboard through a page by its ``cot-*`` hooks: shared by the dashboard's
browser tests under Voilà (``test_dashboard_browser.py``) and in the static site
(``test_site_browser.py``)."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Sequence

from dashboard_drivers import highest_card
from playwright.sync_api import Page, expect

from coteccio_lab.i18n import t


def status(page: Page) -> dict[str, str]:
    data = page.locator(".cot-status-data")
    return {
        "phase": data.get_attribute("data-phase") or "",
        "version": data.get_attribute("data-version") or "0",
        "hands": data.get_attribute("data-hands") or "0",
        "code": data.get_attribute("data-code") or "",
    }


def after(page: Page, version: str, timeout: float = 30_000) -> dict[str, str]:
    """Wait until the page has drawn the state after ``version``, computer players done.

    A card clicked is drawn at once (phase ``wait``), then again once the computer
    players have answered.
    """
    page.wait_for_function(
        """v => {
          const s = document.querySelector('.cot-status-data');
          return s && Number(s.dataset.version) > v && s.dataset.phase !== 'wait';
        }""",
        arg=int(version),
        timeout=timeout,
    )
    return status(page)


def pick_language(page: Page, lang: str) -> dict[str, str]:
    """Turn the dashboard to ``lang`` with its picker and wait until the table is drawn again
    in it; the page's status then.

    The page's ``<html lang>`` follows the picker before the table's new view arrives (the
    language widget's message comes first), so a test that reads the status or clicks once
    ``lang`` has changed could take the switch's own redraw, which comes a moment later, for
    the answer to its next click (CI read a capote choice already answered that way).
    """
    before = status(page)["version"]
    page.locator(".cot-language button", has_text=t("lang_self", lang)).click()
    expect(page.locator("html")).to_have_attribute("lang", lang)
    return after(page, before)


def set_up(page: Page, code: str, start: int, opponents: Sequence[str]) -> dict[str, str]:
    """As many players as ``opponents`` plus one, ``start`` lives, the opponents' levels, the
    deal code; then Start."""
    players = page.locator(".cot-rules-players input")
    players.fill(str(len(opponents) + 1))
    players.press("Enter")
    expect(page.locator(f".cot-level-{len(opponents) + 1}")).to_be_hidden()
    lives = page.locator(".cot-rules-start input")
    open_more_rules(page)
    lives.fill(str(start))
    lives.press("Enter")
    for seat, level in enumerate(opponents, 1):
        page.locator(f".cot-level-{seat} select").select_option(label=level)
    page.locator(".cot-deal-code input").fill(code)
    set_pace(page, 0)
    return press_start(page)


def press_start(page: Page) -> dict[str, str]:
    """Start, and the page's status once the match's first hand is drawn.

    The set-up draws itself again while its widgets' values arrive (the deal code, the
    pace, the language a URL asks for), and each draw raises the version: the first draw
    after the click may be one of those, still in ``setup`` (fresh43 read version 2 so).
    """
    before = status(page)["version"]
    page.locator(".cot-start").click()
    state = after(page, before)
    while state["phase"] == "setup":
        state = after(page, state["version"])
    return state


def play_the_hand(page: Page, state: dict[str, str],
                  at_capote: Callable[[], object] | None = None) -> dict[str, str]:
    """Seat 0 plays its highest legal card (attempts any capote) until the hand is over;
    ``at_capote`` is called first when the capote choice is asked. The page's status then."""
    for _ in range(40):
        phase = state["phase"]
        if phase == "play":
            legal = hand_codes(page, ".cot-hand .cot-card.cot-legal")
            card = highest_card(legal)
            page.locator(f".cot-hand .cot-card-{card}").click()
            # gone from the hand before the version is read: another redraw also raises it
            expect(page.locator(f".cot-hand .cot-card-{card}")).to_have_count(0)
        elif phase == "capote":
            if at_capote is not None:
                at_capote()
                state = status(page)  # what it did may have drawn the page again
            page.locator(".cot-capote-attempt").click()
            # gone before the version is read, as a card is: another redraw also raises it
            expect(page.locator(".cot-capote-attempt")).to_have_count(0)
        else:
            return state
        state = after(page, state["version"])
    raise AssertionError(f"the hand did not end: {state}")


def open_more_rules(page: Page) -> None:
    """Unfold the house rules (the counter at the start, the preset, the options)."""
    if not page.locator(".cot-rules-preset").is_visible():
        page.locator(".cot-more-rules .jupyter-widget-Collapse-header").click()
        expect(page.locator(".cot-rules-preset")).to_be_visible()


def set_pace(page: Page, seconds: float) -> None:
    """The pace of the computer's cards (0: all at once, as the tests that follow a whole
    match want it)."""
    page.locator(".cot-pace select").select_option(f"{seconds:g}")


def hand_codes(page: Page, selector: str = ".cot-hand .cot-card") -> list[str]:
    codes = []
    for cls in page.locator(selector).evaluate_all("els => els.map(e => e.getAttribute('class'))"):
        match = re.search(r"cot-card-(\w\w)\b", cls or "")
        if match:
            codes.append(match.group(1))
    return codes


def start_class_game(page: Page, url: str, code: str) -> dict[str, str]:
    """Open the dashboard at ``url`` in class mode and start the class game ``code``; the
    page's status once its first hand is dealt."""
    page.goto(url)
    page.locator(".cot-status-data").wait_for(state="attached", timeout=120_000)
    expect(page.locator(".cot-class-game")).to_contain_text(code, timeout=60_000)
    start = page.locator(".cot-start")
    data = page.locator(".cot-status-data")
    for _ in range(60):  # until the click reaches the kernel with the class's answer known
        if status(page)["phase"] != "setup":
            break
        if start.is_visible():
            start.click()
        # the next click a second later, but the phase's change seen as soon as it is drawn
        with contextlib.suppress(AssertionError):  # not yet: click again
            expect(data).not_to_have_attribute("data-phase", "setup", timeout=1000)
    state = after(page, "0", timeout=60_000)
    assert state["code"] == code
    return state


def play_first_class_hand(page: Page, url: str, code: str) -> dict[str, str]:
    """:func:`start_class_game`, then its first hand played by clicks (the first legal card
    each time) until the class service says it checked and saved it; the page's status
    then."""
    state = start_class_game(page, url, code)
    for _ in range(60):
        if state["phase"] != "play":
            break
        legal = hand_codes(page, ".cot-hand .cot-card.cot-legal")
        page.locator(f".cot-hand .cot-card-{legal[0]}").click()
        state = after(page, state["version"], timeout=60_000)
    assert state["phase"] in ("hand_over", "doctor", "cappotto", "over")
    expect(page.locator(".cot-message").first).to_contain_text(
        "Hand 1 checked by the class and saved.", timeout=30_000)
    return state


# ---- what fits on the screen ------------------------------------------------------------------

_LAYOUT_FAULTS = """root => {
  const faults = [];
  const describe = (el) => {
    const cls = typeof el.className === "string" ? el.className : "";
    return `${el.tagName.toLowerCase()}.${cls.trim().split(/\\s+/).slice(0, 3).join(".")}`
      + ` "${(el.innerText || el.value || "").trim().slice(0, 40)}"`;
  };
  for (const el of root.querySelectorAll("*")) {
    if (!el.getClientRects().length) continue;  // not shown
    if (el.closest(".cot-sr-only")) continue;  // for a screen reader: clipped on purpose
    const style = getComputedStyle(el);
    if (style.visibility === "hidden") continue;
    const wide = el.scrollWidth > el.clientWidth + 1;
    const tall = el.scrollHeight > el.clientHeight + 1;
    const scrolls = (v) => v === "auto" || v === "scroll";
    if (style.textOverflow === "ellipsis" && wide) {
      faults.push(`cut by an ellipsis: ${describe(el)}`);
    } else if ((wide && !scrolls(style.overflowX)) || (tall && !scrolls(style.overflowY))) {
      if (el.tagName === "SELECT" || el.tagName === "INPUT" || el.tagName === "TEXTAREA") {
        continue;  // a form control's own scrolling box
      }
      faults.push(`overflows its box (${el.scrollWidth}x${el.scrollHeight} in `
        + `${el.clientWidth}x${el.clientHeight}): ${describe(el)}`);
    }
  }
  return faults;
}"""


def layout_faults(page: Page, selector: str = ".cot-dashboard") -> list[str]:
    """Every element shown under ``selector`` whose content does not fit its box: text cut
    by an ellipsis, or content that sticks out of (or is clipped by) a box that does not
    scroll."""
    faults: list[str] = page.locator(selector).first.evaluate(_LAYOUT_FAULTS)
    return faults


def outside_viewport(page: Page, selector: str) -> list[str]:
    """The elements of ``selector`` not wholly inside the viewport (without scrolling)."""
    size = page.viewport_size
    assert size is not None
    boxes = page.locator(selector).evaluate_all(
        "els => els.map(e => { const r = e.getBoundingClientRect();"
        " return [e.className, r.left, r.top, r.right, r.bottom]; })"
    )
    assert boxes, f"nothing matches {selector}"
    return [
        f"{cls}: {left:.0f},{top:.0f} to {right:.0f},{bottom:.0f}"
        for cls, left, top, right, bottom in boxes
        if left < -0.5 or top < -0.5 or right > size["width"] + 0.5
        or bottom > size["height"] + 0.5
    ]


def covered_seats(page: Page) -> list[str]:
    """The seats' names, counts and card backs that a card of the trick covers."""
    found: list[str] = page.evaluate(
        """() => {
          const boxes = (sel) => Array.from(document.querySelectorAll(sel))
            .map((e) => [e, e.getBoundingClientRect()]).filter(([, r]) => r.width && r.height);
          const cards = boxes('.cot-felt .cot-trick-card img');
          const parts = boxes('.cot-felt .cot-seat-name, .cot-felt .cot-seat-info, '
                              + '.cot-felt .cot-backs');
          const out = [];
          for (const [c, a] of cards) for (const [p, b] of parts) {
            if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1
                && b.top < a.bottom - 1) out.push(`${c.className} covers "${p.textContent}"`);
          }
          return out;
        }"""
    )
    return found


_NARROW_FAULTS = """() => {
  const faults = [];
  const W = window.innerWidth;
  const describe = (el) => {
    const cls = typeof el.className === "string" ? el.className : (el.className.baseVal || "");
    return `${el.tagName.toLowerCase()}.${cls.trim().split(/\\s+/).slice(0, 3).join(".")}`
      + ` "${(el.innerText || el.value || el.textContent || "").trim().slice(0, 40)}"`;
  };
  const root = document.scrollingElement || document.documentElement;
  if (root.scrollWidth > W + 1) {
    faults.push(`the page scrolls sideways: ${root.scrollWidth} px in ${W}`);
  }
  const shown = (el) => el.getClientRects().length && getComputedStyle(el).visibility !== "hidden";
  for (const el of document.body.querySelectorAll("*")) {
    if (!shown(el)) continue;
    const st = getComputedStyle(el);
    const scrolls = st.overflowX === "auto" || st.overflowX === "scroll";
    if (scrolls && el.scrollWidth > el.clientWidth + 1) {
      faults.push(`a sideways scrollbar (${el.scrollWidth} in ${el.clientWidth}): `
        + describe(el));
    }
  }
  const clips = (el) => { const v = getComputedStyle(el).overflowX; return v !== "visible"; };
  for (const el of document.body.querySelectorAll("input, select, textarea, button")) {
    if (!shown(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.left < -1 || r.right > W + 1) {
      faults.push(`a control off the screen (${Math.round(r.left)}..${Math.round(r.right)}): `
        + describe(el));
      continue;
    }
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (!clips(a)) continue;
      const b = a.getBoundingClientRect();
      if (r.left < b.left - 1 || r.right > b.right + 1) {
        faults.push(`a control clipped by ${describe(a)}: ${describe(el)}`);
        break;
      }
    }
  }
  // words broken in the middle, across two lines
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const p = n.parentElement;
    if (!p || !shown(p) || ["SCRIPT", "STYLE"].includes(p.tagName)) continue;
    const text = n.textContent;
    const re = /[\\p{L}\\p{N}]{3,}/gu;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      range.setStart(n, m.index); range.setEnd(n, m.index + m[0].length);
      const rects = Array.from(range.getClientRects()).filter((q) => q.width > 0);
      if (rects.length > 1 && Math.abs(rects[0].top - rects[rects.length - 1].top) > 2)
        faults.push(`a word broken across lines: "${m[0]}" in ${describe(p)}`);
    }
  }
  return faults;
}"""


def narrow_faults(page: Page) -> list[str]:
    """What a phone's screen cuts on the whole page: the page or a box in it scrolling
    sideways, a form control off the screen or clipped by a box around it, a word broken
    across two lines ("Kni ght")."""
    faults: list[str] = page.evaluate(_NARROW_FAULTS)
    return faults
