"""Saving a dashboard match, loading it back, and exporting its hand records.

A saved match is the engine's own file (``coteccio-match/1``, ``Match.to_json``)
with the dashboard's choices in its ``meta``; the hand records are the
``coteccio-hand/1`` files that ``coteccio-lab replay`` checks.

>>> from coteccio_lab.match import Match
>>> m = Match.new("trieste", 3, seed=7, dealer=2)
>>> saved = save_text(m, Setup(opponents=("cautious", "random")))
>>> saved_setup(load_match(saved), "it").opponents
('cautious', 'random')
>>> load_match("{}")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
coteccio_lab.dashboard.setup.DashboardError: ...
"""

from __future__ import annotations

import io
import json
import zipfile
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from ..match import Match, MatchFileError
from .setup import DASHBOARD_META, DashboardError, Setup

__all__ = ["load_match", "records_zip", "save_name", "save_text", "saved_setup"]


def save_text(match: Match, setup: Setup) -> str:
    """The match as JSON (``coteccio-match/1``); the dashboard's choices ride in ``meta``."""
    match.meta[DASHBOARD_META] = setup.to_json()
    return json.dumps(match.to_json(), ensure_ascii=False, indent=1)


def save_name(code: str | None, hand_no: int) -> str:
    """The file name of a match saved before hand ``hand_no + 1``."""
    return f"coteccio-{(code or 'match').replace('-', '')}-hand{hand_no + 1}.json"


def load_match(text: str | bytes) -> Match:
    """A saved match, checked whole (``Match.from_json``); a broken file raises
    ``DashboardError``."""
    try:
        return Match.loads(text)
    except MatchFileError as err:
        raise DashboardError(err.words or str(err)) from None


def saved_setup(match: Match, lang: str) -> Setup:
    """The choices a loaded match resumes with, in the reader's language ``lang``.

    A file without the dashboard's choices (or with a wrong number of opponents) gets
    cautious opponents; the rules and deal code are always the match's own.
    """
    meta = match.meta.get(DASHBOARD_META)
    if isinstance(meta, Mapping):
        try:
            setup = Setup.from_json(meta)
        except DashboardError as err:
            raise DashboardError(f"the saved match's settings: {err}") from None
    else:
        setup = Setup(opponents=("cautious",) * (match.players - 1), lang=lang)
    if len(setup.opponents) != match.players - 1:
        setup = replace(setup, opponents=("cautious",) * (match.players - 1))
    setup = replace(setup, rules=match.rules.to_spec(), code=match.code, lang=lang)
    try:
        setup.check()
    except DashboardError as err:
        raise DashboardError(f"the saved match's settings: {err}") from None
    return setup


def records_zip(records: Sequence[Mapping[str, Any]]) -> bytes:
    """The hand records in a zip, one ``hand-NN.json`` per hand, ready for ``replay``."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for i, record in enumerate(records, 1):
            zf.writestr(
                f"hand-{i:02d}.json", json.dumps(record, ensure_ascii=False, indent=1) + "\n"
            )
    return buf.getvalue()
