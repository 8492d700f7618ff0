"""The widgets' sentences, in English, Italian and Portuguese.

Part of the one catalogue: ``coteccio_lab.i18n`` registers it when it is
imported, whatever the program imports first; ``register`` refuses a key that lacks a
language, and ``tests/test_widgets_i18n.py`` checks that every key the widgets
use is here, in every language, with the same placeholders.

Words: trick = presa / vaza; hand = smazzata / mão; dealer = mazziere / carteador;
follow suit = rispondere al seme / seguir o naipe; annul = trattare / anular.
"""

from __future__ import annotations

from . import register

UI: dict[str, dict[str, str]] = {
    # --- languages ---
    "lang_self": {"en": "English", "it": "Italiano", "pt": "Português"},
    "ui_language": {"en": "Language", "it": "Lingua", "pt": "Idioma"},
    # --- seats, table ---
    "ui_you": {"en": "You", "it": "Tu", "pt": "Você"},
    "ui_seat": {"en": "Seat {seat}", "it": "Posto {seat}", "pt": "Lugar {seat}"},
    "ui_dealer": {"en": "Dealer", "it": "Mazziere", "pt": "Carteador"},
    "ui_dealer_mark": {"en": "D", "it": "M", "pt": "C"},
    "ui_dealer_is": {"en": "dealer: {who}", "it": "mazziere: {who}", "pt": "carteador: {who}"},
    "ui_deal_code_is": {"en": "deal code {code}", "it": "codice {code}", "pt": "código {code}"},
    "ui_no_hand": {"en": "No hand on the table", "it": "Nessuna smazzata in tavola", "pt": "Nenhuma mão na mesa"},
    "ui_out": {"en": "out", "it": "fuori", "pt": "fora"},
    "ui_seat_tricks": {
        "en": "tricks {tricks} · {points} pts",
        "it": "prese {tricks} · {points} punti",
        "pt": "vazas {tricks} · {points} pts",
    },
    "ui_to_play": {"en": "to play", "it": "di mano", "pt": "a jogar"},
    "ui_to_decide": {"en": "to choose", "it": "deve scegliere", "pt": "a decidir"},
    "ui_trick": {"en": "The trick", "it": "La presa", "pt": "A vaza"},
    "ui_trick_empty": {
        "en": "No card played yet in this trick.",
        "it": "Nessuna carta ancora in questa presa.",
        "pt": "Nenhuma carta jogada ainda nesta vaza.",
    },
    "ui_trick_points": {"en": "{points} points", "it": "{points} punti", "pt": "{points} pontos"},
    "ui_took_trick": {
        "en": "{who} took the trick ({points} points).",
        "it": "{who}: presa fatta ({points} punti).",
        "pt": "{who} levou a vaza ({points} pontos).",
    },
    "ui_spies": {"en": "Spies", "it": "Spie", "pt": "Espiãs"},
    "ui_your_cards": {"en": "Your cards", "it": "Le tue carte", "pt": "As suas cartas"},
    # --- scoreboard ---
    "ui_ovo": {"en": "ovo", "it": "ovo", "pt": "ovo"},
    "ui_dopio_ovo": {"en": "dopio ovo", "it": "dopio ovo", "pt": "dopio ovo"},
    "ui_ovo_n": {"en": "ovo ×{n}", "it": "ovo ×{n}", "pt": "ovo ×{n}"},
    "ui_of_limit": {"en": "out at {limit}", "it": "fuori a {limit}", "pt": "fora aos {limit}"},
    "ui_points_this_hand": {"en": "this hand", "it": "questa smazzata", "pt": "esta mão"},
    "ui_doctor_used": {"en": "doctor called", "it": "dottore chiamato", "pt": "médico chamado"},
    "ui_pot": {"en": "Pot: {pot}", "it": "Piatto: {pot}", "pt": "Pote: {pot}"},
    # --- buttons ---
    "ui_annul": {"en": "Annul the hand", "it": "Trattare", "pt": "Anular a mão"},
    "ui_attempt": {"en": "Attempt the capote", "it": "Tentare il cappotto", "pt": "Tentar o capote"},
    "ui_call_doctor": {"en": "Call the doctor", "it": "Chiamare il dottore", "pt": "Chamar o médico"},
    "ui_stay_out": {"en": "Stay out", "it": "Restare fuori", "pt": "Ficar de fora"},
    "ui_hint": {"en": "Hint", "it": "Suggerimento", "pt": "Dica"},
    "ui_undo": {"en": "Take back", "it": "Riprendi", "pt": "Desfazer"},
    "ui_next_hand": {"en": "Next hand", "it": "Prossima smazzata", "pt": "Próxima mão"},
    # --- what the table says ---
    "ui_your_turn_lead": {
        "en": "Your turn: you lead, any card may be played.",
        "it": "Tocca a te: sei di mano, puoi giocare qualsiasi carta.",
        "pt": "É a sua vez: você abre, pode jogar qualquer carta.",
    },
    "ui_your_turn_follow": {
        "en": "Your turn: {suit} were led.",
        "it": "Tocca a te: è uscito {suit}.",
        "pt": "É a sua vez: saiu {suit}.",
    },
    "ui_waiting_for": {"en": "{who} to play.", "it": "Tocca a: {who}.", "pt": "Vez de: {who}."},
    "ui_seat_played": {
        "en": "Seat {seat} played {card}.",
        "it": "Il posto {seat} ha giocato {card}.",
        "pt": "O lugar {seat} jogou {card}.",
    },
    "ui_seat_played_why": {
        "en": "Seat {seat} played {card}: {why}.",
        "it": "Il posto {seat} ha giocato {card}: {why}.",
        "pt": "O lugar {seat} jogou {card}: {why}.",
    },
    "ui_capote_question": {
        "en": "You have won every trick so far: annul the hand, or attempt the capote?",
        "it": "Hai fatto tutte le prese finora: trattare o tentare il cappotto?",
        "pt": "Você ganhou todas as vazas até agora: anular a mão ou tentar o capote?",
    },
    "ui_you_annul": {
        "en": "You annulled the hand: nobody gains or loses.",
        "it": "Hai trattato: nessuno guadagna o perde.",
        "pt": "Você anulou a mão: ninguém ganha ou perde.",
    },
    "ui_you_attempt": {
        "en": "You attempt the capote: take the last trick too!",
        "it": "Tenti il cappotto: fai anche l'ultima presa!",
        "pt": "Você tenta o capote: ganhe também a última vaza!",
    },
    "ui_seat_annul": {
        "en": "Seat {seat} won every trick so far and annulled the hand.",
        "it": "Il posto {seat} ha fatto tutte le prese finora e ha trattato.",
        "pt": "O lugar {seat} ganhou todas as vazas até agora e anulou a mão.",
    },
    "ui_seat_attempt": {
        "en": "Seat {seat} won every trick so far and attempts the capote.",
        "it": "Il posto {seat} ha fatto tutte le prese finora e tenta il cappotto.",
        "pt": "O lugar {seat} ganhou todas as vazas até agora e tenta o capote.",
    },
    "ui_no_decision": {
        "en": "There is no capote choice for you to make now.",
        "it": "Ora non c'è da scegliere sul cappotto.",
        "pt": "Agora não há escolha de capote para fazer.",
    },
    "ui_nothing_to_undo": {
        "en": "Nothing to take back: you have not played a card in this hand.",
        "it": "Niente da riprendere: non hai giocato carte in questa smazzata.",
        "pt": "Nada a desfazer: você não jogou nenhuma carta nesta mão.",
    },
    "ui_undone": {
        "en": "You took back {card}.",
        "it": "Hai ripreso {card}.",
        "pt": "Você retirou {card}.",
    },
    "ui_hint_wait": {
        "en": "Wait for your turn.",
        "it": "Aspetta il tuo turno.",
        "pt": "Espere a sua vez.",
    },
    "ui_hint_lead": {
        "en": "You lead: any card may be played. A low card gives the others the chance to take the trick.",
        "it": "Sei di mano: puoi giocare qualsiasi carta. Una carta bassa lascia la presa agli altri.",
        "pt": "Você abre: pode jogar qualquer carta. Uma carta baixa deixa a vaza para os outros.",
    },
    "ui_hint_follow": {
        "en": "{suit} were led: you must play one of {cards}.",
        "it": "È uscito {suit}: devi giocare una tra queste carte: {cards}.",
        "pt": "Saiu {suit}: deve jogar uma destas cartas: {cards}.",
    },
    "ui_hint_void": {
        "en": "You have no {suit}: any card may be played, and you cannot win this trick.",
        "it": "Non hai {suit}: puoi giocare qualsiasi carta, e non puoi fare questa presa.",
        "pt": "Não tem {suit}: pode jogar qualquer carta, e não pode ganhar esta vaza.",
    },
    "ui_hint_capote": {
        "en": "You lead the last trick with your last card: if nobody holds a higher card of its suit, the capote is yours.",
        "it": "Apri l'ultima presa con l'ultima carta: se nessuno ha una carta più alta di quel seme, il cappotto è tuo.",
        "pt": "Você abre a última vaza com a última carta: se ninguém tiver uma carta mais alta desse naipe, o capote é seu.",
    },
    "ui_not_yet": {
        "en": "The hand is not over yet.",
        "it": "La smazzata non è ancora finita.",
        "pt": "A mão ainda não terminou.",
    },
    "ui_hand_is_over": {
        "en": "The hand is over.",
        "it": "La smazzata è finita.",
        "pt": "A mão terminou.",
    },
    "ui_hand_summary": {"en": "End of the hand", "it": "Fine della smazzata", "pt": "Fim da mão"},
    "ui_cappotto_offer": {
        "en": "Cappotto (source 001): you lost each of the first four hands. Take your lives back and start over, or play a fifth hand: lose it too (take more points than everyone else in it) and you win the match.",
        "it": "Cappotto (fonte 001): hai perso le prime quattro smazzate. Riprendi le vite e ricomincia, o gioca una quinta smazzata: se perdi anche quella (facendo più punti degli altri) vinci la partita.",
        "pt": "Cappotto (fonte 001): você perdeu as quatro primeiras mãos. Recupere as vidas e recomece, ou jogue uma quinta mão: se a perder também (fazendo mais pontos que os outros), ganha a partida.",
    },
    "ui_cappotto_restart": {"en": "Start over", "it": "Ricominciare", "pt": "Recomeçar"},
    "ui_cappotto_fifth": {"en": "Play a fifth hand", "it": "Giocare la quinta", "pt": "Jogar a quinta mão"},
    "ui_seat_cappotto_restart": {
        "en": "Seat {seat} lost the first four hands and starts over with its lives back (cappotto, 001).",
        "it": "Il posto {seat} ha perso le prime quattro smazzate e ricomincia con le vite (cappotto, 001).",
        "pt": "O lugar {seat} perdeu as quatro primeiras mãos e recomeça com as vidas (cappotto, 001).",
    },
    "ui_seat_cappotto_fifth": {
        "en": "Seat {seat} lost the first four hands and plays a fifth: losing it too wins the match (cappotto, 001).",
        "it": "Il posto {seat} ha perso le prime quattro smazzate e gioca la quinta: se perde anche questa vince (cappotto, 001).",
        "pt": "O lugar {seat} perdeu as quatro primeiras mãos e joga a quinta: se a perder também, ganha (cappotto, 001).",
    },
    "ui_opt_capote_gain": {
        "en": "Capote: taker gains",
        "it": "Cappotto: chi lo fa guadagna",
        "pt": "Capote: quem faz ganha",
    },
    "ui_opt_cappotto": {
        "en": "Cappotto of four lost hands (001)",
        "it": "Cappotto di quattro smazzate perse (001)",
        "pt": "Cappotto de quatro mãos perdidas (001)",
    },
    "ui_no_doctor": {
        "en": "There is no doctor to call now.",
        "it": "Ora non c'è un dottore da chiamare.",
        "pt": "Agora não há médico para chamar.",
    },
    "ui_you_called_doctor": {
        "en": "You called the doctor and are back in the match.",
        "it": "Hai chiamato il dottore e rientri in partita.",
        "pt": "Você chamou o médico e volta à partida.",
    },
    "ui_you_stay_out": {
        "en": "You stay out of the match.",
        "it": "Resti fuori dalla partita.",
        "pt": "Você fica fora da partida.",
    },
    "ui_seat_called_doctor": {
        "en": "Seat {seat} called the doctor and is back in the match.",
        "it": "Il posto {seat} ha chiamato il dottore e rientra in partita.",
        "pt": "O lugar {seat} chamou o médico e volta à partida.",
    },
    "ui_seat_stays_out": {
        "en": "Seat {seat} stays out of the match.",
        "it": "Il posto {seat} resta fuori dalla partita.",
        "pt": "O lugar {seat} fica fora da partida.",
    },
    "ui_match_won": {
        "en": "{who} wins the match.",
        "it": "{who} vince la partita.",
        "pt": "{who} ganha a partida.",
    },
    "ui_match_won_you": {
        "en": "You win the match!",
        "it": "Hai vinto la partita!",
        "pt": "Você ganhou a partida!",
    },
    "ui_match_won_several": {
        "en": "The match is over: {who} win it.",
        "it": "La partita è finita: vincono {who}.",
        "pt": "A partida terminou: ganham {who}.",
    },
    "ui_match_over_nowinner": {
        "en": "The match is over, with no single winner.",
        "it": "La partita è finita senza un vincitore unico.",
        "pt": "A partida terminou sem um vencedor único.",
    },
    "ui_error": {
        "en": "Something went wrong: {error}",
        "it": "Qualcosa è andato storto: {error}",
        "pt": "Algo deu errado: {error}",
    },
    "ui_error_details": {"en": "details", "it": "dettagli", "pt": "detalhes"},
    # --- pickers ---
    "ui_preset": {"en": "Rules", "it": "Regole", "pt": "Regras"},
    "ui_players": {"en": "Players", "it": "Giocatori", "pt": "Jogadores"},
    "ui_opt_revoke": {"en": "Revoke", "it": "Rifiuto", "pt": "Renúncia"},
    "ui_revoke_strict": {
        "en": "strict: refused with the reason",
        "it": "rigoroso: rifiutato con il motivo",
        "pt": "estrito: recusado com o motivo",
    },
    "ui_revoke_table": {
        "en": "table: allowed until proved",
        "it": "al tavolo: permesso finché non provato",
        "pt": "mesa: permitido até ser provado",
    },
    "ui_opt_everyone_out": {"en": "All out at once", "it": "Tutti fuori insieme", "pt": "Todos fora juntos"},
    "ui_everyone_out_void": {"en": "the hand is void", "it": "la smazzata è nulla", "pt": "a mão é anulada"},
    "ui_everyone_out_restart": {"en": "all start again", "it": "tutti ripartono", "pt": "todos recomeçam"},
    "ui_everyone_out_restart_in_play": {
        "en": "those still in start again",
        "it": "ripartono i rimasti",
        "pt": "recomeçam os restantes",
    },
    "ui_everyone_out_sudden_death": {"en": "sudden death", "it": "morte improvvisa", "pt": "morte súbita"},
    "ui_opt_doctor": {"en": "Doctor", "it": "Dottore", "pt": "Médico"},
    "ui_doctor_off": {"en": "no doctor", "it": "niente dottore", "pt": "sem médico"},
    "ui_doctor_once": {"en": "once", "it": "una volta", "pt": "uma vez"},
    "ui_doctor_limited": {"en": "a few times", "it": "alcune volte", "pt": "algumas vezes"},
    "ui_doctor_unlimited": {"en": "unlimited", "it": "senza limite", "pt": "sem limite"},
    "ui_opt_revoke_stops": {
        "en": "A proved revoke stops the hand (000)",
        "it": "Un rifiuto provato ferma la smazzata (000)",
        "pt": "Uma renúncia provada interrompe a mão (000)",
    },
    "ui_opt_annul_dealer": {"en": "After an annulled hand", "it": "Dopo una smazzata annullata", "pt": "Depois de uma mão anulada"},
    "ui_annul_dealer_same": {
        "en": "the same dealer deals (003)",
        "it": "dà lo stesso mazziere (003)",
        "pt": "dá o mesmo carteador (003)",
    },
    "ui_annul_dealer_first_hand": {
        "en": "the same dealer if the annuller led (004)",
        "it": "lo stesso se chi tratta era primo di mano (004)",
        "pt": "o mesmo se quem anula abriu (004)",
    },
    "ui_annul_dealer_next": {
        "en": "the deal passes on (000)",
        "it": "il mazzo passa al successivo (000)",
        "pt": "as cartas passam ao seguinte (000)",
    },
    "ui_opt_first_dealer": {"en": "First dealer", "it": "Primo mazziere", "pt": "Primeiro carteador"},
    "ui_first_dealer_fixed": {
        "en": "the seat before yours",
        "it": "il posto prima del tuo",
        "pt": "o lugar antes do seu",
    },
    "ui_first_dealer_random": {
        "en": "drawn by lot (000, 001, 003)",
        "it": "estratto a sorte (000, 001, 003)",
        "pt": "sorteado (000, 001, 003)",
    },
    "ui_opt_doctor_paid": {"en": "Doctor paid", "it": "Il dottore si paga", "pt": "O médico paga-se"},
    "ui_doctor_paid_call": {
        "en": "at the call (001, 003)",
        "it": "alla chiamata (001, 003)",
        "pt": "na chamada (001, 003)",
    },
    "ui_doctor_paid_final_loss": {
        "en": "on losing the match (004)",
        "it": "se si perde la partita (004)",
        "pt": "ao perder a partida (004)",
    },
    "ui_opt_doctor_after_capote": {
        "en": "Doctor after a capote",
        "it": "Dottore dopo un cappotto",
        "pt": "Médico depois de um capote",
    },
    "ui_bad_rules": {
        "en": "These options do not go together: {error}",
        "it": "Queste opzioni non vanno insieme: {error}",
        "pt": "Estas opções não combinam: {error}",
    },
    "ui_opt_min_players": {
        "en": "Fewest players (004: 5)",
        "it": "Minimo di giocatori (004: 5)",
        "pt": "Mínimo de jogadores (004: 5)",
    },
    "ui_opt_card_values": {"en": "Card values", "it": "Valori delle carte",
                           "pt": "Valores das cartas"},
    "ui_card_values_coteccio": {
        "en": "Coteccio's (the kit's assumption)",
        "it": "del Coteccio (ipotesi del kit)",
        "pt": "do Coteccio (suposição do kit)",
    },
    "ui_card_values_tressette": {
        "en": "Tressette's (004: \"simili al tressette\")",
        "it": "del Tressette (004: \"simili al tressette\")",
        "pt": "do Tressette (004: \"simili al tressette\")",
    },
    "ui_opt_sweep": {"en": "Taking every trick", "it": "Fare tutte le prese",
                     "pt": "Ganhar todas as vazas"},
    "ui_sweep_capote": {
        "en": "a capote (000, 003, 004)",
        "it": "un cappotto (000, 003, 004)",
        "pt": "um capote (000, 003, 004)",
    },
    "ui_sweep_wins_hand": {
        "en": "wins the hand (001's variant)",
        "it": "vince la smazzata (variante di 001)",
        "pt": "ganha a mão (variante de 001)",
    },
    "ui_sweep_ordinary": {
        "en": "an ordinary hand (001's base game)",
        "it": "una smazzata normale (gioco base di 001)",
        "pt": "uma mão normal (jogo base de 001)",
    },
    "ui_opt_doctor_until": {"en": "No doctor", "it": "Niente dottore", "pt": "Sem médico"},
    "ui_doctor_until_two_others": {
        "en": "with fewer than two others in (000, 003)",
        "it": "con meno di due altri in gioco (000, 003)",
        "pt": "com menos de dois outros em jogo (000, 003)",
    },
    "ui_doctor_until_last_two": {
        "en": "for the loser of the last two (004)",
        "it": "per chi perde tra gli ultimi due (004)",
        "pt": "para quem perde entre os dois últimos (004)",
    },
    "ui_opt_doctor_needs_stake": {
        "en": "Doctor only with a stake (003)",
        "it": "Dottore solo con la posta (003)",
        "pt": "Médico só com aposta (003)",
    },
    "ui_opt_tie": {"en": "Tie penalty", "it": "Penalità del pari", "pt": "Penalidade do empate"},
    "ui_opt_stake": {"en": "Stake", "it": "Posta", "pt": "Aposta"},
    "ui_deal_code": {"en": "Deal code", "it": "Codice", "pt": "Código"},
    "ui_deal_code_placeholder": {
        "en": "empty: a new deal",
        "it": "vuoto: nuova smazzata",
        "pt": "vazio: nova distribuição",
    },
    "ui_start": {"en": "Start", "it": "Inizia", "pt": "Começar"},
    "ui_started": {
        "en": "Started with deal code {code}.",
        "it": "Iniziata con il codice {code}.",
        "pt": "Começou com o código {code}.",
    },
    "ui_bad_code": {
        "en": "“{code}” is not a deal code: {error}",
        "it": "«{code}» non è un codice: {error}",
        "pt": "“{code}” não é um código: {error}",
    },
    "rules_name_trieste": {"en": "Trieste", "it": "Trieste", "pt": "Trieste"},
    "rules_name_bergamo": {"en": "Bergamo", "it": "Bergamo", "pt": "Bérgamo"},
    "rules_name_piacenza": {
        "en": "Piacenza and Modena",
        "it": "Piacenza e Modena",
        "pt": "Piacenza e Módena",
    },
    # --- exercises ---
    "ex_check": {"en": "Check", "it": "Verifica", "pt": "Verificar"},
    # a first wrong answer: a hint, not the answer (widgets/exercises.py, questions/)
    "ex_hint_try_again": {
        "en": "Look again and check once more: a second wrong answer shows the full answer.",
        "it": "Guarda di nuovo e ricontrolla: a un secondo errore vedrai la risposta completa.",
        "pt": "Olhe de novo e verifique outra vez: um segundo erro mostra a resposta completa.",
    },
    "ex_hint_generic": {
        "en": "Read the rule above once more.",
        "it": "Rileggi la regola qui sopra.",
        "pt": "Releia a regra acima.",
    },
    "ex_hint_legal_missing": {
        "en": "At least one card you may play is not chosen.",
        "it": "Almeno una carta che puoi giocare non è scelta.",
        "pt": "Pelo menos uma carta que pode jogar não está escolhida.",
    },
    "ex_hint_legal_rule": {
        "en": "Whoever leads plays any card; after that, play a card of the suit led if you hold one, and any card if you hold none.",
        "it": "Chi esce gioca qualsiasi carta; poi si risponde al seme di uscita se se ne ha una carta, e con qualsiasi carta se non se ne ha.",
        "pt": "Quem sai joga qualquer carta; depois, joga-se uma carta do naipe de saída se houver, e qualquer carta se não houver.",
    },
    "ex_hint_trick_rule": {
        "en": "The highest card of the suit led takes the trick; a card of another suit never does, however high.",
        "it": "La presa va alla carta più alta del seme di uscita; una carta di un altro seme non la prende mai, per quanto alta.",
        "pt": "A vaza vai para a carta mais alta do naipe de saída; uma carta de outro naipe nunca a leva, por mais alta que seja.",
    },
    "ex_hint_trick_points": {
        "en": "Count the points of every card in the trick again.",
        "it": "Ricomincia a contare i punti di ogni carta della presa.",
        "pt": "Conte de novo os pontos de cada carta da vaza.",
    },
    "ex_hint_score_seat": {
        "en": "{who}: the points are not right yet.",
        "it": "{who}: i punti non sono ancora giusti.",
        "pt": "{who}: os pontos ainda não batem.",
    },
    "ex_hint_score_rule": {
        "en": "Add up the points of the cards in the tricks each seat won, and {bonus} more for whoever won the last trick.",
        "it": "Somma i punti delle carte nelle prese di ogni posto, più {bonus} a chi ha preso l'ultima presa.",
        "pt": "Some os pontos das cartas nas vazas de cada lugar, mais {bonus} para quem ganhou a última vaza.",
    },
    "ex_hint_capote": {
        "en": "Which unseen cards would beat {card} in the last trick, and how likely is it that another player holds one? Attempting is worth more than annulling only if the capote succeeds more often than it fails.",
        "it": "Quali carte non viste batterebbero {card} nell'ultima presa, e quanto è probabile che un altro giocatore ne abbia una? Tentare vale più che trattare solo se il cappotto riesce più spesso di quanto fallisca.",
        "pt": "Que cartas não vistas bateriam {card} na última vaza, e qual a probabilidade de outro jogador ter uma? Tentar vale mais do que anular só se o capote for bem-sucedido mais vezes do que falhar.",
    },
    "ex_hint_compare_wrong": {
        "en": "{who}: under {preset} the change is not right yet.",
        "it": "{who}: con {preset} la variazione non è ancora giusta.",
        "pt": "{who}: com {preset} a variação ainda não confere.",
    },
    "ex_hint_compare_rule": {
        "en": "Score the deal under each set of rules in turn: who pays, and how much, is decided by that set's own rule.",
        "it": "Conta la smazzata con ciascun regolamento, uno alla volta: chi paga, e quanto, lo decide la regola di quel regolamento.",
        "pt": "Pontue a mão com cada conjunto de regras, um de cada vez: quem paga, e quanto, decide-o a regra desse conjunto.",
    },
    "ex_correct": {"en": "correct", "it": "giusto", "pt": "certo"},
    "ex_not_quite": {"en": "not quite", "it": "non proprio", "pt": "ainda não"},
    "ex_sources": {"en": "(sources: {sources})", "it": "(fonti: {sources})", "pt": "(fontes: {sources})"},
    "ex_sources_kit": {
        "en": "(sources: {sources}; and the kit's assumptions)",
        "it": "(fonti: {sources}; e le ipotesi del kit)",
        "pt": "(fontes: {sources}; e as suposições do kit)",
    },
    "ex_seat_card": {"en": "{who}: {card}", "it": "{who}: {card}", "pt": "{who}: {card}"},
    "ex_seat_points": {"en": "{who}: {points} points", "it": "{who}: {points} punti", "pt": "{who}: {points} pontos"},
    "ex_start_over": {"en": "Start over", "it": "Ricomincia", "pt": "Recomeçar"},
    # order these cards
    "ex_order_prompt_rank": {
        "en": "Click the cards from the highest to the lowest.",
        "it": "Clicca le carte dalla più alta alla più bassa.",
        "pt": "Clique nas cartas da mais alta para a mais baixa.",
    },
    "ex_order_prompt_points": {
        "en": "Click the cards from the one worth most points to the one worth fewest.",
        "it": "Clicca le carte da quella che vale più punti a quella che ne vale meno.",
        "pt": "Clique nas cartas da que vale mais pontos para a que vale menos.",
    },
    "ex_order_pool": {"en": "Cards to place", "it": "Carte da mettere in ordine", "pt": "Cartas a ordenar"},
    "ex_order_placed": {
        "en": "Your order (click a card to take it back):",
        "it": "Il tuo ordine (clicca una carta per riprenderla):",
        "pt": "A sua ordem (clique numa carta para a retirar):",
    },
    "ex_order_incomplete": {
        "en": "You have placed {placed} of the {total} cards.",
        "it": "Hai messo {placed} carte su {total}.",
        "pt": "Você colocou {placed} das {total} cartas.",
    },
    "ex_order_swap_rank": {
        "en": "{first} is placed before {second}, but {second} ranks higher.",
        "it": "{first} viene prima di {second}, ma {second} è più alto.",
        "pt": "{first} está antes de {second}, mas {second} é mais alto.",
    },
    "ex_order_swap_points": {
        "en": "{first} is placed before {second}, but {second} is worth more points.",
        "it": "{first} viene prima di {second}, ma {second} vale più punti.",
        "pt": "{first} está antes de {second}, mas {second} vale mais pontos.",
    },
    "ex_rank_rule": {
        "en": "In every suit the cards rank, from high to low: {ranks}; there are no trumps.",
        "it": "In ogni seme l'ordine, dalla più alta alla più bassa, è: {ranks}; non c'è briscola.",
        "pt": "Em cada naipe a ordem, da mais alta para a mais baixa, é: {ranks}; não há trunfos.",
    },
    "ex_points_rule": {
        "en": "Card points: {ace} 6, {king} 5, {knight} 4, {jack} 3, every other card 0.",
        "it": "Punti delle carte: {ace} 6, {king} 5, {knight} 4, {jack} 3, ogni altra carta 0.",
        "pt": "Pontos das cartas: {ace} 6, {king} 5, {knight} 4, {jack} 3, qualquer outra carta 0.",
    },
    "ex_order_is": {
        "en": "In order: {cards}.",
        "it": "In ordine: {cards}.",
        "pt": "Por ordem: {cards}.",
    },
    # which cards may you play
    "ex_legal_prompt": {
        "en": "Which of your cards may you play now? Click each of them, then check.",
        "it": "Quali delle tue carte puoi giocare adesso? Cliccale tutte, poi verifica.",
        "pt": "Quais das suas cartas pode jogar agora? Clique em cada uma e depois verifique.",
    },
    "ex_legal_you_lead": {
        "en": "You lead this trick: no card is down yet.",
        "it": "Sei di mano: nessuna carta è ancora in tavola.",
        "pt": "Você abre esta vaza: ainda não há cartas na mesa.",
    },
    "ex_legal_lead": {
        "en": "You lead this trick, so any card may be played.",
        "it": "Sei di mano, quindi puoi giocare qualsiasi carta.",
        "pt": "Você abre esta vaza, por isso pode jogar qualquer carta.",
    },
    "ex_legal_follow": {
        "en": "{suit} were led and you hold {cards}: you must follow suit with one of them.",
        "it": "È uscito {suit} e hai {cards}: devi rispondere al seme con una di queste.",
        "pt": "Saiu {suit} e você tem {cards}: deve seguir o naipe com uma delas.",
    },
    "ex_legal_void": {
        "en": "{suit} were led and you have none, so any card may be played.",
        "it": "È uscito {suit} e non ne hai, quindi puoi giocare qualsiasi carta.",
        "pt": "Saiu {suit} e você não tem nenhuma, por isso pode jogar qualquer carta.",
    },
    "ex_legal_not": {
        "en": "{card} may not be played: {reason}.",
        "it": "{card} non si può giocare: {reason}.",
        "pt": "{card} não pode ser jogado: {reason}.",
    },
    "ex_legal_missing": {
        "en": "You may also play {cards}.",
        "it": "Puoi giocare anche {cards}.",
        "pt": "Também pode jogar {cards}.",
    },
    # who wins this trick
    "ex_trick_prompt": {
        "en": "Who wins this trick?",
        "it": "Chi fa questa presa?",
        "pt": "Quem ganha esta vaza?",
    },
    "ex_trick_prompt_points": {
        "en": "Who wins this trick, and how many card points does it hold?",
        "it": "Chi fa questa presa, e quanti punti contiene?",
        "pt": "Quem ganha esta vaza, e quantos pontos tem?",
    },
    "ex_trick_who": {"en": "Winner", "it": "Chi la fa", "pt": "Vencedor"},
    "ex_trick_how_many": {"en": "Points in the trick", "it": "Punti della presa", "pt": "Pontos da vaza"},
    "ex_trick_not_winner": {
        "en": "{who} does not win it.",
        "it": "{who} non la fa.",
        "pt": "{who} não a ganha.",
    },
    "ex_trick_winner": {
        "en": "{suit} were led; the highest of them is {card}, played by {who}, who wins the trick.",
        "it": "È uscito {suit}; la carta più alta di quel seme è {card}, giocata da {who}, che fa la presa.",
        "pt": "Saiu {suit}; a carta mais alta desse naipe é {card}, jogada por {who}, que ganha a vaza.",
    },
    "ex_trick_off_suit": {
        "en": "{cards} did not follow suit and cannot win, however high: there are no trumps.",
        "it": "{cards} non ha risposto al seme e non può vincere, per quanto alta: non c'è briscola.",
        "pt": "{cards} não seguiu o naipe e não pode ganhar, por mais alta que seja: não há trunfos.",
    },
    "ex_trick_points": {
        "en": "The trick holds {points} points ({detail}).",
        "it": "La presa contiene {points} punti ({detail}).",
        "pt": "A vaza tem {points} pontos ({detail}).",
    },
    "ex_trick_no_points": {
        "en": "No card in it is worth points: the trick holds 0.",
        "it": "Nessuna carta vale punti: la presa ne contiene 0.",
        "pt": "Nenhuma carta vale pontos: a vaza tem 0.",
    },
    "ex_trick_you_said": {
        "en": "You said {points}.",
        "it": "Hai detto {points}.",
        "pt": "Você disse {points}.",
    },
    # score a hand
    "ex_score_prompt": {
        "en": "How many points did each seat take (cards and the last trick), and who pays ({counter})?",
        "it": "Quanti punti ha fatto ogni posto (carte e ultima presa), e chi paga ({counter})?",
        "pt": "Quantos pontos fez cada lugar (cartas e última vaza), e quem paga ({counter})?",
    },
    "ex_score_prompt_points": {
        "en": "How many points did each seat take (cards and the last trick)?",
        "it": "Quanti punti ha fatto ogni posto (carte e ultima presa)?",
        "pt": "Quantos pontos fez cada lugar (cartas e última vaza)?",
    },
    "ex_score_trick": {
        "en": "Trick {n}: {who}",
        "it": "Presa {n}: {who}",
        "pt": "Vaza {n}: {who}",
    },
    "ex_score_trick_last": {
        "en": "Trick {n} (the last): {who}",
        "it": "Presa {n} (l'ultima): {who}",
        "pt": "Vaza {n} (a última): {who}",
    },
    "ex_points_of": {"en": "{who}: points", "it": "{who}: punti", "pt": "{who}: pontos"},
    "ex_pays_lives": {"en": "loses a life", "it": "perde una vita", "pt": "perde uma vida"},
    "ex_pays_bole": {"en": "takes bóle", "it": "prende bóle", "pt": "leva bóle"},
    "ex_score_points_wrong": {
        "en": "{who} took {points} points, not {said}.",
        "it": "{who} ha fatto {points} punti, non {said}.",
        "pt": "{who} fez {points} pontos, não {said}.",
    },
    "ex_score_payers_wrong": {
        "en": "Look again at who pays.",
        "it": "Guarda di nuovo chi paga.",
        "pt": "Veja de novo quem paga.",
    },
    # annul or attempt
    "ex_capote_prompt": {
        "en": "You have won the first four tricks and will lead your last card, {card}. Annul the hand, or attempt the capote?",
        "it": "Hai fatto le prime quattro prese e apri con l'ultima carta, {card}. Trattare o tentare il cappotto?",
        "pt": "Você ganhou as quatro primeiras vazas e vai abrir com a última carta, {card}. Anular a mão ou tentar o capote?",
    },
    "ex_capote_choose": {
        "en": "Choose annul or attempt first.",
        "it": "Scegli prima: trattare o tentare.",
        "pt": "Escolha primeiro: anular ou tentar.",
    },
    "ex_capote_odds": {
        "en": "Leading {card}, you take the last trick unless another seat holds a higher card of {suit}: the exact chance of the capote is {percent} ({fraction}).",
        "it": "Aprendo con {card}, fai l'ultima presa a meno che un altro posto abbia una carta più alta di {suit}: la probabilità esatta del cappotto è {percent} ({fraction}).",
        "pt": "Abrindo com {card}, ganha a última vaza a menos que outro lugar tenha uma carta mais alta de {suit}: a probabilidade exata do capote é {percent} ({fraction}).",
    },
    "ex_capote_expect": {
        "en": "On average, attempting changes your {counter} by {attempt}; annulling changes nothing.",
        "it": "In media, tentare cambia le tue {counter} di {attempt}; trattare non cambia niente.",
        "pt": "Em média, tentar muda as suas {counter} em {attempt}; anular não muda nada.",
    },
    "ex_capote_attempt": {
        "en": "Attempting is worth more than annulling: attempt.",
        "it": "Tentare vale più che trattare: si tenta.",
        "pt": "Tentar vale mais do que anular: tente.",
    },
    "ex_capote_annul": {
        "en": "Attempting costs more than it gains: annul.",
        "it": "Tentare costa più di quanto rende: si tratta.",
        "pt": "Tentar custa mais do que rende: anule.",
    },
    "ex_capote_even": {
        "en": "Attempting and annulling are worth the same.",
        "it": "Tentare e trattare si equivalgono.",
        "pt": "Tentar e anular valem o mesmo.",
    },
    "ex_capote_rule": {
        "en": "Attempt: win the last trick too and you gain a life while every other seat loses one; lose it and you lose a life and the seat that stopped you gains one. Annul: nobody gains or loses and the same dealer deals again.",
        "it": "Tentare: se fai anche l'ultima presa guadagni una vita e ogni altro posto ne perde una; se la perdi perdi una vita e chi ti ha fermato ne guadagna una. Trattare: nessuno guadagna o perde e lo stesso mazziere ridà.",
        "pt": "Tentar: se ganhar também a última vaza ganha uma vida e cada outro lugar perde uma; se a perder perde uma vida e quem o impediu ganha uma. Anular: ninguém ganha ou perde e o mesmo carteador dá de novo.",
    },
    # the same deal under two presets
    "ex_compare_prompt": {
        "en": "The same deal, scored under {presets}: how does each seat's count change under each? Lives count down (−1: a life lost), bóle and points count up.",
        "it": "La stessa smazzata, contata con {presets}: come cambia il conto di ogni posto con ciascuna? Le vite scendono (−1: una vita persa), bóle e punti salgono.",
        "pt": "A mesma mão, contada com {presets}: como muda a contagem de cada lugar em cada uma? As vidas descem (−1: uma vida perdida), bóle e pontos sobem.",
    },
    "ex_compare_column": {
        "en": "{preset}: change in {counter}",
        "it": "{preset}: variazione di {counter}",
        "pt": "{preset}: variação de {counter}",
    },
    "ex_compare_wrong": {
        "en": "Under {preset}, {who} changes by {delta}, not {said}.",
        "it": "Con {preset}, {who} cambia di {delta}, non {said}.",
        "pt": "Com {preset}, {who} muda {delta}, não {said}.",
    },
    "ex_compare_under": {
        "en": "{preset}: {reasons}.",
        "it": "{preset}: {reasons}.",
        "pt": "{preset}: {reasons}.",
    },
}

register(UI)
