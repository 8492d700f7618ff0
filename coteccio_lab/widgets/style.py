"""The kit's stylesheet: one ``<style>`` in one shared HTML widget.

Every view puts the same widget first among its children, so the rules reach
the page once per view (duplicates are harmless) without any file or network.
Selectors use only the kit's own ``cot-*`` classes.
"""

from __future__ import annotations

import ipywidgets as W

from ..render import stylesheet

__all__ = ["CSS", "style_widget"]

FELT = "#2f6b45"

CSS = stylesheet()

_STYLE: W.HTML | None = None


def style_widget() -> W.HTML:
    """The one HTML widget that carries the stylesheet (created on first use)."""
    global _STYLE
    if _STYLE is None:
        _STYLE = W.HTML(f"<style>{CSS}</style>")
        _STYLE.add_class("cot-style")
        _STYLE.layout.display = "none"
    return _STYLE
