"""The dashboard launcher: its Voilà settings, TCP_NODELAY, the template, the class service."""

from __future__ import annotations

import json
import re
import socket
import sqlite3
import stat
import urllib.error
import urllib.request
from pathlib import Path

import nbformat
import pytest
from harness.serverproc import DashboardProcess, busy_port, free_port
from voila_harness import run_in_own_loop

from coteccio_lab.cli import main as cli_main
from coteccio_lab.dashboard import launcher
from coteccio_lab.dashboard.kernelpool import PREHEAT_FAILED, PREHEAT_READY
from coteccio_lab.dashboard.launcher import (
    LaunchOptions,
    build_argv,
    build_config,
    template_root,
)
from coteccio_lab.dashboard.serverpatches import install_nodelay, nodelay_installed

ROOT = Path(__file__).resolve().parent.parent


def test_config_is_the_repo_voila_json_plus_the_launchers_settings() -> None:
    repo = json.loads((ROOT / "voila.json").read_text())
    cfg = build_config(LaunchOptions(notebook_dir=ROOT / "lessons"))
    voila = cfg["VoilaConfiguration"]
    assert voila["template"] == "coteccio" and voila["strip_sources"] is True
    assert voila["preheat_kernel"] is True and voila["progressive_rendering"] is False
    assert voila["theme"] == repo["VoilaConfiguration"]["theme"]
    assert cfg["MappingKernelManager"] == repo["MappingKernelManager"]  # idle kernels culled
    pools = cfg["VoilaKernelManager"]["kernel_pools_config"]
    assert pools == {"default": {"pool_size": 0}, "dashboard.ipynb": {"pool_size": 2}}
    class_cfg = build_config(LaunchOptions(class_dir=Path("/tmp/x"), cull_idle_timeout=60))
    assert class_cfg["VoilaKernelManager"]["kernel_pools_config"]["dashboard.ipynb"] == {
        "pool_size": 30
    }
    assert class_cfg["MappingKernelManager"]["cull_idle_timeout"] == 60
    off = build_config(LaunchOptions(pool_size=0))
    assert off["VoilaConfiguration"]["preheat_kernel"] is False


def test_argv_points_voila_at_a_private_config_folder(tmp_path: Path) -> None:
    argv = build_argv(LaunchOptions(port=9999, extra_args=("--debug",)), tmp_path / "nb", tmp_path)
    assert argv[0] == str(tmp_path / "nb")
    assert f"--Voila.config_file_paths={tmp_path}" in argv
    assert "--port=9999" in argv and "--no-browser" in argv and argv[-1] == "--debug"


def test_the_template_drops_the_cdn_links_and_extends_lab() -> None:
    folder = template_root() / "voila" / "templates" / "coteccio"
    index = (folder / "index.html.j2").read_text()
    assert "{%- extends 'lab/index.html.j2' -%}" in index
    assert "https://" not in index and "super.super()" in index
    frame = (folder / "page.html").read_text()  # the tree's and the error pages' frame
    assert "https://" not in frame and "{% block body %}" in frame
    assert json.loads((folder / "conf.json").read_text())["base_template"] == "lab"


def _nodelay_seen_by_a_websocket_server() -> int:
    """Open a websocket to an in-process tornado server; TCP_NODELAY on the server's socket."""
    import tornado.web
    import tornado.websocket

    seen: list[int] = []

    class Echo(tornado.websocket.WebSocketHandler):
        def open(self) -> None:
            assert self.ws_connection is not None
            sock = self.ws_connection.stream.socket  # type: ignore[attr-defined]
            seen.append(sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))

        def on_message(self, message: str | bytes) -> None:
            self.write_message(message)

    async def run() -> None:
        app = tornado.web.Application([(r"/ws", Echo)])
        port = free_port()
        server = app.listen(port, "127.0.0.1")
        try:
            conn = await tornado.websocket.websocket_connect(f"ws://127.0.0.1:{port}/ws")
            await conn.write_message("hi")
            assert await conn.read_message() == "hi"
            conn.close()
        finally:
            server.stop()

    run_in_own_loop(run)
    return seen[0]


def test_install_nodelay_sets_tcp_nodelay_on_every_websocket(monkeypatch) -> None:
    from tornado.websocket import WebSocketProtocol13

    original = WebSocketProtocol13.start_pinging
    original = getattr(original, "__wrapped__", original)
    monkeypatch.setattr(WebSocketProtocol13, "start_pinging", original)
    assert not nodelay_installed()
    assert _nodelay_seen_by_a_websocket_server() == 0  # stock tornado: Nagle stays on
    install_nodelay()
    install_nodelay()  # idempotent
    assert nodelay_installed()
    assert WebSocketProtocol13.start_pinging.__wrapped__ is original  # type: ignore[attr-defined]
    assert _nodelay_seen_by_a_websocket_server() == 1


def _notebook(folder: Path) -> None:
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    nb.cells = [
        nbformat.v4.new_code_cell(
            "# SOURCE-MARK: stripped sources never reach the page\n"
            "import os\n"
            "print('class dir:', os.environ.get('COTECCIO_CLASS_DIR'))\n"
            "print('class url:', os.environ.get('COTECCIO_CLASS_URL'))"
        )
    ]
    folder.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, folder / "dashboard.ipynb")


def test_the_launcher_serves_a_preheated_cdn_free_page_from_any_folder(tmp_path: Path) -> None:
    notebooks, klass, elsewhere = tmp_path / "nb", tmp_path / "class", tmp_path / "cwd"
    _notebook(notebooks)
    elsewhere.mkdir()
    (elsewhere / "voila.json").write_text('{"VoilaConfiguration": {"template": "reveal"}}')
    server = DashboardProcess(notebook_dir=notebooks, class_dir=klass, pool_size=1, cwd=elsewhere)
    with server:
        server.wait_preheated()
        with urllib.request.urlopen(server.render_url("dashboard.ipynb"), timeout=60) as r:
            page = r.read().decode()
        log = server.log_text()
    # the kernel knows where the class service is, never where the class folder is
    assert "class dir: None" in page and "class url: /class/" in page
    assert (klass / "results.sqlite3").is_file()  # the database was made up front
    secret = (klass / "teacher-secret").read_text().strip()
    assert stat.S_IMODE((klass / "teacher-secret").stat().st_mode) == 0o600
    assert stat.S_IMODE((klass / "results.sqlite3").stat().st_mode) == 0o600
    assert log.count(secret) == 1 and "/class/teacher" in log  # printed once, with its page
    assert str(klass) not in page
    assert "SOURCE-MARK" not in page  # sources stripped
    assert "cdn.jsdelivr" not in page
    assert not re.findall(r"<link[^>]+href=\"https?://", page)
    assert "reveal" not in page.split("<body", 1)[0]  # the cwd's voila.json was not read
    assert "Using pre-heated kernel" in log
    assert "Kernel pool of dashboard.ipynb is filled with 1 kernel(s)" in log
    # the launcher says when the preheated kernel's page is rendered, not only started
    assert f"{PREHEAT_READY}: " in log and PREHEAT_FAILED not in log


def test_the_launcher_mounts_the_class_service_in_its_own_server(tmp_path: Path) -> None:
    notebooks, klass = tmp_path / "nb", tmp_path / "class"
    _notebook(notebooks)
    server = DashboardProcess(notebook_dir=notebooks, class_dir=klass, pool_size=0)
    with server:
        base = server.url.rstrip("/")
        with urllib.request.urlopen(f"{base}/class/join", timeout=30) as r:
            assert "Join the class" in r.read().decode()
        for path in ("/class/teacher", "/class/api/teacher/state"):
            with pytest.raises(urllib.error.HTTPError) as err:
                urllib.request.urlopen(base + path, timeout=30)
            assert err.value.code == 403
        with pytest.raises(urllib.error.HTTPError) as err:
            urllib.request.urlopen(f"{base}/voila/render/teacher.ipynb", timeout=30)
        assert err.value.code == 404  # the old teacher notebook is gone
    assert server.log_text().count((klass / "teacher-secret").read_text().strip()) == 1
    # a clean stop checkpoints the WAL, so the database file alone is the class
    # (before, it held 4 KB and a copy of it opened with "no such table")
    wal = klass / "results.sqlite3-wal"
    assert not wal.exists() or wal.stat().st_size == 0
    copy = tmp_path / "copy.sqlite3"
    copy.write_bytes((klass / "results.sqlite3").read_bytes())
    with sqlite3.connect(copy) as db:
        assert db.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
    # a second start keeps the secret and does not print it; rotating prints a new one
    from coteccio_lab.classservice.local import teacher_secret

    old = (klass / "teacher-secret").read_text().strip()
    assert teacher_secret(klass) == (old, False)
    new, made = teacher_secret(klass, rotate=True)
    assert made and new != old


def test_the_launcher_refuses_a_busy_port_and_a_missing_page(tmp_path: Path, capsys) -> None:
    _notebook(tmp_path)
    with busy_port() as port:
        code = cli_main(["dashboard", "--no-browser", f"--port={port}",
                         f"--notebook-dir={tmp_path}"])
    assert code == 2 and "busy" in capsys.readouterr().err
    assert cli_main(["dashboard", "--no-browser", f"--notebook-dir={tmp_path / 'none'}"]) == 2
    assert "is not a folder" in capsys.readouterr().err
    assert cli_main(["dashboard", "--no-browser", f"--notebook-dir={tmp_path}",
                     "--page=teacher.ipynb"]) == 2
    assert "has no teacher.ipynb" in capsys.readouterr().err


def test_the_dashboard_subcommand_is_registered(capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        cli_main(["dashboard", "--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    assert "--class-dir" in out and "--port" in out
    assert launcher.DASHBOARD == "dashboard.ipynb"


def test_refills_keep_only_the_spare_kernels_warm(tmp_path: Path) -> None:
    """Pool of 3, spare 1: two pages take two warm kernels and start no new one."""
    _notebook(tmp_path / "nb")
    server = DashboardProcess(notebook_dir=tmp_path / "nb", pool_size=3, spare=1)
    with server:
        server.wait_preheated()
        for _ in range(2):
            with urllib.request.urlopen(server.render_url("dashboard.ipynb"), timeout=60) as r:
                assert "class dir: None" in r.read().decode()
        import time

        time.sleep(5)  # Voilà refills 2 s after a take (fill_delay); nothing may start
        log = server.log_text()
    assert log.count("Using pre-heated kernel") == 2
    assert log.count("Kernel started") == 3, log


def test_refill_target_and_cap() -> None:
    from coteccio_lab.dashboard.kernelpool import cap_refills, refill_target

    assert refill_target(0, 4) == 4 and refill_target(10, 4) == 10

    class FakeManager:
        def __init__(self) -> None:
            self.kernel_pools_config = {"default": {"pool_size": 0},
                                        "dashboard.ipynb": {"pool_size": 30}}
            self.left = 30
            self.calls: list[int] = []

        def get_pool_size(self, name: str) -> int:
            return self.left

        def fill_if_needed(self, delay: float | None = None, notebook_name: str | None = None,
                           **kw: object) -> None:
            self.calls.append(self.kernel_pools_config[notebook_name]["pool_size"])

    km = FakeManager()
    cap_refills(km, ("dashboard.ipynb",), 4)
    for left in (29, 10, 4, 3, 0):
        km.left = left
        km.fill_if_needed(delay=None, notebook_name="dashboard.ipynb")
    assert km.calls == [29, 10, 4, 4, 4]
    km.fill_if_needed(notebook_name="default")
    assert km.kernel_pools_config["default"]["pool_size"] == 0


def test_the_students_lessons_link_opens_the_lessons_index(tmp_path: Path) -> None:
    """Once found: "The lessons" opened Voilà's raw file list, not the index."""
    from coteccio_lab.classservice.store import ClassStore
    from coteccio_lab.dashboard.launcher import ClassSetup, class_routes

    store = ClassStore.open(folder=tmp_path / "class")
    try:
        _routes, settings = class_routes(ClassSetup(tmp_path / "class", store, "s", False), "/")
        links = dict(settings["coteccio_class"]["identity"].links)
    finally:
        store.close()
    assert links["class_page_link_lessons"] == "/voila/render/index.ipynb"
    assert (Path(__file__).resolve().parents[1] / "lessons" / "index.ipynb").is_file()


def test_the_template_ships_in_jupyters_data_folder_for_plain_voila() -> None:
    """voila.json names the coteccio template, so that a plain `voila lessons/` asks no CDN;
    installing the package (a wheel, or `pip install -e`) puts it in Jupyter's data folder."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    shared = project["tool"]["hatch"]["build"]["targets"]["wheel"]["shared-data"]
    folder = template_root() / "voila" / "templates" / "coteccio"
    assert shared[folder.relative_to(ROOT).as_posix()] == "share/jupyter/voila/templates/coteccio"
    assert json.loads((ROOT / "voila.json").read_text())["VoilaConfiguration"]["template"] == (
        "coteccio"
    )
    tree = (folder / "tree-lab.html").read_text()
    assert "federated_extensions=[]" in tree and "cdn" not in tree.lower()
