"""The kit's stylesheet: one ``<style>`` in one shared HTML widget.

Every view puts the same widget first among its children, so the rules reach
the page once per view (duplicates are harmless) without any file or network.
Selectors use only the kit's own ``cot-*`` classes.
"""

from __future__ import annotations

import ipywidgets as W

__all__ = ["CSS", "style_widget"]

FELT = "#2f6b45"

CSS = """
.cot-view { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.cot-view .widget-html-content { line-height: 1.35; }
.cot-message { min-height: 1.6em; }
.cot-message .cot-msg { padding: 3px 10px; border-left: 4px solid #8aa; background: #f4f6f5;
  margin: 2px 0; border-radius: 0 4px 4px 0; font-size: 14px; }
.cot-message .cot-msg-turn { border-color: #2f6b45; background: #eef6f0; font-weight: 600; }
.cot-message .cot-msg-refusal { border-color: #b3261e; background: #fcecea; color: #5c1511; }
.cot-message .cot-msg-hint { border-color: #c9974a; background: #fbf4e6; }
.cot-message .cot-msg-error { border-color: #b3261e; background: #fff0f0; color: #5c1511; }
.cot-message pre { font-size: 11px; max-height: 14em; overflow: auto; white-space: pre-wrap; }
.cot-table-title { font-size: 15px; color: #333; }
.cot-felt { position: relative; width: 100%; max-width: 840px; height: 540px; margin: 4px auto;
  box-sizing: border-box; border: 12px solid #6b4226; border-radius: 50% / 44%;
  background: radial-gradient(ellipse at 50% 45%, #45946a 0%, #2f6b45 55%, #21502f 100%);
  box-shadow: inset 0 0 50px rgba(0,0,0,.45), 0 8px 20px rgba(0,0,0,.35),
    0 0 0 2px #3e2615; color: #f7f3e8; overflow: hidden; }
.cot-felt svg { display: block; }
.cot-seat { position: absolute; transform: translate(-50%, -50%); display: flex;
  flex-direction: column; align-items: center; gap: 3px; max-width: 250px; z-index: 2; }
.cot-seat-id { display: flex; flex-direction: column; align-items: center; gap: 3px; }
.cot-seat.cot-seat-h { flex-direction: row; align-items: center; gap: 10px; max-width: 420px; }
.cot-seat.cot-seat-h.cot-seat-rev { flex-direction: row-reverse; }
.cot-seat.cot-seat-h .cot-tricks { max-width: 230px; justify-content: flex-start; }
.cot-seat-name { background: rgba(0,0,0,.38); border-radius: 12px; padding: 2px 10px;
  font-weight: 600; font-size: 13px; white-space: nowrap; border: 2px solid transparent; }
.cot-seat.cot-turn .cot-seat-name { background: #f2c14e; color: #2a2108; border-color: #fff3c4;
  box-shadow: 0 0 10px 2px rgba(242,193,78,.75); }
.cot-seat.cot-out { opacity: .45; }
.cot-seat-info { font-size: 11px; color: #e3eadf; white-space: nowrap; }
.cot-dealer { display: inline-block; width: 18px; height: 18px; line-height: 18px; margin-left: 6px;
  border-radius: 50%; background: #fffdf8; color: #7b1e2b; border: 2px solid #c9974a;
  font-size: 11px; font-weight: 800; text-align: center; vertical-align: middle; }
.cot-backs { display: flex; }
.cot-backs svg + svg { margin-left: -13px; }
.cot-tricks { display: flex; flex-wrap: wrap; justify-content: center; gap: 3px; max-width: 230px; }
.cot-won-trick { display: flex; padding: 2px; background: rgba(0,0,0,.18); border-radius: 4px; }
.cot-won-trick svg + svg { margin-left: -19px; }
.cot-felt .cot-trick { position: absolute; inset: 0; z-index: 1; pointer-events: none; }
.cot-trick-card { position: absolute; transform: translate(-50%, -50%);
  filter: drop-shadow(1px 3px 3px rgba(0,0,0,.45)); }
.cot-trick-card.cot-winning svg { outline: 3px solid #f2c14e; outline-offset: 1px;
  border-radius: 5px; }
.cot-trick-caption { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%);
  background: rgba(0,0,0,.5); padding: 3px 10px; border-radius: 10px; font-size: 12px;
  white-space: nowrap; z-index: 3; }
.cot-spies { position: absolute; right: 9%; top: 50%; transform: translateY(-50%);
  text-align: center;
  font-size: 11px; }
.cot-spies div { display: flex; gap: 3px; }
.cot-trick-row { display: flex; gap: 14px; align-items: flex-end; flex-wrap: wrap;
  padding: 10px 14px;
  background: #2f6b45; border-radius: 10px; color: #f7f3e8; width: fit-content; }
.cot-trick-row .cot-trick-slot { display: flex; flex-direction: column; align-items: center;
  gap: 4px;
  font-size: 12px; }
.cot-trick-row .cot-winning svg { outline: 3px solid #f2c14e; outline-offset: 1px;
  border-radius: 5px; }
.cot-trick-row .cot-trick-empty { font-style: italic; padding: 20px; }
.cot-scoreboard table { border-collapse: collapse; margin: 2px auto; font-size: 13px; }
.cot-scoreboard th, .cot-scoreboard td { padding: 3px 10px; text-align: center;
  border-bottom: 1px solid #d8d2c4; }
.cot-scoreboard th { background: #6b4226; color: #fdf7ea; font-weight: 600; }
.cot-scoreboard td.cot-count { font-size: 18px; font-weight: 700; color: #2f6b45; }
.cot-scoreboard tr.cot-out td { color: #999; text-decoration: line-through; }
.cot-scoreboard .cot-pips { color: #b3261e; letter-spacing: 1px; }
.cot-scoreboard .cot-ovo { color: #8a5a00; font-weight: 700; }
.cot-scoreboard .cot-pot { text-align: center; font-size: 13px; color: #444; }
.cot-controls { justify-content: center; gap: 6px; }
.cot-hand-summary { background: #fffaf0; border: 1px solid #e0cfa3; border-radius: 8px;
  padding: 2px 12px; }
.cot-hand-summary ul { margin: 4px 0; padding-left: 20px; }
.cot-match-over { font-size: 18px; font-weight: 700; color: #2f6b45; text-align: center; }
.cot-capote { justify-content: center; }
.cot-exercise { border: 1px solid #d8d2c4; border-radius: 10px; padding: 6px 12px;
  background: #fffdf8; max-width: 860px; }
.cot-exercise .cot-prompt { font-size: 15px; }
.cot-feedback .cot-verdict-correct { color: #1e6b34; }
.cot-feedback .cot-verdict-wrong { color: #9a3412; }
.cot-feedback .cot-sources { color: #666; font-size: 12px; }
.cot-exercise .cot-order-label { font-size: 13px; color: #555; }
.cot-rules-describe { background: #fbf8f1; border-left: 4px solid #6b4226; padding: 2px 12px;
  font-size: 13px; max-width: 520px; }
.cot-rules-describe p { margin: 3px 0; }
"""

_STYLE: W.HTML | None = None


def style_widget() -> W.HTML:
    """The one HTML widget that carries the stylesheet (created on first use)."""
    global _STYLE
    if _STYLE is None:
        _STYLE = W.HTML(f"<style>{CSS}</style>")
        _STYLE.add_class("cot-style")
        _STYLE.layout.display = "none"
    return _STYLE
