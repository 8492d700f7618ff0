"""What a browser test asks a drawn felt: the elements a finished trick's caption covers."""

from __future__ import annotations

__all__ = ["CAPTION_COVERS"]

CAPTION_COVERS = """(root) => {
  const cap = root.querySelector('.cot-felt .cot-trick-caption');
  if (!cap) return null;
  const a = cap.getBoundingClientRect();
  const hit = (b) => a.left < b.right - 1 && b.left < a.right - 1
    && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  return Array.from(root.querySelectorAll(
      '.cot-felt .cot-trick-card img, .cot-felt .cot-seat-name'))
    .filter((e) => hit(e.getBoundingClientRect()))
    .map((e) => e.className || e.textContent);
}"""
"""A function of an element (the page's ``document`` or one board): the card images of the
trick and the seats' names the caption of a finished trick lies over (a pixel of touch
aside); null when no caption is shown."""
