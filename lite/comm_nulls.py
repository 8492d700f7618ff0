# ruff: noqa: F821  (appended to pyodide_kernel/comm.py, whose Comm it patches)
# --- added by Coteccio Lab's site build (lite/build.py appends lite/comm_nulls.py) ---------
# The kernel hands a comm message to JavaScript with PyProxy.toJs(), which turns None into
# undefined; the message then goes through JSON, which drops undefined: every widget trait
# set to None (a Layout's display=None that shows a hidden button again, an Accordion's
# selected_index=None that folds it) never reaches the page. pyodide.ffi.jsnull becomes
# JavaScript's null, which JSON keeps.
from pyodide.ffi import jsnull as _jsnull


def _nulls(value):
    if value is None:
        return _jsnull
    if isinstance(value, dict):
        return {key: _nulls(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_nulls(item) for item in value]
    return value


_publish_msg = Comm.publish_msg


def _publish_msg_with_nulls(self, msg_type, data=None, metadata=None, buffers=None, **keys):
    return _publish_msg(self, msg_type, _nulls({} if data is None else data), metadata,
                        buffers, **keys)


Comm.publish_msg = _publish_msg_with_nulls
