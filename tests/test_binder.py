"""Binder: the recipe repo2docker builds, the start script, and a fresh environment made from
``binder/requirements.txt`` alone that serves JupyterLab and renders every lesson with Voilà.

What mybinder.org does with this repository (see the project's Jupyter notes): repo2docker
reads ``binder/`` only (the root ``pyproject.toml`` is ignored once ``binder/`` exists), so
``binder/requirements.txt`` ends with ``.`` to install the kit itself; ``binder/runtime.txt``
picks the Python; ``binder/start`` runs before the server command. The README's badges open
``urlpath=lab/tree/lessons`` (JupyterLab) and ``urlpath=voila/render/lessons/...`` (Voilà).

- ``jupyter-repo2docker --no-build .`` prints the image recipe without Docker: it must install
  the requirements and hand the server command to ``binder/start``. It comes with the test
  extras (``pip install -e '.[test]'``); without it that test is skipped and says so.
- The slow test builds a fresh venv from ``binder/requirements.txt`` (a package index must be
  reachable: offline it is skipped with the reason; ``COTECCIO_SKIP_BINDER_VENV=1`` skips it
  on purpose), starts the server the way the image does (``binder/start jupyter notebook``)
  and renders every lesson through Voilà's server extension, as a Binder link does.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from installer import install_command

ROOT = Path(__file__).resolve().parent.parent
BINDER = ROOT / "binder"
START = BINDER / "start"
LESSONS = sorted(p.name for p in (ROOT / "lessons").glob("[0-9][0-9]-*.ipynb"))
LAB_LANDING = "/lab/tree/lessons"

# pip's and uv's words for "the package index cannot be reached" (offline machines).
OFFLINE = re.compile(
    r"(Failed to establish a new connection|Temporary failure in name resolution|"
    r"Failed to fetch|dns error|error sending request|"
    r"No matching distribution found|Could not find a version that satisfies|"
    r"Network is unreachable|ConnectTimeoutError|ProxyError)",
    re.IGNORECASE,
)


def _requirements() -> list[str]:
    text = (BINDER / "requirements.txt").read_text(encoding="utf-8")
    return [ln.strip() for ln in text.splitlines() if ln.strip() and not ln.startswith("#")]


# ---- the recipe's files -------------------------------------------------------------------


def test_requirements_install_the_servers_and_end_with_the_kit() -> None:
    lines = _requirements()
    assert lines[-1] == ".", "binder/requirements.txt must end with '.', the kit itself"
    names = {re.split(r"[<>=!~\[ ;]", ln, maxsplit=1)[0].lower() for ln in lines[:-1]}
    # Voilà does not bring a kernel; JupyterLab is what the Binder link opens.
    assert {"voila", "ipykernel", "jupyterlab", "ipywidgets"} <= names, names


def test_runtime_matches_a_python_the_kit_supports() -> None:
    runtime = (BINDER / "runtime.txt").read_text().strip()
    assert re.fullmatch(r"python-3\.\d+", runtime), runtime
    assert int(runtime.split(".")[1]) >= 10


def test_no_root_config_is_expected_to_reach_binder() -> None:
    # repo2docker ignores root-level environment files once binder/ exists; the recipe must
    # not rely on one (a root requirements.txt or environment.yml would be a trap).
    for name in ("requirements.txt", "environment.yml", "Dockerfile", "postBuild", "start"):
        assert not (ROOT / name).exists(), f"{name} at the root is ignored by repo2docker"


def test_start_script_is_executable_bash() -> None:
    assert os.access(START, os.X_OK), "binder/start must be executable"
    assert START.read_text().startswith("#!/bin/bash")
    subprocess.run(["bash", "-n", str(START)], check=True)


def _fake_jupyter(tmp_path: Path) -> dict[str, str]:
    """A PATH whose ``jupyter`` and ``jupyterhub-singleuser`` print their arguments."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for name in ("jupyter", "jupyterhub-singleuser"):
        script = bin_dir / name
        script.write_text(f'#!/bin/bash\necho "{name} $*"\n')
        script.chmod(0o755)
    return {**os.environ, "PATH": f"{bin_dir}:{os.environ.get('PATH', '')}"}


def test_start_opens_jupyterlab_on_the_lessons(tmp_path: Path) -> None:
    env = _fake_jupyter(tmp_path)
    # repo2docker's default command, as in the recipe's CMD
    out = subprocess.run(
        [str(START), "jupyter", "notebook", "--ip", "0.0.0.0"],
        env=env, capture_output=True, text=True, check=True,
    ).stdout.strip()
    assert out == f"jupyter lab --LabApp.default_url={LAB_LANDING} --ip 0.0.0.0"


def test_start_leaves_the_hubs_command_alone(tmp_path: Path) -> None:
    env = _fake_jupyter(tmp_path)
    out = subprocess.run(
        [str(START), "jupyterhub-singleuser", "--ip=0.0.0.0", "--port=8888"],
        env=env, capture_output=True, text=True, check=True,
    ).stdout.strip()
    assert out == "jupyterhub-singleuser --ip=0.0.0.0 --port=8888"


def test_start_gives_voila_the_cells_to_leave_out(tmp_path: Path) -> None:
    """Under Binder Voilà is the server's extension and takes the exporter's settings from
    the server's config, not from voila.json: start puts binder/jupyter first on the path."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    fake = bin_dir / "jupyterhub-singleuser"
    fake.write_text('#!/bin/bash\necho "$JUPYTER_CONFIG_PATH"\n')
    fake.chmod(0o755)
    env = {**os.environ, "PATH": f"{bin_dir}:{os.environ.get('PATH', '')}",
           "JUPYTER_CONFIG_PATH": "/elsewhere"}
    out = subprocess.run([str(START), "jupyterhub-singleuser"], env=env, capture_output=True,
                         text=True, check=True).stdout.strip()
    first, rest = out.split(":", 1)
    assert Path(first) == BINDER / "jupyter" and rest == "/elsewhere"
    server = json.loads((Path(first) / "jupyter_server_config.json").read_text(encoding="utf-8"))
    voila = json.loads((ROOT / "voila.json").read_text(encoding="utf-8"))
    assert server["TagRemovePreprocessor"] == voila["TagRemovePreprocessor"]


# ---- the README's badges -------------------------------------------------------------------


def test_readme_badges_open_jupyterlab_the_lessons_and_the_dashboard() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    # the badges (a link around a badge image); the lesson table's links are checked below
    links = re.findall(r"\[!\[[^\]]*\]\([^)]*\)\]\((https://mybinder\.org/v2/gh/[^)\s]+)\)", readme)
    every = re.findall(r"\]\((https://mybinder\.org/v2/gh/[^)\s]+)\)", readme)
    for link in every:  # every Binder link opens a file that is here
        path = re.sub(r"^.*urlpath=(voila%2Frender%2F|lab%2Ftree%2F)", "", link).replace("%2F", "/")
        assert (ROOT / path).exists(), link
    paths = {}
    for link in links:
        match = re.fullmatch(r"https://mybinder\.org/v2/gh/([^/]+/[^/]+)/HEAD\?urlpath=(.+)", link)
        assert match, link
        paths[match.group(2)] = match.group(1)
    assert "lab%2Ftree%2Flessons" in paths
    voila = [p for p in paths if p.startswith("voila%2Frender%2Flessons%2F")]
    targets = {p.removeprefix("voila%2Frender%2Flessons%2F").replace("%2F", "/") for p in voila}
    # the first lesson, the dashboard, and the lesson index of each language
    assert targets == {LESSONS[0], "dashboard.ipynb", "index.ipynb", "it/index.ipynb",
                       "pt/index.ipynb"}, targets
    for name in targets:
        assert (ROOT / "lessons" / name).is_file(), name
    assert len(set(paths.values())) == 1, "every badge points at the same repository"


# ---- repo2docker -----------------------------------------------------------------------------


def _repo2docker() -> str | None:
    beside = Path(sys.executable).parent / "jupyter-repo2docker"
    if beside.exists():
        return str(beside)
    return shutil.which("jupyter-repo2docker")


def test_repo2docker_recipe_installs_the_kit_and_starts_jupyterlab() -> None:
    tool = _repo2docker()
    if tool is None:
        pytest.skip("jupyter-repo2docker is not installed (pip install -e '.[test]' brings it)")
    done = subprocess.run(
        [tool, "--no-build", "."], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-3000:]
    recipe = done.stdout
    runtime = (BINDER / "runtime.txt").read_text().strip().replace("python-", "")
    # the Python of runtime.txt, the requirements copied in and installed (the kit with them)
    # (build file names are escaped: '.' is written -2e and '-' is written -2d)
    plain = recipe.replace("-2e", ".").replace("-2d", "-")
    assert f"environment.py-{runtime}-linux-64.lock" in plain
    assert "src/binder/requirements.txt" in recipe
    assert re.search(r'pip install --no-cache-dir -r "binder/requirements\.txt"', recipe)
    # the server command goes through binder/start, which turns it into JupyterLab
    assert 'R2D_ENTRYPOINT="${REPO_DIR}/binder/start"' in recipe
    cmd = re.search(r"^CMD (\[.*\])$", recipe, re.MULTILINE)
    assert cmd is not None
    assert json.loads(cmd.group(1))[:2] == ["jupyter", "notebook"]
    # nothing from the root: the root pyproject is reached only through the '.' requirement
    assert "pyproject" not in recipe


# ---- a fresh environment from binder/requirements.txt ------------------------------------


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _get(url: str, timeout: float = 10) -> tuple[int, str, str]:
    """(status, final URL after the server's redirects, body)."""
    with urllib.request.urlopen(url, timeout=timeout) as response:
        return response.status, response.geturl(), response.read().decode("utf-8", "replace")


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_fresh_venv_from_binder_requirements_renders_every_lesson(tmp_path: Path) -> None:
    if os.environ.get("COTECCIO_SKIP_BINDER_VENV") == "1":
        pytest.skip("COTECCIO_SKIP_BINDER_VENV=1: the fresh Binder environment is not built")
    assert LESSONS, "no lesson notebooks in lessons/"
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    py = venv / "bin" / "python"
    started = time.monotonic()
    # The same requirements as repo2docker's pip installs, through uv when the kit's venv has
    # it (make install puts it there): its cache already holds what the kit's venv fetched,
    # where pip would fetch it all again (about 50 s of a CI run).
    tool, installer = install_command(py)
    install = subprocess.run(
        [*installer, "-r", "binder/requirements.txt"],
        cwd=ROOT, capture_output=True, text=True, timeout=600,
        env={**os.environ, "UV_PYTHON_DOWNLOADS": "never"},
    )
    if install.returncode != 0:
        output = install.stdout + install.stderr
        offline = OFFLINE.search(output)
        if offline:
            pytest.skip(
                "the package index cannot be reached (offline?): the fresh Binder environment "
                f"was not built. pip said: {offline.group(0)}"
            )
        pytest.fail(f"{tool} install -r binder/requirements.txt failed:\n{output[-4000:]}")
    install_seconds = time.monotonic() - started

    # Only this venv's Jupyter: its own kernel (ipykernel's kernel spec), config and data.
    home = tmp_path / "jupyter"
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("JUPYTER", "VIRTUAL_ENV", "PYTHONPATH"))
    }
    env.update(
        PATH=f"{venv / 'bin'}:{env.get('PATH', '')}",
        JUPYTER_CONFIG_DIR=str(home / "config"),
        JUPYTER_DATA_DIR=str(home / "data"),
        JUPYTER_RUNTIME_DIR=str(home / "runtime"),
        PYTHONUNBUFFERED="1",
    )
    port = _free_port()
    command = [
        str(START), "jupyter", "notebook", "--no-browser", "--ip=127.0.0.1", f"--port={port}",
        "--IdentityProvider.token=", "--ServerApp.password=",
    ]
    if os.geteuid() == 0:
        command.append("--allow-root")
    log_path = tmp_path / "server.log"
    with open(log_path, "wb") as log:
        server = subprocess.Popen(
            command, cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=log,
            stderr=subprocess.STDOUT, start_new_session=True,
        )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                _get(f"{base}/api", timeout=2)
                break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                if server.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"the server did not start:\n{log_path.read_text()[-4000:]}")
                time.sleep(0.5)

        # JupyterLab opens on the lessons
        status, final, body = _get(f"{base}/")
        assert status == 200 and final.endswith(LAB_LANDING), final
        assert "<title>JupyterLab" in body

        # every lesson renders through Voilà, to the end, without an error
        timings = {}
        for name in LESSONS:
            t0 = time.monotonic()
            status, _, page = _get(f"{base}/voila/render/lessons/{name}", timeout=180)
            timings[name] = round(time.monotonic() - t0, 1)
            assert status == 200, name
            assert "application/vnd.jupyter.stderr" not in page, f"{name}: output on stderr"
            assert "Traceback" not in page, f"{name}: a cell raised"
            # every exercise the notebook shows is on the page (the run reached the end)
            shown = _exercises_shown(ROOT / "lessons" / name)
            views = page.count("application/vnd.jupyter.widget-view+json")
            assert views >= max(shown, 1), f"{name}: {views} widgets for {shown} exercises"
        print(f"{tool} install: {install_seconds:.0f} s; Voilà renders (s): {timings}")
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(20)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)


def _exercises_shown(path: Path) -> int:
    """How many exercises the notebook displays (``lesson.show("key")`` cells)."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return sum(
        len(re.findall(r"\blesson\.show\(", "".join(c["source"])))
        for c in cells
        if c["cell_type"] == "code"
    )
