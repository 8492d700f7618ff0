"""Build the static site of the kit: the lessons and the dashboard in JupyterLite, offline.

Run by ``make site`` with the Python of the build venv (``lite/requirements.txt``, kept apart
from the kit's own dependencies)::

    build/lite-venv/bin/python lite/build.py --out build/site --cache build/lite-cache

What it does, and why (the measurements behind it are in the README's "Static site"):

1. **Pyodide, locally.** The kernel (jupyterlite-pyodide-kernel 0.8.6) expects Pyodide
   314.0.6. Its npm package holds only the core (no wheels), so the build takes the core
   from the npm registry (``npm pack``) and the pure-Python packages the kernel loads at
   start (micropip, IPython, jedi and their dependencies, at the versions of Pyodide's lock)
   from PyPI. PyPI's files are not byte-identical to Pyodide's rebuilt ones, so the lock gets
   their own sha256; every lock entry the site does not ship is dropped, so nothing is ever
   asked of a CDN.
2. **The kit and its widget libraries in the lock.** The kit's wheel (built from this tree),
   ipywidgets, comm, jupyterlab_widgets, anywidget and psygnal (pure-Python wheels, at the
   versions of the build venv, whose front-end parts JupyterLite copies into the site: the
   two halves of each widget library match) and the kernel's own wheels (piplite,
   pyodide-kernel, the ipykernel shim) become lock entries, and the kernel preloads them
   (``loadPyodideOptions.packages``): the lesson notebooks run unchanged, with no
   ``%pip install`` cell, and no package index is asked at run time.
3. **Bytecode.** Every wheel and Pyodide's standard library get their ``.pyc`` files,
   compiled by this same Pyodide under Node.js (``lite/pycompile.py``): the browser then
   imports IPython, the widgets and the kit without compiling them at each kernel start.
4. **The site.** ``jupyter lite build`` with the notebook app only, no source maps; each
   language's first page is its lesson index (``lessons/<lang>/index.ipynb``, what Voila
   opens on) in ``lite/index.html``, its links pointing into the site; the notebook page
   loads ``lite/app.js``, which opens a lesson or the dashboard as an app (code hidden,
   every cell run, a sign while Python starts). The cells Voila leaves out
   (``cot-lab-only``) are left out of the site's notebooks.

Downloads and bytecode are cached in ``--cache`` (the Pyodide tarball, the wheels, their
compiled copies), so a second build asks no registry and compiles only the kit.
"""

from __future__ import annotations

import argparse
import hashlib
import html
import importlib.metadata
import json
import os
import posixpath
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))  # the kit's catalogue: the site says what the kit says

from coteccio_lab.cards import LANGUAGES  # noqa: E402  (needs ROOT on the path)
from coteccio_lab.curriculum import folder_of  # noqa: E402  (imports no widget)
from coteccio_lab.i18n import t  # noqa: E402  (needs ROOT on the path; imports no widget)

PYODIDE_VERSION = "314.0.6"
"""The Pyodide that jupyterlite-pyodide-kernel 0.8.6 is built for (its default CDN URL)."""
KERNEL_NEEDS = ("micropip", "ipython")
"""What the kernel loads at start; with their dependencies in Pyodide's lock."""
LEFT_OUT = {
    "jedi": "jedi is left out of this site: IPython completes with its own completer",
}
"""Packages the kernel asks for at every start that the site does without: each is a
placeholder whose import raises ImportError, which its users expect of a package that is
not installed (IPython's completer then uses its own). Jedi and parso are 2.4 MB to unpack
and seconds of IPython's start, for a completion that an app page never offers."""
WIDGET_LIBRARIES = ("comm", "ipywidgets", "jupyterlab-widgets", "anywidget", "psygnal")
"""The kit's widget stack, pure Python, at the build venv's versions."""
KERNEL_WHEELS = ("piplite", "pyodide-kernel", "ipykernel", "widgetsnbextension")
"""Shipped inside jupyterlite-pyodide-kernel (its ``pypi/`` folder): shims for the browser."""
LESSONS = ROOT / "lessons"
LANGUAGE_FOLDERS = {lang: folder_of(lang) for lang in LANGUAGES}
"""Where each language's lessons and index live in ``lessons/``: every language of the
catalogues (``coteccio_lab/locale/*.po``)."""
LESSON_NAME = re.compile(r"^\d\d-[a-z0-9-]+\.ipynb$")
DASHBOARD = "dashboard.ipynb"
PRACTICE = "practice.ipynb"
"""The practice page: one for every language, like the dashboard."""
"""The teacher's page is left out: a class's results live on a server, not in a browser."""
PAGE_LANGUAGE_JS = ROOT / "coteccio_lab" / "widgets" / "pagelang.js"
APP_TEXTS = ("site_back", "site_show_code", "site_hide_code", "site_starting", "site_running",
             "site_failed", "site_first_time")
"""The catalogue's sentences that ``app.js`` shows (``site_*`` in ``coteccio_lab/locale/*.po``)."""
LAB_ONLY = "cot-lab-only"
"""The tag of the cells Voila leaves out (``voila.json``'s TagRemovePreprocessor)."""


class BuildError(RuntimeError):
    """A step of the build failed; the message says which and what to do."""


def canon(name: str) -> str:
    """PEP 503 name: ``Jupyterlab_Widgets`` -> ``jupyterlab-widgets``."""
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def run(cmd: list[str], what: str, cwd: Path | None = None,
        env: dict[str, str] | None = None) -> str:
    done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True,
                          env=None if env is None else {**os.environ, **env})
    if done.returncode != 0:
        # a tool may say why on either stream (jupyter lite's tasks report on stdout)
        raise BuildError(f"{what} failed ({' '.join(cmd)}):\n{done.stdout[-3000:]}\n"
                         f"{done.stderr[-3000:]}")
    return done.stdout


# ---- 1. Pyodide's core, from the npm registry ---------------------------------------------------


def pyodide_core(cache: Path, dest: Path) -> dict[str, object]:
    """Unpack Pyodide's core into ``dest``; return its lock (parsed)."""
    tarball = cache / f"pyodide-{PYODIDE_VERSION}.tgz"
    if not tarball.exists():
        if shutil.which("npm") is None:
            raise BuildError("npm is needed to fetch Pyodide's core (apt-get install npm)")
        print(f"site: fetching pyodide@{PYODIDE_VERSION} (npm)", flush=True)
        run(["npm", "pack", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", str(cache)],
            "npm pack pyodide")
    dest.mkdir(parents=True, exist_ok=True)
    with tarfile.open(tarball) as tar:
        for member in tar.getmembers():
            name = member.name.removeprefix("package/")
            # the runtime only: no TypeScript declarations, demo consoles, or source maps
            if not member.isfile() or "/" in name or name.endswith((".d.ts", ".map", ".html")):
                continue
            source = tar.extractfile(member)
            assert source is not None
            (dest / name).write_bytes(source.read())
    lock: dict[str, object] = json.loads((dest / "pyodide-lock.json").read_text())
    return lock


# ---- 2. wheels, from PyPI (cached) -------------------------------------------------------------


def pypi_wheel(name: str, version: str, cache: Path) -> Path:
    """The pure-Python wheel ``name==version`` from PyPI, downloaded once into ``cache``."""
    stem = "[-_.]".join(re.escape(part) for part in canon(name).split("-"))
    pattern = re.compile(rf"^{stem}-{re.escape(version)}-"
                         r".*py3-none-any\.whl$", re.IGNORECASE)
    found = [p for p in cache.glob("*.whl") if pattern.match(p.name)]
    if not found:
        print(f"site: fetching {name}=={version} (PyPI)", flush=True)
        run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:",
             "--python-version", "3.14", "--platform", "any", "--implementation", "py",
             "-d", str(cache), f"{name}=={version}"], f"downloading {name}=={version}")
        found = [p for p in cache.glob("*.whl") if pattern.match(p.name)]
    if not found:
        raise BuildError(f"no pure-Python wheel of {name}=={version} on the package index")
    return found[0]


def kit_wheel(dest: Path) -> Path:
    """The kit's wheel, built from this tree (no dependencies: they are entries of their own).
    Its files carry a fixed date, so the same tree gives the same wheel, whose bytecode is
    then found in the cache."""
    run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
         "-w", str(dest), str(ROOT)],
        "building the kit's wheel", env={"SOURCE_DATE_EPOCH": "315532800"})
    wheels = list(dest.glob("coteccio_lab-*.whl"))
    if len(wheels) != 1:
        raise BuildError(f"expected one wheel of the kit in {dest}, found {wheels}")
    return wheels[0]


def wheel_facts(wheel: Path) -> tuple[str, str, list[str], list[str]]:
    """(name, version, top-level import names, Requires-Dist names without extras/markers)."""
    with zipfile.ZipFile(wheel) as zf:
        meta_name = next(n for n in zf.namelist() if n.endswith(".dist-info/METADATA"))
        meta = zf.read(meta_name).decode("utf-8")
        tops = sorted({
            n.split("/")[0].removesuffix(".py")
            for n in zf.namelist()
            if not n.split("/")[0].endswith((".dist-info", ".data"))
            and (n.endswith(".py") or "/" in n)
        })
    name = re.search(r"^Name: (.+)$", meta, re.MULTILINE)
    version = re.search(r"^Version: (.+)$", meta, re.MULTILINE)
    if not name or not version:
        raise BuildError(f"{wheel.name}: no Name/Version in its METADATA")
    requires = []
    for line in re.findall(r"^Requires-Dist: (.+)$", meta, re.MULTILINE):
        requirement, _, marker = line.partition(";")
        if "extra ==" in marker:
            continue
        requires.append(canon(re.split(r"[ <>=!~\[(]", requirement.strip(), maxsplit=1)[0]))
    return name.group(1).strip(), version.group(1).strip(), tops, requires


def placeholder_wheel(name: str, why: str, dest: Path) -> Path:
    """A wheel of ``name`` whose import raises ImportError(``why``) (see ``LEFT_OUT``)."""
    version = "0"
    info = f"{name}-{version}.dist-info"
    wheel = dest / f"{name}-{version}-py3-none-any.whl"
    files = {
        f"{name}/__init__.py": f"raise ImportError({why!r})\n",
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: coteccio-lab site\n"
                         "Root-Is-Purelib: true\nTag: py3-none-any\n",
    }
    files[f"{info}/RECORD"] = "".join(f"{n},,\n" for n in [*files, f"{info}/RECORD"])
    dest.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as zf:
        for member, text in files.items():
            zf.writestr(zipfile.ZipInfo(member, date_time=(1980, 1, 1, 0, 0, 0)), text)
    return wheel


def patched(wheel: Path, member: str, addition: Path, dest: Path) -> Path:
    """A copy of ``wheel`` in ``dest`` with ``addition``'s text appended to ``member``."""
    dest.mkdir(parents=True, exist_ok=True)
    out = dest / wheel.name
    with zipfile.ZipFile(wheel) as zin, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        if member not in zin.namelist():
            raise BuildError(f"{wheel.name} has no {member} to patch")
        for info in zin.infolist():
            data = zin.read(info)
            if info.filename == member:
                data += b"\n\n" + addition.read_bytes()
            zout.writestr(info, data)
    return out


def lock_entry(wheel: Path, depends: list[str], imports: list[str]) -> dict[str, object]:
    name, version, _, _ = wheel_facts(wheel)
    return {
        "name": canon(name),
        "version": version,
        "file_name": wheel.name,
        "install_dir": "site",
        "sha256": sha256(wheel),
        "package_type": "package",
        "imports": imports,
        "depends": depends,
        "unvendored_tests": False,
    }


def closure(lock: dict[str, dict[str, object]], roots: tuple[str, ...]) -> list[str]:
    seen: list[str] = []
    todo = [canon(r) for r in roots]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        if name not in lock:
            raise BuildError(f"Pyodide's lock has no {name!r}")
        seen.append(name)
        todo.extend(canon(str(d)) for d in lock[name]["depends"])  # type: ignore[attr-defined]
    return sorted(seen)


def precompiled(sources: list[Path], pyodide_dir: Path, cache: Path) -> dict[Path, Path]:
    """Each wheel of ``sources`` (and Pyodide's ``python_stdlib.zip``) with its bytecode
    (``lite/pycompile.py``, run in this Pyodide under Node.js), from ``cache`` or made now."""
    made: dict[Path, Path] = {}
    todo: list[tuple[Path, Path]] = []
    for source in sources:
        dest = cache / sha256(source)[:20] / source.name
        made[source] = dest
        if not dest.exists():
            todo.append((source, dest))
    if not todo:
        return made
    if shutil.which("node") is None:
        raise BuildError("Node.js is needed to compile the site's Python (apt-get install nodejs)")
    print(f"site: compiling {len(todo)} packages to bytecode (Pyodide in Node.js)", flush=True)
    with tempfile.TemporaryDirectory(prefix="coteccio-pyc-") as tmp:
        work = Path(tmp)
        jobs = []
        for i, (source, _) in enumerate(todo):
            (work / f"in{i}").mkdir()
            (work / f"out{i}").mkdir()
            shutil.copy2(source, work / f"in{i}" / source.name)
            kind = "stdlib" if source.name == "python_stdlib.zip" else "wheel"
            jobs.append([kind, f"in{i}/{source.name}", f"out{i}/{source.name}"])
        (work / "jobs.json").write_text(json.dumps(jobs))
        run(["node", str(HERE / "pycompile.mjs"), str(pyodide_dir), str(work),
             str(work / "jobs.json")], "compiling the site's Python to bytecode")
        for i, (source, dest) in enumerate(todo):
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(work / f"out{i}" / source.name, dest)
    return made


def build_lock(core: dict[str, object], pyodide_dir: Path, cache: Path,
               kit: Path, kernel_pypi: Path) -> list[str]:
    """Rewrite ``pyodide-lock.json`` to what the site ships, every wheel and the standard
    library with their bytecode; return the packages to preload."""
    wheels = cache / "wheels"
    packages: dict[str, dict[str, object]] = {
        canon(k): v for k, v in core["packages"].items()  # type: ignore[attr-defined]
    }
    extra: list[Path] = [kit]
    for name in WIDGET_LIBRARIES:
        extra.append(pypi_wheel(name, importlib.metadata.version(name), wheels))
    for name in KERNEL_WHEELS:
        # the shim for ipywidgets 8 (4.0.999), not the one for ipywidgets 7 (3.6.999)
        found = sorted(kernel_pypi.glob(f"{name.replace('-', '_')}-*.whl"))
        if not found:
            raise BuildError(f"jupyterlite-pyodide-kernel ships no {name} wheel in {kernel_pypi}")
        wheel = found[-1]
        if name == "pyodide-kernel":
            wheel = patched(wheel, "pyodide_kernel/comm.py", HERE / "comm_nulls.py",
                            cache / "patched")
        extra.append(wheel)
    names = {canon(wheel_facts(w)[0]) for w in extra}
    # what the kernel needs, and what the extra wheels need that Pyodide's lock has
    # (e.g. anywidget's typing-extensions), at the lock's versions
    roots = set(KERNEL_NEEDS) | {
        r for w in extra for r in wheel_facts(w)[3] if r not in names and r in packages
    }
    from_lock = {name: pypi_wheel(name, str(packages[name]["version"]), wheels)
                 for name in closure(packages, tuple(sorted(roots)))}
    stdlib = pyodide_dir / "python_stdlib.zip"
    compiled = precompiled([*from_lock.values(), *extra, stdlib], pyodide_dir,
                           cache / f"bytecode-{PYODIDE_VERSION}")
    shutil.copy2(compiled[stdlib], stdlib)
    shipped: dict[str, dict[str, object]] = {}
    for name, source in from_lock.items():
        wheel = shutil.copy2(compiled[source], pyodide_dir / source.name)
        entry = dict(packages[name])
        entry.update(file_name=source.name, sha256=sha256(Path(wheel)))
        shipped[name] = entry
    names |= set(shipped)
    for source in extra:
        name, _, tops, requires = wheel_facts(source)
        # only the dependencies the site has: a missing one (e.g. widgetsnbextension's
        # notebook-classic parts) is a server-side package the browser does not need
        depends = sorted(r for r in requires if r in names and r != canon(name))
        wheel = Path(shutil.copy2(compiled[source], pyodide_dir / source.name))
        shipped[canon(name)] = lock_entry(wheel, depends, tops)

    for name, why in LEFT_OUT.items():
        wheel = placeholder_wheel(name, why, pyodide_dir)
        shipped[name] = lock_entry(wheel, [], [name])

    lock = {"info": core["info"], "packages": dict(sorted(shipped.items()))}
    (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n")
    # What the kernel would otherwise install with micropip at each start, plus the kit.
    return ["micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython",
            "ipywidgets", "anywidget", "coteccio-lab"]


# ---- 3. the site -----------------------------------------------------------------------------


def site_notebooks() -> list[str]:
    """The notebooks of the site, as paths under ``lessons/``: each language's lessons, then
    the dashboard and the practice page (one each for every language: they open in the
    learner's)."""
    found = []
    for folder in LANGUAGE_FOLDERS.values():
        found += sorted(f"{folder}{p.name}" for p in (LESSONS / folder).iterdir()
                        if LESSON_NAME.match(p.name))
    if not found:
        raise BuildError(f"no lesson notebooks in {LESSONS}")
    return [*found, DASHBOARD, PRACTICE]


def copy_notebook(source: Path, dest: Path) -> None:
    """Copy a notebook as the site shows it: the cells for JupyterLab only left out, as
    Voila leaves them out, and the code cells collapsed (``source_hidden``), so that even
    before ``app.js`` hides the code the page reads as the app it is."""
    nb = json.loads(source.read_text(encoding="utf-8"))
    cells = []
    for cell in nb["cells"]:
        if LAB_ONLY in cell.get("metadata", {}).get("tags", []):
            continue
        if cell["cell_type"] == "code":
            cell.setdefault("metadata", {}).setdefault("jupyter", {})["source_hidden"] = True
        cells.append(cell)
    nb["cells"] = cells
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def site_link(href: str, folder: str) -> str:
    """Where a link of a lesson index (``lessons/<folder>index.ipynb``) points in the site,
    from the site's root: another index is that language's page, a notebook its app."""
    if "://" in href or href.startswith(("#", "mailto:")):
        return href
    target = posixpath.normpath(posixpath.join(folder, href))
    if target == "index.ipynb":
        return "index.html"
    if target.endswith("/index.ipynb"):
        return f"{target.removesuffix('index.ipynb')}index.html"
    if target.endswith(".ipynb"):
        return f"notebooks/index.html?path={target}"
    return href


def index_page(lang: str) -> str:
    """A language's first page: its lesson index (``lessons/<folder>index.ipynb``, the page
    Voila opens on) with its links into the site, in ``lite/index.html``."""
    import mistune  # jupyter_server's nbconvert brings it into the build venv

    folder = LANGUAGE_FOLDERS[lang]
    nb = json.loads((LESSONS / folder / "index.ipynb").read_text(encoding="utf-8"))
    text = "\n\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")
    heading = re.search(r"^#\s+(.+)$", text, re.MULTILINE)
    body = str(mistune.html(text))
    root = "../" * folder.count("/")

    def link(m: re.Match[str]) -> str:
        target = site_link(html.unescape(m.group(1)), folder)
        kind = ("cot-site-index" if target.endswith("index.html")
                else "cot-site-lesson" if target.startswith("notebooks/") else "cot-site-other")
        return f'<a class="{kind}" href="{html.escape(root + target)}"'

    body = re.sub(r'<a href="([^"]*)"', link, body)
    template = (HERE / "index.html").read_text(encoding="utf-8")
    fill = {
        "LANG": lang,
        "ROOT": root or "./",
        "TITLE": html.escape(heading.group(1).strip() if heading else "Coteccio Lab"),
        "INDEX": body,
        "NO_SERVER": html.escape(t("site_no_server", lang)),
        "FIRST_TIME": html.escape(t("site_first_time", lang)),
        "LANGUAGE_KEY": language_key(),
    }
    return re.sub(r"\{\{(\w+)\}\}", lambda m: fill[m.group(1)], template)


def language_key() -> str:
    """The localStorage key under which the kit's pages remember the learner's language."""
    found = re.search(r'const KEY = "([^"]+)"', PAGE_LANGUAGE_JS.read_text(encoding="utf-8"))
    if not found:
        raise BuildError(f"no language key in {PAGE_LANGUAGE_JS}")
    return found.group(1)


def app_texts() -> str:
    """What ``app.js`` says, in each language, as the JSON it reads from the page."""
    texts: dict[str, object] = {"language_key": language_key(), "dashboard": DASHBOARD,
                                "practice": PRACTICE}
    for lang in LANGUAGE_FOLDERS:
        texts[lang] = {key.removeprefix("site_"): t(key, lang) for key in APP_TEXTS}
    return json.dumps(texts, ensure_ascii=False).replace("</", "<\\/")


def make_apps(notebooks_html: Path) -> None:
    """JupyterLite's notebook page opens each notebook as an app (``app.js``, ``app.css``)."""
    page = notebooks_html.read_text(encoding="utf-8")
    if "</body>" not in page or "</head>" not in page:
        raise BuildError(f"{notebooks_html}: not the page JupyterLite writes")
    head = '<link rel="stylesheet" href="../app.css">\n'
    tail = (f'<script id="cot-app-texts" type="application/json">{app_texts()}</script>\n'
            '<script type="module" src="../app.js"></script>\n')
    page = page.replace("</head>", head + "</head>", 1).replace("</body>", tail + "</body>", 1)
    notebooks_html.write_text(page, encoding="utf-8")


def site_config(preload: list[str]) -> dict[str, object]:
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Coteccio Lab",
            "appUrl": "./tree",
            # app.js drives the notebook app through it (window.jupyterapp)
            "exposeAppInBrowser": True,
            # No service worker: it would give the kernel the browser's file store as its
            # working folder (/drive), which no page of the site reads, at the price of a
            # slower start, and of a kernel that never starts where the worker is refused
            # (a policy, a private window) or is not there yet.
            "disabledExtensions": ["@jupyterlite/application-extension:service-worker-manager"],
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    "pyodideUrl": "./static/pyodide/pyodide.mjs",
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {"packages": preload},
                }
            },
        },
    }


SETTINGS = {
    # an app page is never saved: opening it again starts from the kit's notebook
    "@jupyterlab/docmanager-extension:plugin": {"autosave": False},
    # the header holds app.js's bar (back to the lessons): on a phone too
    "@jupyter-notebook/application-extension:top": {"visible": "yes"},
}
"""JupyterLite's ``overrides.json``: settings of the notebook app's plugins."""


def build(out: Path, cache: Path) -> None:
    cache.mkdir(parents=True, exist_ok=True)
    (cache / "wheels").mkdir(exist_ok=True)
    kernel_pypi = (Path(sys.prefix) / "share/jupyter/labextensions/@jupyterlite"
                   / "pyodide-kernel-extension/static/pypi")
    with tempfile.TemporaryDirectory(prefix="coteccio-site-") as tmp:
        work = Path(tmp)
        lite_dir = work / "lite"
        pyodide_dir = lite_dir / "static" / "pyodide"
        core = pyodide_core(cache, pyodide_dir)
        kit = kit_wheel(work / "kit")
        preload = build_lock(core, pyodide_dir, cache, kit, kernel_pypi)
        (lite_dir / "jupyter-lite.json").write_text(json.dumps(site_config(preload), indent=1))
        (lite_dir / "overrides.json").write_text(json.dumps(SETTINGS, indent=1))
        contents = work / "contents"
        contents.mkdir()
        for name in site_notebooks():
            copy_notebook(LESSONS / name, contents / name)
        if out.exists():
            shutil.rmtree(out)
        print("site: jupyter lite build", flush=True)
        run([str(Path(sys.executable).with_name("jupyter-lite")), "build",
             "--lite-dir", str(lite_dir), "--contents", str(contents),
             "--output-dir", str(out), "--apps", "notebooks",
             "--no-sourcemaps", "--no-unused-shared-packages"],
            "jupyter lite build", cwd=work)
    for lang, folder in LANGUAGE_FOLDERS.items():
        (out / folder).mkdir(parents=True, exist_ok=True)
        (out / folder / "index.html").write_text(index_page(lang), encoding="utf-8")
    make_apps(out / "notebooks" / "index.html")
    for name in ("site.css", "index.js", "app.css", "app.js"):
        shutil.copy2(HERE / name, out / name)
    (out / ".nojekyll").touch()  # GitHub Pages: serve the folder as it is
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(f"site: {out} ({size / 1e6:.1f} MB); serve it with "
          f"`python3 -m http.server -d {out}`", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "site")
    parser.add_argument("--cache", type=Path, default=ROOT / "build" / "lite-cache")
    args = parser.parse_args(argv)
    try:
        build(args.out.resolve(), args.cache.resolve())
    except BuildError as err:
        print(f"make site: {err}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
