"""Anyone on the network against the launcher's server, without joining: huge bodies to a
route that does not exist, and a slowloris (connections that send half their headers and
wait) from one machine. Throughout (a bounded loop), an honest request from another machine
is answered within 2 s; the slow connections are cut at the header time-out; the log says
so once a minute, not once a connection."""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from pathlib import Path

import nbformat
import psutil
import requests
from class_server import FromAddress
from harness.serverproc import DashboardProcess

from coteccio_lab.classservice.serverlimits import LIMITS, PER_CLIENT


def _half_sent(port: int, source: str) -> socket.socket | None:
    sock = socket.socket()
    sock.settimeout(5)
    try:
        sock.bind((source, 0))
        sock.connect(("127.0.0.1", port))
        sock.sendall(b"GET /voila/render/dashboard.ipynb HTTP/1.1\r\nHost: x\r\nX-a: ")
    except OSError:
        sock.close()
        return None
    return sock


def _closed(sock: socket.socket) -> bool:
    sock.settimeout(0.2)
    try:
        return sock.recv(1) == b""
    except TimeoutError:
        return False
    except OSError:
        return True


def test_bodies_and_slow_connections_do_not_exhaust_the_launcher(tmp_path: Path) -> None:
    notebooks = tmp_path / "nb"
    notebooks.mkdir()
    nbformat.write(nbformat.v4.new_notebook(), notebooks / "dashboard.ipynb")
    server = DashboardProcess(notebook_dir=notebooks, class_dir=tmp_path / "class",
                              pool_size=0)
    with server:
        assert server.proc is not None
        proc = psutil.Process(server.proc.pid)
        before = proc.memory_info().rss
        port = int(server.url.rsplit(":", 1)[1].strip("/"))

        # 8 bodies of 90 MB to a path that does not exist: refused from their length
        def big() -> None:
            # refused: the server answers 413 or closes the connection
            with contextlib.suppress(requests.RequestException):
                requests.post(server.url + "nothing/here", data=b"x" * (90 * 2**20),
                              timeout=30)

        senders = [threading.Thread(target=big) for _ in range(8)]
        for t in senders:
            t.start()
        for t in senders:
            t.join(60)
        grown = (proc.memory_info().rss - before) / 2**20
        assert grown < 50, grown

        # a slowloris from 127.0.0.2: past PER_CLIENT, its connections are closed at once
        slow = [s for s in (_half_sent(port, "127.0.0.2") for _ in range(PER_CLIENT + 50))
                if s is not None]
        time.sleep(1)
        assert sum(1 for s in slow if _closed(s)) >= 40
        honest = requests.Session()
        slowest = 0.0
        started = time.monotonic()
        while time.monotonic() - started < LIMITS["idle_connection_timeout"] + 5:
            t0 = time.monotonic()
            got = honest.get(server.url + "class/join", timeout=10)
            slowest = max(slowest, time.monotonic() - t0)
            assert got.status_code == 200
            time.sleep(0.5)
        # every half-sent request was cut at the header time-out
        still = sum(1 for s in slow if not _closed(s))
        for s in slow:
            s.close()
        log = server.log_text()
    print(f"90 MB bodies: RSS grew {grown:.1f} MB; slowest honest answer {slowest:.2f} s; "
          f"half-sent connections still open after the time-out: {still}")
    assert slowest < 2.0
    assert still == 0
    assert log.count("refused a connection from 127.0.0.2") <= 2


def test_visitors_hold_a_capped_number_of_kernels(tmp_path: Path) -> None:
    """Each page load of a notebook starts a kernel, and nobody has to join to load one:
    one address holds ``--kernels-per-client`` at most, all visitors ``--max-kernels``."""
    notebooks = tmp_path / "nb"
    notebooks.mkdir()
    nbformat.write(nbformat.v4.new_notebook(), notebooks / "dashboard.ipynb")
    server = DashboardProcess(notebook_dir=notebooks, pool_size=0,
                              dashboard_args=["--kernels-per-client=2", "--max-kernels=3"])

    def load(source: str) -> requests.Response:
        session = requests.Session()
        session.mount("http://", FromAddress(source))
        return session.get(server.render_url("dashboard.ipynb"), timeout=60,
                           headers={"Accept-Language": "it"})

    with server:
        assert [load("127.0.0.2").status_code for _ in range(2)] == [200, 200]
        refused = load("127.0.0.2")
        assert refused.status_code == 503 and "chiudine una" in refused.text
        assert load("127.0.0.3").status_code == 200  # another computer: the third kernel
        everyone = load("127.0.0.4")
        assert everyone.status_code == 503 and "riprova tra un minuto" in everyone.text
        kernels = requests.get(server.url + "api/kernels", timeout=30)
    if kernels.ok:  # Voilà may not list them; when it does, three and no more
        assert len(kernels.json()) == 3


def test_a_flood_of_one_cause_writes_one_line_a_minute() -> None:
    import logging
    import sys

    from coteccio_lab.classservice.serverlimits import OncePerMinute

    once = OncePerMinute()
    logger = logging.getLogger("asyncio")
    records = []
    for n in range(5000):
        try:
            raise OSError(24, "Too many open files")
        except OSError:
            record = logger.makeRecord("asyncio", logging.ERROR, __file__, 1,
                                       f"Exception in callback accept\nhandle: <{n}>", (),
                                       exc_info=sys.exc_info())
        if once.filter(record):
            records.append(record)
    other = logger.makeRecord("tornado.access", logging.WARNING, __file__, 1, "404 GET %s",
                              ("/x",), None)
    assert len(records) == 1 and once.filter(other)
