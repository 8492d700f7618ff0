"""The class folder is never downloadable from the launcher (it holds every student's
results and the teacher's secret).

Once found: "`class.json` is downloadable when the class folder sits under the served folder".
Voilà serves the notebook folder's ``.json`` files under ``/voila/files/``; the launcher
refuses a class folder inside the served folder, and a real launcher is asked over HTTP
for the class folder's files through a symbolic link that points there.
"""

from __future__ import annotations

import urllib.error
import urllib.request
from pathlib import Path

import pytest
from harness.serverproc import DashboardProcess, busy_port, free_port
from test_dashboard_launcher import _notebook
from voila_harness import run_in_own_loop

from coteccio_lab.cli import main as cli_main

MARK = "CLASS-SECRET-MARK"


def fetch(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            return response.status, response.read().decode(errors="replace")
    except urllib.error.HTTPError as err:
        return err.code, err.read().decode(errors="replace")


@pytest.mark.parametrize("inside", ["class", "sub/class", "."])
def test_the_launcher_refuses_a_class_folder_inside_the_served_folder(
    tmp_path: Path, inside: str, capsys: pytest.CaptureFixture[str]
) -> None:
    notebooks = tmp_path / "nb"
    _notebook(notebooks)
    klass = notebooks / inside
    code = cli_main(["dashboard", "--no-browser", f"--port={free_port()}",
                     f"--notebook-dir={notebooks}", f"--class-dir={klass}", "--pool-size=0"])
    assert code == 2
    assert "is inside the served folder" in capsys.readouterr().err
    assert not (klass / "results.sqlite3").exists()  # refused before anything was made


def test_a_wrong_class_folder_is_reported_even_when_the_port_is_busy(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Once found: with the port taken by another program, the launcher said "port
    8866 is busy" and never looked at the class folder; the arguments come first."""
    notebooks = tmp_path / "nb"
    _notebook(notebooks)
    with busy_port() as busy:
        code = cli_main(["dashboard", "--no-browser", f"--port={busy}",
                         f"--notebook-dir={notebooks}", f"--class-dir={notebooks / 'class'}",
                         "--pool-size=0"])
    err = capsys.readouterr().err
    assert code == 2 and "is inside the served folder" in err and "busy" not in err


def test_a_class_folder_under_a_link_is_refused_too(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    notebooks = tmp_path / "nb"
    _notebook(notebooks)
    (tmp_path / "alias").symlink_to(notebooks)
    code = cli_main(["dashboard", "--no-browser", f"--port={free_port()}",
                     f"--notebook-dir={notebooks}",
                     f"--class-dir={tmp_path / 'alias' / 'class'}", "--pool-size=0"])
    assert code == 2 and "is inside the served folder" in capsys.readouterr().err


def test_no_file_of_the_class_folder_is_served_even_through_a_link(tmp_path: Path) -> None:
    notebooks, klass = tmp_path / "nb", tmp_path / "class"
    _notebook(notebooks)
    (notebooks / "open.json").write_text('{"open": true}')
    klass.mkdir()
    (klass / "class.json").write_text(f'{{"code": "{MARK}"}}')
    (klass / "secret.json").write_text(f'{{"teacher": "{MARK}"}}')
    (notebooks / "link").symlink_to(klass)  # a link a teacher made, or an old habit
    (notebooks / "class.json").symlink_to(klass / "class.json")
    server = DashboardProcess(notebook_dir=notebooks, class_dir=klass, pool_size=0)
    with server:
        status, body = fetch(f"{server.url}voila/files/open.json")
        assert status == 200 and '"open"' in body  # the notebook folder's files are served
        for path in ("link/class.json", "link/secret.json", "link/results.sqlite3",
                     "class.json", "link/", "..%2Fclass%2Fclass.json", "../class/class.json"):
            status, body = fetch(f"{server.url}voila/files/{path}")
            assert status in (403, 404), (path, status)
            assert MARK not in body, path
        assert (klass / "results.sqlite3").is_file()


def _statuses(folder: Path, wide: Path, paths: list[str]) -> list[int]:
    """Serve ``folder`` with Tornado's StaticFileHandler, links allowed anywhere under
    ``wide`` (what Tornado before 6.5.9 did for every link), and GET each path."""
    import tornado.httpclient
    import tornado.web

    seen: list[int] = []

    async def run() -> None:
        app = tornado.web.Application([(r"/files/(.*)", tornado.web.StaticFileHandler,
                                        {"path": str(folder),
                                         "allowed_symlink_directory": str(wide)})])
        port = free_port()
        server = app.listen(port, "127.0.0.1")
        client = tornado.httpclient.AsyncHTTPClient()
        try:
            for path in paths:
                response = await client.fetch(f"http://127.0.0.1:{port}/files/{path}",
                                              raise_error=False)
                seen.append(response.code)
        finally:
            server.stop()

    run_in_own_loop(run)
    return seen


def test_the_private_folder_holds_even_where_links_are_followed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tornado.web import StaticFileHandler

    from coteccio_lab.dashboard import serverpatches

    monkeypatch.setattr(StaticFileHandler, "validate_absolute_path",
                        StaticFileHandler.validate_absolute_path)
    monkeypatch.setattr(serverpatches, "_PRIVATE", [])
    notebooks, klass = tmp_path / "nb", tmp_path / "class"
    notebooks.mkdir()
    klass.mkdir()
    (notebooks / "open.json").write_text("{}")
    (klass / "class.json").write_text(f'{{"code": "{MARK}"}}')
    (notebooks / "link").symlink_to(klass)
    paths = ["open.json", "link/class.json"]
    assert _statuses(notebooks, tmp_path, paths) == [200, 200]  # the attack, unguarded
    serverpatches.install_private_folder(klass, notebooks)
    serverpatches.install_private_folder(klass, notebooks)  # idempotent
    assert _statuses(notebooks, tmp_path, paths) == [200, 404]
