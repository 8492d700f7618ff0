"""The expert's sentences on how exact its numbers are (``coteccio_lab.players.expert``,
``coteccio-lab advise``), in English, Italian and Portuguese (Brazilian).

Part of the one catalogue: ``coteccio_lab.i18n`` registers it when it is imported.
``{n}``, ``{total}`` and ``{spread}`` come written in the reader's language.

Words: layout (of the unseen cards) = distribuzione / distribuição; trick = presa / vaza;
hand = smazzata / mão.
"""

from __future__ import annotations

from . import register

SOLVER: dict[str, dict[str, str]] = {
    "solver_all": {
        "en": "exact over all {total} layouts of the unseen cards, each solved to the end of the hand",
        "it": "esatto su tutte le {total} distribuzioni delle carte non viste, ognuna risolta fino alla fine della smazzata",
        "pt": "exato sobre todas as {total} distribuições das cartas não vistas, cada uma resolvida até o fim da mão",
    },
    "solver_sampled": {
        "en": "exact per layout: {n} of the {total} layouts of the unseen cards drawn at random, each solved to the end of the hand (± {spread} on the advised card's lead)",
        "it": "esatto per distribuzione: {n} delle {total} distribuzioni delle carte non viste estratte a caso, ognuna risolta fino alla fine della smazzata (± {spread} sul vantaggio della carta consigliata)",
        "pt": "exato por distribuição: {n} das {total} distribuições das cartas não vistas sorteadas, cada uma resolvida até o fim da mão (± {spread} na vantagem da carta recomendada)",
    },
    "solver_heuristic": {
        "en": "heuristic: {n} of the {total} layouts of the unseen cards, the next tricks solved exactly and the rest played by a careful player's habits (solving the whole hand did not fit the time)",
        "it": "euristico: {n} delle {total} distribuzioni delle carte non viste, le prossime prese risolte esattamente e il resto giocato con le abitudini di un giocatore prudente (risolvere tutta la smazzata non stava nel tempo)",
        "pt": "heurístico: {n} das {total} distribuições das cartas não vistas, as próximas vazas resolvidas exatamente e o resto jogado com os hábitos de um jogador cauteloso (resolver a mão inteira não cabia no tempo)",
    },
    "solver_how": {
        "en": "How exact: {how}.",
        "it": "Quanto è esatto: {how}.",
        "pt": "Quão exato: {how}.",
    },
}

register(SOLVER)
