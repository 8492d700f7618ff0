"""The message catalogue: key -> {language: text}. Keep every language filled."""

from __future__ import annotations

CATALOG: dict[str, dict[str, str]] = {
    # --- why a card is refused ---
    "follow_suit": {
        "en": "{suit} were led and {holder} {cards}",
        "it": "è uscito {suit} e {holder} {cards}",
        "pt": "saiu {suit} e {holder} {cards}",
    },
    "not_in_hand": {
        "en": "{card} is not in {whose} hand",
        "it": "{card} non è nella mano {whose}",
        "pt": "{card} não está na mão {whose}",
    },
    "not_your_turn": {
        "en": "it is seat {turn}'s turn, not seat {seat}'s",
        "it": "tocca al posto {turn}, non al posto {seat}",
        "pt": "é a vez do lugar {turn}, não do lugar {seat}",
    },
    "no_decision": {
        "en": "there is no capote decision to make now",
        "it": "ora non c'è nessun cappotto da decidere",
        "pt": "agora não há decisão de capote a tomar",
    },
    "no_offer": {
        "en": "there is no doctor or cappotto offer to answer now",
        "it": "ora non c'è nessuna offerta del dottore o del cappotto a cui rispondere",
        "pt": "agora não há oferta do doutor ou do cappotto a responder",
    },
    "offer_pending": {
        "en": "seat {seat} must first answer an offer (the doctor or the cappotto)",
        "it": "il posto {seat} deve prima rispondere a un'offerta (il dottore o il cappotto)",
        "pt": "o lugar {seat} deve antes responder a uma oferta (o doutor ou o cappotto)",
    },
    "match_over": {
        "en": "the match is over",
        "it": "la partita è finita",
        "pt": "a partida terminou",
    },
    "hand_over": {
        "en": "the hand is over",
        "it": "la smazzata è finita",
        "pt": "a mão terminou",
    },
    "decision_pending": {
        "en": "seat {seat} has won the first tricks and must first choose: annul or attempt the capote",
        "it": "il posto {seat} ha preso le prime prese e deve prima scegliere: trattare o tentare il cappotto",
        "pt": "o lugar {seat} ganhou as primeiras vazas e deve antes escolher: anular ou tentar o capote",
    },
    "holder_you": {"en": "you hold", "it": "hai", "pt": "você tem"},
    "holder_seat": {"en": "seat {seat} holds", "it": "il posto {seat} ha", "pt": "o lugar {seat} tem"},
    "whose_your": {"en": "your", "it": "tua", "pt": "sua"},
    "whose_seat": {"en": "seat {seat}'s", "it": "del posto {seat}", "pt": "do lugar {seat}"},
    # --- scoring explanations ---
    "score_most": {
        "en": "seat {seat} took the most points ({points}) and {verb}",
        "it": "il posto {seat} ha fatto più punti ({points}) e {verb}",
        "pt": "o lugar {seat} fez mais pontos ({points}) e {verb}",
    },
    "score_tie": {
        "en": "seats {seats} tied for the most points ({points}); each {verb}",
        "it": "i posti {seats} sono pari con più punti ({points}); ognuno {verb}",
        "pt": "os lugares {seats} empataram com mais pontos ({points}); cada um {verb}",
    },
    "score_capote": {
        "en": "seat {seat} took every trick (capote): it {gain} and every other seat {verb}",
        "it": "il posto {seat} ha preso tutte le prese (cappotto): {gain} e ogni altro {verb}",
        "pt": "o lugar {seat} fez todas as vazas (capote): {gain} e cada outro {verb}",
    },
    "score_sweep_wins": {
        "en": "seat {seat} took every trick and wins the hand, even with all the points (001's variant): every other seat {verb}",
        "it": "il posto {seat} ha preso tutte le prese e vince la smazzata, anche con tutti i punti (variante di 001): ogni altro {verb}",
        "pt": "o lugar {seat} fez todas as vazas e ganha a mão, mesmo com todos os pontos (variante de 001): cada outro {verb}",
    },
    "score_capote_failed": {
        "en": "seat {seat} tried the capote and seat {stopper} stopped it: seat {seat} {verb}, seat {stopper} {gain}",
        "it": "il posto {seat} ha tentato il cappotto e il posto {stopper} l'ha fermato: il posto {seat} {verb}, il posto {stopper} {gain}",
        "pt": "o lugar {seat} tentou o capote e o lugar {stopper} o impediu: o lugar {seat} {verb}, o lugar {stopper} {gain}",
    },
    "score_annulled_next": {
        "en": "seat {seat} annulled the hand after four tricks: nobody gains or loses, the deal passes on",
        "it": "il posto {seat} ha trattato dopo quattro prese: nessuno guadagna o perde, il mazzo passa al seguente",
        "pt": "o lugar {seat} anulou a mão após quatro vazas: ninguém ganha ou perde, as cartas passam ao seguinte",
    },
    "score_annulled_lead": {
        "en": "seat {seat} annulled the hand after four tricks: nobody gains or loses; it led the first trick, so the same dealer deals again and it leads again (004)",
        "it": "il posto {seat} ha trattato dopo quattro prese: nessuno guadagna o perde; era primo di mano, quindi lo stesso cartaio ridà e torna primo di mano (004)",
        "pt": "o lugar {seat} anulou a mão após quatro vazas: ninguém ganha ou perde; abriu a primeira vaza, por isso o mesmo carteador dá de novo e volta a abrir (004)",
    },
    "tip_annul": {
        "en": "Annul: the hand is void, nobody gains or loses; {dealer}.",
        "it": "Trattare: la smazzata è nulla, nessuno guadagna o perde; {dealer}.",
        "pt": "Anular: a mão é anulada, ninguém ganha ou perde; {dealer}.",
    },
    "tip_dealer_same": {
        "en": "the same dealer deals again (003)",
        "it": "lo stesso cartaio ridà (003)",
        "pt": "o mesmo carteador dá de novo (003)",
    },
    "tip_dealer_next": {
        "en": "the deal passes to the next seat",
        "it": "il mazzo passa al posto seguente",
        "pt": "as cartas passam ao lugar seguinte",
    },
    "tip_dealer_lead": {
        "en": "you led the first trick, so the same dealer deals again and you lead again (004)",
        "it": "eri primo di mano, quindi lo stesso cartaio ridà e torni primo di mano (004)",
        "pt": "abriu a primeira vaza, por isso o mesmo carteador dá de novo e volta a abrir (004)",
    },
    "tip_attempt": {
        "en": "Attempt: play the last trick; if you win it too, the taker {gain} and every other seat {pays}",
        "it": "Tentare: si gioca l'ultima presa; se fai anche questa, chi fa cappotto {gain} e ogni altro posto {pays}",
        "pt": "Tentar: joga-se a última vaza; se a ganhar também, quem faz o capote {gain} e cada outro lugar {pays}",
    },
    "tip_failed": {
        "en": "; if you lose it, the taker {loses} and the seat that stopped it {gains}.",
        "it": "; se la perdi, chi tentava {loses} e il posto che l'ha fermato {gains}.",
        "pt": "; se a perder, quem tentava {loses} e o lugar que o impediu {gains}.",
    },
    "tip_failed_usual": {
        "en": "; if you lose it, the hand is scored as usual.",
        "it": "; se la perdi, la smazzata si conta come sempre.",
        "pt": "; se a perder, a mão conta-se como sempre.",
    },
    "score_annulled": {
        "en": "seat {seat} annulled the hand after four tricks: nobody gains or loses, the same dealer deals again",
        "it": "il posto {seat} ha trattato dopo quattro prese: nessuno guadagna o perde, lo stesso cartaio ridà",
        "pt": "o lugar {seat} anulou a mão após quatro vazas: ninguém ganha ou perde, o mesmo carteador dá de novo",
    },
    "score_revoke": {
        "en": "seat {seat} revoked at trick {trick} (did not follow {suit}) and it was proved: seat {seat} {verb}; the cards are dealt again",
        "it": "il posto {seat} non ha risposto a {suit} alla presa {trick} ed è stato provato: il posto {seat} {verb}; si ridà",
        "pt": "o lugar {seat} renunciou na vaza {trick} (não seguiu {suit}) e foi comprovado: o lugar {seat} {verb}; as cartas são dadas de novo",
    },
    "score_revoke_play_on": {
        "en": "seat {seat} revoked at trick {trick} (did not follow {suit}): seat {seat} {verb}",
        "it": "il posto {seat} non ha risposto a {suit} alla presa {trick}: il posto {seat} {verb}",
        "pt": "o lugar {seat} renunciou na vaza {trick} (não seguiu {suit}): o lugar {seat} {verb}",
    },
    "score_restart_in_play": {
        "en": "everyone still in went out at once: they start again with {start}; seats already out stay out",
        "it": "tutti i rimasti sono usciti insieme: ripartono da {start}; chi era già fuori resta fuori",
        "pt": "todos os restantes saíram de uma vez: recomeçam com {start}; quem já estava fora fica fora",
    },
    "score_void": {
        "en": "this hand would put every remaining player out at once, so it is void: nobody loses",
        "it": "questa smazzata eliminerebbe tutti insieme, quindi è nulla: nessuno perde",
        "pt": "esta mão eliminaria todos ao mesmo tempo, por isso é anulada: ninguém perde",
    },
    "score_restart": {
        "en": "this hand put every remaining player out at once: everyone starts again with {start}",
        "it": "questa smazzata ha eliminato tutti insieme: tutti ripartono da {start}",
        "pt": "esta mão eliminou todos ao mesmo tempo: todos recomeçam com {start}",
    },
    "score_sudden_death": {
        "en": "the last players went out together: everyone re-enters at {start} and the next penalty puts a player out",
        "it": "gli ultimi sono usciti insieme: tutti rientrano a {start} e la prossima bóla elimina",
        "pt": "os últimos saíram juntos: todos voltam com {start} e a próxima penalidade elimina",
    },
    "score_points_added": {
        "en": "every seat adds its points to its total",
        "it": "ogni posto aggiunge i suoi punti al totale",
        "pt": "cada lugar soma os seus pontos ao total",
    },
    "score_no_trick": {
        "en": "seat {seat} took no trick and is charged as the loser ({points})",
        "it": "il posto {seat} non ha fatto prese ed è il perdente ({points})",
        "pt": "o lugar {seat} não fez vazas e é o perdedor ({points})",
    },
    "score_double": {
        "en": "two seats took every trick between them: the scores count double",
        "it": "due posti hanno fatto tutte le prese: il punteggio vale doppio",
        "pt": "dois lugares fizeram todas as vazas: a pontuação vale o dobro",
    },
    "score_triple": {
        "en": "seat {seat} took every trick: the others' scores are tripled",
        "it": "il posto {seat} ha fatto tutte le prese: il punteggio dei perdenti è triplicato",
        "pt": "o lugar {seat} fez todas as vazas: a pontuação dos outros é triplicada",
    },
    # --- the same explanations with one seat said as "you" (coteccio_lab.explain) ---
    "score_seat_line_named": {
        "en": "{who}: tricks won {tricks}, card points {card_points}{bonus}, total {points}",
        "it": "{who}: prese {tricks}, punti in carte {card_points}{bonus}, totale {points}",
        "pt": "{who}: vazas {tricks}, pontos em cartas {card_points}{bonus}, total {points}",
    },
    "you_score_most": {
        "en": "you took the most points ({points}) and {verb}",
        "it": "hai fatto più punti ({points}) e {verb}",
        "pt": "você fez mais pontos ({points}) e {verb}",
    },
    "you_score_tie": {
        "en": "you and {others} tied for the most points ({points}); each {verb}",
        "it": "tu e {others} siete pari con più punti ({points}); ognuno {verb}",
        "pt": "você e {others} empataram com mais pontos ({points}); cada um {verb}",
    },
    "you_score_capote": {
        "en": "you took every trick (capote): you {gain} and every other seat {verb}",
        "it": "hai preso tutte le prese (cappotto): {gain} e ogni altro {verb}",
        "pt": "você fez todas as vazas (capote): {gain} e cada outro {verb}",
    },
    "you_score_capote_failed": {
        "en": "you tried the capote and seat {stopper} stopped it: you {verb}, seat {stopper} {gain}",
        "it": "hai tentato il cappotto e il posto {stopper} l'ha fermato: {verb}, il posto {stopper} {gain}",
        "pt": "você tentou o capote e o lugar {stopper} o impediu: você {verb}, o lugar {stopper} {gain}",
    },
    "you_stopped_capote": {
        "en": "seat {seat} tried the capote and you stopped it: seat {seat} {verb}, you {gain}",
        "it": "il posto {seat} ha tentato il cappotto e tu l'hai fermato: il posto {seat} {verb}, tu {gain}",
        "pt": "o lugar {seat} tentou o capote e você o impediu: o lugar {seat} {verb}, você {gain}",
    },
    "you_score_annulled": {
        "en": "you annulled the hand after four tricks: nobody gains or loses, the same dealer deals again",
        "it": "hai trattato dopo quattro prese: nessuno guadagna o perde, lo stesso cartaio ridà",
        "pt": "você anulou a mão após quatro vazas: ninguém ganha ou perde, o mesmo carteador dá de novo",
    },
    "you_score_revoke": {
        "en": "you revoked at trick {trick} (did not follow {suit}) and it was proved: you {verb}; the cards are dealt again",
        "it": "non hai risposto a {suit} alla presa {trick} ed è stato provato: {verb}; si ridà",
        "pt": "você renunciou na vaza {trick} (não seguiu {suit}) e foi comprovado: você {verb}; as cartas são dadas de novo",
    },
    "you_score_revoke_play_on": {
        "en": "you revoked at trick {trick} (did not follow {suit}): you {verb}",
        "it": "non hai risposto a {suit} alla presa {trick}: {verb}",
        "pt": "você renunciou na vaza {trick} (não seguiu {suit}): você {verb}",
    },
    "you_score_no_trick": {
        "en": "you took no trick and are charged as the loser ({points})",
        "it": "non hai fatto prese e sei il perdente ({points})",
        "pt": "você não fez vazas e é o perdedor ({points})",
    },
    "you_score_triple": {
        "en": "you took every trick: the others' scores are tripled",
        "it": "hai fatto tutte le prese: il punteggio dei perdenti è triplicato",
        "pt": "você fez todas as vazas: a pontuação dos outros é triplicada",
    },
    "verb_you_lose_life": {"en": "lose a life", "it": "perdi una vita", "pt": "perde uma vida"},
    "verb_you_lose_lives": {"en": "lose {n} lives", "it": "perdi {n} vite", "pt": "perde {n} vidas"},
    "verb_you_gain_life": {"en": "gain a life", "it": "guadagni una vita", "pt": "ganha uma vida"},
    "verb_you_gain_lives": {"en": "gain {n} lives", "it": "guadagni {n} vite", "pt": "ganha {n} vidas"},
    "verb_you_take_bola": {"en": "take a bóla", "it": "prendi una bóla", "pt": "leva uma bóla"},
    "verb_you_take_bole": {"en": "take {n} bóle", "it": "prendi {n} bóle", "pt": "leva {n} bóle"},
    "verb_you_drop_bola": {"en": "drop a bóla", "it": "scali una bóla", "pt": "tira uma bóla"},
    "verb_you_drop_bole": {"en": "drop {n} bóle", "it": "scali {n} bóle", "pt": "tira {n} bóle"},
    "verb_you_nothing": {"en": "keep your count", "it": "resti come sei", "pt": "fica como está"},
    "verb_you_add_points": {"en": "add {n} points", "it": "aggiungi {n} punti", "pt": "soma {n} pontos"},
    "verb_lose_life": {"en": "loses a life", "it": "perde una vita", "pt": "perde uma vida"},
    "verb_lose_lives": {"en": "loses {n} lives", "it": "perde {n} vite", "pt": "perde {n} vidas"},
    "verb_gain_life": {"en": "gains a life", "it": "guadagna una vita", "pt": "ganha uma vida"},
    "verb_gain_lives": {"en": "gains {n} lives", "it": "guadagna {n} vite", "pt": "ganha {n} vidas"},
    "verb_take_bola": {"en": "takes a bóla", "it": "prende una bóla", "pt": "leva uma bóla"},
    "verb_take_bole": {"en": "takes {n} bóle", "it": "prende {n} bóle", "pt": "leva {n} bóle"},
    "verb_drop_bola": {"en": "drops a bóla", "it": "scala una bóla", "pt": "tira uma bóla"},
    "verb_drop_bole": {"en": "drops {n} bóle", "it": "scala {n} bóle", "pt": "tira {n} bóle"},
    "verb_nothing": {"en": "keeps its count", "it": "resta com'è", "pt": "fica como está"},
    "score_seat_line": {
        "en": "seat {seat}: tricks won {tricks}, card points {card_points}{bonus}, total {points}",
        "it": "posto {seat}: prese {tricks}, punti in carte {card_points}{bonus}, totale {points}",
        "pt": "lugar {seat}: vazas {tricks}, pontos em cartas {card_points}{bonus}, total {points}",
    },
    "score_bonus": {
        "en": " + {bonus} for the last trick",
        "it": " + {bonus} per l'ultima presa",
        "pt": " + {bonus} pela última vaza",
    },
    "verb_add_points": {"en": "adds {n} points", "it": "aggiunge {n} punti", "pt": "soma {n} pontos"},
    # --- counters ---
    "counter_lives": {"en": "lives", "it": "vite", "pt": "vidas"},
    "counter_bole": {"en": "bóle", "it": "bóle", "pt": "bóle"},
    "counter_points": {"en": "points", "it": "punti", "pt": "pontos"},
    # --- Rules.describe(lang), sentence by sentence ---
    "rd_title": {"en": "Rules: {name}.", "it": "Regole: {name}.", "pt": "Regras: {name}."},
    "rd_players": {
        "en": "{players}; {size} cards each, {rest}; no trumps; follow suit if you can.",
        "it": "{players}; {size} carte a testa, {rest}; niente briscola; si risponde al seme se si può.",
        "pt": "{players}; {size} cartas cada, {rest}; sem trunfos; siga o naipe se puder.",
    },
    "rd_players_range": {"en": "{min} to {max} players", "it": "Da {min} a {max} giocatori",
                         "pt": "De {min} a {max} jogadores"},
    "rd_players_n": {"en": "{n} players", "it": "{n} giocatori", "pt": "{n} jogadores"},
    "rd_rest_out": {
        "en": "the rest stay out of the hand",
        "it": "le altre restano fuori dalla smazzata",
        "pt": "as restantes ficam fora da mão",
    },
    "rd_rest_none": {
        "en": "all 40 cards dealt",
        "it": "tutte le 40 carte distribuite",
        "pt": "as 40 cartas todas distribuídas",
    },
    "rd_smaller_table": {
        "en": "A match may start with {min} players: this table's option, not the source's ({name} is played by {source}).",
        "it": "Una partita può cominciare con {min} giocatori: un'opzione di questo tavolo, non della fonte ({name} si gioca in {source}).",
        "pt": "Uma partida pode começar com {min} jogadores: uma opção desta mesa, não da fonte ({name} joga-se com {source}).",
    },
    "rd_points": {
        "en": "Points: Ace 6, King 5, Knight 4, Jack 3, others 0",
        "it": "Punti: Asso 6, Re 5, Cavallo 4, Fante 3, le altre 0",
        "pt": "Pontos: Ás 6, Rei 5, Cavaleiro 4, Valete 3, as outras 0",
    },
    "rd_points_tressette": {
        "en": "Points as in Tressette (the kit's reading of 004's \"simili a quelle del tressette\"): Ace 1, each 3, 2, King, Knight and Jack a third, the last trick 1; a seat's thirds are rounded down.",
        "it": "Punti come nel Tressette (lettura del kit di \"simili a quelle del tressette\", 004): Asso 1, ogni 3, 2, Re, Cavallo e Fante un terzo, l'ultima presa 1; i terzi di un posto si arrotondano per difetto.",
        "pt": "Pontos como no Tressette (leitura do kit de \"simili a quelle del tressette\", 004): Ás 1, cada 3, 2, Rei, Cavaleiro e Valete um terço, a última vaza 1; os terços de um lugar arredondam-se para baixo.",
    },
    "rd_points_bonus": {
        "en": "; the last trick adds {bonus}.",
        "it": "; l'ultima presa aggiunge {bonus}.",
        "pt": "; a última vaza soma {bonus}.",
    },
    "rd_lives": {
        "en": "Everyone starts with {start} lives; the most points loses {penalty}, each seat tied for the most loses {tie}; at {limit} you are out.",
        "it": "Ognuno parte con {start} vite; chi fa più punti ne perde {penalty}, ogni posto a pari merito col massimo ne perde {tie}; a {limit} si è fuori.",
        "pt": "Todos começam com {start} vidas; quem faz mais pontos perde {penalty}, cada lugar empatado no máximo perde {tie}; com {limit} está fora.",
    },
    "rd_bole": {
        "en": "Penalties count up in bóle: the most points takes {penalty}, a tie for the most gives {tie} to each tied seat; {limit} bóle and you are out.",
        "it": "Le penalità si contano in bóle, a salire: chi fa più punti ne prende {penalty}, un pari al massimo ne dà {tie} a ogni posto pari; a {limit} bóle si è fuori.",
        "pt": "As penalidades contam-se em bóle, a subir: quem faz mais pontos leva {penalty}, um empate no máximo dá {tie} a cada lugar empatado; com {limit} bóle está fora.",
    },
    "rd_points_counter": {
        "en": "Each seat adds its points to a running total; the match ends when a total reaches {limit}: the highest total loses and every other seat wins (004: \"i vincitori\"); seats tied at the top all lose, and if every seat ties nobody wins (the kit's reading).",
        "it": "Ogni posto somma i suoi punti a un totale; la partita finisce quando un totale arriva a {limit}: il totale più alto perde e ogni altro posto vince (004: \"i vincitori\"); i posti pari in cima perdono tutti, e se tutti sono pari nessuno vince (lettura del kit).",
        "pt": "Cada lugar soma os seus pontos a um total; a partida termina quando um total chega a {limit}: o total mais alto perde e cada outro lugar ganha (004: \"i vincitori\"); os lugares empatados no topo perdem todos, e se todos empatam ninguém ganha (leitura do kit).",
    },
    "rd_no_trick": {
        "en": "A seat that takes no trick is charged the hand's highest score.",
        "it": "Un posto che non fa prese paga il punteggio più alto della smazzata.",
        "pt": "Um lugar que não faz vazas paga a pontuação mais alta da mão.",
    },
    "rd_double": {
        "en": "If two seats take every trick between them, scores count double.",
        "it": "Se due posti fanno tutte le prese tra loro, i punteggi valgono doppio.",
        "pt": "Se dois lugares fazem todas as vazas entre si, as pontuações valem o dobro.",
    },
    "rd_triple": {
        "en": "If one seat takes every trick, the others' scores are tripled.",
        "it": "Se un posto fa tutte le prese, i punteggi degli altri si triplicano.",
        "pt": "Se um lugar faz todas as vazas, as pontuações dos outros triplicam.",
    },
    "rd_capote": {
        "en": "Winning every trick (capote): the taker {gain}, every other seat {pays}.",
        "it": "Fare tutte le prese (cappotto): chi lo fa {gain}, ogni altro posto {pays}.",
        "pt": "Ganhar todas as vazas (capote): quem o faz {gain}, cada outro lugar {pays}.",
    },
    "rd_not_below_zero": {
        "en": " (not below zero)",
        "it": " (non sotto zero)",
        "pt": " (não abaixo de zero)",
    },
    "rd_safe": {"en": "is safe", "it": "è salvo", "pt": "fica a salvo"},
    "rd_decision": {
        "en": "A seat that wins every trick but the last must choose: {choice}.",
        "it": "Un posto che fa tutte le prese tranne l'ultima deve scegliere: {choice}.",
        "pt": "Um lugar que ganha todas as vazas menos a última deve escolher: {choice}.",
    },
    "rd_choice_both": {
        "en": "annul the hand or attempt the capote",
        "it": "trattare o tentare il cappotto",
        "pt": "anular a mão ou tentar o capote",
    },
    "rd_choice_attempt": {
        "en": "attempt the capote",
        "it": "tentare il cappotto",
        "pt": "tentar o capote",
    },
    "rd_failed": {
        "en": "A failed attempt costs the taker one, and the seat that stopped it gains one.",
        "it": "Un tentativo fallito costa uno a chi tenta, e il posto che l'ha fermato ne guadagna uno.",
        "pt": "Uma tentativa falhada custa uma a quem tenta, e o lugar que a impediu ganha uma.",
    },
    "rd_revoke_strict": {
        "en": "Revoke (not following suit when able): refused with the reason.",
        "it": "Rifiuto (non rispondere al seme potendo): respinto con il motivo.",
        "pt": "Renúncia (não seguir o naipe podendo): recusada com o motivo.",
    },
    "rd_revoke_table": {
        "en": "Revoke (not following suit when able): allowed, and when proved it costs {penalty} and the cards are dealt again.",
        "it": "Rifiuto (non rispondere al seme potendo): permesso, e quando è provato costa {penalty} e si ridà.",
        "pt": "Renúncia (não seguir o naipe podendo): permitida, e quando provada custa {penalty} e as cartas são dadas de novo.",
    },
    "rd_revoke_play_on": {
        "en": "Revoke (not following suit when able): allowed; each one costs {penalty} (004, Bergamo) and the hand plays on (the kit's reading: 004 names only the penalty).",
        "it": "Rifiuto (non rispondere al seme potendo): permesso; ognuno costa {penalty} (004, Bergamo) e la smazzata continua (lettura del kit: 004 dice solo la penalità).",
        "pt": "Renúncia (não seguir o naipe podendo): permitida; cada uma custa {penalty} (004, Bergamo) e a mão continua (leitura do kit: 004 só diz a penalidade).",
    },
    "rd_annul_first_hand": {
        "en": "After an annulled hand the same dealer deals again only if the seat that annulled led the first trick, so it leads again; otherwise the deal passes on (004).",
        "it": "Dopo una smazzata annullata lo stesso cartaio ridà solo se chi ha trattato era primo di mano, che così torna primo; altrimenti il mazzo passa (004).",
        "pt": "Depois de uma mão anulada o mesmo carteador só dá de novo se quem anulou abriu a primeira vaza, que assim volta a abrir; senão as cartas passam (004).",
    },
    "rd_annul_next": {
        "en": "After an annulled hand the deal passes on as usual (000).",
        "it": "Dopo una smazzata annullata il mazzo passa come sempre (000).",
        "pt": "Depois de uma mão anulada o baralho passa como sempre (000).",
    },
    "rd_restart_in_play": {
        "en": "If a hand puts everyone left out at once, those still in start again; seats already out stay out (003, one reading).",
        "it": "Se una smazzata elimina tutti i rimasti insieme, chi era ancora in gioco riparte; chi era già fuori resta fuori (003, una lettura).",
        "pt": "Se uma mão elimina todos os restantes de uma vez, os que ainda jogavam recomeçam; quem já estava fora fica fora (003, uma leitura).",
    },
    "rd_doctor_not_after_capote": {
        "en": "A seat put out by a capote together with the other seats on one life may not call the doctor (004; one put out alone may: the kit's reading).",
        "it": "Chi esce per un cappotto insieme agli altri rimasti a una vita non può chiamare il dottore (004; chi esce da solo può: lettura del kit).",
        "pt": "Quem sai por um capote junto com os outros que tinham uma vida não pode chamar o médico (004; quem sai sozinho pode: leitura do kit).",
    },
    "rd_doctor_last_two": {
        "en": "Calling the doctor: a seat that is out may come back {calls}, at the count of the worst seat still in, except the loser of a hand played by the last two (004).",
        "it": "Chiamare il dottore: un posto fuori può rientrare {calls}, al conto del peggiore ancora in gioco, tranne chi perde una smazzata giocata dagli ultimi due (004).",
        "pt": "Chamar o médico: um lugar fora pode voltar {calls}, com a contagem do pior ainda em jogo, exceto quem perde uma mão jogada pelos dois últimos (004).",
    },
    "rd_doctor_needs_stake": {
        "en": "Without a stake there is no doctor (003).",
        "it": "Senza posta non c'è dottore (003).",
        "pt": "Sem aposta não há médico (003).",
    },
    "rd_sweep_ordinary": {
        "en": "Winning every trick is an ordinary hand: the most points loses, as always (001's base game); no capote decision.",
        "it": "Fare tutte le prese è una smazzata come le altre: chi fa più punti perde, come sempre (il gioco base di 001); niente scelta del cappotto.",
        "pt": "Ganhar todas as vazas é uma mão como as outras: quem faz mais pontos perde, como sempre (o jogo base de 001); sem decisão de capote.",
    },
    "rd_sweep_wins_hand": {
        "en": "Winning every trick wins the hand, even with all the points (001's variant): the taker is safe, every other seat {pays} (the kit's reading: they tie on zero); no capote decision.",
        "it": "Fare tutte le prese vince la smazzata, anche con tutti i punti (la variante di 001): chi le fa è salvo, ogni altro posto {pays} (lettura del kit: sono pari a zero); niente scelta del cappotto.",
        "pt": "Ganhar todas as vazas ganha a mão, mesmo com todos os pontos (a variante de 001): quem as faz fica a salvo, cada outro lugar {pays} (leitura do kit: empatam a zero); sem decisão de capote.",
    },
    "rd_doctor_final_loss": {
        "en": "The doctor's price is paid only by a seat that loses the match in the end (004).",
        "it": "Il prezzo del dottore lo paga solo chi perde la partita alla fine (004).",
        "pt": "O preço do médico só é pago por quem perde a partida no fim (004).",
    },
    "rd_first_dealer_random": {
        "en": "The first dealer is drawn at random (000, 001, 003).",
        "it": "Il primo cartaio è estratto a caso (000, 001, 003).",
        "pt": "O primeiro carteador é sorteado (000, 001, 003).",
    },
    "rd_void": {
        "en": "If a hand would put everyone left out at once, it is void.",
        "it": "Se una smazzata eliminerebbe tutti i rimasti insieme, è nulla.",
        "pt": "Se uma mão eliminasse todos os restantes de uma vez, é anulada.",
    },
    "rd_restart": {
        "en": "If a hand puts everyone left out at once, all start again, seats already out included (003).",
        "it": "Se una smazzata elimina tutti i rimasti insieme, tutti ripartono, anche chi era già fuori (003).",
        "pt": "Se uma mão elimina todos os restantes de uma vez, todos recomeçam, mesmo quem já estava fora (003).",
    },
    "rd_sudden_death": {
        "en": "If the last players go out together, everyone re-enters and the next penalty puts a player out for good: no doctor from then on (004).",
        "it": "Se gli ultimi escono insieme, tutti rientrano e la prossima penalità elimina definitivamente: da lì in poi niente dottore (004).",
        "pt": "Se os últimos saem juntos, todos voltam e a próxima penalidade elimina de vez: a partir daí não há médico (004).",
    },
    "rd_doctor": {
        "en": "Calling the doctor: a seat that is out may come back {calls}, at the count of the worst seat still in, while at least {others} others are in.",
        "it": "Chiamare il dottore: un posto fuori può rientrare {calls}, al conto del peggiore ancora in gioco, finché almeno {others} altri sono in gioco.",
        "pt": "Chamar o médico: um lugar fora pode voltar {calls}, com a contagem do pior ainda em jogo, enquanto pelo menos {others} outros estão em jogo.",
    },
    "rd_calls_once": {"en": "once", "it": "una volta", "pt": "uma vez"},
    "rd_calls_limited": {"en": "up to {n} times", "it": "fino a {n} volte", "pt": "até {n} vezes"},
    "rd_calls_unlimited": {
        "en": "any number of times",
        "it": "quante volte vuole",
        "pt": "quantas vezes quiser",
    },
    "rd_stake": {
        "en": "Stake: {stake} each into the pot; the winner takes it.",
        "it": "Posta: {stake} a testa nel piatto; il vincitore lo prende.",
        "pt": "Aposta: {stake} cada no pote; o vencedor leva-o.",
    },
    "rd_spies": {
        "en": "With {at_most} or fewer players, {spies} undealt cards are shown face up (spies).",
        "it": "Con {at_most} giocatori o meno, {spies} carte non distribuite si scoprono (spie).",
        "pt": "Com {at_most} jogadores ou menos, {spies} cartas não distribuídas ficam viradas para cima (espiãs).",
    },
    "rd_cappotto_hands": {
        "en": "Cappotto (001): losing a life in each of the first four hands, you may take your lives back and start over, or play a fifth hand: lose it too and you win.",
        "it": "Cappotto (001): chi perde una vita in ognuna delle prime quattro smazzate può riprendersi le vite e ricominciare, o giocare una quinta smazzata: se perde anche quella, vince.",
        "pt": "Cappotto (001): quem perde uma vida em cada uma das quatro primeiras mãos pode recuperar as vidas e recomeçar, ou jogar uma quinta mão: se a perder também, ganha.",
    },
    "rd_cappotto_rulings": {
        "en": "The kit's rulings, not 001's: annulled and void hands are not counted among the first four; a tie for the most loses the fifth hand; a fifth hand not lost puts the seat out, even one that stopped a capote.",
        "it": "Decisioni del kit, non di 001: le smazzate annullate o nulle non contano fra le prime quattro; un pari al massimo fa perdere la quinta; una quinta non persa elimina il posto, anche se ha fermato un cappotto.",
        "pt": "Decisões do kit, não de 001: mãos anuladas ou nulas não contam entre as quatro primeiras; um empate no máximo perde a quinta; uma quinta não perdida elimina o lugar, mesmo que tenha impedido um capote.",
    },
    "rd_same_dealer": {
        "en": "After {what} the same dealer deals again: the kit's assumption (000 says only that the cards are dealt again, and that the deal always passes to the right).",
        "it": "Dopo {what} ridà lo stesso cartaio: un'ipotesi del kit (000 dice solo che si ridanno le carte, e che il mazzo passa sempre a destra).",
        "pt": "Depois de {what} o mesmo carteador dá de novo: uma suposição do kit (000 só diz que as cartas são dadas de novo, e que o baralho passa sempre à direita).",
    },
    "rd_after_revoke": {"en": "a proved revoke", "it": "un rifiuto provato", "pt": "uma renúncia provada"},
    "rd_after_void": {"en": "a void hand", "it": "una smazzata nulla", "pt": "uma mão anulada"},
    "rd_after_both": {
        "en": "a proved revoke or a void hand",
        "it": "un rifiuto provato o una smazzata nulla",
        "pt": "uma renúncia provada ou uma mão anulada",
    },
    "rd_note_trieste": {
        "en": "Sources: 000 (Portuguese), 003 (English), 004 (Trieste), pagat/IPCS.",
        "it": "Fonti: 000 (portoghese), 003 (inglese), 004 (Trieste), pagat/IPCS.",
        "pt": "Fontes: 000 (português), 003 (inglês), 004 (Trieste), pagat/IPCS.",
    },
    "rd_note_bergamo": {
        "en": "Source: 004, Bergamo (\"Cotècc\"); the source plays with 5.",
        "it": "Fonte: 004, Bergamo (\"Cotècc\"); la fonte gioca in 5.",
        "pt": "Fonte: 004, Bérgamo (\"Cotècc\"); a fonte joga com 5.",
    },
    "rd_note_piacenza": {
        "en": "Source: 004, Piacenza and Modena. The source gives no card values or hand size: we assume the whole deck dealt (10 each, as in Tressette) and Coteccio's values.",
        "it": "Fonte: 004, Piacenza e Modena. La fonte non dà i valori delle carte né quante se ne danno: supponiamo tutto il mazzo distribuito (10 a testa, come nel Tressette) e i valori del Coteccio.",
        "pt": "Fonte: 004, Piacenza e Módena. A fonte não dá os valores das cartas nem quantas se dão: supomos o baralho todo distribuído (10 cada, como no Tressette) e os valores do Coteccio.",
    },
}
