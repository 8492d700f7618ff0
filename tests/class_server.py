"""A real class service on a free port, in a thread of the test process (for protocol tests).

``ClassServer`` runs ``classservice.app.make_app`` with the one-machine identity on its own
asyncio loop; ``Browser`` is one ``requests`` session (its own cookies), as one student's
browser would be.
"""

from __future__ import annotations

import asyncio
import re
import socket
import threading
from pathlib import Path
from typing import Any

import requests
from class_helpers import CODE, OPPONENTS
from requests.adapters import HTTPAdapter
from tornado.httpserver import HTTPServer

from coteccio_lab.classservice.app import make_app
from coteccio_lab.classservice.local import LocalIdentity, teacher_secret
from coteccio_lab.classservice.pagekeys import HEADER
from coteccio_lab.classservice.service import ClassService
from coteccio_lab.classservice.store import ClassStore
from coteccio_lab.curriculum.answers import exercise_list, judge
from coteccio_lab.review.practice import ClassMistakes

BASE = "/class/"
GAME = {"code": CODE, "opponents": list(OPPONENTS), "mode": "table", "rules": "trieste"}
"""The class game that conftest's ``teacher`` fixture sets."""


class ClassServer:
    def __init__(self, folder: Path, lang: str | None = None, pace: float = 0.0,
                 **app: Any) -> None:
        """``pace``: the computer players' (0: they move at once, tests need not wait);
        ``app``: more of ``make_app``'s arguments."""
        self.app_args = app
        self.teacher_admits = False
        """Each name a :class:`Browser` joins with is admitted at once (tests of other things
        than the class list, whose teacher admits every student)."""
        self.folder = folder
        self.lang = lang
        self.store = ClassStore.open(folder=folder)
        self.secret, _ = teacher_secret(folder)
        self.service = ClassService(self.store, judge, exercise_list, mistakes=ClassMistakes(),
                                    pace=pace)
        self.identity = LocalIdentity(
            self.store, folder / "teacher-secret",
            [("class_page_link_dashboard", "/voila/render/dashboard.ipynb")])
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            self.port = sock.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}{BASE}"
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()
        if not self._ready.wait(10):
            raise RuntimeError("the class server did not start")

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        asyncio.set_event_loop(loop)
        self.app = make_app(BASE, self.service, self.identity, self.lang, **self.app_args)
        server = HTTPServer(self.app)
        server.listen(self.port, "127.0.0.1")
        self._server = server
        loop.call_soon(self._ready.set)
        loop.run_forever()
        server.stop()
        loop.close()

    def service_settings(self) -> dict[str, Any]:
        """The settings the service's handlers read (``web.settings``)."""
        return dict.__getitem__(self.app.settings, "coteccio_class")  # type: ignore[no-any-return]

    def stop(self) -> None:
        play = self.service_settings().get("computer_play") if hasattr(self, "app") else None
        if play is not None:
            play.stop()
        self.service.judging.stop()  # the hands' error figures: none judged after the stop
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)
        self.store.close()

    def browser(self, source: str = "") -> Browser:
        """A browser; ``source``: another loopback address it connects from (127.0.0.2...),
        which the service sees as another machine."""
        return Browser(self.url, source, self)

    def admit(self, name: str) -> None:
        """The teacher admits ``name`` if it waits (a name that joined while a class game
        is open, or one not on the class list), as from the teacher's page."""
        if self.store.waiting(name):
            self.store.admit(name)


class FromAddress(HTTPAdapter):
    def __init__(self, source: str) -> None:
        self.source = source
        super().__init__()

    def init_poolmanager(self, *args: Any, **kwargs: Any) -> None:
        kwargs["source_address"] = (self.source, 0)
        super().init_poolmanager(*args, **kwargs)


class Browser:
    """One browser: its own cookies (and with ``source``, its own address)."""

    def __init__(self, url: str, source: str = "", server: ClassServer | None = None) -> None:
        self.url = url
        self.server = server
        self.session = requests.Session()
        if source:
            self.session.mount("http://", FromAddress(source))

    def get(self, path: str, **kw: Any) -> requests.Response:
        return self.session.get(self.url + path, timeout=30, **kw)

    def post(self, path: str, body: Any, **kw: Any) -> requests.Response:
        return self.session.post(self.url + path, json=body, timeout=60, **kw)

    def form(self, page: str, action: str, fields: dict[str, str]) -> requests.Response:
        """Open ``page`` (which sets the _xsrf cookie), then submit its form to ``action``."""
        text = self.get(page).text
        token = re.search(r'name="_xsrf" value="([^"]+)"', text)
        data = dict(fields)
        if token:
            data["_xsrf"] = token.group(1)
        return self.session.post(self.url + action, data=data, timeout=30)

    def join(self, name: str, code: str = "") -> requests.Response:
        """Join as ``name``; where the class's teacher admits every name
        (``ClassServer.teacher_admits``, conftest's ``teacher``), the name is admitted."""
        got = self.form("join", "join", {"name": name, "code": code})
        if self.server is not None and self.server.teacher_admits and got.status_code == 200:
            self.server.admit(name)
        return got

    def sign_in(self, secret: str) -> requests.Response:
        """Sign in and open the teacher's page; the page's key is then sent with every
        request, as the page's script does."""
        got = self.form("teacher", "teacher/login", {"secret": secret})
        self.take_page_key(got.text)
        return got

    def take_page_key(self, page: str) -> None:
        key = re.search(r'<meta name="cot-teacher-key" content="([^"]*)">', page)
        if key:
            self.session.headers[HEADER] = key.group(1)
