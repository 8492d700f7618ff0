"""Compile Python sources to bytecode for the site's Pyodide, run *inside* that Pyodide.

``lite/pycompile.mjs`` runs this file in Pyodide under Node.js at build time, because the
bytecode must come from the very CPython the browser runs (3.14 in WebAssembly, which this
kind of machine lacks natively). Without bytecode, every module the kernel imports is
compiled from source in the browser at every start (IPython alone takes seconds).

- A wheel gets ``__pycache__/<module>.cpython-3XX.pyc`` beside each ``.py``, as unchecked
  hash-based files (PEP 552): the importer takes them without looking at the source's time
  stamp, which unpacking a wheel does not keep. The sources stay, for tracebacks.
- The standard library's zip gets ``<module>.pyc`` in place of each ``.py``, as Pyodide's
  own distribution ships it (zipimport reads a sibling ``.pyc`` first).

Usage (inside Pyodide): ``main(["wheel"|"stdlib", source, destination])``.
"""

from __future__ import annotations

import importlib.util
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc  # type: ignore[attr-defined]


def bytecode(source: bytes, path: str) -> bytes | None:
    """The unchecked hash-based .pyc of ``source``, or None if it does not compile."""
    try:
        code = compile(source, path, "exec", dont_inherit=True)
    except (SyntaxError, ValueError):
        return None  # e.g. a Python 2 file a package ships as data
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def wheel(source: str, dest: str) -> int:
    done = 0
    with zipfile.ZipFile(source) as zin, zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED) as zout:
        names = set(zin.namelist())
        for info in zin.infolist():
            data = zin.read(info)
            zout.writestr(info, data)
            name = info.filename
            if not name.endswith(".py") or name.split("/")[0].endswith(".data"):
                continue
            cached = importlib.util.cache_from_source(name)
            if cached in names:
                continue
            pyc = bytecode(data, name)
            if pyc is not None:
                zout.writestr(cached, pyc)
                done += 1
    return done


def stdlib(source: str, dest: str) -> int:
    done = 0
    with zipfile.ZipFile(source) as zin, zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            data = zin.read(info)
            pyc = bytecode(data, info.filename) if info.filename.endswith(".py") else None
            if pyc is None:
                zout.writestr(info, data)
                continue
            compiled = zipfile.ZipInfo(info.filename + "c", date_time=info.date_time)
            compiled.compress_type = zipfile.ZIP_DEFLATED
            zout.writestr(compiled, pyc)
            done += 1
    return done


def main(argv: list[str]) -> str:
    kind, source, dest = argv
    count = {"wheel": wheel, "stdlib": stdlib}[kind](source, dest)
    return f"{count} modules compiled by Python {sys.version.split()[0]}"
