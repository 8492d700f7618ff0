"""The dashboard's pool of preheated kernels: refilled only as a class needs, and watched.

Voilà keeps a pool of kernels that have already run a notebook, so a page opens at once;
the launcher sizes that pool for a class and installs these two wrappers on Voilà's
kernel manager.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

__all__ = ["PREHEAT_FAILED", "PREHEAT_READY", "cap_refills", "refill_target", "report_preheats"]

# ---- refilling the pool ----------------------------------------------------------------------


def refill_target(left: int, spare: int) -> int:
    """How many warm kernels a pool should hold after a take: what is left, at least ``spare``.

    Voilà refills a notebook's pool to its full size after every take, so a class of 30
    arriving on a pool of 30 starts 30 more kernels while it plays. With a cap, the first
    pool serves the arrivals and only ``spare`` kernels are kept warm afterwards.

    >>> [refill_target(left, 4) for left in (29, 5, 4, 3, 0)]
    [29, 5, 4, 4, 4]
    """
    return max(left, spare)


def cap_refills(kernel_manager: Any, notebooks: Sequence[str], spare: int) -> None:
    """Make Voilà's ``fill_if_needed`` refill ``notebooks`` only up to ``refill_target``."""
    original = kernel_manager.fill_if_needed
    pools = kernel_manager.kernel_pools_config

    def fill_if_needed(
        delay: float | None = None, notebook_name: str | None = None, **kwargs: Any
    ) -> Any:
        config = pools.get(notebook_name) if notebook_name in notebooks else None
        if isinstance(config, dict):
            left = int(kernel_manager.get_pool_size(notebook_name))
            config["pool_size"] = refill_target(left, spare)
        return original(delay=delay, notebook_name=notebook_name, **kwargs)

    kernel_manager.fill_if_needed = fill_if_needed


PREHEAT_READY = "Pre-heated kernel ready"
PREHEAT_FAILED = "Pre-heated kernel failed"


def report_preheats(kernel_manager: Any) -> None:
    """Log when each preheated kernel has rendered its page (``PREHEAT_READY``), or why it
    could not (``PREHEAT_FAILED``), for the pools filled so far and every refill.

    Voilà's own "pool is filled" line comes once the kernels are *started*; their pages are
    rendered (the kernel answering, the notebook run) later, in the background. A page
    handed out before that waits for it; one whose render failed has no kernel.
    """
    import weakref

    log = kernel_manager.log
    watched: weakref.WeakSet[Any] = weakref.WeakSet()

    def watch(item: Any, notebook: str) -> None:
        if item in watched:
            return
        watched.add(item)

        def failed(err: BaseException, kid: Any) -> None:
            log.error("%s: %s for %s: %s: %s", PREHEAT_FAILED, kid, notebook,
                      type(err).__name__, err)

        def started(task: Any) -> None:
            if task.cancelled():
                return
            if task.exception() is not None:
                failed(task.exception(), None)
                return
            content = task.result()

            def rendered(render: Any) -> None:
                if render.cancelled():
                    return
                if render.exception() is not None:
                    failed(render.exception(), content.get("kernel_id"))
                else:
                    log.info("%s: %s for %s", PREHEAT_READY, content.get("kernel_id"), notebook)

            content["task"].add_done_callback(rendered)

        item.add_done_callback(started)

    def watch_all() -> None:
        for notebook, pool in list(kernel_manager._pools.items()):
            for item in list(pool):
                watch(item, notebook)

    original = kernel_manager.fill_if_needed

    def fill_if_needed(*args: Any, **kwargs: Any) -> Any:
        result = original(*args, **kwargs)
        watch_all()
        return result

    kernel_manager.fill_if_needed = fill_if_needed
    watch_all()
