"""axe-core (``harness.axe``, from the npm registry) run in a page: the WCAG 2.0 and 2.1 A
and AA rules, the violations a person meets (critical and serious) as lines to assert on.
Shared by the accessibility browser tests of the Voilà pages, the class service's pages and
the static site."""

from __future__ import annotations

from typing import Any

from harness.axe import ensure_axe
from playwright.sync_api import Page

WCAG_TAGS = ("wcag2a", "wcag2aa", "wcag21a", "wcag21aa")
BLOCKING = ("critical", "serious")

_RUN = """async ([tags, blocking]) => {
  const result = await axe.run(document, {
    runOnly: {type: "tag", values: tags}, resultTypes: ["violations"]});
  const out = [];
  for (const v of result.violations) {
    if (!blocking.includes(v.impact)) continue;
    for (const n of v.nodes) {
      const why = (n.any.concat(n.all, n.none)).map((c) => c.message).join("; ");
      out.push(`${v.id} (${v.impact}) at ${n.target.join(" ")}: ${why}`);
    }
  }
  return out;
}"""


def inject_axe(page: Page) -> None:
    """axe-core into ``page`` (once a document): by the browser's debugging protocol, which a
    page's Content-Security-Policy does not stop."""
    if not page.evaluate("typeof window.axe === 'object'"):
        page.evaluate(ensure_axe().read_text(encoding="utf-8") + "\n;true")


def blocking_violations(page: Page, where: str) -> list[str]:
    """Every critical or serious WCAG 2.1 A/AA violation on ``page`` now, each line prefixed
    with ``where`` (the page state the test is at)."""
    inject_axe(page)
    found: list[Any] = page.evaluate(_RUN, [list(WCAG_TAGS), list(BLOCKING)])
    return [f"{where}: {line}" for line in found]
