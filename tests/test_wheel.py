"""The kit as a user installs it: ``python -m build`` makes a wheel and an sdist that pass
``twine check``; the wheel alone, in a fresh venv with none of the extras, runs the referee
(``replay``), ``advise``, ``simulate`` and the README's Python examples, carries every data
file the package's code reads (stylesheets, scripts, pages, Voilà's template) and no test.

The fresh venv installs the wheel's own dependencies (ipywidgets, anywidget) from the
package index, as ``pip install coteccio-lab`` does. Where the kit's venv has uv (``make
install`` puts it there), the build's isolated environments and the fresh venv are filled by
uv, from the cache the kit's install filled; pip is the fallback.
Marked slow: ``make unit`` leaves it out, ``make test`` (CI) runs it.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from installer import UV, install_command

ROOT = Path(__file__).resolve().parent.parent
RECORDS = ROOT / "tests" / "records"


def _run(
    command: list[str], *, cwd: Path, timeout: float = 600, fresh: bool = True
) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    if fresh:  # the fresh venv must find the installed kit, never this checkout's
        env = {k: v for k, v in env.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    return subprocess.run(command, cwd=cwd, env={**env, "PYTHONIOENCODING": "utf-8"},
                          capture_output=True, text=True, timeout=timeout, check=False)


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    # build.env, not build: the checkout's build/ folder would pass for a namespace package
    pytest.importorskip("build.env", reason="`build` is in the [test] extra")
    out = tmp_path_factory.mktemp("dist")
    installer = ["--installer", "uv"] if UV.exists() else []
    done = _run([sys.executable, "-m", "build", *installer, "--outdir", str(out), str(ROOT)],
                cwd=out, fresh=False)
    assert done.returncode == 0, (done.stdout + done.stderr)[-4000:]
    return out


@pytest.fixture(scope="module")
def wheel(dist: Path) -> Path:
    [found] = dist.glob("coteccio_lab-*.whl")
    return found


@pytest.fixture(scope="module")
def venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    where = tmp_path_factory.mktemp("venv")
    done = _run([sys.executable, "-m", "venv", str(where / "venv")], cwd=where, timeout=120)
    assert done.returncode == 0, done.stderr
    bin_dir = where / "venv" / "bin"
    _tool, install = install_command(bin_dir / "python")
    done = _run([*install, str(wheel)], cwd=where)
    assert done.returncode == 0, (done.stdout + done.stderr)[-4000:]
    return bin_dir


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_the_wheel_and_the_sdist_pass_twine_check(dist: Path) -> None:
    pytest.importorskip("twine", reason="`twine` is in the [test] extra")
    files = sorted(str(p) for p in dist.iterdir())
    assert sorted(Path(f).suffix for f in files) == [".gz", ".whl"]
    done = _run([sys.executable, "-m", "twine", "check", "--strict", *files], cwd=dist,
                fresh=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count("PASSED") == 2


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_the_wheel_carries_the_package_data_and_no_test(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    tracked = _run(["git", "ls-files", "coteccio_lab"], cwd=ROOT).stdout.split()
    assert tracked, "not a git checkout"
    data = [name for name in tracked if not name.endswith(".py")]
    assert any(name.endswith(".css") for name in data) and any(n.endswith(".js") for n in data)
    assert sorted(set(tracked) - names) == []  # every file of the package, data included
    assert not [n for n in names if re.match(r"(tests|harness|benchmarks|lessons)/", n)]
    assert not [n for n in names if "/test_" in n or n.endswith("conftest.py")]


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_the_wheel_alone_runs_the_referee_the_advice_and_a_simulation(
    venv: Path, tmp_path: Path
) -> None:
    py, command = str(venv / "python"), str(venv / "coteccio-lab")
    where = _run([py, "-c", "import coteccio_lab, importlib.util as u, json; print(json.dumps("
                  "[coteccio_lab.__file__, [m for m in ('tornado', 'sqlalchemy', 'voila', "
                  "'tqdm', 'jupyterhub') if u.find_spec(m)]]))"], cwd=tmp_path)
    assert where.returncode == 0, where.stderr
    location, extras = json.loads(where.stdout)
    assert Path(location).is_relative_to(venv.parent) and extras == []

    helped = _run([command, "--help"], cwd=tmp_path)
    assert helped.returncode == 0 and "replay" in helped.stdout, helped.stderr

    replayed = _run([command, "replay", str(RECORDS / "trieste-capote.json"), "--json"],
                    cwd=tmp_path)
    assert replayed.returncode == 0, replayed.stderr
    assert json.loads(replayed.stdout)["outcome"] == "capote"
    broken = _run([command, "replay", str(RECORDS / "broken-follow-suit.json")], cwd=tmp_path)
    assert broken.returncode == 2 and len(broken.stderr.splitlines()) == 1, broken.stderr
    # the compiled catalogues came with the wheel: the refusal in Italian
    italian = _run([command, "replay", str(RECORDS / "broken-follow-suit.json"), "--lang", "it"],
                   cwd=tmp_path)
    assert italian.returncode == 2 and italian.stderr.startswith("mossa "), italian.stderr

    advised = _run([command, "advise", str(RECORDS / "trieste-incomplete.json"), "--json"],
                   cwd=tmp_path)
    assert advised.returncode == 0, advised.stderr
    assert json.loads(advised.stdout)

    simulated = _run([command, "simulate", "--players", "3", "--hands", "20", "--seats",
                      "random,cautious,expert", "--seed", "1", "--json"], cwd=tmp_path)
    assert simulated.returncode == 0, simulated.stderr
    assert json.loads(simulated.stdout)["hands"] == 20

    served = _run([command, "dashboard", "--no-browser"], cwd=tmp_path)
    assert served.returncode == 2 and "pip install 'coteccio-lab[server]'" in served.stderr
    assert "Traceback" not in served.stderr


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_the_wheel_alone_runs_the_readmes_python(venv: Path, tmp_path: Path) -> None:
    """Every Python example of the README, as written, with the wheel alone and no file of
    the repository in reach: each interactive block as a doctest, then the review's script,
    each within a few seconds (the timeout)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    sessions = re.findall(r"```pycon\n(.*?)```", readme, re.S)
    assert len(sessions) >= 2
    for k, session in enumerate(sessions):
        (tmp_path / f"session{k}.txt").write_text(session, encoding="utf-8")
        code = ("import doctest, sys\n"
                f"failed, tried = doctest.testfile('session{k}.txt', module_relative=False,"
                " optionflags=doctest.ELLIPSIS)\n"
                "print(tried)\nsys.exit(1 if failed else 0)\n")
        done = _run([str(venv / "python"), "-c", code], cwd=tmp_path, timeout=60)
        assert done.returncode == 0, done.stdout + done.stderr
        assert int(done.stdout.split()[-1]) >= 6
    script = next(b for b in re.findall(r"```python\n(.*?)```", readme, re.S)
                  if "review_hand" in b)
    (tmp_path / "review.py").write_text(script, encoding="utf-8")
    done = _run([str(venv / "python"), "review.py"], cwd=tmp_path, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip()
