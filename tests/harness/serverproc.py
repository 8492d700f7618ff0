"""Run the dashboard launcher (or stock Voilà) as a child process: for tests and benchmarks.

>>> proc = DashboardProcess(notebook_dir=Path("lessons"))
>>> proc.command()[:4] == [*LAUNCH, "dashboard"]
True

Readiness is a static URL (``/voila/static/voila.js``): ``/`` would start a kernel.
Stopping is SIGTERM (Voilà shuts its kernels down), then SIGKILL for whatever is left
of the process group.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import TypeVar

__all__ = [
    "LAUNCH",
    "DashboardProcess",
    "busy_port",
    "ServerProcess",
    "free_port",
    "popen_with_parent",
    "stop_group",
]

_S = TypeVar("_S", bound="ServerProcess")

LAUNCH = [sys.executable, "-c", "import sys; from coteccio_lab.cli import main; sys.exit(main())"]
"""``coteccio-lab`` run by this Python (``-m coteccio_lab.cli`` would run the module twice)."""


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextlib.contextmanager
def busy_port(port: int = 0) -> Iterator[int]:
    """A port on 127.0.0.1 that this process listens on, as another program would
    (``port`` 0: any free one), for as long as the ``with`` block lasts."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", port))
        sock.listen()
        held: int = sock.getsockname()[1]
        yield held


def _terminate_with_parent() -> None:
    """In the child: SIGTERM when the parent dies, so a killed test run leaves no server."""
    if sys.platform.startswith("linux"):
        import ctypes

        pr_set_pdeathsig = 1
        ctypes.CDLL(None, use_errno=True).prctl(pr_set_pdeathsig, signal.SIGTERM)


def _sigint_ignored_and_terminate_with_parent() -> None:
    """In the child: SIGINT ignored on entry, as a script's background job starts (a shell
    without job control ignores it in what it starts with ``&``); SIGTERM when the parent
    dies."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _terminate_with_parent()


def popen_with_parent(
    command: Sequence[str], *, log: Path, cwd: Path | None, env: Mapping[str, str],
    sigint_ignored: bool = False,
) -> subprocess.Popen[bytes]:
    """Start a server in its own process group (so its children can be stopped with it),
    output appended to ``log``, ended by SIGTERM if this process dies; with
    ``sigint_ignored``, started with SIGINT ignored, as a script in the background starts it,
    whatever this process does with SIGINT."""
    with open(log, "ab") as out:
        out.write(f"$ {' '.join(command)}\n".encode())
        out.flush()
        return subprocess.Popen(
            list(command),
            cwd=cwd,
            env=dict(env),
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            preexec_fn=(_sigint_ignored_and_terminate_with_parent if sigint_ignored
                        else _terminate_with_parent),
        )


def stop_group(proc: subprocess.Popen[bytes], timeout: float) -> None:
    """SIGTERM (the server stops what it started), then SIGKILL for what is left of its group."""
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, signal.SIGKILL)


class ServerProcess:
    """A server run as a child process group, its output in a log file, for tests.

    ``start`` launches it on fresh free ports (``launch``) and waits until ``ready_url``
    answers 200 and ``also_ready`` agrees; a port taken by another program between being
    chosen and bound ("in use", "busy" in the log) means a new try, at most three. The
    failure raised is ``error`` with the log's last lines.
    """

    error: type[Exception] = RuntimeError
    name = "the server"
    tail_lines = 200
    poll = 0.1

    def __init__(self, startup_timeout: float) -> None:
        self.startup_timeout = startup_timeout
        self.proc: subprocess.Popen[bytes] | None = None

    # what a kind of server says
    @property
    def url(self) -> str:
        raise NotImplementedError

    @property
    def log_path(self) -> Path:
        raise NotImplementedError

    @property
    def ready_url(self) -> str:
        raise NotImplementedError

    def launch(self) -> None:
        """Choose ports and start the process (``self.proc``)."""
        raise NotImplementedError

    def also_ready(self) -> bool:
        return True

    def stop(self, timeout: float = 20.0) -> None:
        if self.proc is not None:
            stop_group(self.proc, timeout)
            self.proc = None

    # the same for every kind
    @property
    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def start(self) -> str:
        last = ""
        for _ in range(3):
            self.launch()
            try:
                self._wait_ready()
                return self.url
            except self.error as err:
                last = f"{err}\n--- log ({self.log_path}) ---\n{self.log_tail()}"
                text = self.log_text()
                self.stop()
                if "in use" not in text and "busy" not in text:
                    break
        raise self.error(last)

    def _wait_ready(self) -> None:
        deadline = time.monotonic() + self.startup_timeout
        while time.monotonic() < deadline:
            if not self.alive:
                code = self.proc.returncode if self.proc else None
                raise self.error(f"{self.name} exited with code {code}")
            try:
                with urllib.request.urlopen(self.ready_url, timeout=2) as response:
                    if response.status == 200 and self.also_ready():
                        return
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            time.sleep(self.poll)
        raise self.error(f"not ready within {self.startup_timeout:.0f} s at {self.ready_url}")

    def log_text(self) -> str:
        try:
            return self.log_path.read_text(errors="replace")
        except (OSError, self.error):
            return ""

    def log_tail(self, lines: int | None = None) -> str:
        return "\n".join(self.log_text().splitlines()[-(lines or self.tail_lines):])

    def __enter__(self: _S) -> _S:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


class DashboardProcess(ServerProcess):
    """``coteccio-lab dashboard`` on a free port, or ``voila DIR`` itself (``stock=True``)."""

    def __init__(
        self,
        *,
        notebook_dir: Path | None = None,
        class_dir: Path | None = None,
        pool_size: int | None = None,
        spare: int | None = None,
        extra_args: Sequence[str] = (),
        stock: bool = False,
        cwd: Path | None = None,
        env: Mapping[str, str] | None = None,
        startup_timeout: float = 90.0,
        dashboard_args: Sequence[str] = (),
        sigint_ignored: bool = False,
    ) -> None:
        self.dashboard_args = tuple(dashboard_args)
        self.sigint_ignored = sigint_ignored
        """Start the launcher with SIGINT ignored, as a script in the background does."""
        """More arguments of ``coteccio-lab dashboard`` itself (before Voilà's)."""
        self.notebook_dir = notebook_dir
        self.class_dir = class_dir
        self.pool_size = pool_size
        self.spare = spare
        self.extra_args = tuple(extra_args)
        self.stock = stock
        self.cwd = cwd
        self.env = dict(env) if env is not None else None
        super().__init__(startup_timeout)
        self.port = 0
        fd, name = tempfile.mkstemp(prefix="coteccio-dashboard-", suffix=".log")
        os.close(fd)
        self._log = Path(name)
        self._runtime = ""

    @property
    def log_path(self) -> Path:
        return self._log

    @property
    def ready_url(self) -> str:
        # a static file: "/" would start a kernel
        return f"{self.url}voila/static/voila.js"

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def render_url(self, notebook: str) -> str:
        return f"{self.url}voila/render/{notebook}"

    def command(self) -> list[str]:
        if self.stock:
            target = str(self.notebook_dir) if self.notebook_dir else "lessons"
            return [
                sys.executable, "-m", "voila", target, "--no-browser", "--Voila.ip=127.0.0.1",
                f"--port={self.port}", "--Voila.port_retries=0", *self.extra_args,
            ]
        cmd = [*LAUNCH, "dashboard", "--no-browser", f"--port={self.port}"]
        if self.notebook_dir is not None:
            cmd.append(f"--notebook-dir={self.notebook_dir}")
        if self.class_dir is not None:
            cmd.append(f"--class-dir={self.class_dir}")
        if self.pool_size is not None:
            cmd.append(f"--pool-size={self.pool_size}")
        if self.spare is not None:
            cmd.append(f"--spare={self.spare}")
        cmd += self.dashboard_args
        if self.extra_args:
            cmd += ["--", *self.extra_args]
        return cmd

    def launch(self) -> None:
        self.port = free_port()
        self._runtime = tempfile.mkdtemp(prefix="coteccio-runtime-")
        env = {
            **(self.env if self.env is not None else os.environ),
            "JUPYTER_PLATFORM_DIRS": "1",
            "JUPYTER_RUNTIME_DIR": self._runtime,
            "PYTHONUNBUFFERED": "1",
        }
        # its own group: its kernels stop with it
        self.proc = popen_with_parent(self.command(), log=self.log_path, cwd=self.cwd, env=env,
                                      sigint_ignored=self.sigint_ignored)

    def stop(self, timeout: float = 20.0) -> None:
        super().stop(timeout)
        if self._runtime:
            import shutil

            shutil.rmtree(self._runtime, ignore_errors=True)
            self._runtime = ""

    def wait_for_log(self, text: str, timeout: float = 90.0) -> None:
        """Wait until the server's log holds ``text`` (e.g. the preheated pool is full)."""
        deadline = time.monotonic() + timeout
        while text not in self.log_text():
            if not self.alive or time.monotonic() > deadline:
                raise RuntimeError(f"the log never said {text!r}\n{self.log_tail()}")
            time.sleep(0.1)

    def wait_preheated(self, notebook: str = "dashboard.ipynb", timeout: float = 120.0) -> None:
        """Wait until Voilà reports the notebook's pool of preheated kernels full."""
        self.wait_for_log(f"Kernel pool of {notebook} is filled", timeout)
