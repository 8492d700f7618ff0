"""Deal codes: a short text a class can copy from the board that reproduces a deal."""

from __future__ import annotations

import random

import pytest

from coteccio_lab.dealcode import DealCodeError, deal_code, new_seed, parse_deal_code
from coteccio_lab.hand import Hand


def test_round_trip() -> None:
    rng = random.Random(1)
    for seed in [0, 1, 31, 32, 123456789, 2**40 - 1, *(rng.getrandbits(40) for _ in range(500))]:
        code = deal_code(seed)
        assert len(code) == 9 and code[4] == "-"
        assert parse_deal_code(code) == seed
    assert deal_code(0) == "0000-0000"
    assert deal_code(2**40 - 1) == "ZZZZ-ZZZZ"
    assert deal_code(123456789) == "003N-QK8N"


@pytest.mark.parametrize(
    "text",
    ["003N-QK8N", "003n-qk8n", " 003n qk8n ", "003NQK8N", "OO3N-QK8N", "oo3n qk8n", "3NQK8N",
     "0 0 3 N Q K 8 N"],
)
def test_forgiving_input(text: str) -> None:
    """Case, dashes, spaces, leading zeros left out, and O for 0 are all forgiven."""
    assert parse_deal_code(text) == 123456789


def test_look_alikes() -> None:
    assert parse_deal_code("0000-000I") == parse_deal_code("0000-000L") == 1
    assert parse_deal_code("0000-000i") == parse_deal_code("0000-0001")


@pytest.mark.parametrize(
    "text, words",
    [
        ("", "the deal code is empty"),
        ("  -  ", "the deal code is empty"),
        ("003N-QK8NX", "a deal code has 8 characters, '003N-QK8NX' has 9"),
        ("003U-QK8N", "'U' cannot be in a deal code"),
        ("003N!QK8N", "'!' cannot be in a deal code"),
    ],
)
def test_clear_errors(text: str, words: str) -> None:
    with pytest.raises(DealCodeError) as err:
        parse_deal_code(text)
    assert words in str(err.value)


def test_refuses_non_text_and_out_of_range() -> None:
    with pytest.raises(DealCodeError, match="a deal code is text"):
        parse_deal_code(12345)  # type: ignore[arg-type]
    with pytest.raises(DealCodeError, match="from 0 to 1099511627775"):
        deal_code(2**40)
    with pytest.raises(DealCodeError):
        deal_code(-1)


def test_new_seed_fits_a_code() -> None:
    for _ in range(20):
        seed = new_seed()
        assert parse_deal_code(deal_code(seed)) == seed


def test_a_code_replays_a_deal() -> None:
    code = deal_code(987654321)
    a = Hand.deal(4, seed=parse_deal_code(code), dealer=0)
    b = Hand.deal(4, seed=parse_deal_code(code.lower().replace("-", " ")), dealer=0)
    assert a.dealt == b.dealt
