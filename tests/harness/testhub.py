"""A real JupyterHub on 127.0.0.1 for tests and benchmarks.

``HubProcess`` writes a ``jupyterhub_config.py`` in a temporary folder and runs
``jupyterhub -f`` with:

- configurable-http-proxy from the npm registry (``harness.proxy``);
- the shared-password authenticator: every listed user logs in with one password;
- the simple local spawner: each user's single-user server is this venv's
  ``jupyterhub-singleuser`` (``--allow-root`` when run as root: without it the spawn hangs),
  serving ``notebook_dir`` (the lessons by default), homes in the temporary folder;
- a service ``coteccio-test`` whose token (``api_token``) may manage users, servers, groups
  and tokens, so tests and benchmarks can ask the hub for users' tokens;
- with ``class_db``: the class service, configured by the same call the admin docs give
  (``coteccio_lab.hub.config.configure_class_service``).

Ready when ``/hub/health`` answers 200 through the proxy (404 until the hub has added its
routes). Stop: SIGTERM (the hub stops its services, the users' servers and the proxy),
then SIGKILL for whatever is left of the process group.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from coteccio_lab.hub.config import service_prefix, service_public_url

from .proxy import ensure_proxy
from .serverproc import ServerProcess, free_port, popen_with_parent

__all__ = ["HubError", "HubProcess", "LESSONS"]

LESSONS = Path(__file__).resolve().parents[2] / "lessons"

_CONFIG = """\
# Written by harness.testhub for one test run.
from coteccio_lab.hub.config import configure_class_service

c = get_config()  # noqa: F821
c.JupyterHub.ip = "127.0.0.1"
c.JupyterHub.port = {port}
{subdomain}c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = {hub_port}
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{proxy_api_port}"
c.ConfigurableHTTPProxy.command = [{proxy!r}]
c.JupyterHub.db_url = {db_url!r}
c.JupyterHub.cookie_secret_file = {cookie_secret!r}
c.JupyterHub.pid_file = {pid_file!r}
c.JupyterHub.authenticator_class = "shared-password"
c.SharedPasswordAuthenticator.user_password = {password!r}
c.Authenticator.allowed_users = {users!r}
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = {homes!r} + "/{{username}}"
c.Spawner.cmd = [{singleuser!r}]
c.Spawner.args = {spawner_args!r}
c.Spawner.notebook_dir = {notebook_dir!r}
c.Spawner.default_url = {default_url!r}
c.Spawner.http_timeout = 60
c.Spawner.environment = {{"JUPYTER_PLATFORM_DIRS": "1", "PYTHONUNBUFFERED": "1"}}
c.JupyterHub.services = [{{"name": "coteccio-test", "api_token": {api_token!r}}}]
c.JupyterHub.load_roles = [
    {{
        "name": "coteccio-test",
        "services": ["coteccio-test"],
        "scopes": ["admin:users", "admin:servers", "admin:groups", "tokens"],
    }}
]
"""

_CLASS_SERVICE = """\
configure_class_service(
    c, class_db={class_db!r}, teachers={teachers!r}, port={service_port}, python={python!r},
    classes={classes!r}, allow_shared_origin={allow_shared_origin!r}
)
"""


class HubError(RuntimeError):
    """The hub did not start, or answered what it should not."""


class HubProcess(ServerProcess):
    """One JupyterHub, its proxy and (with ``class_db``) the class service."""

    error = HubError
    name = "jupyterhub"
    tail_lines = 120
    poll = 0.2

    def __init__(
        self,
        *,
        users: Sequence[str],
        teachers: Sequence[str] = (),
        password: str = "coteccio-class-pw",
        class_db: str | None = None,
        notebook_dir: Path = LESSONS,
        default_url: str = "/lab",
        extra_config: str = "",
        subdomains: bool = False,
        startup_timeout: float = 90.0,
        classes: dict[str, dict[str, list[str]]] | None = None,
        allow_shared_origin: bool | None = None,
    ) -> None:
        self.users = sorted(set(users) | set(teachers))
        self.teachers = sorted(set(teachers))
        self.password = password
        self.class_db = class_db
        self.notebook_dir = notebook_dir
        self.default_url = default_url
        self.extra_config = extra_config
        self.classes = classes
        """Several classes under the one service (``configure_class_service(classes=...)``):
        each class's ``teachers`` and ``students``; None: the one class."""
        self.subdomains = subdomains
        """Each user's server and the service on an origin of its own
        (``subdomain_host = http://localhost:<port>``: Chromium sends ``*.localhost`` to
        the loopback)."""
        self.allow_shared_origin = not subdomains if allow_shared_origin is None \
            else allow_shared_origin
        """The admin's choice to run the class without ``subdomain_host`` (by default the
        tests' one-origin hubs make it: they test the class there)."""
        super().__init__(startup_timeout)
        self.api_token = secrets.token_hex(32)
        self.port = 0
        self.service_port = 0
        self.folder: Path | None = None

    # --- addresses ---------------------------------------------------------------------

    @property
    def host(self) -> str:
        return "localhost" if self.subdomains else "127.0.0.1"

    @property
    def url(self) -> str:
        """The hub as users see it (through the proxy)."""
        return f"http://{self.host}:{self.port}/"

    @property
    def service_url(self) -> str:
        """The class service through the proxy, as a browser reaches it."""
        if self.subdomains:
            return service_public_url("/", f"http://localhost:{self.port}")
        return f"http://127.0.0.1:{self.port}{service_prefix()}"

    def user_url(self, name: str) -> str:
        """A user's server, as their browser reaches it."""
        if self.subdomains:
            return f"http://{name}.localhost:{self.port}/user/{name}/"
        return f"{self.url}user/{name}/"

    def class_url(self, klass: str, *, direct: bool = False) -> str:
        """One class of several: its path of the service, through the proxy (as a browser
        reaches it) or ``direct`` on the service's own port (as a kernel does)."""
        return (self.service_direct_url if direct else self.service_url) + f"classes/{klass}/"

    @property
    def service_direct_url(self) -> str:
        """The class service on its own port, as a kernel on this machine reaches it."""
        return f"http://127.0.0.1:{self.service_port}{service_prefix()}"

    @property
    def log_path(self) -> Path:
        if self.folder is None:
            raise HubError("the hub is not started")
        return self.folder / "hub.log"

    # --- start and stop ----------------------------------------------------------------

    def config_text(self, proxy: Path) -> str:
        if self.folder is None:
            raise HubError("the hub is not started")
        self.port, hub_port, proxy_api_port, self.service_port = (free_port() for _ in range(4))
        bindir = Path(sys.executable).parent
        text = _CONFIG.format(
            port=self.port,
            subdomain=(f"c.JupyterHub.subdomain_host = 'http://localhost:{self.port}'\n"
                       if self.subdomains else ""),
            hub_port=hub_port,
            proxy_api_port=proxy_api_port,
            proxy=str(proxy),
            db_url=f"sqlite:///{self.folder / 'jupyterhub.sqlite'}",
            cookie_secret=str(self.folder / "cookie_secret"),
            pid_file=str(self.folder / "jupyterhub.pid"),
            password=self.password,
            users=set(self.users),
            homes=str(self.folder / "home"),
            singleuser=str(bindir / "jupyterhub-singleuser"),
            spawner_args=["--allow-root"] if os.geteuid() == 0 else [],
            notebook_dir=str(self.notebook_dir),
            default_url=self.default_url,
            api_token=self.api_token,
        )
        if self.class_db is not None:
            text += _CLASS_SERVICE.format(
                class_db=self.class_db,
                teachers=self.teachers,
                service_port=self.service_port,
                python=sys.executable,
                classes=self.classes,
                allow_shared_origin=self.allow_shared_origin,
            )
        return text + self.extra_config

    @property
    def ready_url(self) -> str:
        return f"{self.url}hub/health"

    def launch(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="coteccio-hub-"))
        (self.folder / "home").mkdir()
        config = self.folder / "jupyterhub_config.py"
        config.write_text(self.config_text(ensure_proxy()))
        env = {**os.environ, "PYTHONUNBUFFERED": "1", "JUPYTER_PLATFORM_DIRS": "1"}
        env.pop("JUPYTERHUB_API_TOKEN", None)
        # its own group: proxy, users' servers and the service stop with it
        self.proc = popen_with_parent(
            [sys.executable, "-m", "jupyterhub", "-f", str(config)],
            log=self.log_path,
            cwd=self.folder,
            env=env,
        )

    def also_ready(self) -> bool:
        return self._service_ready()

    def _service_ready(self) -> bool:
        """With the class service: its own port answers (the hub does not wait for it)."""
        if self.class_db is None:
            return True
        try:
            urllib.request.urlopen(f"{self.service_direct_url}api/me", timeout=2)
        except urllib.error.HTTPError:
            return True  # it answered (401: nobody logged in)
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            return False
        return True

    def stop(self, timeout: float = 40.0, keep_folder: bool = False) -> None:
        super().stop(timeout)
        if self.folder is not None and not keep_folder:
            shutil.rmtree(self.folder, ignore_errors=True)
            self.folder = None

    # --- the hub's REST API, as the test service --------------------------------------

    def api(self, method: str, path: str, body: Any = None) -> Any:
        """Call ``/hub/api/<path>`` with the test service's token; the JSON answer."""
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(
            f"{self.url}hub/api/{path.lstrip('/')}",
            data=data,
            method=method,
            headers={"Authorization": f"token {self.api_token}",
                     "Content-Type": "application/json"},
        )
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                raw = response.read()
        except urllib.error.HTTPError as err:
            raise HubError(f"{method} {path}: {err.code} {err.read().decode()[:500]}") from None
        return json.loads(raw) if raw else None

    def user_token(self, name: str, scopes: Sequence[str] | None = None) -> str:
        """A new API token of ``name`` (default scopes: what the user's roles give)."""
        body: dict[str, Any] = {"note": "coteccio test", "expires_in": 3600}
        if scopes is not None:
            body["scopes"] = list(scopes)
        token: str = self.api("POST", f"users/{name}/tokens", body)["token"]
        return token

    def login(self, name: str, password: str | None = None) -> Any:
        """A ``requests.Session`` logged in as ``name`` through the hub's login form (as a
        browser does: the form's ``_xsrf`` cookie and field, then the hub's cookie)."""
        import requests

        session = requests.Session()
        login = f"{self.url}hub/login"
        session.get(login, timeout=30).raise_for_status()
        xsrf = session.cookies.get("_xsrf", "")
        answer = session.post(
            login,
            data={"username": name, "password": password or self.password, "_xsrf": xsrf},
            allow_redirects=False,
            timeout=30,
        )
        if answer.status_code != 302:
            raise HubError(f"login as {name}: {answer.status_code} {answer.text[:300]}")
        return session

    def start_server(self, name: str, timeout: float = 90.0) -> str:
        """Start ``name``'s single-user server and wait until it is ready; its URL."""
        try:
            self.api("POST", f"users/{name}/server")
        except HubError as err:
            if " 400 " not in f"{err} ":  # 400: already running
                raise
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            model = self.api("GET", f"users/{name}")
            server = model.get("servers", {}).get("", {})
            if server.get("ready"):
                return f"http://127.0.0.1:{self.port}{server['url']}"
            time.sleep(0.3)
        raise HubError(f"{name}'s server not ready within {timeout:.0f} s\n{self.log_tail()}")

