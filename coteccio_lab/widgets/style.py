"""The kit's stylesheet: one ``<style>`` in one shared HTML widget.

Every view puts the same widget first among its children, so the rules reach
the page once per view (duplicates are harmless) without any file or network.
Selectors use only the kit's own ``cot-*`` classes.
"""

from __future__ import annotations

import ipywidgets as W

from ..render import stylesheet

__all__ = ["CSS", "style_widget", "stylesheet_widget"]

FELT = "#2f6b45"

CSS = stylesheet()

_STYLE: W.HTML | None = None


def stylesheet_widget(css: str) -> W.HTML:
    """An HTML widget that carries ``css`` and takes no room: an HTML widget shown is a line
    high (ipywidgets' inline height) even when all it holds is a ``<style>``."""
    widget = W.HTML(f"<style>{css}</style>")
    widget.add_class("cot-style")
    widget.layout.display = "none"
    return widget


def style_widget() -> W.HTML:
    """The one HTML widget that carries the stylesheet (created on first use)."""
    global _STYLE
    if _STYLE is None:
        _STYLE = stylesheet_widget(CSS)
    return _STYLE
