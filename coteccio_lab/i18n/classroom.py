"""The class service's pages: join, sign-in, the teacher's page and its script (the line a
lesson shows in class mode is the lessons', ``lesson_class_you``).

Keys starting ``class_page_`` are the pages' words: the service puts them in the HTML
(``classservice.language.page_texts``) and hands them to ``teacher.js``, which fills in
the ``{...}`` parameters itself. Keys starting ``class_err_`` are the service's refusals
(``classservice.refusal``): the API answers them in the reader's language.
"""

from __future__ import annotations

from . import register

MESSAGES: dict[str, dict[str, str]] = {
    # --- every page ---
    "class_page_language": {"en": "Language", "it": "Lingua", "pt": "Língua"},
    # --- joining ---
    "class_page_join_title": {
        "en": "Join the class", "it": "Entra nella classe", "pt": "Entrar na turma"},
    "class_page_join_intro": {
        "en": "Type the name your teacher will see. It stays yours in this browser: another "
              "browser cannot take it unless the teacher allows it.",
        "it": "Scrivi il nome che vedrà l'insegnante. Resta tuo in questo browser: un altro "
              "browser non può prenderlo, a meno che l'insegnante lo permetta.",
        "pt": "Escreva o nome que o professor vai ver. Fica seu neste navegador: outro "
              "navegador não o pode usar, a não ser que o professor o permita.",
    },
    "class_page_your_name": {"en": "Your name", "it": "Il tuo nome", "pt": "O seu nome"},
    "class_page_join": {"en": "Join", "it": "Entra", "pt": "Entrar"},
    "class_page_joined_title": {
        "en": "In the class", "it": "Nella classe", "pt": "Na turma"},
    "class_page_joined_you": {
        "en": "You are {name} in this class.",
        "it": "In questa classe sei {name}.",
        "pt": "Nesta turma é {name}.",
    },
    "class_page_joined_next": {
        "en": "Your results and your answers to the lessons' exercises now go to your teacher.",
        "it": "I tuoi risultati e le tue risposte agli esercizi delle lezioni ora vanno "
              "all'insegnante.",
        "pt": "Os seus resultados e as suas respostas aos exercícios das lições vão agora para "
              "o professor.",
    },
    "class_page_link_dashboard": {
        "en": "Play the class game (the dashboard)",
        "it": "Gioca la partita della classe (il tavolo)",
        "pt": "Jogar o jogo da turma (o painel)",
    },
    "class_page_link_lessons": {"en": "The lessons", "it": "Le lezioni", "pt": "As lições"},
    # --- signing in ---
    "class_page_teacher_title": {
        "en": "Teacher", "it": "Insegnante", "pt": "Professor"},
    "class_page_login_head": {
        "en": "The teacher's page", "it": "La pagina dell'insegnante",
        "pt": "A página do professor"},
    "class_page_login_intro": {
        "en": "This page is the teacher's. Type the class's teacher secret: the launcher "
              "printed it when it made the class folder, and it is in the file "
              "teacher-secret there.",
        "it": "Questa pagina è dell'insegnante. Scrivi il segreto dell'insegnante della classe: "
              "il programma di avvio l'ha stampato quando ha creato la cartella della classe, e "
              "si trova lì nel file teacher-secret.",
        "pt": "Esta página é do professor. Escreva o segredo do professor da turma: o "
              "lançador imprimiu-o quando criou a pasta da turma, e está lá no ficheiro "
              "teacher-secret.",
    },
    "class_page_secret": {
        "en": "Teacher secret", "it": "Segreto dell'insegnante", "pt": "Segredo do professor"},
    "class_page_sign_in": {"en": "Sign in", "it": "Accedi", "pt": "Entrar"},
    "class_page_wrong_secret": {
        "en": "That is not this class’s teacher secret.",
        "it": "Questo non è il segreto dell'insegnante di questa classe.",
        "pt": "Esse não é o segredo do professor desta turma.",
    },
    # --- the teacher's page ---
    "class_page_your_class": {"en": "Your class", "it": "La tua classe", "pt": "A sua turma"},
    "class_page_updates": {
        "en": "This page updates itself as soon as a result or an answer arrives.",
        "it": "Questa pagina si aggiorna da sola appena arriva un risultato o una risposta.",
        "pt": "Esta página atualiza-se sozinha assim que chega um resultado ou uma resposta.",
    },
    "class_page_game_head": {
        "en": "The class game", "it": "La partita della classe", "pt": "O jogo da turma"},
    "class_page_no_game": {
        "en": "No class game yet: set one below.",
        "it": "Ancora nessuna partita della classe: impostala qui sotto.",
        "pt": "Ainda não há jogo da turma: defina um abaixo.",
    },
    "class_page_deal_code": {"en": "Deal code", "it": "Codice", "pt": "Código"},
    "class_page_rules": {"en": "Rules", "it": "Regole", "pt": "Regras"},
    "class_page_opponents": {
        "en": "Computer players (levels, comma-separated)",
        "it": "Giocatori del computer (livelli, separati da virgole)",
        "pt": "Jogadores do computador (níveis, separados por vírgulas)",
    },
    "class_page_mode": {"en": "Mode", "it": "Modalità", "pt": "Modo"},
    "class_page_mode_table": {
        "en": "table (no hints, no undo)",
        "it": "tavolo (senza suggerimenti, senza annullare)",
        "pt": "mesa (sem dicas, sem desfazer)",
    },
    "class_page_mode_practice": {"en": "practice", "it": "allenamento", "pt": "treino"},
    "class_page_note": {
        "en": "Note to the class", "it": "Nota per la classe", "pt": "Nota para a turma"},
    "class_page_give": {
        "en": "Give this game to the class", "it": "Dai questa partita alla classe",
        "pt": "Dar este jogo à turma"},
    "class_page_random": {
        "en": "A new random code", "it": "Un nuovo codice a caso", "pt": "Um novo código ao acaso"},
    "class_page_results": {"en": "Results", "it": "Risultati", "pt": "Resultados"},
    "class_page_results_csv": {
        "en": "Download the results (CSV)", "it": "Scarica i risultati (CSV)",
        "pt": "Descarregar os resultados (CSV)"},
    "class_page_no_results": {
        "en": "No results yet.", "it": "Ancora nessun risultato.",
        "pt": "Ainda não há resultados."},
    "class_page_progress": {
        "en": "Lesson progress", "it": "Progressi nelle lezioni", "pt": "Progresso nas lições"},
    "class_page_progress_csv": {
        "en": "Download every exercise check (CSV)",
        "it": "Scarica ogni verifica degli esercizi (CSV)",
        "pt": "Descarregar todas as verificações dos exercícios (CSV)",
    },
    "class_page_no_progress": {
        "en": "No exercise answered yet.",
        "it": "Nessuno ha ancora risposto a un esercizio.",
        "pt": "Ainda ninguém respondeu a um exercício.",
    },
    "class_page_hard_head": {
        "en": "Where most of the class answers “{word}”",
        "it": "Dove la maggior parte della classe risponde «{word}»",
        "pt": "Onde a maioria da turma responde «{word}»",
    },
    "class_page_no_hard": {
        "en": "No exercise stands out.", "it": "Nessun esercizio spicca.",
        "pt": "Nenhum exercício se destaca."},
    "class_page_students": {"en": "Students", "it": "Studenti", "pt": "Alunos"},
    "class_page_nobody": {
        "en": "Nobody has joined yet.", "it": "Non è ancora entrato nessuno.",
        "pt": "Ainda ninguém entrou."},
    "class_page_sign_out": {"en": "Sign out", "it": "Esci", "pt": "Sair"},
    # --- the teacher's page, drawn by teacher.js ({...}: filled in by the script) ---
    "class_page_game_line": {
        "en": "Class game {code} · {rules} · {opponents} · {mode}",
        "it": "Partita della classe {code} · {rules} · {opponents} · {mode}",
        "pt": "Jogo da turma {code} · {rules} · {opponents} · {mode}",
    },
    "class_page_col_student": {"en": "Student", "it": "Studente", "pt": "Aluno"},
    "class_page_col_hand": {"en": "H{n}", "it": "S{n}", "pt": "M{n}"},
    "class_page_col_total": {"en": "Total", "it": "Totale", "pt": "Total"},
    "class_page_col_points": {"en": "Points", "it": "Punti", "pt": "Pontos"},
    "class_page_col_match": {"en": "Match", "it": "Partita", "pt": "Partida"},
    "class_page_not_verified": {
        "en": "{name} (not verified)", "it": "{name} (non verificato)",
        "pt": "{name} (não verificado)"},
    "class_page_col_deal": {
        "en": "hand {hand}: one deal, played by {players}",
        "it": "smazzata {hand}: una distribuzione, giocata da {players}",
        "pt": "mão {hand}: uma distribuição, jogada por {players}"},
    "class_page_annulled": {
        "en": "annulled: this hand counts nothing", "it": "annullata: questa smazzata non conta",
        "pt": "anulada: esta mão não conta"},
    "class_page_annulled_short": {"en": "ann.", "it": "ann.", "pt": "anul."},
    "class_page_in_hands": {"en": "in {n} hands", "it": "in {n} smazzate", "pt": "em {n} mãos"},
    "class_page_results_how": {
        "en": "The order: won matches first (best total first, then fewest hands), then "
              "matches still being played (best total first), then lost matches (the "
              "longest first). Each column is one deal: everyone in it had the same cards. "
              "After an annulled hand the same dealer deals again, so one hand number may "
              "have two deals (H2a, H2b). Green: the best result on that deal; “ann.”: an "
              "annulled hand, which counts nothing (nor its card points).",
        "it": "L'ordine: prima le partite vinte (miglior totale, poi meno smazzate), poi "
              "quelle ancora in corso (miglior totale), poi quelle perse (prima le più "
              "lunghe). Ogni colonna è una distribuzione: chi vi compare ha avuto le stesse "
              "carte. Dopo una smazzata annullata distribuisce di nuovo lo stesso mazziere, "
              "quindi un numero di smazzata può avere due distribuzioni (S2a, S2b). In verde: "
              "il miglior risultato su quella distribuzione; «ann.»: una smazzata annullata, "
              "che non conta (nemmeno i suoi punti).",
        "pt": "A ordem: primeiro as partidas ganhas (melhor total, depois menos mãos), depois "
              "as que ainda se jogam (melhor total), depois as perdidas (as mais longas "
              "primeiro). Cada coluna é uma distribuição: todos nela tiveram as mesmas cartas. "
              "Depois de uma mão anulada o mesmo distribuidor volta a dar, por isso um número "
              "de mão pode ter duas distribuições (M2a, M2b). A verde: o melhor resultado "
              "nessa distribuição; «anul.»: uma mão anulada, que não conta (nem os seus "
              "pontos)."},
    "class_page_warn_going": {
        "en": "{n} student(s) are in the middle of a match on {code}: {names}. They will finish "
              "it (its hands still count on {code}), and their next match will be the new game.",
        "it": "{n} studenti sono a metà di una partita su {code}: {names}. La finiranno (le sue "
              "smazzate contano ancora su {code}) e la loro prossima partita sarà la nuova.",
        "pt": "{n} aluno(s) estão a meio de uma partida em {code}: {names}. Vão terminá-la (as "
              "suas mãos ainda contam em {code}) e a próxima partida será o novo jogo."},
    "class_page_give_anyway": {
        "en": "Give the new game (they finish theirs first)",
        "it": "Dai la nuova partita (prima finiscono la loro)",
        "pt": "Dar o novo jogo (primeiro terminam o seu)"},
    "class_page_cancel": {"en": "Cancel", "it": "Annulla", "pt": "Cancelar"},
    "class_page_given_going": {
        "en": "The class game is now {code}. {n} match(es) on {before} go on to their end; "
              "those students are told, and get {code} at their next match.",
        "it": "La partita della classe ora è {code}. {n} partite su {before} continuano fino "
              "alla fine; quegli studenti lo sanno e avranno {code} alla prossima partita.",
        "pt": "O jogo da turma agora é {code}. {n} partida(s) em {before} continuam até ao fim; "
              "esses alunos são avisados e recebem {code} na próxima partida."},
    "class_page_level_random": {"en": "random", "it": "a caso", "pt": "aleatório"},
    "class_page_level_cautious": {"en": "cautious", "it": "prudente", "pt": "cauteloso"},
    "class_page_level_expert": {"en": "expert", "it": "esperto", "pt": "especialista"},
    "class_page_code_placeholder": {
        "en": "8 letters or digits", "it": "8 lettere o cifre", "pt": "8 letras ou algarismos"},
    "class_page_opponents_hint": {
        "en": "one per computer seat, separated by commas: random, cautious or expert",
        "it": "uno per posto del computer, separati da virgole: a caso, prudente o esperto",
        "pt": "um por lugar do computador, separados por vírgulas: aleatório, cauteloso ou "
              "especialista"},
    "class_page_join_at": {
        "en": "Students join at (type it, or read the code with a camera):",
        "it": "Gli studenti entrano da qui (si scrive, o si legge il codice con la fotocamera):",
        "pt": "Os alunos entram aqui (escreve-se, ou lê-se o código com a câmara):"},
    "class_page_join_local": {
        "en": "This address reaches this computer only: for the class's other computers, "
              "start the class with --ip 0.0.0.0.",
        "it": "Questo indirizzo raggiunge solo questo computer: per gli altri computer della "
              "classe, avvia la classe con --ip 0.0.0.0.",
        "pt": "Este endereço só chega a este computador: para os outros computadores da "
              "turma, inicie a turma com --ip 0.0.0.0."},
    "class_page_join_qr": {
        "en": "QR code of the join address", "it": "Codice QR dell'indirizzo per entrare",
        "pt": "Código QR do endereço para entrar"},
    "class_page_not_started": {
        "en": "class game not started", "it": "partita della classe non iniziata",
        "pt": "jogo da turma não começado"},
    "class_page_on_hand": {"en": "on hand {n}", "it": "alla smazzata {n}", "pt": "na mão {n}"},
    "class_page_last_active": {
        "en": "last active {time}", "it": "ultima attività {time}", "pt": "última atividade {time}"},
    "class_page_never_active": {
        "en": "no hand nor exercise yet", "it": "ancora nessuna smazzata né esercizio",
        "pt": "ainda nenhuma mão nem exercício"},
    "class_page_drill_tip": {
        "en": "this student's hands, one by one", "it": "le smazzate di questo studente, una per una",
        "pt": "as mãos deste aluno, uma a uma"},
    "class_page_drill_head": {
        "en": "{name}: {n} hand(s)", "it": "{name}: {n} smazzate", "pt": "{name}: {n} mão(s)"},
    "class_page_col_hand_no": {"en": "Hand", "it": "Smazzata", "pt": "Mão"},
    "class_page_col_outcome": {"en": "Outcome", "it": "Esito", "pt": "Resultado"},
    "class_page_col_change": {"en": "Change", "it": "Variazione", "pt": "Variação"},
    "class_page_col_when": {"en": "When", "it": "Quando", "pt": "Quando"},
    "class_page_col_record": {"en": "Record", "it": "Registrazione", "pt": "Registo"},
    "class_page_record_link": {
        "en": "hand record (JSON)", "it": "registrazione (JSON)", "pt": "registo (JSON)"},
    "class_page_close": {"en": "Close", "it": "Chiudi", "pt": "Fechar"},
    "class_page_outcome_normal": {"en": "played out", "it": "giocata fino in fondo", "pt": "jogada até ao fim"},
    "class_page_outcome_capote": {"en": "capote", "it": "cappotto", "pt": "capote"},
    "class_page_outcome_capote_failed": {
        "en": "capote stopped", "it": "cappotto fermato", "pt": "capote travado"},
    "class_page_outcome_annulled": {"en": "annulled", "it": "annullata", "pt": "anulada"},
    "class_page_outcome_revoke": {"en": "revoke", "it": "renonce", "pt": "renúncia"},
    "class_page_outcome_void": {"en": "void", "it": "nulla", "pt": "nula"},
    "class_page_close_game": {
        "en": "Close the class game", "it": "Chiudi la partita della classe",
        "pt": "Fechar o jogo da turma"},
    "class_page_close_warn": {
        "en": "Closing stops every match in progress: from then on no hand counts. The "
              "results so far stay in Results. Close it?",
        "it": "Chiudere ferma ogni partita in corso: da quel momento nessuna smazzata conta. "
              "I risultati finora restano in Risultati. Chiuderla?",
        "pt": "Fechar para todas as partidas em curso: a partir daí nenhuma mão conta. Os "
              "resultados até agora ficam em Resultados. Fechar?"},
    "class_page_close_yes": {"en": "Close it", "it": "Chiudila", "pt": "Fechar"},
    "class_page_closed_line": {
        "en": "The class game {code} is closed: no hand counts until you give a game. Its "
              "results are below.",
        "it": "La partita della classe {code} è chiusa: nessuna smazzata conta finché non ne "
              "dai un'altra. I suoi risultati sono qui sotto.",
        "pt": "O jogo da turma {code} está fechado: nenhuma mão conta até dar outro jogo. Os "
              "seus resultados estão abaixo."},
    "class_page_state_won": {"en": "won", "it": "vinta", "pt": "ganha"},
    "class_page_state_lost": {"en": "lost", "it": "persa", "pt": "perdida"},
    "class_page_state_playing": {"en": "playing", "it": "in corso", "pt": "em curso"},
    "class_page_lesson": {"en": "Lesson {n}", "it": "Lezione {n}", "pt": "Lição {n}"},
    "class_page_right_of": {
        "en": "{correct} of {total} right ({tried} tried)",
        "it": "{correct} giuste su {total} ({tried} provati)",
        "pt": "{correct} certas de {total} ({tried} tentados)"},
    "class_page_hard_item": {
        "en": "Lesson {lesson}, {exercise}: {not_quite} of {tried} answered “{word}” first",
        "it": "Lezione {lesson}, {exercise}: {not_quite} su {tried} hanno risposto «{word}» "
              "la prima volta",
        "pt": "Lição {lesson}, {exercise}: {not_quite} de {tried} responderam «{word}» à "
              "primeira",
    },
    "class_page_allow": {
        "en": "Allow one more browser", "it": "Permetti un altro browser",
        "pt": "Permitir mais um navegador"},
    "class_page_browsers": {
        "en": "{name}: {browsers} browser(s)", "it": "{name}: {browsers} browser",
        "pt": "{name}: {browsers} navegador(es)"},
    "class_page_last_update": {
        "en": "Last update {time}.", "it": "Ultimo aggiornamento {time}.",
        "pt": "Última atualização {time}."},
    "class_page_unreachable": {
        "en": "Cannot reach the class service ({error}); trying again.",
        "it": "Il servizio della classe non risponde ({error}); riprovo.",
        "pt": "O serviço da turma não responde ({error}); a tentar de novo.",
    },
    # --- the lessons' exercise titles, for the teacher (class_ex_LESSON_KEY) ---
    "class_ex_1_rank-order": {"en": 'Highest to lowest', "it": 'Dalla più alta alla più bassa', "pt": 'Da mais alta à mais baixa'},
    "class_ex_1_french-deck": {"en": 'The same with a French deck', "it": 'Lo stesso con un mazzo francese', "pt": 'O mesmo com um baralho francês'},
    "class_ex_1_points-order": {"en": 'Most points to fewest', "it": 'Dai più punti ai meno', "pt": 'Dos mais pontos aos menos'},
    "class_ex_2_follow": {"en": 'Follow suit', "it": 'Rispondere al seme', "pt": 'Seguir o naipe'},
    "class_ex_2_void": {"en": 'Nothing of the suit led', "it": 'Nessuna carta del seme giocato', "pt": 'Nenhuma carta do naipe jogado'},
    "class_ex_2_forced": {"en": 'The fourth player of source 001', "it": 'Il quarto giocatore della fonte 001', "pt": 'O quarto jogador da fonte 001'},
    "class_ex_2_off-suit": {"en": 'A high card of another suit', "it": 'Una carta alta di un altro seme', "pt": 'Uma carta alta de outro naipe'},
    "class_ex_2_five-players": {"en": 'A trick of five', "it": 'Una presa a cinque', "pt": 'Uma vaza de cinco'},
    "class_ex_3_last-trick": {"en": 'The last trick', "it": "L'ultima presa", "pt": 'A última vaza'},
    "class_ex_3_tie": {"en": 'A tie', "it": 'Un pareggio', "pt": 'Um empate'},
    "class_ex_3_out": {"en": 'Out of the match', "it": 'Fuori dalla partita', "pt": 'Fora da partida'},
    "class_ex_3_everyone-out": {"en": 'Everyone out at once?', "it": 'Tutti fuori insieme?', "pt": 'Todos fora de uma vez?'},
    "class_ex_4_score-stopped": {"en": 'Score the stopped capote', "it": 'Conta il cappotto fermato', "pt": 'Conte o capote travado'},
    "class_ex_4_decide": {"en": 'Decide before you count', "it": 'Decidi prima di contare', "pt": 'Decida antes de contar'},
    "class_ex_4_voids": {"en": 'A void that changes everything', "it": 'Un seme mancante che cambia tutto', "pt": 'Um naipe em falta que muda tudo'},
    "class_ex_4_stop": {"en": 'Stop it now', "it": 'Fermalo ora', "pt": 'Trave-o agora'},
    "class_ex_5_tie": {"en": 'A tie in Trieste and in Bergamo', "it": 'Un pareggio a Trieste e a Bergamo', "pt": 'Um empate em Trieste e em Bergamo'},
    "class_ex_5_no-trick": {"en": 'No trick in Piacenza', "it": 'Nessuna presa a Piacenza', "pt": 'Nenhuma vaza em Piacenza'},
    "class_ex_5_capote": {"en": 'A capote in Trieste and in Bergamo', "it": 'Un cappotto a Trieste e a Bergamo', "pt": 'Um capote em Trieste e em Bergamo'},
    "class_ex_5_everyone-out": {"en": 'Everyone out at once', "it": 'Tutti fuori insieme', "pt": 'Todos fora de uma vez'},
    "class_ex_6_expert-card": {"en": "The expert's card", "it": "La carta dell'esperto", "pt": 'A carta do especialista'},
    "class_ex_6_two-players": {"en": 'A capote with two players', "it": 'Un cappotto in due', "pt": 'Um capote a dois'},
    "class_ex_6_capote-trend": {"en": 'Capotes and table size', "it": 'I cappotti e il numero di giocatori', "pt": 'Os capotes e o número de jogadores'},
    "class_ex_6_zero-points": {"en": 'How often you take nothing', "it": 'Quanto spesso non prendi nulla', "pt": 'Quantas vezes não leva nada'},
    # --- the service's refusals (classservice.refusal; {{ }} is a literal brace) ---
    "class_err_hand_shape": {
        "en": 'send {{"hand": N, "record": {{...}}}}',
        "it": 'invia {{"hand": N, "record": {{...}}}}',
        "pt": 'envie {{"hand": N, "record": {{...}}}}',
    },
    "class_err_game_closed": {
        "en": "the teacher has closed the class game {code}: this hand does not count (the "
              "results so far are kept)",
        "it": "l'insegnante ha chiuso la partita della classe {code}: questa smazzata non "
              "conta (i risultati finora restano)",
        "pt": "o professor fechou o jogo da turma {code}: esta mão não conta (os resultados "
              "até agora ficam guardados)",
    },
    "class_err_no_game": {
        "en": "the teacher has not set a class game yet",
        "it": "l'insegnante non ha ancora scelto una partita della classe",
        "pt": "o professor ainda não escolheu um jogo da turma",
    },
    "class_err_other_game": {
        "en": "this hand is from the game {code}, the class game is {game}",
        "it": "questa mano è della partita {code}, la partita della classe è {game}",
        "pt": "esta mão é do jogo {code}, o jogo da turma é {game}",
    },
    "class_err_not_stored": {
        "en": "hand {n} could not be stored; send it again",
        "it": "la mano {n} non è stata salvata; inviala di nuovo",
        "pt": "a mão {n} não foi guardada; envie-a de novo",
    },
    "class_err_replay": {
        "en": "your stored hands on this game cannot be replayed: {err}",
        "it": "le tue mani salvate su questa partita non si possono rigiocare: {err}",
        "pt": "as suas mãos guardadas neste jogo não se podem rejogar: {err}",
    },
    "class_err_progress_shape": {
        "en": 'send {{"lesson": N, "exercise": "key", "answer": ...}}',
        "it": 'invia {{"lesson": N, "exercise": "key", "answer": ...}}',
        "pt": 'envie {{"lesson": N, "exercise": "key", "answer": ...}}',
    },
    "class_err_lesson": {
        "en": "a lesson is a number from 1 to {most}, not {got}",
        "it": "una lezione è un numero da 1 a {most}, non {got}",
        "pt": "uma lição é um número de 1 a {most}, não {got}",
    },
    "class_err_exercise": {
        "en": "an exercise is a key like 'rank-order', not {got}",
        "it": "un esercizio è una chiave come 'rank-order', non {got}",
        "pt": "um exercício é uma chave como 'rank-order', não {got}",
    },
    "class_err_no_answer": {
        "en": "send the learner's answer: "
              'send {{"lesson": N, "exercise": "key", "answer": ...}}',
        "it": "invia la risposta dello studente: "
              'invia {{"lesson": N, "exercise": "key", "answer": ...}}',
        "pt": "envie a resposta do aluno: "
              'envie {{"lesson": N, "exercise": "key", "answer": ...}}',
    },
    "class_err_unknown_game": {
        "en": "unknown game", "it": "partita sconosciuta", "pt": "jogo desconhecido"},
    "class_err_hand_again": {
        "en": 'hand {n} is already in the class results; your next hand is hand {next}',
        "it": 'la mano {n} è già nei risultati della classe; la tua prossima mano è la mano {next}',
        "pt": 'a mão {n} já está nos resultados da turma; a sua próxima mão é a mão {next}',
    },
    "class_err_hand_next": {
        "en": 'your next hand on this class game is hand {next}, not hand {n}',
        "it": 'la tua prossima mano in questa partita della classe è la mano {next}, non la mano {n}',
        "pt": 'a sua próxima mão neste jogo da turma é a mão {next}, não a mão {n}',
    },
    "class_err_match_over": {
        "en": 'your match on the class game {code} is over after {done} hands',
        "it": 'la tua partita sul gioco della classe {code} è finita dopo {done} mani',
        "pt": 'o seu jogo da turma {code} acabou depois de {done} mãos',
    },
    "class_err_record": {
        "en": 'hand {n}: {err}',
        "it": 'mano {n}: {err}',
        "pt": 'mão {n}: {err}',
    },
    "class_err_nested": {
        "en": 'hand {n}: the record is nested too deeply',
        "it": 'mano {n}: la registrazione è annidata troppo in profondità',
        "pt": 'mão {n}: o registo está aninhado demasiado fundo',
    },
    "class_err_rules": {
        "en": "hand {n} was played under {theirs} rules, the class game's are {ours}",
        "it": 'la mano {n} è stata giocata con le regole {theirs}, quelle della partita della classe sono {ours}',
        "pt": 'a mão {n} foi jogada com as regras {theirs}, as do jogo da turma são {ours}',
    },
    "class_err_no_deal": {
        "en": 'hand {n}: the class game deals no hand now',
        "it": 'mano {n}: ora la partita della classe non distribuisce nessuna mano',
        "pt": 'mão {n}: o jogo da turma não dá nenhuma mão agora',
    },
    "class_err_counters": {
        "en": "hand {n}: the counters before the hand are {ours} in the class's replay, not {theirs}",
        "it": 'mano {n}: i contatori prima della mano sono {ours} nella verifica della classe, non {theirs}',
        "pt": 'mão {n}: os contadores antes da mão são {ours} na verificação da turma, não {theirs}',
    },
    "class_err_unfinished": {
        "en": 'hand {n} is not finished: the record stops after {cards} cards',
        "it": 'la mano {n} non è finita: la registrazione si ferma dopo {cards} carte',
        "pt": 'a mão {n} não acabou: o registo para depois de {cards} cartas',
    },
    "class_err_hand_number": {
        "en": 'a hand number is a whole number, not {got}',
        "it": 'il numero di una mano è un numero intero, non {got}',
        "pt": 'o número de uma mão é um número inteiro, não {got}',
    },
    "class_err_hand_range": {
        "en": 'a hand number is from 1 to {most}, not {got}',
        "it": 'il numero di una mano va da 1 a {most}, non {got}',
        "pt": 'o número de uma mão vai de 1 a {most}, não {got}',
    },
    "class_err_lives_needed": {
        "en": "hand {n}: you had a choice to make before it, so the record must give the counters before the hand ('lives')",
        "it": "mano {n}: prima avevi una scelta da fare, quindi la registrazione deve dare i contatori prima della mano ('lives')",
        "pt": "mão {n}: antes tinha uma escolha a fazer, por isso o registo tem de dar os contadores antes da mão ('lives')",
    },
    "class_err_cappotto": {
        "en": 'hand {n}: after the cappotto your {counter} are {start} (start over) or {now} (fifth hand), not {got}',
        "it": 'mano {n}: dopo il cappotto le tue {counter} sono {start} (ricominciare) o {now} (quinta mano), non {got}',
        "pt": 'mão {n}: depois do cappotto as suas {counter} são {start} (recomeçar) ou {now} (quinta mão), não {got}',
    },
    "class_err_doctor": {
        "en": 'hand {n}: after the doctor your {counter} are {doctor} (called) or {now} (declined), not {got}',
        "it": 'mano {n}: dopo il dottore le tue {counter} sono {doctor} (chiamato) o {now} (rifiutato), non {got}',
        "pt": 'mão {n}: depois do médico as suas {counter} são {doctor} (chamado) ou {now} (recusado), não {got}',
    },
    "class_err_over": {
        "en": "hand {n}: the class game's match is over, no hand follows",
        "it": 'mano {n}: la partita della classe è finita, non segue nessuna mano',
        "pt": 'mão {n}: o jogo da turma acabou, não há mais mãos',
    },
    "class_err_deal_seats": {
        "en": 'hand {n} was not dealt from the class game {code}: it has {seats} seats, the class game {players}',
        "it": 'la mano {n} non è stata distribuita dalla partita della classe {code}: ha {seats} posti, la partita della classe {players}',
        "pt": 'a mão {n} não foi dada pelo jogo da turma {code}: tem {seats} lugares, o jogo da turma {players}',
    },
    "class_err_deal_dealer": {
        "en": 'hand {n} was not dealt from the class game {code}: the dealer is seat {ours}, not seat {theirs}',
        "it": 'la mano {n} non è stata distribuita dalla partita della classe {code}: il mazziere è il posto {ours}, non il posto {theirs}',
        "pt": 'a mão {n} não foi dada pelo jogo da turma {code}: quem dá é o lugar {ours}, não o lugar {theirs}',
    },
    "class_err_deal_cards": {
        "en": "hand {n} was not dealt from the class game {code}: seat {seat}'s cards are not the ones dealt",
        "it": 'la mano {n} non è stata distribuita dalla partita della classe {code}: le carte del posto {seat} non sono quelle distribuite',
        "pt": 'a mão {n} não foi dada pelo jogo da turma {code}: as cartas do lugar {seat} não são as que foram dadas',
    },
    "class_err_deal_spies": {
        "en": 'hand {n} was not dealt from the class game {code}: the spies are not the ones dealt',
        "it": 'la mano {n} non è stata distribuita dalla partita della classe {code}: le spie non sono quelle distribuite',
        "pt": 'a mão {n} não foi dada pelo jogo da turma {code}: as espias não são as que foram dadas',
    },
    "class_err_computer_capote": {
        "en": 'hand {n}, play {at}: seat {seat} ({level}) chooses {want} at the capote, not {got}',
        "it": 'mano {n}, giocata {at}: il posto {seat} ({level}) sceglie {want} al cappotto, non {got}',
        "pt": 'mão {n}, jogada {at}: o lugar {seat} ({level}) escolhe {want} no capote, não {got}',
    },
    "class_err_computer_card": {
        "en": "hand {n}, play {at} (seat {seat}, {card}): the class's {level} player plays {want} there",
        "it": 'mano {n}, giocata {at} (posto {seat}, {card}): lì il giocatore {level} della classe gioca {want}',
        "pt": 'mão {n}, jogada {at} (lugar {seat}, {card}): aí o jogador {level} da turma joga {want}',
    },
    "class_err_game_code_length": {
        "en": "a class's deal code has {length} letters or digits, like K7QX-3MPA: {got} has "
              "{n} (press “A new random code” for one)",
        "it": "il codice di una classe ha {length} lettere o cifre, come K7QX-3MPA: {got} ne "
              "ha {n} (premi «Un nuovo codice a caso» per averne uno)",
        "pt": "o código de uma turma tem {length} letras ou algarismos, como K7QX-3MPA: {got} "
              "tem {n} (carregue em «Um novo código ao acaso» para ter um)",
    },
    "class_err_game": {
        "en": 'class game: {err}',
        "it": 'partita della classe: {err}',
        "pt": 'jogo da turma: {err}',
    },
    "class_err_game_players": {
        "en": 'class game: choose 1 to 7 computer players, not {got}',
        "it": 'partita della classe: scegli da 1 a 7 giocatori del computer, non {got}',
        "pt": 'jogo da turma: escolha de 1 a 7 jogadores do computador, não {got}',
    },
    "class_err_game_level": {
        "en": 'class game: unknown level {got}: choose from {levels}',
        "it": 'partita della classe: livello sconosciuto {got}: scegli tra {levels}',
        "pt": 'jogo da turma: nível desconhecido {got}: escolha entre {levels}',
    },
    "class_err_game_mode": {
        "en": 'class game: mode is practice or table, not {got}',
        "it": 'partita della classe: la modalità è practice o table, non {got}',
        "pt": 'jogo da turma: o modo é practice ou table, não {got}',
    },
    "class_err_game_note": {
        "en": 'class game: the note has at most {most} characters',
        "it": 'partita della classe: la nota ha al massimo {most} caratteri',
        "pt": 'jogo da turma: a nota tem no máximo {most} caracteres',
    },
    "class_err_game_shape": {
        "en": 'class game: a JSON object {{"code": ..., ...}}',
        "it": 'partita della classe: un oggetto JSON {{"code": ..., ...}}',
        "pt": 'jogo da turma: um objeto JSON {{"code": ..., ...}}',
    },
    "class_err_game_opponents": {
        "en": "class game: 'opponents' must be a list of levels",
        "it": "partita della classe: 'opponents' deve essere una lista di livelli",
        "pt": "jogo da turma: 'opponents' tem de ser uma lista de níveis",
    },
    "class_err_game_rules": {
        "en": "class game: 'rules' is a preset name or an object",
        "it": "partita della classe: 'rules' è il nome di un insieme di regole o un oggetto",
        "pt": "jogo da turma: 'rules' é o nome de um conjunto de regras ou um objeto",
    },
    "class_err_game_text": {
        "en": "class game: 'code' and 'note' are text",
        "it": "partita della classe: 'code' e 'note' sono testo",
        "pt": "jogo da turma: 'code' e 'note' são texto",
    },
    "class_err_name_text": {
        "en": "a student's name is text",
        "it": 'il nome di uno studente è un testo',
        "pt": 'o nome de um aluno é um texto',
    },
    "class_err_name_empty": {
        "en": 'a student needs a name (1 to {most} letters)',
        "it": 'uno studente ha bisogno di un nome (da 1 a {most} lettere)',
        "pt": 'um aluno precisa de um nome (de 1 a {most} letras)',
    },
    "class_err_name_long": {
        "en": 'a name has at most {most} characters, this one {got}',
        "it": 'un nome ha al massimo {most} caratteri, questo {got}',
        "pt": 'um nome tem no máximo {most} caracteres, este {got}',
    },
    "class_err_name_control": {
        "en": 'a name cannot hold control characters, invisible characters or blanks',
        "it": 'un nome non può contenere caratteri di controllo, caratteri invisibili o spazi '
              'vuoti speciali',
        "pt": 'um nome não pode conter caracteres de controlo, caracteres invisíveis ou '
              'espaços em branco especiais',
    },
    "class_err_name_taken": {
        "en": 'the name {name} (or one that looks just like it) is already taken in this class: if it is yours, ask the teacher for a code for one more browser and type it here',
        "it": "il nome {name} (o uno che gli somiglia in tutto) è già preso in questa classe: se è tuo, chiedi all'insegnante un codice per un altro browser e scrivilo qui",
        "pt": 'o nome {name} (ou um que se parece com ele) já está ocupado nesta turma: se é seu, peça ao professor um código para mais um navegador e escreva-o aqui',
    },
    "class_err_name_just_taken": {
        "en": 'the name {name} was just taken in this class: choose another',
        "it": 'il nome {name} è appena stato preso in questa classe: scegline un altro',
        "pt": 'o nome {name} acabou de ser ocupado nesta turma: escolha outro',
    },
    "class_err_no_student": {
        "en": 'no student called {name} has joined',
        "it": 'nessuno studente di nome {name} è entrato nella classe',
        "pt": 'nenhum aluno chamado {name} entrou na turma',
    },
    "class_err_checks_busy": {
        "en": 'too many checks of the same exercise at once',
        "it": 'troppe verifiche dello stesso esercizio nello stesso momento',
        "pt": 'demasiadas verificações do mesmo exercício ao mesmo tempo',
    },
    "class_err_too_big": {
        "en": 'the request is too big (at most {most} KB)',
        "it": 'la richiesta è troppo grande (al massimo {most} KB)',
        "pt": 'o pedido é demasiado grande (no máximo {most} KB)',
    },
    "class_err_not_json_type": {
        "en": 'send JSON with Content-Type: application/json',
        "it": 'invia JSON con Content-Type: application/json',
        "pt": 'envie JSON com Content-Type: application/json',
    },
    "class_err_bad_json": {
        "en": 'the request is not valid JSON',
        "it": 'la richiesta non è JSON valido',
        "pt": 'o pedido não é JSON válido',
    },
    "class_err_not_object": {
        "en": 'send a JSON object {{...}}',
        "it": 'invia un oggetto JSON {{...}}',
        "pt": 'envie um objeto JSON {{...}}',
    },
    "class_err_unknown_key": {
        "en": 'unknown key {key}: this request takes {keys}',
        "it": 'chiave sconosciuta {key}: questa richiesta accetta {keys}',
        "pt": 'chave desconhecida {key}: este pedido aceita {keys}',
    },
    "class_err_not_joined": {
        "en": 'you have not joined the class: join it first',
        "it": 'non sei entrato nella classe: entra prima',
        "pt": 'não entrou na turma: entre primeiro',
    },
    "class_err_not_joined_at": {
        "en": 'you have not joined the class: join it at {url} first',
        "it": 'non sei entrato nella classe: entra prima da {url}',
        "pt": 'não entrou na turma: entre primeiro em {url}',
    },
    "class_err_teacher_only": {
        "en": 'only the teacher may do this',
        "it": "solo l'insegnante può farlo",
        "pt": 'só o professor pode fazer isto',
    },
}

register(MESSAGES)
