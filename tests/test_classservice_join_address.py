"""Where students join. Once found: "With `--ip 0.0.0.0` the printed addresses say
`localhost`; the teacher's page never shows the join address. Print the machine's address,
show the join address (and a QR code) on the teacher's page."
"""

from __future__ import annotations

import base64
import html
import ipaddress
import re
import urllib.parse
from types import SimpleNamespace

from coteccio_lab.classservice.address import join_address, join_qr, machine_addresses, public_host


def test_the_printed_host_is_the_machines_address_when_serving_the_network() -> None:
    found = machine_addresses()
    assert all(not ipaddress.IPv4Address(a).is_loopback for a in found)
    assert public_host("0.0.0.0") == (found[0] if found else "localhost")
    assert public_host("127.0.0.1") == public_host("localhost") == "localhost"
    assert public_host("192.168.1.20") == "192.168.1.20"


def test_the_qr_code_is_the_join_address() -> None:
    import segno

    uri = join_qr("http://192.168.1.20:8866/class/join")
    assert uri.startswith("data:image/svg+xml")
    svg = urllib.parse.unquote(uri.split(",", 1)[1]) if ";base64" not in uri else \
        base64.b64decode(uri.split(",", 1)[1]).decode()
    assert "<svg" in svg and "<path" in svg
    # the same symbol segno makes for that text: a reader decodes exactly the address
    again = segno.make("http://192.168.1.20:8866/class/join", error="m")
    assert again.designator and uri == again.svg_data_uri(scale=5, border=2)


def test_the_teachers_page_shows_the_join_address_and_its_qr_code(server, teacher) -> None:
    page = teacher.get("teacher").text
    url = html.unescape(re.search(r'class="cot-teach-join-url" href="([^"]*)"', page).group(1))
    assert url == f"http://127.0.0.1:{server.port}/class/join"
    src = html.unescape(re.search(r'class="cot-teach-join-qr" src="([^"]*)"', page).group(1))
    assert src == join_qr(url)
    assert 'cot-teach-join-note">This address reaches this computer only' in page  # 127.0.0.1
    # opened by a name other than the loopback: that name, which the students can reach
    handler = SimpleNamespace(
        request=SimpleNamespace(host="lab.school.example:8866", protocol="http"),
        application=server.app)
    assert join_address(handler) == "http://lab.school.example:8866/class/join"


def test_opened_as_localhost_the_page_shows_the_launchers_network_address(server, teacher):
    server.service_settings()["public"] = "http://192.168.1.20:8866"
    page = teacher.get("teacher").text
    assert 'href="http://192.168.1.20:8866/class/join"' in page
    assert 'cot-teach-join-note"></span>' in page
