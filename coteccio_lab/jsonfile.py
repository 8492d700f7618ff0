"""JSON files written atomically and read with errors a person understands.

Saved matches, the class game and hand records all go through here: a write
goes to a temporary file in the same folder, is flushed to disk and then
renamed over the target, so a crash or a reader at the wrong moment never sees
half a file; a read turns every way a file can be wrong into one sentence.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "x.json"
>>> _ = write_json(path, {"a": 1})
>>> read_json(path, ValueError, "a test file")
{'a': 1}
>>> _ = path.write_text("{broken")
>>> read_json(path, ValueError, "a test file")
Traceback (most recent call last):
...
ValueError: ...x.json: not a test file, the JSON is broken (line 1: ...)
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

__all__ = ["read_json", "write_json"]


def write_json(path: str | Path, data: Any) -> Path:
    """Write ``data`` as JSON to ``path`` atomically; the folder is created if missing."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, ensure_ascii=False, indent=1)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    return target


def read_json(path: str | Path, error: type[Exception], what: str) -> Any:
    """The parsed JSON of ``path``; a missing, unreadable or broken file raises ``error``."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise error(f"{p}: no such file") from None
    except (OSError, UnicodeDecodeError) as err:
        raise error(f"{p}: cannot read it ({err})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise error(f"{p}: not {what}, the JSON is broken (line {err.lineno}: {err.msg})") from None
    except RecursionError:
        raise error(f"{p}: not {what}, the JSON is nested too deeply") from None
