"""JSON files written atomically and read with errors a person understands.

Saved matches, the class game and hand records all go through here: a write
goes to a temporary file in the same folder, is flushed to disk and then
renamed over the target, so a crash or a reader at the wrong moment never sees
half a file; a read turns every way a file can be wrong into one sentence.

What a reader takes is bounded before anything else looks at it, because files
come from students' uploads: at most ``MAX_BYTES``, nested at most ``MAX_DEPTH``
deep, whole numbers of at most ``MAX_DIGITS`` digits, no NaN or Infinity (JSON
has neither; Python's parser would take them). Whatever breaks a bound is the
caller's error class with one sentence, never a traceback.

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
>>> parse_json('{"paid": [NaN]}', ValueError, "a test file")
Traceback (most recent call last):
...
ValueError: not a test file: NaN is not a number JSON allows
"""

from __future__ import annotations

import json
import math
import os
import tempfile
from pathlib import Path
from typing import Any

from .i18n import Message, WordedError

__all__ = [
    "MAX_BYTES", "MAX_DEPTH", "MAX_DIGITS", "brief", "check_size", "cut", "parse_json",
    "read_json", "write_json",
]

MAX_BYTES = 2 * 1024 * 1024
"""The largest file a reader takes. The longest of 45 random matches (8 players, the doctor
unlimited: 169 deals) saves to 264 KB, so this leaves room eight times over."""
MAX_DEPTH = 24
"""The deepest nesting a reader takes: a saved match nests 7 deep (match, history, record,
result, tricks, trick, cards)."""
MAX_DIGITS = 24
"""The longest whole number a reader takes: every number in our files fits in 64 bits
(20 digits); CPython itself refuses 4300 digits with an error of its own."""


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


def _fault(error: type[Exception], words: Message) -> Exception:
    """The caller's error with ``words``: worded when shown for a ``WordedError`` (the
    kit's own), else its English sentence."""
    if issubclass(error, WordedError):
        return error(words)
    return error(words.text("en"))


def read_json(path: str | Path, error: type[Exception], what: str | Message) -> Any:
    """The parsed JSON of ``path``; a missing, unreadable, broken or oversized file raises
    ``error``; ``what`` names what the file should be ("a hand record")."""
    p = Path(path)
    try:
        with p.open("rb") as f:
            raw = f.read(MAX_BYTES + 1)  # never more than the limit, whatever the file's size
    except FileNotFoundError:
        raise _fault(error, Message("file_missing", path=str(p))) from None
    except OSError as err:
        raise _fault(error, Message("file_unreadable", path=str(p),
                                    why=err.strerror or str(err))) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise _fault(error, Message("file_unreadable", path=str(p),
                                    why=f"{err.reason} at byte {err.start}")) from None
    try:
        return parse_json(text, error, what)
    except error as err:
        raise _fault(error, Message("file_fault", path=str(p), why=err)) from None


class _Refused(WordedError):
    """Raised inside the parser's hooks; turned into the caller's error."""


def _constant(name: str) -> Any:
    raise _Refused(Message("json_not_a_number", name=name))


def _whole(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise _Refused(Message("json_too_long", n=len(text.lstrip("-"))))
    return int(text)


def _real(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(Message("json_too_large", number=text[:40]))
    return value


def parse_json(text: str | bytes, error: type[Exception], what: str | Message) -> Any:
    """Parse ``text`` within the bounds above; anything else raises ``error`` in one sentence."""
    check_size(len(text.encode("utf-8") if isinstance(text, str) else text), error, what)
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as err:
            raise _fault(error, Message("json_not_text", what=what,
                                        why=f"{err.reason} at byte {err.start}")) from None
    try:
        data = json.loads(
            text, parse_constant=_constant, parse_int=_whole, parse_float=_real
        )
    except json.JSONDecodeError as err:
        raise _fault(error, Message("json_broken", what=what, line=err.lineno,
                                    why=err.msg)) from None
    except RecursionError:
        raise _fault(error, Message("json_too_deep", what=what)) from None
    except _Refused as err:
        raise _fault(error, Message("json_refused", what=what, why=err)) from None
    if _depth(data) > MAX_DEPTH:
        raise _fault(error, Message("json_deeper", what=what, depth=MAX_DEPTH))
    return data


def check_size(size: int, error: type[Exception], what: str | Message) -> None:
    """Refuse a file of ``size`` bytes over ``MAX_BYTES`` (uploads check before sending it).

    >>> check_size(52_428_800, ValueError, "a saved match")
    Traceback (most recent call last):
    ...
    ValueError: not a saved match: the file is 50 MB, more than the 2 MB a file may have
    """
    if size > MAX_BYTES:
        raise _fault(error, Message("file_too_big", what=what, size=_size(size),
                                    limit=_size(MAX_BYTES)))


def _depth(data: Any) -> int:
    """How deep lists and objects nest in ``data`` (a scalar is 0), without recursion."""
    deepest = 0
    stack = [(data, 0)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        level += 1
        deepest = max(deepest, level)
        if level <= MAX_DEPTH:
            stack.extend((child, level) for child in children)
    return deepest


def brief(value: Any, width: int = 40) -> str:
    """A value read from a file, as a message may quote it: its repr, cut to ``width``.

    >>> print(brief("x" * 100))
    'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…
    >>> brief([1, 2]), brief(None)
    ('[1, 2]', 'None')
    """
    return cut(repr(value), width)


def cut(text: str, width: int) -> str:
    """``text`` cut to ``width`` characters, the last one an ellipsis when it was longer.

    >>> cut("a long sentence", 8), cut("short", 8)
    ('a long …', 'short')
    """
    return text if len(text) <= width else text[: width - 1] + "…"


def _size(n: int) -> str:
    """
    >>> _size(2 * 1024 * 1024), _size(52_428_800), _size(900)
    ('2 MB', '50 MB', '1 KB')
    """
    if n >= 1024 * 1024:
        return f"{n / (1024 * 1024):.0f} MB"
    return f"{max(1, round(n / 1024))} KB"
