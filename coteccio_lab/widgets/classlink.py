"""The kernel's way to the class service: the dashboard's results, the lessons' checks.

A page opened from the class server (``COTECCIO_CLASS_URL`` in the kernel's
environment, see ``classservice.client``) reports to the class service:

- on one machine, through the student's own page: :class:`ClassLink` is a hidden
  anywidget whose front end (``classlink.js``) sends each request to the service
  with the browser's HttpOnly cookie and hands the answer back to the kernel. The
  kernel never sees a credential and never names the student;
- under a hub, from the kernel itself with the user's API token
  (``classservice.client.KernelClient``).

:class:`ClassReporter` picks the way; without a class it is never made, and
nothing is sent.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from ..classservice.client import Answer, KernelClient, class_url

__all__ = ["ClassLink", "ClassReporter", "OnAnswer"]

OnAnswer = Callable[[Answer], None]


class ClassLink(anywidget.AnyWidget):
    """Relays JSON requests from the kernel to the class service through the page."""

    _esm = Path(__file__).with_name("classlink.js")
    base = traitlets.Unicode("").tag(sync=True)

    def __init__(self, base: str, **kwargs: Any) -> None:
        super().__init__(base=base, **kwargs)
        self.add_class("cot-class-link")
        self._ids = itertools.count(1)
        self._waiting: dict[int, OnAnswer] = {}
        self._me: list[OnAnswer] = []
        self.on_msg(self._got)

    def on_me(self, callback: OnAnswer) -> None:
        """``callback`` gets who the service says this browser is (the page asks it as soon
        as it opens)."""
        self._me.append(callback)

    def post(self, path: str, body: Any, callback: OnAnswer) -> None:
        key = next(self._ids)
        self._waiting[key] = callback
        self.send({"type": "post", "id": key, "path": path, "body": body})

    def _got(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        body = content.get("body")
        status = content.get("status")
        answer = Answer(status if isinstance(status, int) else 0,
                        body if isinstance(body, dict) else {})
        if content.get("type") == "me":
            for told in list(self._me):
                told(answer)
        elif content.get("type") == "answer":
            key = content.get("id")
            waiting: OnAnswer | None = (
                self._waiting.pop(key) if isinstance(key, int) and key in self._waiting else None
            )
            if waiting is not None:
                waiting(answer)


class ClassReporter:
    """Sends to the class service, through the page or from the kernel (hub)."""

    def __init__(self, base: str, kernel: KernelClient | None = None) -> None:
        self.base = base
        self.kernel = kernel
        self.link = ClassLink(base) if kernel is None else None
        """The widget to display on the page (None when the kernel sends itself)."""

    @classmethod
    def from_env(cls) -> ClassReporter | None:
        """The reporter of a page opened from the class server, else None."""
        base = class_url()
        if base is None:
            return None
        return cls(base, KernelClient.from_env())

    def on_me(self, callback: OnAnswer) -> None:
        if self.kernel is not None:
            callback(self.kernel.request("api/me"))
        else:
            assert self.link is not None
            self.link.on_me(callback)

    def post(self, path: str, body: Any, callback: OnAnswer) -> None:
        if self.kernel is not None:
            callback(self.kernel.request(path, body))
        else:
            assert self.link is not None
            self.link.post(path, body, callback)
