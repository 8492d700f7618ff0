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
        "en": "Each page starts Python in the browser, which takes some seconds; the first "
        "time, it also downloads the site's files (about 45 MB).",
        "it": "Ogni pagina avvia Python nel browser, e ci vuole qualche secondo; la prima "
        "volta scarica anche i file del sito (circa 45 MB).",
        "pt": "Cada página inicia o Python no navegador, o que demora alguns segundos; da "
        "primeira vez descarrega também os ficheiros do site (cerca de 45 MB).",
    },
    "site_no_server": {
        "en": "Everything runs in this browser, with no server: nothing you do leaves this "
        "computer, and a match you save is a file on it.",
        "it": "Tutto funziona in questo browser, senza server: niente di quello che fai esce "
        "da questo computer, e una partita salvata è un file su di esso.",
        "pt": "Tudo corre neste navegador, sem servidor: nada do que faz sai deste "
        "computador, e uma partida guardada é um ficheiro nele.",
    },
}

register(SITE)
