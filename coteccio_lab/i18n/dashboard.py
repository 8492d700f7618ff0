# ruff: noqa: E501  (one translated sentence per line reads better than split strings)
"""The dashboard's sentences in English, Italian and Portuguese (part of the kit's catalogue).

>>> from coteccio_lab.i18n import t
>>> t("dash_your_turn", "it")
'Tocca a te: gioca una carta.'
"""

from __future__ import annotations

from . import register

__all__ = ["MESSAGES"]

MESSAGES: dict[str, dict[str, str]] = {
    # --- who ---
    "dash_you": {"en": "you", "it": "tu", "pt": "você"},
    "dash_You": {"en": "You", "it": "Tu", "pt": "Você"},
    "dash_seat": {"en": "seat {seat}", "it": "posto {seat}", "pt": "lugar {seat}"},
    "dash_Seat": {"en": "Seat {seat}", "it": "Posto {seat}", "pt": "Lugar {seat}"},
    "dash_level_random": {"en": "random", "it": "a caso", "pt": "aleatório"},
    "dash_level_cautious": {"en": "cautious", "it": "prudente", "pt": "cauteloso"},
    "dash_level_expert": {"en": "expert", "it": "esperto", "pt": "especialista"},
    # --- the page ---
    "dash_title": {"en": "Coteccio Lab: play a match", "it": "Coteccio Lab: gioca una partita", "pt": "Coteccio Lab: jogue uma partida"},
    "dash_setup": {"en": "Your table", "it": "Il tuo tavolo", "pt": "A sua mesa"},
    "dash_opponents": {"en": "Computer players", "it": "Giocatori del computer", "pt": "Jogadores do computador"},
    "dash_pace": {"en": "Computer's cards", "it": "Carte del computer", "pt": "Cartas do computador"},
    "dash_pace_none": {"en": "all at once", "it": "tutte insieme", "pt": "todas de uma vez"},
    "dash_pace_s": {"en": "{s} s a card", "it": "{s} s a carta", "pt": "{s} s por carta"},
    "dash_keys": {
        "en": "Keys: ← → and Enter, or type a card's code (7d, Ac).",
        "it": "Tasti: ← → e Invio, o scrivi il codice di una carta (7d, Ac).",
        "pt": "Teclas: ← → e Enter, ou escreva o código de uma carta (7d, Ac).",
    },
    "dash_to_end": {"en": "Play to the end", "it": "Gioca fino alla fine", "pt": "Jogar até ao fim"},
    "dash_to_end_tip": {
        "en": "You are out: the computer players play the remaining hands of the match.",
        "it": "Sei fuori: i giocatori del computer giocano le smazzate rimaste della partita.",
        "pt": "Você está fora: os jogadores do computador jogam as mãos que faltam da partida.",
    },
    "dash_levels": {"en": "Opponents' level", "it": "Livello degli avversari", "pt": "Nível dos adversários"},
    "dash_more_rules": {"en": "More rules", "it": "Altre regole", "pt": "Mais regras"},
    "dash_lessons_link": {"en": "The lessons", "it": "Le lezioni", "pt": "As lições"},
    "dash_opponent_seat": {"en": "Seat {seat}", "it": "Posto {seat}", "pt": "Lugar {seat}"},
    "dash_mode": {"en": "Mode", "it": "Modalità", "pt": "Modo"},
    "dash_mode_practice": {"en": "practice (hint, take back)", "it": "allenamento (suggerimenti, riprese)", "pt": "treino (dicas, desfazer)"},
    "dash_mode_table": {"en": "table (as at a real table)", "it": "tavolo (come a un tavolo vero)", "pt": "mesa (como numa mesa de verdade)"},
    "dash_start_count": {"en": "Counter at the start", "it": "Contatore all'inizio", "pt": "Contador no início"},
    "dash_new_match_button": {"en": "New match", "it": "Nuova partita", "pt": "Nova partida"},
    "dash_save": {"en": "Save the match", "it": "Salva la partita", "pt": "Guardar a partida"},
    "dash_load": {"en": "Load a match", "it": "Carica una partita", "pt": "Carregar uma partida"},
    "dash_export": {"en": "Hand records (.zip)", "it": "Registri delle smazzate (.zip)", "pt": "Registos das mãos (.zip)"},
    "dash_export_hand": {"en": "Last hand's record", "it": "Registro dell'ultima smazzata", "pt": "Registo da última mão"},
    "dash_nothing_to_export": {"en": "No hand is finished yet.", "it": "Nessuna smazzata è ancora finita.", "pt": "Nenhuma mão terminou ainda."},
    "dash_saved": {"en": "Saved as {name}.", "it": "Salvata come {name}.", "pt": "Guardada como {name}."},
    "dash_log": {"en": "The hand, card by card", "it": "La smazzata, carta per carta", "pt": "A mão, carta a carta"},
    "dash_opponents_line": {"en": "Opponents: {list}", "it": "Avversari: {list}", "pt": "Adversários: {list}"},
    "dash_mode_line": {"en": "Mode: {mode}", "it": "Modalità: {mode}", "pt": "Modo: {mode}"},
    # --- the flow ---
    "dash_welcome": {
        "en": "Choose the rules and your opponents, then press Start.",
        "it": "Scegli le regole e gli avversari, poi premi Inizia.",
        "pt": "Escolha as regras e os adversários e depois carregue em Começar.",
    },
    "dash_new_match": {
        "en": "New match, deal code {code}: {players} players, {rules} rules.",
        "it": "Nuova partita, codice {code}: {players} giocatori, regole {rules}.",
        "pt": "Nova partida, código {code}: {players} jogadores, regras {rules}.",
    },
    "dash_new_hand": {
        "en": "Hand {n}: {dealer} deals, {leader} leads.",
        "it": "Smazzata {n}: dà le carte {dealer}, esce {leader}.",
        "pt": "Mão {n}: {dealer} dá as cartas, {leader} sai.",
    },
    "dash_new_hand_you_deal": {
        "en": "Hand {n}: you deal, {leader} leads.",
        "it": "Smazzata {n}: dai tu le carte, esce {leader}.",
        "pt": "Mão {n}: você dá as cartas, {leader} sai.",
    },
    "dash_new_hand_you_lead": {
        "en": "Hand {n}: {dealer} deals, you lead.",
        "it": "Smazzata {n}: dà le carte {dealer}, esci tu.",
        "pt": "Mão {n}: {dealer} dá as cartas, você sai.",
    },
    "dash_your_turn": {
        "en": "Your turn: play a card.",
        "it": "Tocca a te: gioca una carta.",
        "pt": "Sua vez: jogue uma carta.",
    },
    "dash_your_lead": {
        "en": "Your turn: you lead this trick, play any card.",
        "it": "Tocca a te: esci tu in questa presa, gioca una carta qualsiasi.",
        "pt": "Sua vez: você sai nesta vaza, jogue qualquer carta.",
    },
    "dash_follow": {
        "en": "Your turn: {suit} were led, follow suit if you can.",
        "it": "Tocca a te: è uscito {suit}, rispondi al seme se puoi.",
        "pt": "Sua vez: saiu {suit}, siga o naipe se puder.",
    },
    "dash_you_played": {
        "en": "You played {card}.",
        "it": "Hai giocato {card}.",
        "pt": "Você jogou {card}.",
    },
    "dash_played": {
        "en": "Seat {seat} played {card}: {why}",
        "it": "Il posto {seat} ha giocato {card}: {why}",
        "pt": "O lugar {seat} jogou {card}: {why}",
    },
    "dash_you_won_trick": {
        "en": "You won trick {n} ({points} points).",
        "it": "Hai preso la presa {n} ({points} punti).",
        "pt": "Você ganhou a vaza {n} ({points} pontos).",
    },
    "dash_won_trick": {
        "en": "Seat {seat} won trick {n} ({points} points).",
        "it": "Il posto {seat} ha preso la presa {n} ({points} punti).",
        "pt": "O lugar {seat} ganhou a vaza {n} ({points} pontos).",
    },
    "dash_refused": {
        "en": "You cannot play {card}: {reason}.",
        "it": "Non puoi giocare {card}: {reason}.",
        "pt": "Você não pode jogar {card}: {reason}.",
    },
    "dash_not_now": {
        "en": "Not now: {reason}.",
        "it": "Non ora: {reason}.",
        "pt": "Agora não: {reason}.",
    },
    "dash_wait_summary": {
        "en": "the hand is over, press Next hand",
        "it": "la smazzata è finita, premi Prossima smazzata",
        "pt": "a mão terminou, carregue em Próxima mão",
    },
    "dash_wait_capote": {
        "en": "first choose: annul the hand or attempt the capote",
        "it": "prima scegli: trattare o tentare il cappotto",
        "pt": "primeiro escolha: anular a mão ou tentar o capote",
    },
    "dash_wait_doctor": {
        "en": "first answer: call the doctor or stay out",
        "it": "prima rispondi: chiamare il dottore o restare fuori",
        "pt": "primeiro responda: chamar o médico ou ficar de fora",
    },
    "dash_wait_cappotto": {
        "en": "first choose: start over or play a fifth hand",
        "it": "prima scegli: ricominciare o giocare la quinta smazzata",
        "pt": "primeiro escolha: recomeçar ou jogar a quinta mão",
    },
    "dash_wait_over": {
        "en": "the match is over, start a new one",
        "it": "la partita è finita, iniziane una nuova",
        "pt": "a partida terminou, comece outra",
    },
    "dash_wait_start": {
        "en": "press Start to begin a match",
        "it": "premi Inizia per cominciare una partita",
        "pt": "carregue em Começar para iniciar uma partida",
    },
    "dash_not_your_card_turn": {
        "en": "it is seat {seat}'s turn",
        "it": "tocca al posto {seat}",
        "pt": "é a vez do lugar {seat}",
    },
    # --- capote ---
    "dash_capote_offer": {
        "en": "You have won the first {n} tricks. Annul the hand (nobody gains or loses) or attempt the capote (win the last trick too: you gain, everyone else loses; lose it and you pay)?",
        "it": "Hai preso le prime {n} prese. Trattare (nessuno guadagna o perde) o tentare il cappotto (prendi anche l'ultima: guadagni e gli altri perdono; se la perdi paghi tu)?",
        "pt": "Você ganhou as primeiras {n} vazas. Anular a mão (ninguém ganha ou perde) ou tentar o capote (ganhe também a última: você ganha e os outros perdem; se perder, paga você)?",
    },
    "dash_capote_odds": {
        "en": "Exact odds: leading {card}, you win the last trick in {good} of the {total} ways the unseen cards can lie, given what you saw ({pct}); attempting is worth {attempt} {counter} on average, annulling 0.",
        "it": "Probabilità esatta: uscendo con {card}, prendi l'ultima presa in {good} delle {total} distribuzioni delle carte non viste compatibili con ciò che hai visto ({pct}); tentare vale in media {attempt} {counter}, trattare 0.",
        "pt": "Probabilidade exata: saindo com {card}, você ganha a última vaza em {good} das {total} distribuições das cartas não vistas compatíveis com o que viu ({pct}); tentar vale em média {attempt} {counter}, anular 0.",
    },
    "dash_capote_odds_p": {
        "en": "Exact odds: you win the last trick with probability {pct}.",
        "it": "Probabilità esatta: prendi l'ultima presa con probabilità {pct}.",
        "pt": "Probabilidade exata: você ganha a última vaza com probabilidade {pct}.",
    },
    "dash_you_chose": {
        "en": "You chose to {choice}.",
        "it": "Hai scelto di {choice}.",
        "pt": "Você escolheu {choice}.",
    },
    "dash_chose": {
        "en": "Seat {seat} won the first tricks and chose to {choice}: {why}",
        "it": "Il posto {seat} ha preso le prime prese e ha scelto di {choice}: {why}",
        "pt": "O lugar {seat} ganhou as primeiras vazas e escolheu {choice}: {why}",
    },
    "dash_choice_attempt": {
        "en": "attempt the capote",
        "it": "tentare il cappotto",
        "pt": "tentar o capote",
    },
    "dash_choice_annul": {"en": "annul the hand", "it": "trattare", "pt": "anular a mão"},
    "dash_attempt": {"en": "Attempt the capote", "it": "Tenta il cappotto", "pt": "Tentar o capote"},
    "dash_annul": {"en": "Annul the hand", "it": "Tratta", "pt": "Anular a mão"},
    "dash_odds": {"en": "Show the odds", "it": "Mostra le probabilità", "pt": "Mostrar as probabilidades"},
    # --- end of a hand ---
    "dash_summary_title": {
        "en": "Hand {n} is over: {outcome}.",
        "it": "Smazzata {n} finita: {outcome}.",
        "pt": "Mão {n} terminada: {outcome}.",
    },
    "dash_outcome_normal": {"en": "played out", "it": "giocata fino in fondo", "pt": "jogada até ao fim"},
    "dash_outcome_capote": {"en": "capote", "it": "cappotto", "pt": "capote"},
    "dash_outcome_capote_failed": {"en": "capote attempted and stopped", "it": "cappotto tentato e fermato", "pt": "capote tentado e impedido"},
    "dash_outcome_annulled": {"en": "annulled", "it": "trattata", "pt": "anulada"},
    "dash_outcome_revoke": {"en": "a revoke was proved", "it": "provata una renonce", "pt": "renúncia comprovada"},
    "dash_outcome_void": {"en": "void", "it": "nulla", "pt": "nula"},
    "dash_outcome_incomplete": {"en": "not finished", "it": "non finita", "pt": "não terminada"},
    "dash_you_delta": {
        "en": "Your {counter}: {before} → {after}.",
        "it": "Le tue {counter}: {before} → {after}.",
        "pt": "Suas {counter}: {before} → {after}.",
    },
    "dash_eliminated_you": {
        "en": "You are out of the match.",
        "it": "Sei fuori dalla partita.",
        "pt": "Você está fora da partida.",
    },
    "dash_eliminated": {
        "en": "Seat {seat} is out of the match.",
        "it": "Il posto {seat} è fuori dalla partita.",
        "pt": "O lugar {seat} está fora da partida.",
    },
    "dash_watch": {
        "en": "You are out: the computer players play on. Press Next hand to see each hand.",
        "it": "Sei fuori: i giocatori del computer continuano. Premi Prossima smazzata per vedere ogni smazzata.",
        "pt": "Você está fora: os jogadores do computador continuam. Carregue em Próxima mão para ver cada mão.",
    },
    "dash_next_hand": {"en": "Next hand", "it": "Prossima smazzata", "pt": "Próxima mão"},
    # --- doctor ---
    "dash_doctor_offer": {
        "en": "You are out. Call the doctor? You would come back with {n} {counter}{cost}.",
        "it": "Sei fuori. Chiami il dottore? Rientreresti con {n} {counter}{cost}.",
        "pt": "Você está fora. Chamar o médico? Voltaria com {n} {counter}{cost}.",
    },
    "dash_doctor_cost": {
        "en": " for {cost} into the pot",
        "it": " mettendo {cost} nel piatto",
        "pt": " pagando {cost} ao pote",
    },
    "dash_doctor_call": {"en": "Call the doctor", "it": "Chiama il dottore", "pt": "Chamar o médico"},
    "dash_doctor_decline": {"en": "Stay out", "it": "Resta fuori", "pt": "Ficar de fora"},
    "dash_doctor_called_you": {
        "en": "You called the doctor: back with {n} {counter}.",
        "it": "Hai chiamato il dottore: rientri con {n} {counter}.",
        "pt": "Você chamou o médico: volta com {n} {counter}.",
    },
    "dash_doctor_called": {
        "en": "Seat {seat} called the doctor: back with {n} {counter}.",
        "it": "Il posto {seat} ha chiamato il dottore: rientra con {n} {counter}.",
        "pt": "O lugar {seat} chamou o médico: volta com {n} {counter}.",
    },
    "dash_doctor_declined_you": {
        "en": "You stay out of the match.",
        "it": "Resti fuori dalla partita.",
        "pt": "Você fica fora da partida.",
    },
    "dash_doctor_declined": {
        "en": "Seat {seat} stays out of the match.",
        "it": "Il posto {seat} resta fuori dalla partita.",
        "pt": "O lugar {seat} fica fora da partida.",
    },
    # --- 001's cappotto ---
    "dash_you_cappotto_restart": {
        "en": "You take your lives back and start over (cappotto, 001).",
        "it": "Riprendi le vite e ricominci (cappotto, 001).",
        "pt": "Você recupera as vidas e recomeça (cappotto, 001).",
    },
    "dash_you_cappotto_fifth": {
        "en": "You play a fifth hand at zero: take more points than everyone else in it and you win the match (cappotto, 001).",
        "it": "Giochi la quinta smazzata a zero: se fai più punti degli altri vinci la partita (cappotto, 001).",
        "pt": "Você joga a quinta mão a zero: se fizer mais pontos que os outros, ganha a partida (cappotto, 001).",
    },
    # --- end of the match ---
    "dash_match_won_you": {
        "en": "Match over: you win the match!",
        "it": "Partita finita: hai vinto tu!",
        "pt": "Partida terminada: você ganhou a partida!",
    },
    "dash_match_won": {
        "en": "Match over: seat {seat} wins the match.",
        "it": "Partita finita: vince il posto {seat}.",
        "pt": "Partida terminada: o lugar {seat} ganha a partida.",
    },
    "dash_match_won_several": {
        "en": "Match over: {winners} win the match; {losers} lose it.",
        "it": "Partita finita: vincono {winners}; perde {losers}.",
        "pt": "Partida terminada: ganham {winners}; perde {losers}.",
    },
    "dash_match_tie": {
        "en": "Match over: no single winner (seats {seats} tie).",
        "it": "Partita finita: nessun vincitore unico (pari i posti {seats}).",
        "pt": "Partida terminada: nenhum vencedor único (empate dos lugares {seats}).",
    },
    "dash_match_pot": {
        "en": "The pot of {pot} goes to the winner.",
        "it": "Il piatto di {pot} va al vincitore.",
        "pt": "O pote de {pot} vai para o vencedor.",
    },
    # --- practice tools ---
    "dash_hint": {
        "en": "Hint: play {card}, marked on your hand. {why}",
        "it": "Suggerimento: gioca {card}, segnata nella tua mano. {why}",
        "pt": "Dica: jogue {card}, marcada na sua mão. {why}",
    },
    # the expert's reasons, said to the learner (players speak of themselves: i18n/players.py)
    "dash_suggested": {"en": "the hint's card", "it": "la carta suggerita", "pt": "a carta sugerida"},
    "dash_hint_why_only_card": {
        "en": "It is your only legal card.",
        "it": "È la tua sola carta valida.",
        "pt": "É a sua única carta válida.",
    },
    "dash_hint_why_stop_capote": {
        "en": "It stops the capote of seat {seat}, who has won every trick so far.",
        "it": "Ferma il cappotto del posto {seat}, che ha preso tutte le prese finora.",
        "pt": "Impede o capote do lugar {seat}, que ganhou todas as vazas até agora.",
    },
    "dash_hint_why_expert": {
        "en": "In {samples} deals of the unseen cards that fit what you have seen, it averages {delta} {counter} and {points} points for you.",
        "it": "In {samples} distribuzioni delle carte non viste compatibili con quello che hai visto, ti dà in media {delta} {counter} e {points} punti.",
        "pt": "Em {samples} distribuições das cartas não vistas compatíveis com o que você viu, ela lhe dá em média {delta} {counter} e {points} pontos.",
    },
    "dash_hint_why_expert_vs": {
        "en": "In {samples} deals of the unseen cards that fit what you have seen, it averages {delta} {counter} and {points} points for you, against {other_delta} and {other_points} points with {other}, your next best card.",
        "it": "In {samples} distribuzioni delle carte non viste compatibili con quello che hai visto, ti dà in media {delta} {counter} e {points} punti, contro {other_delta} e {other_points} punti con {other}, la tua seconda scelta.",
        "pt": "Em {samples} distribuições das cartas não vistas compatíveis com o que você viu, ela lhe dá em média {delta} {counter} e {points} pontos, contra {other_delta} e {other_points} pontos com {other}, a sua segunda melhor carta.",
    },
    "dash_hint_why_attempt": {
        "en": "{card} wins the last trick in {good} of the {total} ways the unseen cards can lie ({pct}), so attempting is worth {delta} {counter} on average.",
        "it": "{card} vince l'ultima presa in {good} delle {total} distribuzioni possibili delle carte non viste ({pct}), quindi tentare vale in media {delta} {counter}.",
        "pt": "{card} ganha a última vaza em {good} das {total} distribuições possíveis das cartas não vistas ({pct}), então tentar vale em média {delta} {counter}.",
    },
    "dash_hint_why_annul": {
        "en": "{card} wins the last trick in only {good} of the {total} ways the unseen cards can lie ({pct}), so attempting would be worth {delta} {counter} on average, and annulling changes nothing.",
        "it": "{card} vince l'ultima presa solo in {good} delle {total} distribuzioni possibili delle carte non viste ({pct}), quindi tentare varrebbe in media {delta} {counter}, e trattare non cambia nulla.",
        "pt": "{card} ganha a última vaza só em {good} das {total} distribuições possíveis das cartas não vistas ({pct}), então tentar valeria em média {delta} {counter}, e anular não muda nada.",
    },
    "dash_hint_capote": {
        "en": "Hint: {choice}. {why}",
        "it": "Suggerimento: {choice}. {why}",
        "pt": "Dica: {choice}. {why}",
    },
    "dash_undone": {
        "en": "Taken back: your last move and the cards played after it.",
        "it": "Ripresa: la tua ultima mossa e le carte giocate dopo.",
        "pt": "Desfeito: a sua última jogada e as cartas jogadas depois.",
    },
    "dash_no_undo": {
        "en": "Nothing to take back in this hand.",
        "it": "Niente da riprendere in questa smazzata.",
        "pt": "Nada a desfazer nesta mão.",
    },
    "dash_no_tools": {
        "en": "Table mode: no hints and no take-backs, as at a real table.",
        "it": "Modalità tavolo: niente suggerimenti né riprese, come a un tavolo vero.",
        "pt": "Modo mesa: sem dicas nem desfazer, como numa mesa de verdade.",
    },
    # --- save, load, export ---
    "dash_loaded": {
        "en": "Match loaded: deal code {code}, hand {n}.",
        "it": "Partita caricata: codice {code}, smazzata {n}.",
        "pt": "Partida carregada: código {code}, mão {n}.",
    },
    "dash_load_failed": {
        "en": "Could not load that file: {error}",
        "it": "Impossibile caricare il file: {error}",
        "pt": "Não foi possível carregar o ficheiro: {error}",
    },
    "dash_bad_code": {
        "en": "That deal code cannot be used: {error}",
        "it": "Quel codice non si può usare: {error}",
        "pt": "Esse código não pode ser usado: {error}",
    },
    "dash_bad_setup": {
        "en": "These settings cannot start a match: {error}",
        "it": "Con queste impostazioni non si può iniziare: {error}",
        "pt": "Com estas opções não se pode começar: {error}",
    },
    # --- class ---
    "dash_class_game": {
        "en": "Class game: deal code {code}. Your results go to the teacher.",
        "it": "Partita di classe: codice {code}. I tuoi risultati vanno all'insegnante.",
        "pt": "Jogo da turma: código {code}. Os seus resultados vão para o professor.",
    },
    "dash_class_you": {
        "en": "You are {name} in this class.",
        "it": "In questa classe sei {name}.",
        "pt": "Nesta turma é {name}.",
    },
    "dash_class_name": {
        "en": "Join the class first, at {url}: your teacher sees your results under the name you choose there.",
        "it": "Entra prima nella classe, su {url}: l'insegnante vede i tuoi risultati con il nome che scegli lì.",
        "pt": "Entre primeiro na turma, em {url}: o professor vê os seus resultados com o nome que escolher lá.",
    },
    "dash_class_saved": {
        "en": "Hand {n} checked by the class and saved.",
        "it": "Smazzata {n} verificata dalla classe e salvata.",
        "pt": "Mão {n} verificada pela turma e guardada.",
    },
    "dash_class_already": {
        "en": "The class already had hand {n} (nothing new was saved).",
        "it": "La classe aveva già la smazzata {n} (non è stato salvato nulla di nuovo).",
        "pt": "A turma já tinha a mão {n} (nada de novo foi guardado).",
    },
    "dash_class_over": {
        "en": "Your class match on {code} is over and the class has it: this new match is practice, and its hands are not sent to the class.",
        "it": "La tua partita di classe su {code} è finita e la classe l'ha salvata: questa nuova partita è di allenamento e le sue smazzate non vanno alla classe.",
        "pt": "A sua partida da turma em {code} terminou e a turma já a tem: esta nova partida é de treino e as suas mãos não são enviadas à turma.",
    },
    "dash_class_next_game": {
        "en": "Your teacher has given a new class game, {code}. This match still counts for the class on {old} until it ends; then New match plays {code}.",
        "it": "L'insegnante ha dato una nuova partita di classe, {code}. Questa partita conta ancora per la classe su {old} fino alla fine; poi Nuova partita gioca {code}.",
        "pt": "O professor deu um novo jogo da turma, {code}. Esta partida ainda conta para a turma em {old} até ao fim; depois Nova partida joga {code}.",
    },
    "dash_class_refused": {
        "en": "The class did not take hand {n}: {error}.",
        "it": "La classe non ha accettato la smazzata {n}: {error}.",
        "pt": "A turma não aceitou a mão {n}: {error}.",
    },
    "dash_class_retry": {
        "en": "The class cannot be reached now ({error}); hand {n} will be sent again with the next one.",
        "it": "La classe ora non risponde ({error}); la smazzata {n} verrà inviata di nuovo con la prossima.",
        "pt": "A turma não responde agora ({error}); a mão {n} será enviada de novo com a próxima.",
    },
    # --- log ---
    "dash_log_trick": {"en": "Trick {n}:", "it": "Presa {n}:", "pt": "Vaza {n}:"},
    "dash_last_trick": {
        "en": "Last trick (won by {who}):",
        "it": "Ultima presa (di {who}):",
        "pt": "Última vaza (de {who}):",
    },
    "dash_revoke_note": {
        "en": "Seat {seat} did not follow {suit} while able (a revoke): if it later plays {suit}, the revoke is proved.",
        "it": "Il posto {seat} non ha risposto a {suit} pur potendo: se poi gioca {suit}, la renonce è provata.",
        "pt": "O lugar {seat} não seguiu {suit} podendo: se depois jogar {suit}, a renúncia fica comprovada.",
    },
}

register(MESSAGES)
