"""How long each lesson takes to run top to bottom in a kernel, as `make lessons` runs it.

Run from the repository root::

    .venv/bin/python benchmarks/lessons.py              # every lesson found in lessons/
    .venv/bin/python benchmarks/lessons.py --repeats 3 01-the-cards.ipynb
    .venv/bin/python benchmarks/lessons.py --voila 06-strategy-and-numbers.ipynb

Each notebook is executed by nbclient in a fresh ``python3`` kernel, best of
``--repeats`` runs. The baseline, run in the same process, is a notebook of one
empty cell: what starting a kernel costs on this machine at this moment, so the
ratio column says how much of a lesson's time is the lesson itself. The goal the
lessons were written to: each runs in under 20 seconds on this kind of machine.

With ``--voila`` it measures what a learner waits for instead: the time from opening the
lesson in Voilà (the dashboard launcher's server, no preheated kernel, headless Chromium at
/usr/bin/chromium) to its first exercise on the screen. Voilà shows the page once every
cell has run, so this is the whole lesson plus the page's own loading. The baseline, in the
same server, is a page of one button, opened once untimed first (the server's first page
pays for its static files) and then in every round beside the lessons, so that the load of
the moment weighs on both alike; the load average is printed with the figures. The goal: the
first exercise within 5 seconds.

On a shared machine the wall time is mostly the load of the moment, so each page's work is
also counted in CPU seconds (median over the rounds), split where it is spent: the page's
new kernel (starting, importing the kit, running the cells), the Voilà server (rendering the
notebook to HTML) and the browser (building the page and its widgets). A lesson that does
more than another shows there whatever the load.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

import nbformat
import psutil
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"
GOAL_SECONDS = 20.0
VOILA_GOAL_SECONDS = 5.0
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu"]
BASELINE = "one-button.ipynb"


def run_once(nb: nbformat.NotebookNode, folder: Path) -> float:
    """Seconds to execute ``nb`` in a fresh kernel; raises if a cell errs."""
    started = time.perf_counter()
    NotebookClient(nb, kernel_name="python3", timeout=120,
                   resources={"metadata": {"path": str(folder)}}).execute()
    return time.perf_counter() - started


def best_of(path: Path | None, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        if path is None:
            nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("pass")])
            folder = LESSONS
        else:
            nb = nbformat.read(path, as_version=4)
            folder = path.parent
        times.append(run_once(nb, folder))
    return min(times)


def voila_first_exercise(paths: list[Path], repeats: int) -> int:
    """Seconds from opening each lesson in Voilà to its first exercise visible, best of
    ``repeats``; the lessons are served from a copy of lessons/ with the one-button page."""
    sys.path.insert(0, str(ROOT / "tests"))
    from harness.serverproc import DashboardProcess
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="coteccio-lessons-") as tmp:
        folder = Path(tmp) / "lessons"
        shutil.copytree(LESSONS, folder)
        button = nbformat.v4.new_code_cell(
            "import ipywidgets as W\nb = W.Button(description='Check')\n"
            "b.add_class('cot-lesson-exercise')\nb")
        nbformat.write(nbformat.v4.new_notebook(cells=[button]), folder / BASELINE)
        with DashboardProcess(notebook_dir=folder, pool_size=0) as server, \
                sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)

            voila = psutil.Process(server.proc.pid)
            cpu: dict[str, list[tuple[float, float, float]]] = {}

            def first_exercise(name: str) -> float:
                page = browser.new_page()
                kernels_before = {p.pid for p in voila.children(recursive=True)}
                server_before, browser_before = cpu_seconds([voila]), cpu_seconds(browsers())
                started = time.perf_counter()
                # Voilà streams the page while the cells run: no waiting for "load"
                page.goto(server.render_url(name), wait_until="commit", timeout=180_000)
                page.locator(".cot-lesson-exercise").first.wait_for(
                    state="visible", timeout=180_000)
                seconds = time.perf_counter() - started
                kernel = cpu_seconds([p for p in voila.children(recursive=True)
                                      if p.pid not in kernels_before])
                cpu.setdefault(name, []).append((
                    kernel, cpu_seconds([voila]) - server_before,
                    cpu_seconds(browsers()) - browser_before))
                page.close()
                return seconds

            # The server's first page pays for its first kernel and its static files: not
            # timed, so that the baseline is not the one page that pays for them.
            first_exercise(BASELINE)
            cpu.clear()
            names = [path.relative_to(LESSONS).as_posix() for path in paths]
            best: dict[str, float] = {}
            load_before = os.getloadavg()[0]
            for _ in range(repeats):  # rounds of baseline and lessons, so load hits all alike
                for name in (BASELINE, *names):
                    best[name] = min(best.get(name, float("inf")), first_exercise(name))
            load_after = os.getloadavg()[0]
            baseline = best[BASELINE]
            print(f"load average {load_before:.1f} before, {load_after:.1f} after "
                  f"({os.cpu_count()} cores); best of {repeats}")
            print(f"baseline (a page of one button in Voilà): {baseline:.2f} s")
            print(f"{'lesson':<40} {'first exercise s':>16} {'x baseline':>10}  "
                  f"{'CPU s: kernel':>13} {'server':>6} {'browser':>7}  "
                  f"goal < {VOILA_GOAL_SECONDS:.0f} s")
            slow = 0
            for name in (BASELINE, *names):
                seconds = best[name]
                kernel, served, built = (statistics.median(run[k] for run in cpu[name])
                                         for k in range(3))
                over = name != BASELINE and seconds >= VOILA_GOAL_SECONDS
                slow += over
                print(f"{name:<40} {seconds:16.2f} {seconds / baseline:10.1f}  "
                      f"{kernel:13.2f} {served:6.2f} {built:7.2f}"
                      f"{'  over the goal' if over else ''}")
            browser.close()
    return 1 if slow else 0


def cpu_seconds(processes: list[psutil.Process]) -> float:
    """User and system CPU seconds the processes have used so far (gone ones count 0)."""
    total = 0.0
    for process in processes:
        try:
            times = process.cpu_times()
        except psutil.NoSuchProcess:
            continue
        total += times.user + times.system
    return total


def browsers() -> list[psutil.Process]:
    """This run's Chromium processes (Playwright's driver starts them, under this one)."""
    found = []
    for process in psutil.Process().children(recursive=True):
        try:
            if process.name().startswith(("chromium", "chrome")):
                found.append(process)
        except psutil.NoSuchProcess:
            continue
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", help="lesson files (default: every lesson)")
    parser.add_argument("--repeats", type=int, default=1)
    parser.add_argument("--voila", action="store_true",
                        help="time to the first exercise in Voilà instead")
    args = parser.parse_args(argv)
    paths = ([LESSONS / n for n in args.notebooks] if args.notebooks
             else sorted(p for p in LESSONS.rglob("[0-9][0-9]-*.ipynb")
                         if ".ipynb_checkpoints" not in p.parts))
    missing = [str(p) for p in paths if not p.is_file()]
    if missing:
        parser.error(f"no such lesson under {LESSONS}: {', '.join(missing)} "
                     "(name them as lessons/ does, e.g. it/06-strategy-and-numbers.ipynb)")
    if args.voila:
        return voila_first_exercise(paths, args.repeats)
    baseline = best_of(None, args.repeats)
    print(f"baseline (kernel start, one empty cell): {baseline:.2f} s")
    print(f"{'lesson':<48} {'seconds':>8} {'x baseline':>11}  goal < {GOAL_SECONDS:.0f} s")
    slow = 0
    for path in paths:
        seconds = best_of(path, args.repeats)
        mark = "" if seconds < GOAL_SECONDS else "  over the goal"
        slow += seconds >= GOAL_SECONDS
        name = str(path.relative_to(LESSONS))
        print(f"{name:<48} {seconds:8.2f} {seconds / baseline:11.1f}{mark}")
    return 1 if slow else 0


if __name__ == "__main__":
    sys.exit(main())
