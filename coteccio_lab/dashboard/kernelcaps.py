"""How many kernels the launcher's visitors may hold: each page load of a notebook starts one
(50-70 MB, until the page closes or the kernel idles out), and nobody needs to join the
class to load a page. Past ``per_client`` kernels alive for one address, or ``total`` for
all visitors, a new page load is answered 503 with a sentence in the reader's language,
and no kernel starts. The machine the launcher runs on (``OWN_MACHINE``) has no cap of its
own; its kernels count in the total.

Each kernel a page load starts is noted with the address that asked (the request's task
carries it to the kernel manager's ``start_kernel``); the kernels that ended are forgotten
at the next count. The preheated kernels waiting in Voilà's pool belong to nobody.
"""

from __future__ import annotations

import contextvars
import html
from typing import Any

from ..classservice.address import OWN_MACHINE
from ..classservice.language import accepted
from ..i18n import t

__all__ = ["KERNELS_PER_CLIENT", "KERNELS_TOTAL", "KernelCaps", "install_kernel_caps"]

KERNELS_PER_CLIENT = 4
"""A student's dashboard with a lesson or two open beside it."""
KERNELS_TOTAL = 60
"""A class of 30 with two pages each; past it a laptop runs short of memory."""
_CLIENT: contextvars.ContextVar[str | None] = contextvars.ContextVar("coteccio_client",
                                                                     default=None)
_MARK = "_coteccio_kernel_caps"


class KernelCaps:
    """Counts the kernels of ``manager`` by the address whose page load started them."""

    def __init__(self, manager: Any, per_client: int = KERNELS_PER_CLIENT,
                 total: int = KERNELS_TOTAL) -> None:
        self.manager = manager
        self.per_client = per_client
        self.total = total
        self._owner: dict[str, str] = {}
        start = manager.start_kernel

        async def start_kernel(*args: Any, **kwargs: Any) -> Any:
            kernel_id = start(*args, **kwargs)
            if hasattr(kernel_id, "__await__"):
                kernel_id = await kernel_id
            client = _CLIENT.get()
            if client is not None:
                self._owner[str(kernel_id)] = client
            return kernel_id

        manager.start_kernel = start_kernel

    def refusal(self, client: str) -> tuple[str, int] | None:
        """Why ``client`` may not start another kernel now (a catalogue key and the cap);
        None: it may."""
        alive = set(self.manager.list_kernel_ids())
        for gone in [k for k in self._owner if k not in alive]:
            del self._owner[gone]
        if len(self._owner) >= self.total:
            return "dash_err_kernels_all", self.total
        mine = sum(1 for owner in self._owner.values() if owner == client)
        if client not in OWN_MACHINE and mine >= self.per_client:
            return "dash_err_kernels_client", self.per_client
        return None


def install_kernel_caps() -> None:
    """Make Voilà's page handler ask the application's ``coteccio_kernel_caps`` (a
    :class:`KernelCaps`) before it renders a notebook. Idempotent."""
    from voila.tornado.handler import TornadoVoilaHandler

    original = TornadoVoilaHandler.get
    if getattr(original, _MARK, False):
        return

    async def get(self: Any, path: str | None = None) -> None:
        caps: KernelCaps | None = self.settings.get("coteccio_kernel_caps")
        if caps is None:
            await original(self, path)
            return
        client = self.request.remote_ip or "?"
        why = caps.refusal(client)
        if why is not None:
            key, most = why
            langs = accepted(self.request.headers.get("Accept-Language", "")) or ["en"]
            self.set_status(503)
            self.set_header("Retry-After", "60")
            self.set_header("Content-Type", "text/html; charset=utf-8")
            self.finish(f'<!doctype html><html lang="{langs[0]}"><meta charset="utf-8">'
                        f"<p>{html.escape(t(key, langs[0], n=most))}</p></html>")
            return
        token = _CLIENT.set(client)
        try:
            await original(self, path)
        finally:
            _CLIENT.reset(token)

    setattr(get, _MARK, True)
    for mark in ("_coteccio_nodelay", "_coteccio_clean_errors"):  # the other wrappers' marks
        if getattr(original, mark, False):
            setattr(get, mark, True)
    TornadoVoilaHandler.get = get
