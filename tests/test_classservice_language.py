"""The class in English, Italian and Portuguese: the join and sign-in pages, and the
teacher's page with the words its script draws (the lessons' class line:
``test_classservice_progress``).

The pages' language is the reader's choice on the page (``?lang=``, remembered), else the
launcher's ``--lang``, else the browser's ``Accept-Language``, else English
(``classservice.language``).
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from class_server import ClassServer

from coteccio_lab.cards import LANGUAGES
from coteccio_lab.classservice.web import STATIC
from coteccio_lab.i18n import CATALOG, t

BROWSER = {"en": "en-GB,en;q=0.9", "it": "it-IT,it;q=0.9,en;q=0.5", "pt": "pt-PT,pt;q=0.9"}


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ClassServer]:
    s = ClassServer(tmp_path / "class")
    yield s
    s.stop()


def teacher_page_texts(page: str) -> dict[str, str]:
    found = re.search(r'data-text="([^"]*)"', page)
    assert found, "the teacher's page hands its words to its script"
    return dict(json.loads(html.unescape(found.group(1))))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_browsers_language_serves_the_join_and_teacher_pages(server, lang: str) -> None:
    student = server.browser()
    student.session.headers["Accept-Language"] = BROWSER[lang]
    page = student.get("join").text
    assert f'<html lang="{lang}">' in page
    assert f"<h1>{html.escape(t('class_page_join_title', lang))}</h1>" in page
    joined = student.join("Ana").text
    you = t("class_page_joined_you", lang, name='<span class="cot-joined-name">Ana</span>')
    assert you in joined and html.escape(t("class_page_link_dashboard", lang)) in joined
    teacher = server.browser()
    teacher.session.headers["Accept-Language"] = BROWSER[lang]
    assert html.escape(t("class_page_login_head", lang)) in teacher.get("teacher").text
    wrong = teacher.sign_in("guess").text
    assert html.escape(t("class_page_wrong_secret", lang)) in wrong
    page = teacher.sign_in(server.secret).text
    assert f"<h1>{html.escape(t('class_page_your_class', lang))}</h1>" in page
    assert "${" not in page  # every word was filled in
    texts = teacher_page_texts(page)
    assert texts["right_of"] == CATALOG["class_page_right_of"][lang]
    assert texts["not_quite"] == t("ex_not_quite", lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_choice_on_the_page_wins_and_is_remembered(server, lang: str) -> None:
    other = next(x for x in LANGUAGES if x != lang)
    b = server.browser()
    b.session.headers["Accept-Language"] = BROWSER[other]
    page = b.get(f"join?lang={lang}").text
    assert f'<html lang="{lang}">' in page
    assert f'class="cot-lang cot-lang-{lang}" aria-current="true"' in page
    assert f'<html lang="{lang}">' in b.get("join").text  # remembered (a cookie)
    assert f'<html lang="{other}">' in b.get(f"join?lang={other}").text
    assert f'<html lang="{other}">' in b.get("join?lang=xx").text  # an unknown one is ignored


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_launchers_language_comes_before_the_browsers(tmp_path: Path, lang: str) -> None:
    server = ClassServer(tmp_path / "class", lang=lang)
    try:
        b = server.browser()
        b.session.headers["Accept-Language"] = BROWSER[next(x for x in LANGUAGES if x != lang)]
        assert f'<html lang="{lang}">' in b.get("join").text
    finally:
        server.stop()


def test_every_word_the_teachers_script_draws_is_in_the_catalogue() -> None:
    script = "".join((STATIC / name).read_text(encoding="utf-8")
                     for name in ("teacher.js", "teacherpractice.js"))
    keys = set(re.findall(r'say\("(\w+)"', script))
    keys |= {f"state_{s}" for s in ("won", "lost", "playing")}
    keys |= {f"mode_{m}" for m in ("table", "practice")}
    assert {"game_line", "right_of", "hard_item", "last_update"} <= keys
    for key in keys:
        assert f"class_page_{key}" in CATALOG, key
    pages = "".join(p.read_text(encoding="utf-8") for p in STATIC.glob("*.html"))
    for key in re.findall(r"\$\{t_(\w+)\}", pages):
        assert f"class_page_{key}" in CATALOG, key


# ---- the service's refusals, in the reader's language -------------------------------------

SERVICE = Path(__file__).resolve().parents[1] / "coteccio_lab" / "classservice"


def refusal_keys() -> set[str]:
    """Every refusal key the service's code names."""
    found: set[str] = set()
    for path in SERVICE.glob("*.py"):
        found.update(re.findall(r"""["'](class_err_[a-z_]*[a-z])["']""",
                                path.read_text(encoding="utf-8")))
    return found


def test_every_refusal_the_service_words_is_in_the_catalogue_in_every_language() -> None:
    used = refusal_keys()
    assert len(used) >= 10, "the scan finds the service's refusals"
    for key in sorted(used):
        assert key in CATALOG, key
        fields = {lang: set(re.findall(r"(?<!\{)\{([a-z_]+)\}", CATALOG[key][lang]))
                  for lang in LANGUAGES}
        assert all(CATALOG[key][lang] for lang in LANGUAGES), key
        assert fields["it"] == fields["en"] == fields["pt"], key
    unused = {k for k in CATALOG if k.startswith("class_err_")} - used
    assert not unused, f"refusals nobody words: {sorted(unused)}"


def student(server: ClassServer, lang: str, how: str):
    """A student whose requests ask for ``lang`` by the browser's header or by ``?lang=``
    (a dashboard or a lesson, whatever the browser says)."""
    b = server.browser()
    assert b.join("Ana").status_code == 200
    if how == "header":
        b.session.headers["Accept-Language"] = BROWSER[lang]
        return b, ""
    b.session.headers["Accept-Language"] = BROWSER["en" if lang != "en" else "it"]
    return b, f"?lang={lang}"


@pytest.mark.parametrize("how", ["header", "query"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_refused_hand_comes_back_in_the_readers_language(server, lang: str, how: str) -> None:
    ana, ask = student(server, lang, how)
    got = ana.post("api/hands" + ask, {"hand": 1, "record": {}})
    assert got.status_code == 400
    assert got.json() == {"error": t("class_err_no_game", lang), "key": "class_err_no_game"}
    teacher = server.browser()
    assert teacher.sign_in(server.secret).status_code == 200
    assert teacher.post("api/teacher/game", {"code": "K7QX-3MPA"}).status_code == 200
    # no class list: a name joined before the game waits for the teacher (docs/classroom.md)
    assert teacher.post("api/teacher/admit", {"all": True}).status_code == 200
    got = ana.post("api/hands" + ask, {"hand": 1, "record": {}, "code": "OTHER"})
    said = t("class_err_other_game", lang, code="'OTHER'", game="K7QX-3MPA")
    assert got.status_code == 400 and got.json()["error"] == said
    # the referee's refusals (classservice.verify) too
    got = ana.post("api/hands" + ask, {"hand": 3, "record": {}, "code": "K7QX-3MPA"})
    assert got.json() == {"error": t("class_err_hand_next", lang, next=1, n=3),
                          "key": "class_err_hand_next"}
    got = ana.post("api/hands" + ask, {"hand": 1, "record": {}, "code": "K7QX-3MPA"})
    assert got.json()["key"] == "class_err_record"
    assert got.json()["error"].startswith(t("class_err_record", lang, n=1, err=""))
    assert server.store.games_played() == []


def test_a_counter_is_named_in_the_refusals_language() -> None:
    from coteccio_lab.classservice.verify import VerifyError
    from coteccio_lab.i18n import Message

    err = VerifyError("class_err_doctor", n=4, counter=Message("counter_lives"), doctor=1, now=0,
                      got=3)
    assert str(err) == ("hand 4: after the doctor your lives are 1 (called) or 0 (declined), "
                        "not 3")
    assert "le tue vite sono 1" in err.message("it") and "as suas vidas" in err.message("pt")


@pytest.mark.parametrize("how", ["header", "query"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_refused_progress_message_comes_back_in_the_readers_language(
    server, lang: str, how: str
) -> None:
    ana, ask = student(server, lang, how)
    got = ana.post("api/progress" + ask, {"lesson": 0, "exercise": "rank-order", "answer": 1})
    assert got.status_code == 400
    assert got.json() == {"error": t("class_err_lesson", lang, most=99, got="0"),
                          "key": "class_err_lesson"}
    got = ana.post("api/progress" + ask, {"lesson": 1, "exercise": "rank-order"})
    assert got.json()["error"] == t("class_err_no_answer", lang)
    assert server.store.checks() == []


def test_an_api_request_in_a_language_leaves_the_pages_choice_alone(server) -> None:
    ana, ask = student(server, "pt", "query")
    ana.get("join?lang=it")
    got = ana.post("api/hands" + ask, {"hand": 1, "record": {}})
    assert got.json()["error"] == t("class_err_no_game", "pt")
    assert '<html lang="it">' in ana.get("join").text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_class_game_the_teacher_cannot_set_is_refused_in_the_pages_language(
    server, lang: str
) -> None:
    teacher = server.browser()
    teacher.session.headers["Accept-Language"] = BROWSER[lang]
    assert teacher.sign_in(server.secret).status_code == 200
    got = teacher.post("api/teacher/game", {"code": "K7QX-3MPA", "mode": "x"})
    assert got.status_code == 400
    assert got.json() == {"error": t("class_err_game_mode", lang, got="'x'"),
                          "key": "class_err_game_mode"}
    assert server.store.game() is None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_name_refused_at_joining_is_said_in_the_pages_language(server, lang: str) -> None:
    first, second = server.browser(), server.browser()
    assert first.join("Ana").status_code == 200
    second.session.headers["Accept-Language"] = BROWSER[lang]
    got = second.join("ana")
    assert got.status_code == 409
    assert html.escape(t("class_err_name_taken", lang, name="'Ana'")) in got.text
    got = second.join("x" * 41)
    assert got.status_code == 400
    assert html.escape(t("class_err_name_long", lang, most=40, got=41)) in got.text
    teacher = server.browser()
    teacher.session.headers["Accept-Language"] = BROWSER[lang]
    assert teacher.sign_in(server.secret).status_code == 200
    got = teacher.post("api/teacher/allow", {"name": "Bo"})
    assert got.status_code == 400
    assert got.json() == {"error": t("class_err_no_student", lang, name="'Bo'"),
                          "key": "class_err_no_student"}
    assert [s.name for s in server.store.students()] == ["Ana"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_services_own_refusals_are_in_the_readers_language(server, lang: str) -> None:
    nobody = server.browser()
    nobody.session.headers["Accept-Language"] = BROWSER[lang]
    got = nobody.post("api/progress", {"lesson": 1})
    assert got.status_code == 401
    assert got.json()["error"] == t("class_err_not_joined_at", lang, url="/class/join")
    assert nobody.join("Ana").status_code == 200
    got = nobody.get("api/teacher/state")
    assert got.status_code == 403 and got.json()["error"] == t("class_err_teacher_only", lang)
    got = nobody.post("api/progress", {"lesson": 1, "student": "Bo"})
    assert got.json()["error"] == t("class_err_unknown_key", lang, key="'student'",
                                    keys="answer, exercise, lesson")
    assert server.store.checks() == []


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
def test_the_opponents_hint_names_the_words_the_field_takes(lang: str) -> None:
    """The teacher page's opponents field is a text field filled with the levels' names in the
    page's language (``class_page_level_*``); ``levelId`` in teacher.js takes a level's id or
    its name in that language, case aside. So the hint, which tells the teacher what to type,
    names those words: «aleatório, cauteloso ou especialista» are taken (round 19's reader
    asked whether they would be refused)."""
    hint = t("class_page_opponents_hint", lang)
    for level in ("random", "cautious", "expert"):
        assert t(f"class_page_level_{level}", lang) in hint, (lang, level)
    script = (STATIC / "teacher.js").read_text(encoding="utf-8")
    assert "levelName(id).toLowerCase() === w" in script
    page = (STATIC / "teacher.html").read_text(encoding="utf-8")
    assert 'value="${t_level_cautious}, ${t_level_cautious}, ${t_level_cautious}"' in page
