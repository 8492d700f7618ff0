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
    "score_capote_failed": {
        "en": "seat {seat} tried the capote and seat {stopper} stopped it: seat {seat} {verb}, seat {stopper} {gain}",
        "it": "il posto {seat} ha tentato il cappotto e il posto {stopper} l'ha fermato: il posto {seat} {verb}, il posto {stopper} {gain}",
        "pt": "o lugar {seat} tentou o capote e o lugar {stopper} o impediu: o lugar {seat} {verb}, o lugar {stopper} {gain}",
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
}
