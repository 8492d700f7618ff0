"""How a kernel reaches the class service, without a widget.

Two ways, chosen from the kernel's environment (see ``docs/class-api.md``):

- ``COTECCIO_CLASS_URL`` alone (one machine): the base path as the *browser* sees it;
  requests go through the student's page (``widgets.classlink.ClassLink``), with the
  browser's HttpOnly cookie, so the kernel never holds a credential.
- ``COTECCIO_CLASS_API`` and ``JUPYTERHUB_API_TOKEN`` (a hub): the kernel calls the
  service itself (:class:`KernelClient`) with ``Authorization: token ...``; the hub
  says whose token it is.

Without ``COTECCIO_CLASS_URL`` there is no class: nothing is sent, nothing is shown.
"""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.request
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

__all__ = [
    "ENV_CLASS_API",
    "ENV_CLASS_URL",
    "PRACTICE",
    "PROGRESS",
    "Answer",
    "KernelClient",
    "class_url",
    "progress_message",
]

ENV_CLASS_URL = "COTECCIO_CLASS_URL"
ENV_CLASS_API = "COTECCIO_CLASS_API"
PROGRESS = "api/progress"
"""Where a lesson page reports an exercise check."""
PRACTICE = 99
"""The lesson number of the practice page's drills in the class's progress (the lessons
are 1 to 98): the exercise key is the skill, the answer ``{"seed": n, "answer": ...}``."""


def progress_message(lesson: int, exercise: str, answer: Any) -> dict[str, Any]:
    """An exercise check as the page reports it: which exercise, and the learner's answer in
    JSON form (``curriculum.answers.answer_json``). No verdict: the service judges the
    answer itself, with the exercise's own checker.

    >>> progress_message(1, "rank-order", ["As", "Ks"])
    {'lesson': 1, 'exercise': 'rank-order', 'answer': ['As', 'Ks']}
    """
    return {"lesson": lesson, "exercise": exercise, "answer": answer}


@dataclass(frozen=True)
class Answer:
    """The service's answer: the HTTP status (0: not reached) and the JSON body."""

    status: int
    body: dict[str, Any]

    @property
    def ok(self) -> bool:
        return self.status == 200

    @property
    def error(self) -> str:
        return str(self.body.get("error", f"the class service answered {self.status}"))


def class_url(environ: Mapping[str, str] | None = None) -> str | None:
    """The class service's base path for the browser, or None outside a class."""
    env = os.environ if environ is None else environ
    value = env.get(ENV_CLASS_URL, "").strip()
    if not value:
        return None
    return value if value.endswith("/") else value + "/"


@dataclass(frozen=True)
class KernelClient:
    """The kernel's own way to the service under a hub: its URL and the user's token."""

    api: str
    token: str
    timeout: float = 20.0

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> KernelClient | None:
        env = os.environ if environ is None else environ
        api, token = env.get(ENV_CLASS_API, "").strip(), env.get("JUPYTERHUB_API_TOKEN", "")
        if not api or not token:
            return None
        return cls(api if api.endswith("/") else api + "/", token)

    def request(self, path: str, body: Any = None) -> Answer:
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.api + path, data=data,
                                     method="GET" if body is None else "POST")
        req.add_header("Authorization", f"token {self.token}")
        if data is not None:
            req.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(req, timeout=self.timeout) as res:  # noqa: S310
                return Answer(res.status, _json(res.read()))
        except urllib.error.HTTPError as err:
            return Answer(err.code, _json(err.read()))
        except (urllib.error.URLError, OSError) as err:
            return Answer(0, {"error": f"the class service cannot be reached ({err})"})


def _json(raw: bytes) -> dict[str, Any]:
    try:
        data = json.loads(raw or b"{}")
    except ValueError:
        return {"error": "the class service's answer is not JSON"}
    return data if isinstance(data, dict) else {"error": "the class service's answer is odd"}
