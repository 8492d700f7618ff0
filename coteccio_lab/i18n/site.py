"""The static site's own sentences (``make site``: the loading sign, the app bar of a lesson or
the dashboard), in English, Italian and Portuguese. ``lite/build.py`` writes them into the
site's pages; the kit itself never shows them.

>>> from coteccio_lab.i18n import t
>>> t("site_back", "it")
'Lezioni'
"""

from __future__ import annotations

from . import register

SITE: dict[str, dict[str, str]] = {
    "site_back": {"en": "Lessons", "it": "Lezioni", "pt": "Lições"},
    "site_show_code": {"en": "Show the code", "it": "Mostra il codice", "pt": "Mostrar o código"},
    "site_hide_code": {"en": "Hide the code", "it": "Nascondi il codice", "pt": "Ocultar o código"},
    "site_starting": {
        "en": "Python is starting in this browser…",
        "it": "Python si sta avviando in questo browser…",
        "pt": "O Python está a iniciar neste navegador…",
    },
    "site_running": {
        "en": "Preparing the page…",
        "it": "Preparazione della pagina…",
        "pt": "A preparar a página…",
    },
    "site_failed": {
        "en": "The page stopped with an error. Reload it to try again.",
        "it": "La pagina si è fermata per un errore. Ricaricala per riprovare.",
        "pt": "A página parou com um erro. Recarregue-a para tentar de novo.",
    },
    "site_first_time": {
        "en": "The first time takes a few seconds; after that the browser keeps Python.",
        "it": "La prima volta ci vogliono alcuni secondi; poi il browser conserva Python.",
        "pt": "Da primeira vez demora alguns segundos; depois o navegador guarda o Python.",
    },
    "site_no_server": {
        "en": "Everything runs in this browser, with no server: your answers and saved "
        "matches stay on this computer.",
        "it": "Tutto funziona in questo browser, senza server: le tue risposte e le partite "
        "salvate restano su questo computer.",
        "pt": "Tudo corre neste navegador, sem servidor: as suas respostas e as partidas "
        "guardadas ficam neste computador.",
    },
}

register(SITE)
