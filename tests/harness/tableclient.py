"""A protocol client of the tables (``classservice.tableweb``): one student's browser,
without the browser.

It speaks exactly what a table page speaks: the join form on one machine (or a hub
session's cookies, and its ``_xsrf`` cookie sent back in a header), then JSON requests with
the browser's cookie, the long poll
``view?after=SEQ``, and moves carrying the ``seq`` they were chosen on. What it cannot
stand in for is the drawing (tests/browser does that). ``received`` keeps every answer body
it got, for the tests that scan what a student receives.

>>> client = TableClient("http://127.0.0.1:1/class/")
>>> client.url("api/tables")
'http://127.0.0.1:1/class/api/tables'
"""

from __future__ import annotations

import re
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

import requests

__all__ = ["Answer", "TableClient", "to_move"]


@dataclass
class Answer:
    status: int
    body: Any
    text: str
    at: float = field(default=0.0)
    """time.perf_counter() when the answer arrived."""

    @property
    def ok(self) -> bool:
        return self.status == 200

    def key(self) -> str | None:
        return self.body.get("key") if isinstance(self.body, dict) else None


class TableClient:
    """One student's browser at ``base`` (the service's base URL, ending with '/')."""

    def __init__(self, base: str, *, session: requests.Session | None = None,
                 timeout: float = 60.0) -> None:
        self.base = base
        self.session = session or requests.Session()
        self.timeout = timeout
        self.received: list[str] = []

    def url(self, path: str) -> str:
        return self.base + path

    def _answer(self, response: requests.Response) -> Answer:
        text = response.text
        self.received.append(text)
        try:
            body: Any = response.json()
        except ValueError:
            body = None
        return Answer(response.status_code, body, text, time.perf_counter())

    def get(self, path: str, **params: Any) -> Answer:
        return self._answer(self.session.get(self.url(path), params=params or None,
                                             timeout=self.timeout))

    def post(self, path: str, body: Any) -> Answer:
        return self._answer(self.session.post(self.url(path), json=body,
                                              headers=self._xsrf(), timeout=self.timeout))

    def _xsrf(self) -> dict[str, str]:
        """As a page's fetch does under a hub: the service's ``_xsrf`` cookie sent back in
        ``X-XSRFToken`` (the hub's OAuth takes a cookie on a POST only with it)."""
        path = urlsplit(self.base).path
        for cookie in self.session.cookies:
            if cookie.name == "_xsrf" and cookie.value and path.startswith(cookie.path or "/"):
                return {"X-XSRFToken": cookie.value}
        return {}

    # ---- one machine: the join form ----------------------------------------------------
    def join(self, name: str) -> None:
        page = self.session.get(self.url("join"), timeout=self.timeout).text
        token = re.search(r'name="_xsrf" value="([^"]+)"', page)
        data = {"name": name, "code": ""}
        if token:
            data["_xsrf"] = token.group(1)
        answer = self.session.post(self.url("join"), data=data, timeout=self.timeout)
        if answer.status_code != 200:
            raise RuntimeError(f"{name} could not join: {answer.status_code}")

    # ---- the tables --------------------------------------------------------------------
    def lobby(self, after: int | None = None) -> Answer:
        return self.get("api/tables", **({} if after is None else {"after": after}))

    def open(self, seats: int, **options: Any) -> Answer:
        return self.post("api/tables", {"seats": seats, **options})

    def sit(self, table: str, seat: int | None = None) -> Answer:
        return self.post(f"api/tables/{table}/sit", {} if seat is None else {"seat": seat})

    def leave(self, table: str) -> Answer:
        return self.post(f"api/tables/{table}/leave", {})

    def view(self, table: str, after: int | None = None) -> Answer:
        return self.get(f"api/tables/{table}/view",
                        **({} if after is None else {"after": after}))

    def move(self, table: str, seq: int, move: str) -> Answer:
        return self.post(f"api/tables/{table}/move", {"seq": seq, "move": move})

    def undo(self, table: str, seq: int) -> Answer:
        return self.post(f"api/tables/{table}/undo", {"seq": seq})


def to_move(people: Mapping[str, TableClient], table: str, timeout: float = 20.0
            ) -> tuple[str, Answer]:
    """The student whose turn it is at ``table``, and their view (or anyone's, once the
    match is over); the computer seats move after the answer to the move before, so this
    asks again for up to ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for name, client in people.items():
            answer = client.view(table)
            if answer.status != 200:
                raise AssertionError(answer.text)
            if answer.body["view"]["your_turn"] or answer.body["view"]["over"]:
                return name, answer
        time.sleep(0.02)
    raise AssertionError("nobody is to move")
