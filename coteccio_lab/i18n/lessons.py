# ruff: noqa: E501  (one translated sentence per line reads better than split strings)
"""The lessons' own sentences (exercise prompts and feedback), in English, Italian and Portuguese.

Each lesson's sentences carry its prefix (``l4_stop_``, ``l5_quiz_``, ``l6_``); the
lesson modules in ``coteccio_lab.curriculum`` only call ``t``, so the whole catalogue is
loaded with ``coteccio_lab.i18n`` whatever was imported first.

>>> from coteccio_lab.i18n import t
>>> t("l6_choose", "it")
'Scegli prima una risposta.'
"""

from __future__ import annotations

from . import register

# lesson 4, the capote: which card stops it (registered as l4_stop_<key>)
LESSON4_STOP: dict[str, dict[str, str]] = {  # registered as l4_stop_<key>
    "prompt": {
        "en": "Seat {taker} has won every trick so far. Which of your cards stops the capote now?",
        "it": "Il posto {taker} ha fatto tutte le prese finora. Quale tua carta ferma il "
        "cappotto adesso?",
        "pt": "O lugar {taker} ganhou todas as vazas até agora. Qual das suas cartas impede o "
        "capote agora?",
    },
    "pick": {
        "en": "Pick one card first.",
        "it": "Scegli prima una carta.",
        "pt": "Escolha primeiro uma carta.",
    },
    "wins": {
        "en": "{card} beats {best}, the highest card of {suit} on the table, so you take this "
        "trick and seat {taker} can no longer win them all.",
        "it": "{card} batte {best}, la carta più alta di {suit} in tavola: fai tu questa presa "
        "e il posto {taker} non può più farle tutte.",
        "pt": "{card} vence {best}, a carta mais alta de {suit} na mesa: ganha esta vaza e o "
        "lugar {taker} já não pode ganhar todas.",
    },
    "loses": {
        "en": "{card} does not beat {best}, so seat {taker} takes a fourth trick and "
        "faces the capote decision.",
        "it": "{card} non batte {best}: il posto {taker} fa la quarta presa e arriva alla "
        "scelta del cappotto.",
        "pt": "{card} não vence {best}: o lugar {taker} ganha a quarta vaza e chega à decisão "
        "do capote.",
    },
    "stoppers": {
        "en": "Cards that stop it: {cards}.",
        "it": "Carte che lo fermano: {cards}.",
        "pt": "Cartas que o impedem: {cards}.",
    },
    "cost": {
        "en": "This trick holds {points} points: a cheap stop. Any trick you take ends the "
        "capote threat (000 advises taking at least one; 004 says the same for Bergamo).",
        "it": "Questa presa vale {points} punti: uno stop economico. Qualsiasi presa tua "
        "chiude il pericolo del cappotto (000 consiglia di farne almeno una; 004 lo dice per "
        "Bergamo).",
        "pt": "Esta vaza vale {points} pontos: um bloqueio barato. Qualquer vaza que ganhe "
        "acaba com a ameaça do capote (000 aconselha ganhar pelo menos uma; 004 diz o mesmo "
        "para Bérgamo).",
    },
}

# lesson 5, regional variants: the quiz (registered as l5_quiz_<key>)
LESSON5_QUIZ: dict[str, dict[str, str]] = {
    "prompt": {
        "en": "Two players are left, each one step from going out, and the hand ends in a tie. "
        "What happens under source {source}'s reading?",
        "it": "Restano due giocatori, a un passo dall'uscita, e la mano finisce pari. Che cosa "
        "succede secondo la fonte {source}?",
        "pt": "Restam dois jogadores, cada um a um passo de sair, e a mão acaba empatada. O que "
        "acontece segundo a fonte {source}?",
    },
    "choose": {
        "en": "Choose one answer first.",
        "it": "Scegli prima una risposta.",
        "pt": "Escolha primeiro uma resposta.",
    },
    "void": {
        "en": "the hand is void: nobody loses a life, and a new hand is dealt",
        "it": "la mano è nulla: nessuno perde una vita, e si dà una nuova mano",
        "pt": "a mão é anulada: ninguém perde vidas, e uma nova mão se inicia",
    },
    "restart": {
        "en": "everyone starts again with the starting lives",
        "it": "tutti ripartono con le vite iniziali",
        "pt": "todos recomeçam com as vidas iniciais",
    },
    "sudden_death": {
        "en": "everyone re-enters, and the next penalty puts a player out",
        "it": "tutti rientrano, e la prossima penalità elimina un giocatore",
        "pt": "todos voltam, e a próxima penalidade elimina um jogador",
    },
    "because": {
        "en": "Under {source}'s reading the kit scores this hand so: {reason}.",
        "it": "Secondo la fonte {source} il kit conta questa mano così: {reason}.",
        "pt": "Segundo a fonte {source} o kit conta esta mão assim: {reason}.",
    },
    "others": {
        "en": "The other readings: {others}.",
        "it": "Le altre letture: {others}.",
        "pt": "As outras leituras: {others}.",
    },
}

# lesson 6, strategy and numbers (registered as l6_<key>)
LESSON6: dict[str, dict[str, str]] = {
    "card_prompt": {
        "en": "You lead the first trick of lesson 1's deal. Which card does the expert advise? "
        "Click it, then press Check.",
        "it": "Apri la prima presa della smazzata della lezione 1. Quale carta consiglia "
        "l'esperto? Cliccala, poi premi Verifica.",
        "pt": "Abre a primeira vaza da mão da lição 1. Que carta aconselha o especialista? "
        "Clique nela e depois em Verificar.",
    },
    "pick": {
        "en": "Pick one card first.",
        "it": "Scegli prima una carta.",
        "pt": "Escolha primeiro uma carta.",
    },
    "card_line": {
        "en": "{card}: {points} points and {delta} lives on average",
        "it": "{card}: in media {points} punti e {delta} vite",
        "pt": "{card}: em média {points} pontos e {delta} vidas",
    },
    "card_best": {
        "en": "Over {samples} imagined deals of the unseen cards the expert counts: {lines}. "
        "It plays {best}: the fewest lives lost first, then the fewest points.",
        "it": "Su {samples} smazzate immaginate delle carte non viste l'esperto conta: {lines}. "
        "Gioca {best}: prima le vite, poi meno punti possibile.",
        "pt": "Em {samples} mãos imaginadas das cartas não vistas o especialista conta: "
        "{lines}. Joga {best}: primeiro as vidas, depois o menor número de pontos.",
    },
    "card_you": {
        "en": "You chose {card}.",
        "it": "Hai scelto {card}.",
        "pt": "Escolheu {card}.",
    },
    "number_right": {
        "en": "The lesson's simulation says {truth}{unit}; anything within {tol} of it counts.",
        "it": "La simulazione della lezione dice {truth}{unit}; vale tutto entro {tol}.",
        "pt": "A simulação da lição diz {truth}{unit}; vale tudo a menos de {tol}.",
    },
    "number_you": {
        "en": "You said {said}{unit}.",
        "it": "Hai detto {said}{unit}.",
        "pt": "Disse {said}{unit}.",
    },
    "zero_prompt": {
        "en": "Four cautious players, {hands} hands: in what percentage of the (seat, hand) "
        "pairs did a seat take no points at all? Type a whole number and press Check.",
        "it": "Quattro giocatori prudenti, {hands} mani: in che percentuale delle coppie "
        "(posto, mano) un posto non ha preso nessun punto? Scrivi un numero intero e premi "
        "Verifica.",
        "pt": "Quatro jogadores cautelosos, {hands} mãos: em que percentagem dos pares "
        "(lugar, mão) um lugar não fez ponto nenhum? Escreva um número inteiro e carregue "
        "em Verificar.",
    },
    "zero_why": {
        "en": "{zero} of the {total} seat-hands ended with 0 points: a seat often takes nothing "
        "at all, and the life goes to the one seat that took the most.",
        "it": "{zero} delle {total} coppie posto-mano sono finite con 0 punti: spesso un posto "
        "non prende niente, e la vita la perde il posto che ha preso di più.",
        "pt": "{zero} dos {total} pares lugar-mão acabaram com 0 pontos: muitas vezes um lugar "
        "não faz nada, e a vida perde-a o lugar que fez mais.",
    },
    "trend_prompt": {
        "en": "Look at the plot of the {level} players. From 2 players to 8, how does the share "
        "of hands that end in a capote change?",
        "it": "Guarda il grafico dei giocatori {level}. Da 2 a 8 giocatori, come cambia la "
        "quota di mani che finiscono in cappotto?",
        "pt": "Veja o gráfico dos jogadores {level}. De 2 a 8 jogadores, como muda a parte "
        "das mãos que acabam em capote?",
    },
    "trend_fewer": {
        "en": "capotes get rarer with more players",
        "it": "con più giocatori i cappotti diventano più rari",
        "pt": "com mais jogadores os capotes ficam mais raros",
    },
    "trend_more": {
        "en": "capotes get more frequent with more players",
        "it": "con più giocatori i cappotti diventano più frequenti",
        "pt": "com mais jogadores os capotes ficam mais frequentes",
    },
    "trend_same": {
        "en": "about the same at every table size",
        "it": "più o meno uguale con ogni numero di giocatori",
        "pt": "mais ou menos igual com qualquer número de jogadores",
    },
    "trend_why": {
        "en": "With 2 players {low} of the hands ended in a capote (95% interval {low_ci}), "
        "with 8 players {high} ({high_ci}). To take every trick you must beat every other "
        "player five times, and with more players more cards are dealt that can beat yours.",
        "it": "Con 2 giocatori {low} delle mani sono finite in cappotto (intervallo al 95% "
        "{low_ci}), con 8 giocatori {high} ({high_ci}). Per fare tutte le prese bisogna "
        "battere tutti gli altri cinque volte, e con più giocatori sono in gioco più carte "
        "che possono battere le tue.",
        "pt": "Com 2 jogadores {low} das mãos acabaram em capote (intervalo a 95% {low_ci}), "
        "com 8 jogadores {high} ({high_ci}). Para ganhar todas as vazas é preciso bater "
        "todos os outros cinco vezes, e com mais jogadores há mais cartas em jogo que podem "
        "bater as suas.",
    },
    "choose": {
        "en": "Choose one answer first.",
        "it": "Scegli prima una risposta.",
        "pt": "Escolha primeiro uma resposta.",
    },
}

register({f"l4_stop_{key}": texts for key, texts in LESSON4_STOP.items()})
register({f"l5_quiz_{key}": texts for key, texts in LESSON5_QUIZ.items()})
register({f"l6_{key}": texts for key, texts in LESSON6.items()})
