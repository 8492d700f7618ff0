# ruff: noqa: E501  (one translated sentence per line reads better than split strings)
"""The lessons' own sentences (exercise prompts and feedback), in English, Italian and Portuguese.

Each lesson's sentences carry its prefix (``l1_`` to ``l6_``, ``l4_stop_``, ``l5_quiz_``),
lesson 5's readings ``rdg_``, the pictures' ``pic_`` and the lesson indexes ``index_``; the
modules in ``coteccio_lab.curriculum`` only call ``t``, so the whole catalogue is loaded
with ``coteccio_lab.i18n`` whatever was imported first. Words: trick = presa / vaza; hand =
smazzata / mão; dealer = mazziere / carteador; seat = posto / lugar; revoke = rinuncia /
renúncia; the doctor = il dottore / o médico (000's word).

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
    "hint": {
        "en": "Only a card that takes this trick from seat {taker} stops the capote: which of yours can beat {best}?",
        "it": "Solo una carta che prende questa presa al posto {taker} ferma il cappotto: quale delle tue batte {best}?",
        "pt": "Só uma carta que tire esta vaza ao lugar {taker} impede o capote: qual das suas vence {best}?",
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
        "pt": "Você abre a primeira vaza da mão da lição 1. Que carta o especialista "
        "aconselha? Clique nela e depois em Verificar.",
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
        "pt": "Você escolheu {card}.",
    },
    "number_right": {
        "en": "The lesson's simulation says {truth}{unit}; anything within {tol} of it counts.",
        "it": "La simulazione della lezione dice {truth}{unit}; vale tutto entro {tol}.",
        "pt": "A simulação da lição diz {truth}{unit}; vale tudo a menos de {tol}.",
    },
    "number_you": {
        "en": "You said {said}{unit}.",
        "it": "Hai detto {said}{unit}.",
        "pt": "Você disse {said}{unit}.",
    },
    "zero_prompt": {
        "en": "Four cautious players, {hands} hands: in what percentage of the (seat, hand) "
        "pairs did a seat take no points at all? Type a whole number and press Check.",
        "it": "Quattro giocatori prudenti, {hands} smazzate: in che percentuale delle coppie "
        "(posto, smazzata) un posto non ha preso nessun punto? Scrivi un numero intero e premi "
        "Verifica.",
        "pt": "Quatro jogadores cautelosos, {hands} mãos: em que porcentagem dos pares "
        "(lugar, mão) um lugar não fez ponto nenhum? Escreva um número inteiro e clique "
        "em Verificar.",
    },
    "zero_why": {
        "en": "{zero} of the {total} seat-hands ended with 0 points: a seat often takes nothing "
        "at all, and the life goes to the one seat that took the most.",
        "it": "{zero} delle {total} coppie posto-smazzata sono finite con 0 punti: spesso un posto "
        "non prende niente, e la vita la perde il posto che ha preso di più.",
        "pt": "{zero} dos {total} pares lugar-mão acabaram com 0 pontos: muitas vezes um lugar "
        "não faz ponto nenhum, e quem perde a vida é o lugar que fez mais.",
    },
    "trend_prompt": {
        "en": "Look at the plot of the {level} players. From 2 players to 8, how does the share "
        "of hands that end in a capote change?",
        "it": "Guarda il grafico dei giocatori {level}. Da 2 a 8 giocatori, come cambia la "
        "quota di smazzate che finiscono in cappotto?",
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
        "it": "Con 2 giocatori {low} delle smazzate sono finite in cappotto (intervallo al 95% "
        "{low_ci}), con 8 giocatori {high} ({high_ci}). Per fare tutte le prese bisogna "
        "battere tutti gli altri cinque volte, e con più giocatori sono in gioco più carte "
        "che possono battere le tue.",
        "pt": "Com 2 jogadores {low} das mãos acabaram em capote (intervalo a 95% {low_ci}), "
        "com 8 jogadores {high} ({high_ci}). Para ganhar todas as vazas é preciso bater "
        "todos os outros cinco vezes, e com mais jogadores há mais cartas em jogo que podem "
        "bater as suas.",
    },
    "chart_series": {"en": "{level} players ({hands} hands per size)",
                     "it": "giocatori {level} ({hands} smazzate per numero)",
                     "pt": "jogadores {level} ({hands} mãos por tamanho)"},
    "chart_players": {"en": "players at the table", "it": "giocatori al tavolo",
                      "pt": "jogadores na mesa"},
    "chart_capotes": {"en": "hands ending in a capote (%)",
                      "it": "smazzate finite in cappotto (%)",
                      "pt": "mãos que acabam em capote (%)"},
    "chart_title": {"en": "Capotes by table size (Trieste rules, 95% intervals)",
                    "it": "Cappotti per numero di giocatori (regole di Trieste, intervalli al 95%)",
                    "pt": "Capotes por tamanho da mesa (regras de Trieste, intervalos de 95%)"},
    "chart_points": {"en": "points", "it": "punti", "pt": "pontos"},
    "chart_seat": {"en": "One seat's points in a hand", "it": "I punti di un posto in una "
                   "smazzata", "pt": "Os pontos de um lugar numa mão"},
    "chart_pairs": {"en": "(seat, hand) pairs", "it": "coppie (posto, smazzata)",
                    "pt": "pares (lugar, mão)"},
    "chart_loser": {"en": "Points of the seat that lost the life",
                    "it": "Punti del posto che ha perso la vita",
                    "pt": "Pontos do lugar que perdeu a vida"},
    "chart_hands": {"en": "hands", "it": "smazzate", "pt": "mãos"},
    "chart_spread": {"en": "{players} cautious players, {hands} hands (Trieste rules)",
                     "it": "{players} giocatori prudenti, {hands} smazzate (regole di Trieste)",
                     "pt": "{players} jogadores cautelosos, {hands} mãos (regras de Trieste)"},
    "last_card": {
        "en": "Your last card (seat 0).",
        "it": "La tua ultima carta (posto 0).",
        "pt": "A sua última carta (lugar 0).",
    },
    "table_head": {
        "en": "players  level     hands  capotes  rate    95% interval    won the first 4",
        "it": "giocat.  livello   smazz. cappotti quota   intervallo 95%  prime 4 prese",
        "pt": "jogad.   nível     mãos   capotes  taxa    intervalo 95%   4 primeiras",
    },
    "spread_run": {
        "en": "{players} cautious players, {hands} hands: {outcomes}.",
        "it": "{players} giocatori prudenti, {hands} smazzate: {outcomes}.",
        "pt": "{players} jogadores cautelosos, {hands} mãos: {outcomes}.",
    },
    "spread_seat": {
        "en": "One seat in one hand: {zero} of {n} took 0 points ({share}); {mean} points on "
        "average; at most {top}.",
        "it": "Un posto in una smazzata: {zero} su {n} hanno preso 0 punti ({share}); in media "
        "{mean} punti; al massimo {top}.",
        "pt": "Um lugar numa mão: {zero} de {n} fizeram 0 pontos ({share}); {mean} pontos em "
        "média; no máximo {top}.",
    },
    "spread_loser": {
        "en": "The seat that lost the life (normal hands): {mean} points on average, median "
        "{median}, from {low} to {high}.",
        "it": "Il posto che ha perso la vita (smazzate normali): in media {mean} punti, mediana "
        "{median}, da {low} a {high}.",
        "pt": "O lugar que perdeu a vida (mãos normais): {mean} pontos em média, mediana "
        "{median}, de {low} a {high}.",
    },
    "choose": {
        "en": "Choose one answer first.",
        "it": "Scegli prima una risposta.",
        "pt": "Escolha primeiro uma resposta.",
    },
}

# lesson 1, the cards: printed facts and captions (registered as l1_<key>)
LESSON1: dict[str, dict[str, str]] = {
    "deal_caption": {
        "en": "20 of the 40 cards are dealt; they hold {dealt} of the 72 card points.",
        "it": "Si danno 20 carte su 40; contengono {dealt} dei 72 punti delle carte.",
        "pt": "São dadas 20 das 40 cartas; elas têm {dealt} dos 72 pontos das cartas.",
    },
    "deck": {"en": "{cards} cards: {suits} suits of {sizes} cards",
             "it": "{cards} carte: {suits} semi da {sizes} carte",
             "pt": "{cards} cartas: {suits} naipes de {sizes} cartas"},
    "deck_suit": {"en": "  {name:<7} ({other}) = {french} in a French deck",
                  "it": "  {name:<8} = {french} nel mazzo francese",
                  "pt": "  {name:<8} ({other}) = {french} no baralho francês"},
    "ranks": {"en": "ranks:", "it": "valori:", "pt": "valores:"},
    "not_queen": {
        "en": ", not a Queen: on its face {marks};\n     a French deck's {queen} plays it",
        "it": ", non una Donna: sulla carta {marks};\n"
        "     nel mazzo francese ne fa le veci la {queen}",
        "pt": ", não uma Dama: na carta {marks};\n"
        "     no baralho francês a {queen} faz o seu papel",
    },
    "low": {"en": "the number cards below the Seven", "it": "le cartine sotto il Sette",
            "pt": "as cartas de número abaixo do Sete"},
    "suits": {"en": "suits:", "it": "semi:", "pt": "naipes:"},
    "suit_line": {"en": "  {letter}  {name} ({other}; {french} in a French deck)",
                  "it": "  {letter}  {name} ({french} nel mazzo francese)",
                  "pt": "  {letter}  {name} ({other}; {french} no baralho francês)"},
    "so": {"en": "so {code} is {card}", "it": "quindi {code} è {card}",
           "pt": "então {code} é {card}"},
    "deck_points": {"en": "the deck: {total} points, in {scoring} of its {cards} cards",
                    "it": "il mazzo: {total} punti, in {scoring} delle sue {cards} carte",
                    "pt": "o baralho: {total} pontos, em {scoring} das suas {cards} cartas"},
    "dealer_line": {"en": "dealer: seat {dealer}; seat {leader} leads the first trick",
                    "it": "mazziere: posto {dealer}; il posto {leader} apre la prima presa",
                    "pt": "carteador: lugar {dealer}; o lugar {leader} abre a primeira vaza"},
    "seat_line": {"en": "  seat {seat}: {cards}  ({points} points)",
                  "it": "  posto {seat}: {cards}  ({points} punti)",
                  "pt": "  lugar {seat}: {cards}  ({points} pontos)"},
    "dealt_line": {
        "en": "dealt: {cards} cards holding {points} points; left out: {out} cards holding "
        "{out_points} points",
        "it": "date: {cards} carte con {points} punti; fuori: {out} carte con {out_points} "
        "punti",
        "pt": "dadas: {cards} cartas com {points} pontos; fora: {out} cartas com {out_points} "
        "pontos",
    },
}

# lesson 2, following suit: printed facts and captions (registered as l2_<key>)
LESSON2: dict[str, dict[str, str]] = {
    "table_caption": {
        "en": "Seat 3 dealt, so seat 0, on the dealer's right, received the first card and "
        "leads. Play passes to each player's right: seat 0, 1, 2, 3, and round again.",
        "it": "Ha dato le carte il posto 3, quindi il posto 0, alla destra del mazziere, ha "
        "ricevuto la prima carta e apre. Il gioco passa alla destra di ciascuno: posto 0, 1, "
        "2, 3, e di nuovo da capo.",
        "pt": "O lugar 3 deu as cartas, então o lugar 0, à direita do carteador, recebeu a "
        "primeira carta e abre. O jogo passa para a direita de cada um: lugar 0, 1, 2, 3, e "
        "de novo.",
    },
    "dealer": {"en": "dealer: seat {seat}", "it": "mazziere: posto {seat}",
               "pt": "carteador: lugar {seat}"},
    "deal_round": {
        "en": "cards go out one at a time to seats {seats}, five rounds",
        "it": "le carte si danno una alla volta ai posti {seats}, per cinque giri",
        "pt": "as cartas são dadas uma a uma aos lugares {seats}, em cinco voltas",
    },
    "first_lead": {"en": "first trick led by: seat {seat}",
                   "it": "apre la prima presa: posto {seat}",
                   "pt": "abre a primeira vaza: lugar {seat}"},
    "play_order": {"en": "order of play: {order} ...", "it": "ordine di gioco: {order} ...",
                   "pt": "ordem de jogo: {order} ..."},
    "may_play": {"en": "may play", "it": "si può", "pt": "pode"},
    "may_not": {"en": "may not", "it": "non si può", "pt": "não pode"},
    "seat_leads": {"en": "seat {seat} leads", "it": "apre il posto {seat}",
                   "pt": "o lugar {seat} abre"},
    "follow_caption": {
        "en": "Cups were led, and seat 1 holds two cups: it must play one of them.",
        "it": "È uscito coppe e il posto 1 ha due coppe: deve giocarne una.",
        "pt": "Saiu copas e o lugar 1 tem duas copas: tem de jogar uma delas.",
    },
    "leads_card": {"en": "seat 0 leads {code}: {suit} were led",
                   "it": "il posto 0 apre con {code}: è uscito {suit}",
                   "pt": "o lugar 0 abre com {code}: saiu {suit}"},
    "holds": {"en": "seat {seat} holds {cards}", "it": "il posto {seat} ha {cards}",
              "pt": "o lugar {seat} tem {cards}"},
    "holds_none": {"en": "seat {seat} holds {cards}: no {suit}",
                   "it": "il posto {seat} ha {cards}: niente {suit}",
                   "pt": "o lugar {seat} tem {cards}: nada de {suit}"},
    "may_play_cards": {"en": "  may play: {cards}", "it": "  può giocare: {cards}",
                       "pt": "  pode jogar: {cards}"},
    "refused": {"en": "  {code} refused: {why}", "it": "  {code} rifiutata: {why}",
                "pt": "  {code} recusada: {why}"},
    "trick_001_caption": {
        "en": "Batons were led. The Knight of cups cannot win: it is not a baton.",
        "it": "È uscito bastoni. Il Cavallo di coppe non può prendere: non è un bastone.",
        "pt": "Saiu paus. O Cavaleiro de copas não pode ganhar: não é de paus.",
    },
    "led_off": {"en": "{suit} led; cards of another suit: {cards}",
                "it": "è uscito {suit}; carte di un altro seme: {cards}",
                "pt": "saiu {suit}; cartas de outro naipe: {cards}"},
    "winner_with": {"en": "winner: seat {seat}, with {card}",
                    "it": "prende: posto {seat}, con {card}",
                    "pt": "ganha: lugar {seat}, com {card}"},
    "trick_points": {"en": "points in the trick: {detail} = {points}",
                     "it": "punti nella presa: {detail} = {points}",
                     "pt": "pontos na vaza: {detail} = {points}"},
    "trick_line": {
        "en": "trick {n}: seat {leader} leads; {plays}; seat {winner} wins {points} points",
        "it": "presa {n}: apre il posto {leader}; {plays}; il posto {winner} prende {points} "
        "punti",
        "pt": "vaza {n}: o lugar {leader} abre; {plays}; o lugar {winner} ganha {points} pontos",
    },
    "star": {
        "en": "(* a card of another suit: its player had none of the suit led)",
        "it": "(* una carta di un altro seme: chi l'ha giocata non aveva il seme uscito)",
        "pt": "(* uma carta de outro naipe: quem a jogou não tinha o naipe de saída)",
    },
    "revoke_1": {
        "en": "Trick 1: seat 1 plays the Five of batons on cups, holding two cups.",
        "it": "Presa 1: il posto 1 gioca il Cinque di bastoni su coppe, pur avendo due coppe.",
        "pt": "Vaza 1: o lugar 1 joga o Cinco de paus sobre copas, tendo duas copas.",
    },
    "revoke_2": {
        "en": "Trick 2: seat 1 plays the Four of cups. The revoke is proved.",
        "it": "Presa 2: il posto 1 gioca il Quattro di coppe. La rinuncia è provata.",
        "pt": "Vaza 2: o lugar 1 joga o Quatro de copas. A renúncia está comprovada.",
    },
    "revoked": {
        "en": "trick {n}: seat {seat} played {code} on {suit} while holding {cards}",
        "it": "presa {n}: il posto {seat} ha giocato {code} su {suit} pur avendo {cards}",
        "pt": "vaza {n}: o lugar {seat} jogou {code} sobre {suit} tendo {cards}",
    },
    "proved": {"en": "play {n}: seat {seat} plays {code}: proved",
               "it": "giocata {n}: il posto {seat} gioca {code}: provata",
               "pt": "jogada {n}: o lugar {seat} joga {code}: comprovada"},
    "stops": {"en": "the hand stops: revoke", "it": "la smazzata si ferma: rinuncia",
              "pt": "a mão para: renúncia"},
    "strict": {"en": "in strict mode {code} is refused: {why}",
               "it": "in modo rigoroso {code} è rifiutata: {why}",
               "pt": "no modo estrito {code} é recusada: {why}"},
}

# lesson 3, scoring a hand: printed facts (registered as l3_<key>)
LESSON3: dict[str, dict[str, str]] = {
    "without_last": {"en": "without the last trick's {bonus}: {points} (the most: seat {most})",
                     "it": "senza i {bonus} dell'ultima presa: {points} (più punti: posto {most})",
                     "pt": "sem os {bonus} da última vaza: {points} (mais pontos: lugar {most})"},
    "seat_n": {"en": "seat {seat} {n}", "it": "posto {seat} {n}", "pt": "lugar {seat} {n}"},
    "lives_before": {"en": "lives before: {lives}", "it": "vite prima: {lives}",
                     "pt": "vidas antes: {lives}"},
    "lives_after": {"en": "lives after: {lives}", "it": "vite dopo: {lives}",
                    "pt": "vidas depois: {lives}"},
    "out": {"en": "out of the match: seat {seats}", "it": "fuori dalla partita: posto {seats}",
            "pt": "fora da partida: lugar {seats}"},
    "still_in": {"en": "still in: {n} players; the match goes on",
                 "it": "ancora in gioco: {n} giocatori; la partita continua",
                 "pt": "ainda em jogo: {n} jogadores; a partida continua"},
    "lives": {"en": "lives: {lives}", "it": "vite: {lives}", "pt": "vidas: {lives}"},
    "may_call": {"en": "seat 0 may call the doctor: {answer}",
                 "it": "il posto 0 può chiamare il dottore: {answer}",
                 "pt": "o lugar 0 pode chamar o médico: {answer}"},
    "comes_back": {
        "en": "it comes back with {lives} lives, as many as seat {seats}, the player still in "
        "with the fewest",
        "it": "rientra con {lives} vite, quante il posto {seats}, il giocatore ancora in gioco "
        "che ne ha meno",
        "pt": "volta com {lives} vidas, tantas quanto o lugar {seats}, o jogador ainda em jogo "
        "com menos vidas",
    },
    "again": {"en": "out again later: may call the doctor again: {answer} (once only)",
              "it": "di nuovo fuori più tardi: può richiamare il dottore: {answer} (una volta "
              "sola)",
              "pt": "fora de novo mais tarde: pode chamar o médico de novo: {answer} (uma vez "
              "só)"},
    "one_left": {"en": "with only one other player left: may call the doctor: {answer}",
                 "it": "con un solo altro giocatore rimasto: può chiamare il dottore: {answer}",
                 "pt": "com só mais um jogador restante: pode chamar o médico: {answer}"},
    "tie_points": {"en": "points: seat 0 {a}, seat 2 {b} (seats 1 and 3 are out)",
                   "it": "punti: posto 0 {a}, posto 2 {b} (i posti 1 e 3 sono fuori)",
                   "pt": "pontos: lugar 0 {a}, lugar 2 {b} (os lugares 1 e 3 estão fora)"},
    "case_different": {"en": "seat 0 on 1 life, seat 2 on 2",
                       "it": "posto 0 con 1 vita, posto 2 con 2",
                       "pt": "lugar 0 com 1 vida, lugar 2 com 2"},
    "case_000": {"en": "both on 1 life, source 000's rule (the kit's default)",
                 "it": "tutti e due con 1 vita, regola della fonte 000 (quella del kit)",
                 "pt": "os dois com 1 vida, regra da fonte 000 (o padrão do kit)"},
    "case_003": {"en": "both on 1 life, source 003's rule, read as everybody who started",
                 "it": "tutti e due con 1 vita, regola della fonte 003, letta come tutti quelli "
                 "che hanno cominciato",
                 "pt": "os dois com 1 vida, regra da fonte 003, lida como todos os que "
                 "começaram"},
    "case_003_in_play": {"en": "both on 1 life, source 003's rule, read as the players still in",
                         "it": "tutti e due con 1 vita, regola della fonte 003, letta come i "
                         "giocatori ancora in gioco",
                         "pt": "os dois com 1 vida, regra da fonte 003, lida como os jogadores "
                         "ainda em jogo"},
    "wins": {"en": "; seat {seat} wins the match", "it": "; il posto {seat} vince la partita",
             "pt": "; o lugar {seat} ganha a partida"},
}

# lesson 4, the capote: printed facts and captions (registered as l4_<key>)
LESSON4: dict[str, dict[str, str]] = {
    "last_card": {"en": "Your last card (seat 0).", "it": "La tua ultima carta (posto 0).",
                  "pt": "A sua última carta (lugar 0)."},
    "tricks_played": {"en": "Tricks played: {n}; won by seat(s): {seats}.",
                      "it": "Prese giocate: {n}; le ha fatte il posto (o i posti): {seats}.",
                      "pt": "Vazas jogadas: {n}; ganhas pelo(s) lugar(es): {seats}."},
    "your_points": {"en": "Card points you took: {points}.",
                    "it": "Punti di carte che hai preso: {points}.",
                    "pt": "Pontos de cartas que você fez: {points}."},
    "your_last": {"en": "Your last card: {card}.", "it": "La tua ultima carta: {card}.",
                  "pt": "A sua última carta: {card}."},
    "pending": {"en": "Decision pending: {answer}; it is seat {seat}'s to make.",
                "it": "Scelta in sospeso: {answer}; spetta al posto {seat}.",
                "pt": "Decisão pendente: {answer}; cabe ao lugar {seat}."},
    "after": {"en": "In this hand the decision can come after trick {n}.",
              "it": "In questa smazzata la scelta può arrivare dopo la presa {n}.",
              "pt": "Nesta mão a decisão pode vir depois da vaza {n}."},
    "seat_col": {"en": "seat {n}", "it": "posto {n}", "pt": "lugar {n}"},
    "end_annul": {"en": "annul", "it": "trattare", "pt": "anular"},
    "end_capote": {"en": "attempt, Two of cups out: capote",
                   "it": "tentare, Due di coppe fuori: cappotto",
                   "pt": "tentar, Dois de copas fora: capote"},
    "end_stopped": {"en": "attempt, Ace of cups out: stopped",
                    "it": "tentare, Asso di coppe fuori: fermato",
                    "pt": "tentar, Ás de copas fora: impedido"},
    "lives": {"en": "   lives", "it": "   vite", "pt": "   vidas"},
    "points": {"en": "   points", "it": "   punti", "pt": "   pontos"},
    "seen": {"en": "You have seen {seen} cards: your own {own} and the {played} the others "
             "played.",
             "it": "Hai visto {seen} carte: le tue {own} e le {played} giocate dagli altri.",
             "pt": "Você viu {seen} cartas: as suas {own} e as {played} que os outros jogaram."},
    "unseen": {"en": "{unseen} cards are unseen; seats {seats} hold one of them each, the rest "
               "were never dealt.",
               "it": "{unseen} carte non le hai viste; i posti {seats} ne hanno una ciascuno, "
               "le altre non sono mai state date.",
               "pt": "{unseen} cartas não foram vistas; os lugares {seats} têm uma delas cada "
               "um, as outras nunca foram dadas."},
    "void": {"en": "Seat {seat} has shown it has no {lacks}: its card is {can}.",
             "it": "Il posto {seat} ha mostrato di non avere {lacks}: la sua carta è di {can}.",
             "pt": "O lugar {seat} mostrou que não tem {lacks}: a sua carta é de {can}."},
    "or": {"en": " or ", "it": " o ", "pt": " ou "},
    "none": {"en": "none", "it": "nessuna", "pt": "nenhuma"},
    "beat": {"en": "Unseen cards that beat {card}: {cards}.",
             "it": "Carte non viste che battono {card}: {cards}.",
             "pt": "Cartas não vistas que batem {card}: {cards}."},
    "ways": {"en": "Ways to deal the unseen cards to seats {seats} that fit what you saw: "
             "{total}.",
             "it": "Modi di dare le carte non viste ai posti {seats} compatibili con ciò che "
             "hai visto: {total}.",
             "pt": "Maneiras de dar as cartas não vistas aos lugares {seats} compatíveis com o "
             "que você viu: {total}."},
    "none_higher": {"en": "Ways in which none of them holds a higher {suit}: {good}.",
                    "it": "Modi in cui nessuno di loro ha una carta di {suit} più alta: {good}.",
                    "pt": "Maneiras em que nenhum deles tem uma carta de {suit} mais alta: "
                    "{good}."},
    "chance": {"en": "Chance of the capote: {good}/{total} = {fraction} = {pct}.",
               "it": "Probabilità del cappotto: {good}/{total} = {fraction} = {pct}.",
               "pt": "Probabilidade do capote: {good}/{total} = {fraction} = {pct}."},
    "naive_same": {"en": "(Forgetting the voids you would count {pct}: the same here.)",
                   "it": "(Dimenticando i semi mancanti conteresti {pct}: qui è lo stesso.)",
                   "pt": "(Esquecendo os naipes que faltam você contaria {pct}: aqui dá o "
                   "mesmo.)"},
    "naive_differs": {"en": "(Forgetting the voids you would count {pct}: the voids change the "
                      "count.)",
                      "it": "(Dimenticando i semi mancanti conteresti {pct}: i semi mancanti "
                      "cambiano il conto.)",
                      "pt": "(Esquecendo os naipes que faltam você contaria {pct}: eles mudam a "
                      "conta.)"},
    "expected": {"en": "Expected change of your lives if you attempt: {p} x (+1) + {q} x (-1) = "
                 "{e} (about {approx}); if you annul: 0.",
                 "it": "Variazione attesa delle tue vite se tenti: {p} x (+1) + {q} x (-1) = {e} "
                 "(circa {approx}); se tratti: 0.",
                 "pt": "Variação esperada das suas vidas se você tentar: {p} x (+1) + {q} x (-1) "
                 "= {e} (cerca de {approx}); se anular: 0."},
    "table_head": {"en": "players  unseen  ways to hand them out  capote succeeds  chance",
                   "it": "giocat.  non viste  modi di darle  il cappotto riesce  probabilità",
                   "pt": "jogad.   não vistas  modos de dá-las  o capote dá certo  chance"},
}

# lesson 5, regional variants: printed facts and captions (registered as l5_<key>)
LESSON5: dict[str, dict[str, str]] = {
    "spies": {"en": "The {n} spies: undealt cards shown face up to everyone.",
              "it": "Le {n} spie: carte non date, scoperte davanti a tutti.",
              "pt": "As {n} espiãs: cartas não dadas, viradas para cima para todos."},
    "bergamo_four": {"en": "Bergamo with four players: {size} cards each, {out} stay out.",
                     "it": "Bergamo con quattro giocatori: {size} carte a testa, {out} restano "
                     "fuori.",
                     "pt": "Bérgamo com quatro jogadores: {size} cartas para cada um, {out} ficam "
                     "fora."},
    "piacenza_deal": {
        "en": "The Piacenza preset deals the whole deck, ten cards each: the kit's assumption, "
        "not the source's.",
        "it": "Il preset di Piacenza distribuisce tutto il mazzo, dieci carte a testa: una "
        "supposizione del kit, non della fonte.",
        "pt": "O preset de Piacenza distribui o baralho todo, dez cartas para cada um: uma "
        "suposição do kit, não da fonte.",
    },
    "count_lives": {"en": "{start} lives, lose them", "it": "{start} vite, da perdere",
                    "pt": "{start} vidas, a perder"},
    "count_bole": {"en": "bóle from {start}, out at {limit}", "it": "bóle da {start}, fuori a "
                   "{limit}", "pt": "bóle a partir de {start}, fora com {limit}"},
    "count_points": {"en": "points from {start}, match over at {limit}",
                     "it": "punti da {start}, partita finita a {limit}",
                     "pt": "pontos a partir de {start}, partida acaba com {limit}"},
    "row_players": {"en": "players", "it": "giocatori", "pt": "jogadores"},
    "row_cards": {"en": "cards each", "it": "carte a testa", "pt": "cartas por jogador"},
    "row_count": {"en": "the count", "it": "il conto", "pt": "a conta"},
    "row_most": {"en": "most points pays", "it": "chi ha più punti paga",
                 "pt": "mais pontos paga"},
    "row_tied": {"en": "each tied seat pays", "it": "ogni posto pari paga",
                 "pt": "cada empatado paga"},
    "row_decision": {"en": "capote decision", "it": "scelta del cappotto",
                     "pt": "decisão do capote"},
    "row_taker": {"en": "capote taker", "it": "chi fa cappotto", "pt": "quem faz capote"},
    "row_everyone": {"en": "everyone out at once", "it": "tutti fuori insieme",
                     "pt": "todos fora de uma vez"},
    "row_doctor": {"en": "doctor", "it": "dottore", "pt": "médico"},
    "row_spies": {"en": "spies", "it": "spie", "pt": "espiãs"},
    "range": {"en": "{low} to {high}", "it": "da {low} a {high}", "pt": "de {low} a {high}"},
    "card_back": {"en": "Back of a card", "it": "Dorso di una carta", "pt": "Verso de uma carta"},
    "annul_or_attempt": {"en": "annul or attempt", "it": "trattare o tentare",
                         "pt": "anular ou tentar"},
    "none": {"en": "none", "it": "nessuna", "pt": "nenhuma"},
    "spies_with": {"en": "{n} with {most} or fewer", "it": "{n} con {most} o meno",
                   "pt": "{n} com {most} ou menos"},
    "points_taken": {"en": "points taken:  {points}", "it": "punti presi:  {points}",
                     "pt": "pontos feitos:  {points}"},
    "seat_points": {"en": "seat {seat}: {points}", "it": "posto {seat}: {points}",
                    "pt": "lugar {seat}: {points}"},
    "seat_col": {"en": "seat {seat}", "it": "posto {seat}", "pt": "lugar {seat}"},
    "seat_delta": {"en": "seat {seat} {delta}", "it": "posto {seat} {delta}",
                   "pt": "lugar {seat} {delta}"},
    "unit_lives": {"en": "lives", "it": "vite", "pt": "vidas"},
    "unit_bole": {"en": "bóle", "it": "bóle", "pt": "bóle"},
    "unit_points": {"en": "points", "it": "punti", "pt": "pontos"},
    "tie_each": {"en": "2 bóle to each tied seat (the preset: the kit's choice)",
                 "it": "2 bóle a ogni posto pari (il preset: una scelta del kit)",
                 "pt": "2 bóle para cada lugar empatado (o preset: uma escolha do kit)"},
    "tie_two": {"en": "1 bóla to each of two tied seats (tie_penalty 1)",
                "it": "1 bóla a ciascuno di due posti pari (tie_penalty 1)",
                "pt": "1 bóla para cada um de dois lugares empatados (tie_penalty 1)"},
    "tie_line": {"en": "{label}: {deltas} (bóle); {total} bóle in all",
                 "it": "{label}: {deltas} (bóle); {total} bóle in tutto",
                 "pt": "{label}: {deltas} (bóle); {total} bóle ao todo"},
    "out_void": {"en": "void", "it": "nulla", "pt": "anulada"},
    "out_restart_in_play": {"en": "restart in play", "it": "riparte chi è in gioco",
                            "pt": "recomeçam os que jogam"},
    "out_restart": {"en": "restart", "it": "si riparte", "pt": "recomeço"},
    "out_sudden_death": {"en": "sudden death", "it": "spareggio", "pt": "morte súbita"},
    "out_line": {"en": "{option} ({source}): {unit} before {before}, after {after}",
                 "it": "{option} ({source}): {unit} prima {before}, dopo {after}",
                 "pt": "{option} ({source}): {unit} antes {before}, depois {after}"},
    "doc_lives": {"en": "Lives: A {a}, B {b}, C {c}, D {d}.",
                  "it": "Vite: A {a}, B {b}, C {c}, D {d}.",
                  "pt": "Vidas: A {a}, B {b}, C {c}, D {d}."},
    "doc_may": {"en": "A may call the doctor: {answer}; A comes back with {lives} lives (the "
                "fewest of those still in).",
                "it": "A può chiamare il dottore: {answer}; A rientra con {lives} vite (il minimo "
                "fra chi è ancora in gioco).",
                "pt": "A pode chamar o médico: {answer}; A volta com {lives} vidas (o mínimo "
                "entre os que ainda estão em jogo)."},
    "doc_cd": {"en": "With only C and D still in, B out as well: A may call the doctor: "
               "{answer} (two other players still have lives).",
               "it": "Con solo C e D ancora in gioco, e anche B fuori: A può chiamare il "
               "dottore: {answer} (altri due giocatori hanno ancora vite).",
               "pt": "Com só C e D ainda em jogo, e B fora também: A pode chamar o médico: "
               "{answer} (outros dois jogadores ainda têm vidas)."},
    "doc_d": {"en": "With only D still in: {answer} (it needs {n} others still in).",
              "it": "Con solo D ancora in gioco: {answer} (servono {n} altri ancora in gioco).",
              "pt": "Com só D ainda em jogo: {answer} (são precisos {n} outros ainda em jogo)."},
    "doc_costs": {"en": "With a stake of {stake}, the first three calls cost: {costs}.",
                  "it": "Con una quota di {stake}, le prime tre chiamate costano: {costs}.",
                  "pt": "Com uma aposta de {stake}, as três primeiras chamadas custam: {costs}."},
    "r001_trieste": {"en": "Trieste (000, 003, 004)", "it": "Trieste (000, 003, 004)",
                     "pt": "Trieste (000, 003, 004)"},
    "r001_001": {"en": "001's variant (sweep wins_hand)", "it": "la variante di 001 (sweep wins_hand)",
                 "pt": "a variante de 001 (sweep wins_hand)"},
    "r001_base": {"en": "001's base game (sweep ordinary)",
                  "it": "il gioco base di 001 (sweep ordinary)",
                  "pt": "o jogo base de 001 (sweep ordinary)"},
    "r001_line": {"en": "{label}: {deltas} (lives)", "it": "{label}: {deltas} (vite)",
                  "pt": "{label}: {deltas} (vidas)"},
    "capp_hand": {"en": "hand {k} ({outcome}): lives {after}",
                  "it": "smazzata {k} ({outcome}): vite {after}",
                  "pt": "mão {k} ({outcome}): vidas {after}"},
    "capp_offer": {"en": "seat(s) {seats} lost a life in each of the first four hands: restart, "
                   "or play a fifth hand?",
                   "it": "il posto (o i posti) {seats} ha perso una vita in ognuna delle prime "
                   "quattro smazzate: ricominciare, o giocare una quinta smazzata?",
                   "pt": "o(s) lugar(es) {seats} perdeu(ram) uma vida em cada uma das quatro "
                   "primeiras mãos: recomeçar, ou jogar uma quinta mão?"},
    "capp_restart": {"en": "restart: seat {seat} takes its four lives back: lives {lives}",
                     "it": "ricominciare: il posto {seat} riprende le sue quattro vite: vite "
                     "{lives}",
                     "pt": "recomeçar: o lugar {seat} recupera as suas quatro vidas: vidas "
                     "{lives}"},
    "capp_wins": {"en": "it loses this hand too and wins the match: winner seat {winner}",
                  "it": "perde anche questa smazzata e vince la partita: vince il posto "
                  "{winner}",
                  "pt": "perde também esta mão e ganha a partida: vence o lugar {winner}"},
    "capp_out": {"en": "it is out, the match goes on: lives {lives}",
                 "it": "è fuori, la partita continua: vite {lives}",
                 "pt": "está fora, a partida continua: vidas {lives}"},
    "capp_fifth": {"en": "fifth hand ({outcome}): seat {seat} takes {points} points, the most "
                   "of the others {most}; {result}",
                   "it": "quinta smazzata ({outcome}): il posto {seat} prende {points} punti, "
                   "il massimo degli altri {most}; {result}",
                   "pt": "quinta mão ({outcome}): o lugar {seat} faz {points} pontos, o máximo "
                   "dos outros {most}; {result}"},
    "cost_half_stake": {"en": "half stake", "it": "metà quota", "pt": "meia aposta"},
    "cost_rising": {"en": "rising", "it": "crescente", "pt": "crescente"},
    "cost_double_stake": {"en": "double stake", "it": "quota doppia", "pt": "aposta dobrada"},
    "other_revoke_stops": {
        "en": "a proved revoke stops the hand and the cards are dealt again",
        "it": "una rinuncia provata ferma la smazzata e si ridanno le carte",
        "pt": "uma renúncia provada para a mão e as cartas são dadas de novo",
    },
    "other_revoke_plays_on": {
        "en": "each revoke costs a bóla and the hand plays on to its end (the Bergamo preset)",
        "it": "ogni rinuncia costa una bóla e la smazzata continua fino alla fine (il preset Bergamo)",
        "pt": "cada renúncia custa uma bóla e a mão continua até ao fim (o preset Bergamo)",
    },
    "other_restart_all": {
        "en": "everyone who began the match starts again, the seats out too",
        "it": "riparte chiunque abbia cominciato la partita, anche i posti già fuori",
        "pt": "recomeçam todos os que começaram a partida, também os lugares já fora",
    },
    "other_restart_in_play": {
        "en": "only the players still in start again",
        "it": "ripartono solo i giocatori ancora in gioco",
        "pt": "só os jogadores ainda em jogo recomeçam",
    },
    "other_annul_same": {
        "en": "after an annul the same dealer deals again",
        "it": "dopo aver trattato ridà lo stesso mazziere",
        "pt": "depois de uma anulação o mesmo carteador dá de novo",
    },
    "other_annul_next": {
        "en": "after an annul play goes on: the deal passes to the next seat",
        "it": "dopo aver trattato il gioco prosegue: il mazzo passa al posto seguente",
        "pt": "depois de uma anulação o jogo prossegue: o baralho passa ao lugar seguinte",
    },
    "other_annul_first_hand": {
        "en": "after an annul the same dealer deals again only if the seat that annulled led",
        "it": "dopo aver trattato ridà lo stesso mazziere solo se chi ha trattato era primo di mano",
        "pt": "depois de uma anulação o mesmo carteador só dá de novo se quem anulou abriu",
    },
    "other_dealer_fixed": {
        "en": "the table says who deals first",
        "it": "il tavolo decide chi dà per primo",
        "pt": "a mesa decide quem dá primeiro",
    },
    "other_dealer_random": {
        "en": "the first dealer is drawn at random, from the deal code",
        "it": "il primo mazziere è estratto a caso, dal codice della smazzata",
        "pt": "o primeiro carteador é sorteado, a partir do código da mão",
    },
    "other_paid_call": {
        "en": "the doctor is paid into the pot when called",
        "it": "il dottore si paga nel piatto quando lo si chiama",
        "pt": "o médico é pago no pote quando é chamado",
    },
    "other_paid_final_loss": {
        "en": "the calls are paid, each dearer, only by a seat that loses",
        "it": "le chiamate, ognuna più cara, le paga solo chi perde",
        "pt": "as chamadas, cada uma mais cara, só as paga quem perde",
    },
    "other_after_capote_yes": {
        "en": "a seat put out by a capote may call the doctor",
        "it": "chi esce per un cappotto può chiamare il dottore",
        "pt": "quem sai por um capote pode chamar o médico",
    },
    "other_after_capote_no": {
        "en": "a seat put out by a capote, with the others on one life, may not",
        "it": "chi esce per un cappotto, con gli altri a una vita, non può",
        "pt": "quem sai por um capote, com os outros com uma vida, não pode",
    },
    "other_until_two_others": {
        "en": "no doctor unless two other players are still in",
        "it": "niente dottore se non restano almeno altri due giocatori",
        "pt": "sem médico a não ser que ainda joguem outros dois",
    },
    "other_until_last_two": {
        "en": "no doctor only for the loser of the last two",
        "it": "niente dottore solo per chi perde tra gli ultimi due",
        "pt": "sem médico só para quem perde entre os dois últimos",
    },
    "other_stake_free": {
        "en": "the doctor comes with or without stakes",
        "it": "il dottore viene con o senza posta",
        "pt": "o médico vem com ou sem aposta",
    },
    "other_stake_needed": {
        "en": "no stakes, no doctor",
        "it": "senza posta niente dottore",
        "pt": "sem aposta não há médico",
    },
    "other_sweep_capote": {
        "en": "taking every trick is a capote, with the decision",
        "it": "fare tutte le prese è un cappotto, con la scelta",
        "pt": "ganhar todas as vazas é um capote, com a decisão",
    },
    "other_sweep_wins_hand": {
        "en": "taking every trick wins the hand, even with all the points",
        "it": "fare tutte le prese vince la smazzata, anche con tutti i punti",
        "pt": "ganhar todas as vazas ganha a mão, mesmo com todos os pontos",
    },
    "other_sweep_ordinary": {
        "en": "taking every trick is an ordinary hand: the most points loses",
        "it": "fare tutte le prese è una smazzata normale: chi fa più punti perde",
        "pt": "ganhar todas as vazas é uma mão normal: quem faz mais pontos perde",
    },
    "other_values_coteccio": {
        "en": "Coteccio's card values (Piacenza: the kit's assumption)",
        "it": "i valori del Coteccio (Piacenza: ipotesi del kit)",
        "pt": "os valores do Coteccio (Piacenza: suposição do kit)",
    },
    "other_values_tressette": {
        "en": "Tressette's card values, «simili a quelle del tressette»",
        "it": "i valori del Tressette, «simili a quelle del tressette»",
        "pt": "os valores do Tressette, «simili a quelle del tressette»",
    },
    "other_race": {
        "en": "Piacenza, {seeds} random matches: Coteccio's values end in {short}, Tressette's in {long} hands (mean {mean})",
        "it": "Piacenza, {seeds} partite a caso: con i valori del Coteccio finiscono in {short}, con quelli del Tressette in {long} smazzate (media {mean})",
        "pt": "Piacenza, {seeds} partidas ao acaso: com os valores do Coteccio terminam em {short}, com os do Tressette em {long} mãos (média {mean})",
    },
    "other_another": {"en": "another reading", "it": "un'altra lettura",
                      "pt": "outra leitura"},
    "other_bola_only": {"en": "the bóla; playing on is the kit's reading",
                        "it": "la bóla; il continuare è una lettura del kit",
                        "pt": "a bóla; continuar é uma leitura do kit"},
    "other_any_method": {"en": "any method", "it": "un metodo qualsiasi",
                         "pt": "qualquer método"},
    "other_both_ways": {
        "en": "003 both ways: lives before {before}, seats 0 and 1 tie for the most",
        "it": "003 nei due modi: vite prima {before}, i posti 0 e 1 pari con più punti",
        "pt": "003 dos dois modos: vidas antes {before}, os lugares 0 e 1 empatados com mais "
        "pontos",
    },
    "other_after": {"en": "{option}: lives after {after}", "it": "{option}: vite dopo {after}",
                    "pt": "{option}: vidas depois {after}"},
}


# lesson 5's readings side by side (the sources' own words stay in readings.py) (registered as rdg_<key>)
READINGS: dict[str, dict[str, str]] = {
    "note_bergamo_players": {
        "en": "the kit's preset lets the game go on down to 2, as players go out",
        "it": "il preset del kit lascia continuare il gioco fino a 2, man mano che i giocatori "
        "escono",
        "pt": "o preset do kit deixa o jogo continuar até 2, à medida que os jogadores saem",
    },
    "note_001_when": {
        "en": "001 does not say when: the kit keeps 000's and 003's two others",
        "it": "001 non dice quando: il kit tiene i due altri di 000 e 003",
        "pt": "001 não diz quando: o kit mantém os dois outros de 000 e 003",
    },
    "note_003_pot": {
        "en": "3 agreed for this example; 003 has no doctor without a pot: doctor_needs_stake",
        "it": "3 concordate per questo esempio; 003 non ha dottore senza piatto: "
        "doctor_needs_stake",
        "pt": "3 combinadas para este exemplo; 003 não tem médico sem pote: doctor_needs_stake",
    },
    "note_004_money": {
        "en": "doctor_cost rising, doctor_paid final_loss",
        "it": "doctor_cost rising (crescente), doctor_paid final_loss (alla sconfitta finale)",
        "pt": "doctor_cost rising (crescente), doctor_paid final_loss (na derrota final)",
    },
    "note_bergamo_doctor": {
        "en": "how often, when, and what doubling costs are the kit's assumptions",
        "it": "quante volte, quando, e quanto costa il raddoppio sono supposizioni del kit",
        "pt": "quantas vezes, quando, e quanto custa dobrar são suposições do kit",
    },
    "note_000_annul": {
        "en": "play goes on: read as the deal passing on as after any hand",
        "it": "il gioco prosegue: letto come il mazzo che passa come dopo ogni smazzata",
        "pt": "o jogo prossegue: lido como o baralho passando como depois de qualquer mão",
    },
    "refused": {"en": "refused: {why}", "it": "rifiutato: {why}", "pt": "recusado: {why}"},
    "refused_players": {"en": "refused: {name} is played by {low} to {high} players, not {n}",
                        "it": "rifiutato: {name} si gioca da {low} a {high} giocatori, non {n}",
                        "pt": "recusado: {name} joga-se de {low} a {high} jogadores, não {n}"},
    "readers_most": {"en": "most", "it": "i più", "pt": "a maioria"},
    "readers_some": {"en": "some", "it": "alcuni", "pt": "alguns"},
    "readers_money": {"en": "money", "it": "soldi", "pt": "dinheiro"},
    "dealt": {"en": "{dealt} cards dealt, {out} stay out",
              "it": "{dealt} carte date, {out} restano fuori",
              "pt": "{dealt} cartas dadas, {out} ficam fora"},
    "to_players": {"en": "→ {low} to {high} players", "it": "→ da {low} a {high} giocatori",
                   "pt": "→ de {low} a {high} jogadores"},
    "n_players": {"en": "→ {n} players", "it": "→ {n} giocatori", "pt": "→ {n} jogadores"},
    "trieste_allows": {
        "en": "The Trieste preset allows {low} to {high} (000, and 004's second sentence);",
        "it": "Il preset di Trieste ammette da {low} a {high} (000, e la seconda frase di 004);",
        "pt": "O preset de Trieste admite de {low} a {high} (000, e a segunda frase de 004);",
    },
    "max_seven": {"en": "max_players 7 plays 001, 003 and 004's first sentence.",
                  "it": "max_players 7 gioca 001, 003 e la prima frase di 004.",
                  "pt": "max_players 7 joga 001, 003 e a primeira frase de 004."},
    "with_trieste": {"en": "{n} players, Trieste preset: {what}",
                     "it": "{n} giocatori, preset di Trieste: {what}",
                     "pt": "{n} jogadores, preset de Trieste: {what}"},
    "with_seven": {"en": "{n} players, max_players 7:  {what}",
                   "it": "{n} giocatori, max_players 7:  {what}",
                   "pt": "{n} jogadores, max_players 7:  {what}"},
    "start": {"en": "→ start {n}", "it": "→ start {n}", "pt": "→ start {n}"},
    "from_lives": {"en": "from {start} lives: the match takes {hands} hands; seat {winner} wins",
                   "it": "da {start} vite: la partita dura {hands} smazzate; vince il posto "
                   "{winner}",
                   "pt": "com {start} vidas: a partida dura {hands} mãos; ganha o lugar "
                   "{winner}"},
    "no_limit": {"en": "no limit", "it": "nessun limite", "pt": "sem limite"},
    "no_stakes": {"en": "no stakes", "it": "senza posta", "pt": "sem apostas"},
    "calls": {"en": "calls: {count}; first prices: {prices}",
              "it": "chiamate: {count}; primi prezzi: {prices}",
              "pt": "chamadas: {count}; primeiros preços: {prices}"},
    "keeps_going": {
        "en": "Seat 0 keeps going out; a stake of {stake} each where there are stakes.",
        "it": "Il posto 0 continua a uscire; una quota di {stake} a testa dove c'è la posta.",
        "pt": "O lugar 0 continua saindo; uma aposta de {stake} cada um onde há apostas.",
    },
    "one_other": {
        "en": "With one other player left, may the doctor come? {answer} (000, 003: two others; "
        "004: not when only two are left)",
        "it": "Con un solo altro giocatore rimasto, può venire il dottore? {answer} (000, 003: "
        "due altri; 004: non quando ne restano solo due)",
        "pt": "Com só mais um jogador restante, o médico pode vir? {answer} (000, 003: dois "
        "outros; 004: não quando só restam dois)",
    },
    "owed": {"en": " (owed: paid only if it loses the match)",
             "it": " (dovuto: si paga solo se perde la partita)",
             "pt": " (devido: só se paga se perder a partida)"},
    "after_capote": {
        "en": "After a capote, lives {before} become {after}: who may call the doctor?",
        "it": "Dopo un cappotto, le vite {before} diventano {after}: chi può chiamare il "
        "dottore?",
        "pt": "Depois de um capote, as vidas {before} passam a {after}: quem pode chamar o "
        "médico?",
    },
    "seats": {"en": "seats {seats}", "it": "i posti {seats}", "pt": "os lugares {seats}"},
    "nobody": {"en": "nobody", "it": "nessuno", "pt": "ninguém"},
    "annul_head": {
        "en": "Seat 3 dealt; seat 0 led, won four tricks and annulled. The next hand:",
        "it": "Ha dato il posto 3; il posto 0 ha aperto, ha fatto quattro prese e ha trattato. "
        "La smazzata seguente:",
        "pt": "O lugar 3 deu; o lugar 0 abriu, ganhou quatro vazas e anulou. A mão seguinte:",
    },
    "annul_next_hand": {
        "en": "→ annul_dealer {option}: seat {dealer} deals, seat {leader} leads; lives {lives}",
        "it": "→ annul_dealer {option}: dà il posto {dealer}, apre il posto {leader}; vite "
        "{lives}",
        "pt": "→ annul_dealer {option}: o lugar {dealer} dá, o lugar {leader} abre; vidas "
        "{lives}",
    },
}

# the lessons' pictures and their shared words (yes/no, outcomes) (registered as pic_<key>)
PICTURES: dict[str, dict[str, str]] = {
    "italian_deck": {"en": "Italian deck", "it": "mazzo italiano", "pt": "baralho italiano"},
    "french_deck": {"en": "French deck", "it": "mazzo francese", "pt": "baralho francês"},
    "in_the_kit": {"en": "in the kit", "it": "nel kit", "pt": "no kit"},
    "as_in": {"en": "{letter}, as in {code}", "it": "{letter}, come in {code}",
              "pt": "{letter}, como em {code}"},
    "rank_caption": {
        "en": "Highest on the left, lowest on the right: the same order in every suit.",
        "it": "La più alta a sinistra, la più bassa a destra: lo stesso ordine in ogni seme.",
        "pt": "A mais alta à esquerda, a mais baixa à direita: a mesma ordem em todos os naipes.",
    },
    "points_1": {"en": "1 point", "it": "1 punto", "pt": "1 ponto"},
    "points_n": {"en": "{n} points", "it": "{n} punti", "pt": "{n} pontos"},
    "points_caption": {
        "en": "The four top cards of a suit hold all its {total} points; the six low cards "
        "hold none.",
        "it": "Le quattro carte più alte di un seme ne hanno tutti i {total} punti; le sei "
        "basse nessuno.",
        "pt": "As quatro cartas mais altas de um naipe têm todos os seus {total} pontos; as "
        "seis baixas, nenhum.",
    },
    "leads_first_trick": {"en": "leads the first trick", "it": "apre la prima presa",
                          "pt": "abre a primeira vaza"},
    "leads_first": {"en": "leads first", "it": "apre", "pt": "abre"},
    "dealer": {"en": "dealer", "it": "mazziere", "pt": "carteador"},
    "out_of_match": {"en": "out of the match", "it": "fuori dalla partita",
                     "pt": "fora da partida"},
    "anticlockwise": {"en": "play goes anticlockwise", "it": "si gioca in senso antiorario",
                      "pt": "joga-se no sentido anti-horário"},
    "last_bonus": {"en": " + {bonus} for the last trick", "it": " + {bonus} per l'ultima presa",
                   "pt": " + {bonus} pela última vaza"},
    "trick_head": {"en": "Trick {n}: {seat} wins ({points})",
                   "it": "Presa {n}: {seat} vince ({points})",
                   "pt": "Vaza {n}: {seat} ganha ({points})"},
    "lives_before": {"en": "Lives before this hand", "it": "Vite prima di questa smazzata",
                     "pt": "Vidas antes desta mão"},
    "lives": {"en": "lives", "it": "vite", "pt": "vidas"},
    "out": {"en": "out", "it": "fuori", "pt": "fora"},
    "outcome_normal": {"en": "normal", "it": "normale", "pt": "normal"},
    "outcome_capote": {"en": "capote", "it": "cappotto", "pt": "capote"},
    "outcome_capote_failed": {"en": "capote_failed", "it": "cappotto fermato",
                              "pt": "capote impedido"},
    "outcome_annulled": {"en": "annulled", "it": "trattata", "pt": "anulada"},
    "outcome_void": {"en": "void", "it": "nulla", "pt": "nula"},
    "outcome_restart": {"en": "restart", "it": "si riparte", "pt": "recomeço"},
    "outcome_revoke": {"en": "revoke", "it": "rinuncia", "pt": "renúncia"},
    "range": {"en": "{low} to {high}", "it": "da {low} a {high}", "pt": "de {low} a {high}"},
    "card_back": {"en": "Back of a card", "it": "Dorso di una carta", "pt": "Verso de uma carta"},
    "yes": {"en": "yes", "it": "sì", "pt": "sim"},
    "no": {"en": "no", "it": "no", "pt": "não"},
}

# a lesson opened from a class server: who the class says the student is (lesson_<key>)
CLASS: dict[str, dict[str, str]] = {
    "class_you": {
        "en": "You are {name} in this class: your teacher sees your answers to these exercises.",
        "it": "In questa classe sei {name}: l'insegnante vede le tue risposte a questi esercizi.",
        "pt": "Nesta turma você é {name}: o professor vê as suas respostas a estes exercícios.",
    },
    "after_exercise": {
        "en": "This appears here once you have answered exercise {n}: it holds the answer.",
        "it": "Questo compare qui quando avrai risposto all'esercizio {n}: contiene la risposta.",
        "pt": "Isto aparece aqui quando tiver respondido ao exercício {n}: contém a resposta.",
    },
    "class_join": {
        "en": "Join the class at {link} so that your teacher sees your answers.",
        "it": "Entra nella classe su {link} perché l'insegnante veda le tue risposte.",
        "pt": "Entre na turma em {link} para que o professor veja as suas respostas.",
    },
}

# the lesson index of each language (registered as index_<key>)
INDEX: dict[str, dict[str, str]] = {
    "title": {"en": "Coteccio Lab · Lessons", "it": "Coteccio Lab · Lezioni",
              "pt": "Coteccio Lab · Lições"},
    "lesson": {"en": "Lesson {n} · {title}", "it": "Lezione {n} · {title}",
               "pt": "Lição {n} · {title}"},
    "intro": {
        "en": "Six lessons on Coteccio, the trick-avoiding card game of Trieste, in order: each "
        "one uses what the ones before it taught. Open a lesson and follow it from the top.",
        "it": "Sei lezioni sul Coteccio, il gioco di carte triestino in cui si cerca di non "
        "prendere, in ordine: ognuna usa quello che hanno insegnato le precedenti. Apri una "
        "lezione e seguila dall'alto.",
        "pt": "Seis lições sobre o Coteccio, o jogo de cartas de Trieste em que se tenta não "
        "ganhar vazas, em ordem: cada uma usa o que as anteriores ensinaram. Abra uma lição e "
        "siga-a do começo.",
    },
    "pending": {"en": "(in English for now)", "it": "(per ora in inglese)",
                "pt": "(por enquanto em inglês)"},
    "play": {
        "en": "Then play whole matches against the computer players on the "
        "[dashboard]({up}dashboard.ipynb). It opens in the language of the last lesson you "
        "read, and you can switch it on the page.",
        "it": "Poi gioca partite intere contro i giocatori del computer nella "
        "[dashboard]({up}dashboard.ipynb). Si apre nella lingua dell'ultima lezione che hai "
        "letto, e la puoi cambiare nella pagina.",
        "pt": "Depois jogue partidas inteiras contra os jogadores do computador no "
        "[painel]({up}dashboard.ipynb). Ele abre no idioma da última lição que você leu, e você "
        "pode trocá-lo na página.",
    },
    "others": {"en": "The lessons in another language:", "it": "Le lezioni in un'altra lingua:",
               "pt": "As lições em outro idioma:"},
}

SECTIONS: dict[str, dict[str, dict[str, str]]] = {
    "l4_stop_": LESSON4_STOP,
    "l5_quiz_": LESSON5_QUIZ,
    "l6_": LESSON6,
    "l1_": LESSON1,
    "l2_": LESSON2,
    "l3_": LESSON3,
    "l4_": LESSON4,
    "l5_": LESSON5,
    "rdg_": READINGS,
    "pic_": PICTURES,
    "lesson_": CLASS,
    "index_": INDEX,
}
"""Each part of the lessons' catalogue by the prefix of its keys (``translations`` stamps them)."""

for _prefix, _section in SECTIONS.items():
    register({_prefix + key: texts for key, texts in _section.items()})
