"""Where students reach the class: this machine's network addresses, and the join address
the teacher's page shows (with a QR code a phone or a laptop's camera can read).

A launcher started with ``--ip 0.0.0.0`` serves every address of the machine; the one a
student types is the machine's address on the school's network, never ``localhost``. The
addresses are read from the machine's own interfaces: nothing is sent anywhere.
"""

from __future__ import annotations

import contextlib
import html
import ipaddress
import os
import socket
import struct
import sys
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from ..i18n import t
from . import language

if TYPE_CHECKING:  # the launcher reads public_host with no server extra installed
    from tornado import web

__all__ = ["OWN_MACHINE", "join_address", "join_qr", "join_values", "machine_addresses",
           "public_host"]

OWN_MACHINE = frozenset({"127.0.0.1", "::1"})
"""The addresses of the machine the service runs on, as a request's client: the teacher's
laptop on one machine (the launcher listens there too)."""

_SIOCGIFADDR = 0x8915
"""Linux's ioctl for an interface's IPv4 address."""


def machine_addresses() -> list[str]:
    """This machine's IPv4 addresses other than the loopback, private (school) networks
    first; none when it has no network."""
    found: list[str] = []
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    if sys.platform.startswith("linux"):
        found += _interface_addresses()
    out: list[str] = []
    for text in found:
        try:
            ip = ipaddress.IPv4Address(text)
        except ValueError:
            continue
        if ip.is_loopback or ip.is_link_local or ip.is_unspecified or text in out:
            continue
        out.append(text)
    return sorted(out, key=lambda a: (not ipaddress.IPv4Address(a).is_private, out.index(a)))


def _interface_addresses() -> list[str]:
    import fcntl

    out = []
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        for _index, name in socket.if_nameindex():
            with contextlib.suppress(OSError):
                packed = fcntl.ioctl(sock.fileno(), _SIOCGIFADDR,
                                     struct.pack("256s", name.encode()[:15]))
                out.append(socket.inet_ntoa(packed[20:24]))
    return out


def public_host(ip: str) -> str:
    """The host to print for a server listening on ``ip``: the machine's network address
    when it listens on every address, ``localhost`` when on the loopback only."""
    if ip in ("", "0.0.0.0", "::"):
        found = machine_addresses()
        return found[0] if found else "localhost"
    if ip.startswith("127.") or ip in ("localhost", "::1"):
        return "localhost"
    return ip


def join_qr(url: str) -> str:
    """A QR code of ``url`` as an SVG ``data:`` URI (the pages' CSP allows ``img-src data:``).

    >>> join_qr("http://192.168.1.20:8866/class/join").startswith("data:image/svg+xml")
    True
    """
    import segno  # a maintained pure-Python QR encoder: no image library needed

    return str(segno.make(url, error="m").svg_data_uri(scale=5, border=2))


def join_address(handler: web.RequestHandler) -> str:
    """Where students join: on one machine the class's join page at the address the
    teacher's browser used, unless that is this machine's loopback (then the address the
    launcher printed); under a hub, the hub's own page."""
    settings = handler.application.settings["coteccio_class"]
    host = handler.request.host or "localhost"
    name = urlsplit(f"//{host}").hostname or "localhost"
    loopback = name == "localhost" or name.startswith("127.") or name == "::1"
    origin = f"{handler.request.protocol}://{host}"
    if loopback and settings.get("public"):
        origin = str(settings["public"]).rstrip("/")
    if not settings["identity"].local_join:
        return origin + os.environ.get("JUPYTERHUB_BASE_URL", "/").rstrip("/") + "/hub/"
    return f"{origin}{settings['base']}join"


def join_values(handler: web.RequestHandler) -> dict[str, str]:
    """The teacher's page's ``${join_url}``, ``${join_qr}`` and ``${join_note}`` (a word
    when the address reaches this machine only)."""
    url = join_address(handler)
    try:
        qr = join_qr(url)
    except ImportError:  # segno comes with the server extra; without it, the address alone
        qr = ""
    host = urlsplit(url).hostname or ""
    local = host == "localhost" or host.startswith("127.") or host == "::1"
    note = t("class_page_join_local", language.for_request(handler)) if local else ""
    return {"join_url": html.escape(url), "join_qr": html.escape(qr),
            "join_note": html.escape(note)}
