"""The computer players' sentences, the capote odds and the ``advise``/``simulate`` output.

Part of the one catalogue: ``coteccio_lab.i18n`` registers it when it is
imported; ``tests/test_players_i18n.py`` checks that every key is here in every language
with the same placeholders, and that every reason a player gives has a key.

A player speaks in the first person. Cards given as ``{card}`` come with their
article ("the King of cups", "il Re di coppe", "o Rei de copas"); suits are
plural names ("swords", "spade", "espadas"); numbers are already written in
the reader's language.

Words: trick = presa / vaza; hand = smazzata / mão; annul = trattare / anular;
capote = cappotto / capote; deal (of the unseen cards) = distribuzione / distribuição.
"""

from __future__ import annotations

from . import register

PLAYERS: dict[str, dict[str, str]] = {
    # --- why a card: the random player ---
    "why_random": {
        "en": "I play {card}: I pick any legal card at random",
        "it": "Gioco {card}: scelgo a caso una carta valida",
        "pt": "Jogo {card}: escolho ao acaso uma carta válida",
    },
    "why_random_attempt": {
        "en": "I attempt the capote: I decided by tossing a coin",
        "it": "Tento il cappotto: ho deciso a testa o croce",
        "pt": "Tento o capote: decidi no cara ou coroa",
    },
    "why_random_annul": {
        "en": "I annul the hand: I decided by tossing a coin",
        "it": "Tratto la smazzata: ho deciso a testa o croce",
        "pt": "Anulo a mão: decidi no cara ou coroa",
    },
    # --- why a card: every level ---
    "why_only_card": {
        "en": "I play {card}: it is my only legal card",
        "it": "Gioco {card}: è la mia sola carta valida",
        "pt": "Jogo {card}: é a minha única carta válida",
    },
    "why_stop_capote": {
        "en": "I play {card}: it stops the capote of seat {seat}, who has won every trick so far",
        "it": "Gioco {card}: ferma il cappotto del posto {seat}, che ha preso tutte le prese finora",
        "pt": "Jogo {card}: impede o capote do lugar {seat}, que ganhou todas as vazas até agora",
    },
    # --- why a card: the cautious player ---
    "why_cheap_trick": {
        "en": "I take this cheap trick with {card}: seat {seat} has won every trick so far and threatens a capote",
        "it": "Prendo questa presa che costa poco con {card}: il posto {seat} ha preso tutte le prese finora e minaccia il cappotto",
        "pt": "Levo esta vaza barata com {card}: o lugar {seat} ganhou todas as vazas até agora e ameaça um capote",
    },
    "why_discard": {
        "en": "I throw {card}: I have no {suit} and it is my most dangerous card",
        "it": "Scarto {card}: non ho {suit} ed è la mia carta più pericolosa",
        "pt": "Descarto {card}: não tenho {suit} e é a minha carta mais perigosa",
    },
    "why_duck": {
        "en": "I play {card}: it is my highest card that still loses to {best}",
        "it": "Gioco {card}: è la mia carta più alta che perde ancora contro {best}",
        "pt": "Jogo {card}: é a minha carta mais alta que ainda perde para {best}",
    },
    "why_take_high": {
        "en": "I play {card}: nobody after me can beat my {suit}, so I take this trick with my most dangerous one",
        "it": "Gioco {card}: nessuno dopo di me può battere le mie {suit}, quindi prendo con la più pericolosa",
        "pt": "Jogo {card}: ninguém depois de mim pode bater as minhas {suit}, então levo com a mais perigosa",
    },
    "why_win_low": {
        "en": "I play {card}: all my {suit} beat {best}, and with my lowest someone after me may still go over it",
        "it": "Gioco {card}: tutte le mie {suit} battono {best}, e con la più bassa qualcuno dopo di me può ancora superarla",
        "pt": "Jogo {card}: todas as minhas {suit} batem {best}, e com a mais baixa alguém depois de mim ainda pode passá-la",
    },
    "why_lead_low": {
        "en": "I lead {card}: {n} higher {suit} are still out, so someone else should take the trick",
        "it": "Esco con {card}: ci sono ancora {n} carte più alte di {suit} in giro, quindi la presa dovrebbe andare a un altro",
        "pt": "Saio com {card}: ainda há {n} cartas mais altas de {suit} por aí, então outro deve levar a vaza",
    },
    "why_lead_forced": {
        "en": "I lead {card}: every card I hold would win its trick, and this one costs the fewest points",
        "it": "Esco con {card}: ogni mia carta vincerebbe la presa, e questa costa meno punti",
        "pt": "Saio com {card}: todas as minhas cartas ganhariam a vaza, e esta custa menos pontos",
    },
    "why_avoid_last": {
        "en": "I play {card} now: kept for the last trick it would surely win it, and the last trick is worth 6 more; I keep {keep}",
        "it": "Gioco {card} adesso: tenuta per l'ultima presa la vincerebbe di sicuro, e l'ultima presa vale 6 punti in più; tengo {keep}",
        "pt": "Jogo {card} agora: guardada para a última vaza certamente a ganharia, e a última vaza vale 6 a mais; guardo {keep}",
    },
    # --- the capote decision from the odds ---
    "why_attempt": {
        "en": "I attempt the capote: {card} wins the last trick in {good} of the {total} ways the unseen cards can lie ({pct}), so attempting is worth {delta} {counter} on average",
        "it": "Tento il cappotto: {card} vince l'ultima presa in {good} delle {total} distribuzioni possibili delle carte non viste ({pct}), quindi tentare vale in media {delta} {counter}",
        "pt": "Tento o capote: {card} ganha a última vaza em {good} das {total} distribuições possíveis das cartas não vistas ({pct}), então tentar vale em média {delta} {counter}",
    },
    "why_annul": {
        "en": "I annul the hand: {card} wins the last trick in only {good} of the {total} ways the unseen cards can lie ({pct}), so attempting would be worth {delta} {counter} on average, and annulling changes nothing",
        "it": "Tratto la smazzata: {card} vince l'ultima presa solo in {good} delle {total} distribuzioni possibili delle carte non viste ({pct}), quindi tentare varrebbe in media {delta} {counter}, e trattare non cambia nulla",
        "pt": "Anulo a mão: {card} ganha a última vaza só em {good} das {total} distribuições possíveis das cartas não vistas ({pct}), então tentar valeria em média {delta} {counter}, e anular não muda nada",
    },
    # --- why a card: the expert ---
    "why_expert": {
        "en": "I play {card}: in {samples} deals of the unseen cards that fit what I have seen, it averages {delta} {counter} and {points} points for me",
        "it": "Gioco {card}: in {samples} distribuzioni delle carte non viste compatibili con quello che ho visto, mi dà in media {delta} {counter} e {points} punti",
        "pt": "Jogo {card}: em {samples} distribuições das cartas não vistas compatíveis com o que vi, me dá em média {delta} {counter} e {points} pontos",
    },
    "why_expert_vs": {
        "en": "I play {card}: in {samples} deals of the unseen cards that fit what I have seen, it averages {delta} {counter} and {points} points for me, against {other_delta} and {other_points} points with {other}, my next best card",
        "it": "Gioco {card}: in {samples} distribuzioni delle carte non viste compatibili con quello che ho visto, mi dà in media {delta} {counter} e {points} punti, contro {other_delta} e {other_points} punti con {other}, la mia seconda scelta",
        "pt": "Jogo {card}: em {samples} distribuições das cartas não vistas compatíveis com o que vi, me dá em média {delta} {counter} e {points} pontos, contra {other_delta} e {other_points} pontos com {other}, a minha segunda melhor carta",
    },
    # --- the odds, for a lesson ---
    "odds_explain": {
        "en": "Leading {card}, the capote succeeds in {good} of the {total} ways the unseen cards can lie ({pct}); attempting is worth {attempt} {counter} on average, annulling 0",
        "it": "Uscendo con {card}, il cappotto riesce in {good} delle {total} distribuzioni possibili delle carte non viste ({pct}); tentare vale in media {attempt} {counter}, trattare 0",
        "pt": "Saindo com {card}, o capote dá certo em {good} das {total} distribuições possíveis das cartas não vistas ({pct}); tentar vale em média {attempt} {counter}, anular 0",
    },
    # --- coteccio-lab advise ---
    "adv_to_move": {
        "en": "Seat {seat} to play ({players} players, {rules} rules); expert's estimate over {samples} deals of the unseen cards:",
        "it": "Tocca al posto {seat} ({players} giocatori, regole {rules}); stima dell'esperto su {samples} distribuzioni delle carte non viste:",
        "pt": "Vez do lugar {seat} ({players} jogadores, regras {rules}); estimativa do especialista em {samples} distribuições das cartas não vistas:",
    },
    "adv_card_line": {
        "en": "  {code}  expected points {points}, expected change of {counter} {delta}{mark}",
        "it": "  {code}  punti attesi {points}, variazione attesa di {counter} {delta}{mark}",
        "pt": "  {code}  pontos esperados {points}, variação esperada de {counter} {delta}{mark}",
    },
    "adv_mark": {"en": "  <- recommended", "it": "  <- consigliata", "pt": "  <- recomendada"},
    "adv_recommend": {
        "en": "Recommended: {code}. {why}.",
        "it": "Consigliata: {code}. {why}.",
        "pt": "Recomendada: {code}. {why}.",
    },
    "adv_capote": {
        "en": "Seat {seat} has won the first {tricks} tricks and must choose: annul or attempt the capote.",
        "it": "Il posto {seat} ha preso le prime {tricks} prese e deve scegliere: trattare o tentare il cappotto.",
        "pt": "O lugar {seat} ganhou as primeiras {tricks} vazas e deve escolher: anular ou tentar o capote.",
    },
    "adv_capote_numbers": {
        "en": "Probability that {card} wins the last trick: {pct} ({good} of {total} deals of the unseen cards that fit what seat {seat} has seen). Expected change of {counter}: attempt {attempt}, annul {annul}.",
        "it": "Probabilità che {card} vinca l'ultima presa: {pct} ({good} su {total} distribuzioni delle carte non viste compatibili con quello che il posto {seat} ha visto). Variazione attesa di {counter}: tentare {attempt}, trattare {annul}.",
        "pt": "Probabilidade de {card} ganhar a última vaza: {pct} ({good} de {total} distribuições das cartas não vistas compatíveis com o que o lugar {seat} viu). Variação esperada de {counter}: tentar {attempt}, anular {annul}.",
    },
    "adv_capote_recommend": {
        "en": "Recommended: {choice}. {why}.",
        "it": "Consigliato: {choice}. {why}.",
        "pt": "Recomendado: {choice}. {why}.",
    },
    "adv_choice_attempt": {"en": "attempt", "it": "tentare", "pt": "tentar"},
    "adv_choice_annul": {"en": "annul", "it": "trattare", "pt": "anular"},
    "adv_over": {
        "en": "the hand in this record is over: there is no move to advise",
        "it": "la smazzata di questa registrazione è finita: non c'è nessuna mossa da consigliare",
        "pt": "a mão deste registro terminou: não há jogada para aconselhar",
    },
    # --- coteccio-lab simulate ---
    "sim_title": {
        "en": "{hands} hands, {players} players, {rules} rules, seed {seed}; seats: {seats}",
        "it": "{hands} smazzate, {players} giocatori, regole {rules}, seme {seed}; posti: {seats}",
        "pt": "{hands} mãos, {players} jogadores, regras {rules}, semente {seed}; lugares: {seats}",
    },
    "sim_matches": {
        "en": "played as {matches} whole matches",
        "it": "giocate in {matches} partite intere",
        "pt": "jogadas em {matches} partidas inteiras",
    },
    "sim_rate": {
        "en": "{what}: {value} (95% CI {lo} to {hi}; {count} hands)",
        "it": "{what}: {value} (IC 95% da {lo} a {hi}; {count} smazzate)",
        "pt": "{what}: {value} (IC 95% de {lo} a {hi}; {count} mãos)",
    },
    "sim_capote": {"en": "capote", "it": "cappotto", "pt": "capote"},
    "sim_capote_failed": {"en": "failed capote", "it": "cappotto fallito", "pt": "capote fracassado"},
    "sim_annulled": {"en": "annulled", "it": "trattate", "pt": "anuladas"},
    "sim_header": {
        "en": "seat  player     mean points (95% CI)        mean change of {counter} (95% CI)",
        "it": "posto giocatore  punti medi (IC 95%)         variazione media di {counter} (IC 95%)",
        "pt": "lugar jogador    pontos médios (IC 95%)      variação média de {counter} (IC 95%)",
    },
    "sim_seat_line": {
        "en": "{seat}  {player}  {points} ({plo} to {phi})  {delta} ({dlo} to {dhi})",
        "it": "{seat}  {player}  {points} (da {plo} a {phi})  {delta} (da {dlo} a {dhi})",
        "pt": "{seat}  {player}  {points} (de {plo} a {phi})  {delta} (de {dlo} a {dhi})",
    },
    "sim_wins_line": {
        "en": "seat {seat} ({player}) won {wins} of {matches} matches: {rate} (95% CI {lo} to {hi})",
        "it": "il posto {seat} ({player}) ha vinto {wins} partite su {matches}: {rate} (IC 95% da {lo} a {hi})",
        "pt": "o lugar {seat} ({player}) venceu {wins} de {matches} partidas: {rate} (IC 95% de {lo} a {hi})",
    },
    "sim_speed": {
        "en": "{hands} hands in {seconds} s ({rate} hands a second)",
        "it": "{hands} smazzate in {seconds} s ({rate} smazzate al secondo)",
        "pt": "{hands} mãos em {seconds} s ({rate} mãos por segundo)",
    },
    "sim_bad_seats": {
        "en": "--seats needs one level per player ({players}), each random, cautious or expert; got {seats}",
        "it": "--seats vuole un livello per giocatore ({players}), ognuno random, cautious o expert; ricevuto {seats}",
        "pt": "--seats pede um nível por jogador ({players}), cada um random, cautious ou expert; recebido {seats}",
    },
    "level_random": {"en": "random", "it": "casuale", "pt": "aleatório"},
    "level_cautious": {"en": "cautious", "it": "prudente", "pt": "cauteloso"},
    "level_expert": {"en": "expert", "it": "esperto", "pt": "especialista"},
}

register(PLAYERS)
