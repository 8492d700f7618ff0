"""The hand review's sentences (``coteccio_lab.review``, ``coteccio-lab review``, the
dashboard's review panel), in English, Italian and Portuguese (Brazilian).

Part of the one catalogue: ``coteccio_lab.i18n`` registers it when it is imported.
The review speaks to the learner in the second person. A ``{fact}`` is one of the
``rv_fact_*`` phrases, already written in the reader's language; cards come with their
article, suits are plural names; numbers are written in the reader's language.

Words: layout (of the unseen cards) = distribuzione / distribuição; trick = presa / vaza;
capote = cappotto / capote; annul = trattare / anular; doctor = dottore / médico.
"""

from __future__ import annotations

from . import register

REVIEW: dict[str, dict[str, str]] = {
    # --- the grades ---
    "rv_grade_best": {"en": "best", "it": "migliore", "pt": "melhor"},
    "rv_grade_inaccuracy": {"en": "inaccuracy", "it": "imprecisione", "pt": "imprecisão"},
    "rv_grade_mistake": {"en": "mistake", "it": "errore", "pt": "erro"},
    "rv_grade_blunder": {"en": "blunder", "it": "errore grave", "pt": "erro grave"},
    # --- the moves that are not cards ---
    "rv_move_attempt": {"en": "attempt the capote", "it": "tentare il cappotto", "pt": "tentar o capote"},
    "rv_move_annul": {"en": "annul the hand", "it": "trattare la smazzata", "pt": "anular a mão"},
    "rv_move_doctor_call": {"en": "call the doctor", "it": "chiamare il dottore", "pt": "chamar o médico"},
    "rv_move_doctor_stay": {"en": "stay out", "it": "restare fuori", "pt": "ficar de fora"},
    # --- how exact ---
    "rv_exact": {
        "en": "exact over all {total} layouts you could not tell apart",
        "it": "esatto su tutte le {total} distribuzioni che non potevi distinguere",
        "pt": "exato em todas as {total} distribuições que você não podia distinguir",
    },
    "rv_exact_one": {
        "en": "exact: only one layout fits what you had seen",
        "it": "esatto: una sola distribuzione è compatibile con quello che avevi visto",
        "pt": "exato: só uma distribuição combina com o que você tinha visto",
    },
    "rv_every_rules": {
        "en": "all {total} layouts you could not tell apart, the later tricks played by the careful rules",
        "it": "tutte le {total} distribuzioni che non potevi distinguere, le prese successive giocate con le regole prudenti",
        "pt": "todas as {total} distribuições que você não podia distinguir, as vazas seguintes jogadas pelas regras prudentes",
    },
    "rv_sampled": {
        "en": "{n} of {total} layouts sampled, each solved to the end of the hand (± {spread})",
        "it": "{n} distribuzioni estratte su {total}, ognuna risolta fino alla fine della smazzata (± {spread})",
        "pt": "{n} distribuições sorteadas de {total}, cada uma resolvida até o fim da mão (± {spread})",
    },
    "rv_sampled_rules": {
        "en": "{n} of {total} layouts sampled, the later tricks played by the careful rules (± {spread})",
        "it": "{n} distribuzioni estratte su {total}, le prese successive giocate con le regole prudenti (± {spread})",
        "pt": "{n} distribuições sorteadas de {total}, as vazas seguintes jogadas pelas regras prudentes (± {spread})",
    },
    "rv_odds": {
        "en": "exact over all {total} layouts (the capote odds)",
        "it": "esatto su tutte le {total} distribuzioni (le probabilità del cappotto)",
        "pt": "exato em todas as {total} distribuições (as chances do capote)",
    },
    "rv_rule": {
        "en": "exact: no hidden card decides it",
        "it": "esatto: nessuna carta coperta lo decide",
        "pt": "exato: nenhuma carta escondida o decide",
    },
    # --- facts of the position ---
    "rv_pts_none": {"en": "no points so far", "it": "finora nessun punto", "pt": "até agora nenhum ponto"},
    "rv_pts_one": {"en": "1 point so far", "it": "finora 1 punto", "pt": "até agora 1 ponto"},
    "rv_pts_many": {"en": "{n} points so far", "it": "finora {n} punti", "pt": "até agora {n} pontos"},
    "rv_higher_one": {
        "en": "1 higher card of {suit}",
        "it": "1 carta di {suit} più alta",
        "pt": "1 carta de {suit} mais alta",
    },
    "rv_higher_many": {
        "en": "{n} higher cards of {suit}",
        "it": "{n} carte di {suit} più alte",
        "pt": "{n} cartas de {suit} mais altas",
    },
    "rv_fact_sure": {
        "en": "nobody still to play can hold a higher card of {suit}, so {card} surely takes this trick ({pts})",
        "it": "nessuno di quelli che devono ancora giocare può avere una carta di {suit} più alta, quindi {card} prende di sicuro questa presa ({pts})",
        "pt": "ninguém que ainda vai jogar pode ter uma carta de {suit} mais alta, então {card} leva com certeza esta vaza ({pts})",
    },
    "rv_fact_likely": {
        "en": "the players still to play may hold {higher}, but most likely each of them can play under it, so {card} will likely take this trick ({pts})",
        "it": "chi deve ancora giocare può avere {higher}, ma con ogni probabilità ognuno può stare sotto, quindi {card} probabilmente prende questa presa ({pts})",
        "pt": "quem ainda vai jogar pode ter {higher}, mas provavelmente cada um pode jogar abaixo, então {card} provavelmente leva esta vaza ({pts})",
    },
    "rv_fact_may": {
        "en": "the players still to play may hold {higher}, and one of them may have to play over it, so {card} may take this trick ({pts})",
        "it": "chi deve ancora giocare può avere {higher}, e qualcuno potrebbe dover stare sopra, quindi {card} può prendere questa presa ({pts})",
        "pt": "quem ainda vai jogar pode ter {higher}, e alguém pode ter de jogar acima, então {card} pode levar esta vaza ({pts})",
    },
    "rv_fact_beaten": {
        "en": "the players still to play may hold {higher}, and most likely one of them has to play over it, so {card} will likely not take this trick",
        "it": "chi deve ancora giocare può avere {higher}, e con ogni probabilità qualcuno deve stare sopra, quindi {card} probabilmente non prende questa presa",
        "pt": "quem ainda vai jogar pode ter {higher}, e provavelmente alguém tem de jogar acima, então {card} provavelmente não leva esta vaza",
    },
    "rv_fact_under": {
        "en": "{top} is taking the trick and {card} stays under it",
        "it": "{top} sta prendendo la presa e {card} resta sotto",
        "pt": "{top} está levando a vaza e {card} fica abaixo dele",
    },
    "rv_lower_one": {
        "en": "1 lower card of {suit}",
        "it": "1 carta di {suit} più bassa",
        "pt": "1 carta de {suit} mais baixa",
    },
    "rv_lower_many": {
        "en": "{n} lower cards of {suit}",
        "it": "{n} carte di {suit} più basse",
        "pt": "{n} cartas de {suit} mais baixas",
    },
    "rv_fact_discard": {
        "en": "you have no {led}, so you throw {card}; kept, it would beat {lower} still out",
        "it": "non hai {led}, quindi scarti {card}; tenendo quella carta, batteresti {lower} ancora in gioco",
        "pt": "você não tem {led}, então descarta {card}; se ficasse com essa carta, ela bateria {lower} ainda fora",
    },
    "rv_fact_discard_safe": {
        "en": "you have no {led}, so you throw {card}; kept, it would beat no card still out",
        "it": "non hai {led}, quindi scarti {card}; tenendo quella carta, non batteresti nessuna carta ancora in gioco",
        "pt": "você não tem {led}, então descarta {card}; se ficasse com essa carta, ela não bateria nenhuma carta ainda fora",
    },
    "rv_fact_rid": {
        "en": "{fact}, and it gets rid of a card that, kept, would beat {lower} still out",
        "it": "{fact}, e ti liberi di una carta che, tenuta, batterebbe {lower} ancora in gioco",
        "pt": "{fact}, e você se livra de uma carta que, guardada, bateria {lower} ainda fora",
    },
    "rv_fact_stop": {
        "en": "seat {seat} has won every trick so far, and {card} surely stops the capote",
        "it": "il posto {seat} ha preso tutte le prese finora, e {card} ferma di sicuro il cappotto",
        "pt": "o lugar {seat} levou todas as vazas até agora, e {card} impede com certeza o capote",
    },
    "rv_fact_no_stop": {
        "en": "seat {seat} has won every trick so far, and {card} does not surely stop the capote",
        "it": "il posto {seat} ha preso tutte le prese finora, e {card} non ferma di sicuro il cappotto",
        "pt": "o lugar {seat} levou todas as vazas até agora, e {card} não impede com certeza o capote",
    },
    # --- the why of a card ---
    "rv_why_best": {
        "en": "You played {card}, the best choice here: {fact}.",
        "it": "Hai giocato {card}, la scelta migliore qui: {fact}.",
        "pt": "Você jogou {card}, a melhor escolha aqui: {fact}.",
    },
    "rv_why_worse": {
        "en": "You played {card}: {fact}. Better was {best}: {best_fact}. On average it costs you {lives} {counter} and {points} points less.",
        "it": "Hai giocato {card}: {fact}. Era meglio {best}: {best_fact}. In media ti costa {lives} {counter} e {points} punti in meno.",
        "pt": "Você jogou {card}: {fact}. Era melhor {best}: {best_fact}. Em média custa {lives} {counter} e {points} pontos a menos.",
    },
    "rv_why_worse_more_points": {
        "en": "You played {card}: {fact}. Better was {best}: {best_fact}. On average it costs you {lives} {counter} less, for {points} points more.",
        "it": "Hai giocato {card}: {fact}. Era meglio {best}: {best_fact}. In media ti costa {lives} {counter} in meno, per {points} punti in più.",
        "pt": "Você jogou {card}: {fact}. Era melhor {best}: {best_fact}. Em média custa {lives} {counter} a menos, por {points} pontos a mais.",
    },
    "rv_why_worse_points": {
        "en": "You played {card}: {fact}. Better was {best}: {best_fact}. On average it adds {lives} fewer points to your count.",
        "it": "Hai giocato {card}: {fact}. Era meglio {best}: {best_fact}. In media aggiunge {lives} punti in meno al tuo conteggio.",
        "pt": "Você jogou {card}: {fact}. Era melhor {best}: {best_fact}. Em média soma {lives} pontos a menos à sua contagem.",
    },
    # --- the capote choice ---
    "rv_capote_attempt": {
        "en": "You win the last trick with {card} in {good} of the {total} layouts you could not tell apart ({pct}): on average attempting the capote gives {attempt} {counter}, annulling {annul}, so attempting is better.",
        "it": "Vinci l'ultima presa con {card} in {good} delle {total} distribuzioni che non potevi distinguere ({pct}): in media tentare il cappotto dà {attempt} {counter}, trattare {annul}, quindi conviene tentare.",
        "pt": "Você ganha a última vaza com {card} em {good} das {total} distribuições que não podia distinguir ({pct}): em média tentar o capote dá {attempt} {counter}, anular {annul}, então é melhor tentar.",
    },
    "rv_capote_annul": {
        "en": "You win the last trick with {card} in {good} of the {total} layouts you could not tell apart ({pct}): on average attempting the capote gives {attempt} {counter}, annulling {annul}, so annulling is better.",
        "it": "Vinci l'ultima presa con {card} in {good} delle {total} distribuzioni che non potevi distinguere ({pct}): in media tentare il cappotto dà {attempt} {counter}, trattare {annul}, quindi conviene trattare.",
        "pt": "Você ganha a última vaza com {card} em {good} das {total} distribuições que não podia distinguir ({pct}): em média tentar o capote dá {attempt} {counter}, anular {annul}, então é melhor anular.",
    },
    # --- the doctor ---
    "rv_doctor_call": {
        "en": "You called the doctor, the best choice: it brings you back in with {n} {counter} for {cost} in the pot; staying out would end your match.",
        "it": "Hai chiamato il dottore, la scelta migliore: ti fa rientrare con {n} {counter} per {cost} nel piatto; restare fuori chiuderebbe la tua partita.",
        "pt": "Você chamou o médico, a melhor escolha: ele traz você de volta com {n} {counter} por {cost} no pote; ficar de fora encerraria sua partida.",
    },
    "rv_doctor_stay": {
        "en": "You stayed out, and that ended your match: calling the doctor would have brought you back in with {n} {counter} for {cost} in the pot.",
        "it": "Sei rimasto fuori, e la tua partita è finita: chiamare il dottore ti avrebbe fatto rientrare con {n} {counter} per {cost} nel piatto.",
        "pt": "Você ficou de fora, e sua partida acabou: chamar o médico teria trazido você de volta com {n} {counter} por {cost} no pote.",
    },
    # --- retry ---
    "rv_retry_right": {
        "en": "Right: {move} is the best choice here.",
        "it": "Giusto: {move} è la scelta migliore qui.",
        "pt": "Certo: {move} é a melhor escolha aqui.",
    },
    "rv_retry_wrong": {
        "en": "Not yet: {move} is not the best choice here ({grade}). Try again.",
        "it": "Non ancora: {move} non è la scelta migliore qui ({grade}). Riprova.",
        "pt": "Ainda não: {move} não é a melhor escolha aqui ({grade}). Tente de novo.",
    },
    # --- the report (coteccio-lab review) ---
    "rv_title": {
        "en": "Review of seat {seat}, decisions graded: {n}",
        "it": "Revisione del posto {seat}, decisioni valutate: {n}",
        "pt": "Revisão do lugar {seat}, decisões avaliadas: {n}",
    },
    "rv_line": {
        "en": "Trick {trick}: {played}, {grade}",
        "it": "Presa {trick}: {played}, {grade}",
        "pt": "Vaza {trick}: {played}, {grade}",
    },
    "rv_how_exact": {
        "en": "How exact: {how}.",
        "it": "Quanto è esatto: {how}.",
        "pt": "Precisão: {how}.",
    },
    "rv_nothing": {
        "en": "No decision to grade: each card played was the only legal one.",
        "it": "Nessuna decisione da valutare: ogni carta giocata era l'unica valida.",
        "pt": "Nenhuma decisão para avaliar: cada carta jogada era a única válida.",
    },
    # --- the dashboard's review panel ---
    "rvd_open": {"en": "Review this hand", "it": "Rivedi questa smazzata", "pt": "Rever esta mão"},
    "rvd_title": {"en": "Review", "it": "Revisione", "pt": "Revisão"},
    "rvd_hand": {"en": "Review of hand {n}", "it": "Revisione della smazzata {n}", "pt": "Revisão da mão {n}"},
    "rvd_prev": {"en": "◀ Previous", "it": "◀ Precedente", "pt": "◀ Anterior"},
    "rvd_next": {"en": "Next ▶", "it": "Successiva ▶", "pt": "Próxima ▶"},
    "rvd_retry": {"en": "Retry", "it": "Riprova", "pt": "Tentar de novo"},
    "rvd_back": {"en": "Back to the review", "it": "Torna alla revisione", "pt": "Voltar à revisão"},
    "rvd_none": {
        "en": "No decision to grade: each of your cards was the only legal one.",
        "it": "Nessuna decisione da valutare: ogni tua carta era l'unica valida.",
        "pt": "Nenhuma decisão para avaliar: cada carta sua era a única válida.",
    },
    "rvd_faceup": {"en": "Every hand face up", "it": "Tutte le mani scoperte", "pt": "Todas as mãos abertas"},
    "rvd_dealt": {"en": "As dealt", "it": "Come sono state distribuite", "pt": "Como foram distribuídas"},
    "rvd_step": {"en": "Trick {n} of {of}", "it": "Presa {n} di {of}", "pt": "Vaza {n} de {of}"},
    "rvd_trick": {"en": "Trick {n}", "it": "Presa {n}", "pt": "Vaza {n}"},
    "rvd_doctor": {"en": "The doctor", "it": "Il dottore", "pt": "O médico"},
    "rvd_winner": {
        "en": "{seat} takes it ({points} points)",
        "it": "la prende {seat} ({points} punti)",
        "pt": "{seat} leva ({points} pontos)",
    },
    "rvd_winner_you": {
        "en": "You take it ({points} points)",
        "it": "La prendi tu ({points} punti)",
        "pt": "Você leva ({points} pontos)",
    },
    "rvd_took": {"en": "{seat} took it", "it": "l'ha presa {seat}", "pt": "{seat} levou"},
    "rvd_took_you": {"en": "you took it", "it": "l'hai presa tu", "pt": "você levou"},
    "rvd_your_cards": {"en": "Your cards", "it": "Le tue carte", "pt": "Suas cartas"},
    "rvd_on_table": {"en": "On the table", "it": "Sul tavolo", "pt": "Na mesa"},
    "rvd_exactness": {"en": "How exact", "it": "Quanto è esatto", "pt": "Precisão"},
    "rvd_retry_card": {
        "en": "Trick {n}, as you saw it: choose your card again.",
        "it": "Presa {n}, come la vedevi: scegli di nuovo la tua carta.",
        "pt": "Vaza {n}, como você a via: escolha de novo a sua carta.",
    },
    "rvd_retry_capote": {
        "en": "You have won every trick but the last: choose again.",
        "it": "Hai preso tutte le prese tranne l'ultima: scegli di nuovo.",
        "pt": "Você levou todas as vazas menos a última: escolha de novo.",
    },
    "rvd_retry_doctor": {
        "en": "You are out of the match: choose again.",
        "it": "Sei fuori dalla partita: scegli di nuovo.",
        "pt": "Você está fora da partida: escolha de novo.",
    },
}

register(REVIEW)
