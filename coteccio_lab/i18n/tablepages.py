"""The pages of the tables on the server: the lobby, the table, the teacher's watch panel and
the projector page (issue 21), in English, Italian and Brazilian Portuguese.

Keys starting ``class_page_`` are the pages' words, handed to the pages as the class
service's other words are (``classservice.language.page_texts``); the scripts fill in the
``{...}`` parameters themselves. Keys starting ``tablepage_`` are what the service's seat
view (``classservice.seatview``) says on the board.
"""

from __future__ import annotations

from . import register

MESSAGES: dict[str, dict[str, str]] = {
    # --- the joined page and the dashboard ---
    "class_page_link_tables": {
        "en": "The tables: play with your classmates",
        "it": "I tavoli: gioca con i compagni",
        "pt": "As mesas: jogue com os colegas",
    },
    # --- the lobby ---
    "class_page_lobby_title": {"en": "Tables", "it": "Tavoli", "pt": "Mesas"},
    "class_page_lobby_intro": {
        "en": "Sit at a free seat, or open a table and wait for your classmates to sit.",
        "it": "Siediti a un posto libero, oppure apri un tavolo e aspetta che i compagni "
              "si siedano.",
        "pt": "Sente-se num lugar livre, ou abra uma mesa e espere os colegas se sentarem.",
    },
    "class_page_lobby_none": {
        "en": "No table is open yet: open one.",
        "it": "Ancora nessun tavolo aperto: aprine uno.",
        "pt": "Nenhuma mesa aberta ainda: abra uma.",
    },
    "class_page_lobby_new_head": {
        "en": "A new table", "it": "Un nuovo tavolo", "pt": "Uma mesa nova"},
    "class_page_lobby_seats": {
        "en": "Seats (2 to 8)", "it": "Posti (da 2 a 8)", "pt": "Lugares (de 2 a 8)"},
    "class_page_lobby_computers": {
        "en": "Computer players", "it": "Giocatori del computer",
        "pt": "Jogadores do computador"},
    "class_page_lobby_level": {
        "en": "Their level", "it": "Il loro livello", "pt": "O nível deles"},
    "class_page_lobby_takeback": {
        "en": "Take-backs allowed (you alone with computer players)",
        "it": "Si può riprendere una mossa (da solo con i giocatori del computer)",
        "pt": "Pode desfazer jogadas (você sozinho com jogadores do computador)"},
    "class_page_lobby_new": {"en": "Open the table", "it": "Apri il tavolo", "pt": "Abrir a mesa"},
    "class_page_lobby_sit": {"en": "Sit here", "it": "Siediti", "pt": "Sentar"},
    "class_page_lobby_back": {
        "en": "Back to your table", "it": "Torna al tuo tavolo", "pt": "Voltar à sua mesa"},
    "class_page_lobby_table": {"en": "Table {id}", "it": "Tavolo {id}", "pt": "Mesa {id}"},
    "class_page_lobby_taken": {
        "en": "{taken} of {seats} seats taken · free: {free}",
        "it": "{taken} posti su {seats} occupati · liberi: {free}",
        "pt": "{taken} de {seats} lugares ocupados · livres: {free}",
    },
    "class_page_lobby_free_seat": {"en": "free", "it": "libero", "pt": "livre"},
    "class_page_lobby_you": {"en": "{name} (you)", "it": "{name} (tu)", "pt": "{name} (você)"},
    "class_page_lobby_computer": {
        "en": "computer, {level}", "it": "computer, {level}", "pt": "computador, {level}"},
    "class_page_state_waiting": {
        "en": "waiting for players", "it": "in attesa di giocatori", "pt": "esperando jogadores"},
    "class_page_state_over": {"en": "over", "it": "finita", "pt": "terminada"},
    "class_page_lobby_loading": {
        "en": "Loading the tables…", "it": "Carico i tavoli…", "pt": "Carregando as mesas…"},
    # --- the table ---
    "class_page_table_title": {"en": "Table {id}", "it": "Tavolo {id}", "pt": "Mesa {id}"},
    "class_page_table_lobby": {
        "en": "All the tables", "it": "Tutti i tavoli", "pt": "Todas as mesas"},
    "class_page_table_leave": {
        "en": "Leave the table", "it": "Lascia il tavolo", "pt": "Sair da mesa"},
    "class_page_table_leave_sure": {
        "en": "Leave the table? A computer player takes your seat until someone sits there.",
        "it": "Lasciare il tavolo? Un giocatore del computer prende il tuo posto finché "
              "qualcuno non si siede.",
        "pt": "Sair da mesa? Um jogador do computador fica no seu lugar até alguém se sentar."},
    "class_page_table_loading": {
        "en": "Sitting down at the table…", "it": "Mi siedo al tavolo…",
        "pt": "Sentando à mesa…"},
    "class_page_table_offline": {
        "en": "The connection to the table is lost: trying again…",
        "it": "La connessione al tavolo si è interrotta: riprovo…",
        "pt": "A conexão com a mesa caiu: tentando de novo…",
    },
    "class_page_table_back": {
        "en": "Connected again: the table is up to date.",
        "it": "Di nuovo connesso: il tavolo è aggiornato.",
        "pt": "Conectado de novo: a mesa está em dia.",
    },
    "class_page_table_failed": {
        "en": "The move was not sent ({status}): the table is as it was, try again.",
        "it": "La mossa non è partita ({status}): il tavolo è com'era, riprova.",
        "pt": "A jogada não foi enviada ({status}): a mesa ficou como estava, tente de novo.",
    },
    "class_page_table_not_seated": {
        "en": "You have no seat at this table: sit at a free one from the tables' page.",
        "it": "Non hai un posto a questo tavolo: siediti a uno libero dalla pagina dei tavoli.",
        "pt": "Você não tem lugar nesta mesa: sente-se num livre pela página das mesas.",
    },
    # --- the class game at the service's tables ---
    "class_page_game_server": {
        "en": "Played at the service's tables: the service deals (leave the code empty and it "
              "makes one), and no student sees the deal code until you close the game",
        "it": "Si gioca ai tavoli del servizio: distribuisce il servizio (lascia vuoto il codice "
              "e ne crea uno), e nessuno studente vede il codice finché non chiudi la partita",
        "pt": "Jogado nas mesas do serviço: o serviço distribui (deixe o código vazio e ele cria "
              "um), e nenhum aluno vê o código até você encerrar o jogo"},
    "class_page_lobby_class_game": {
        "en": "The class game", "it": "La partita della classe", "pt": "O jogo da turma"},
    "class_page_lobby_class_game_intro": {
        "en": "Your teacher has given a class game played here: you play it at your own "
              "table, against the computer players.",
        "it": "L'insegnante ha dato una partita della classe che si gioca qui: la giochi al "
              "tuo tavolo, contro i giocatori del computer.",
        "pt": "Seu professor deu um jogo da turma jogado aqui: você o joga na sua própria "
              "mesa, contra os jogadores do computador."},
    "class_page_lobby_class_play": {
        "en": "Play the class game", "it": "Gioca la partita della classe",
        "pt": "Jogar o jogo da turma"},
    # --- the teacher's watch panel ---
    "class_page_watch_head": {
        "en": "Tables, live", "it": "Tavoli in diretta", "pt": "Mesas ao vivo"},
    "class_page_watch_none": {
        "en": "No table is open.", "it": "Nessun tavolo aperto.", "pt": "Nenhuma mesa aberta."},
    "class_page_watch_delay": {
        "en": "Show the cards", "it": "Mostra le carte", "pt": "Mostrar as cartas"},
    "class_page_watch_delay_trick": {
        "en": "at the end of each trick", "it": "alla fine di ogni presa",
        "pt": "no fim de cada vaza"},
    "class_page_watch_delay_hand": {
        "en": "at the end of each hand", "it": "alla fine di ogni mano",
        "pt": "no fim de cada mão"},
    "class_page_watch_open": {
        "en": "Watch table {id}", "it": "Guarda il tavolo {id}", "pt": "Assistir à mesa {id}"},
    "class_page_watch_close": {"en": "Stop watching", "it": "Smetti di guardare",
                               "pt": "Parar de assistir"},
    "class_page_watch_seat_head": {
        "en": "Open a table and seat students", "it": "Apri un tavolo e fai sedere gli studenti",
        "pt": "Abrir uma mesa e sentar alunos"},
    "class_page_watch_seat_students": {
        "en": "Students, in the order of play (comma-separated)",
        "it": "Studenti, nell'ordine di gioco (separati da virgole)",
        "pt": "Alunos, na ordem de jogo (separados por vírgulas)"},
    "class_page_watch_seat_how": {
        "en": "The seats left over are computer players of that level. Each student finds "
              "the table in their lobby.",
        "it": "I posti che restano vanno ai giocatori del computer di quel livello. Ogni "
              "studente trova il tavolo tra i suoi tavoli.",
        "pt": "Os lugares que sobram ficam com jogadores do computador desse nível. Cada "
              "aluno encontra a mesa na sua lista de mesas."},
    "class_page_watch_projector": {
        "en": "The projector page (no cards, for the class screen)",
        "it": "La pagina del proiettore (senza carte, per lo schermo della classe)",
        "pt": "A página do projetor (sem cartas, para a tela da turma)",
    },
    "class_page_watch_tables_link": {
        "en": "The lobby, as students see it", "it": "I tavoli, come li vedono gli studenti",
        "pt": "As mesas, como os alunos as veem"},
    # --- the projector ---
    "class_page_projector_title": {
        "en": "The class at the tables", "it": "La classe ai tavoli", "pt": "A turma nas mesas"},
    "class_page_projector_join": {
        "en": "Join the class at", "it": "Entra nella classe su", "pt": "Entre na turma em"},
    "class_page_projector_table": {"en": "Table", "it": "Tavolo", "pt": "Mesa"},
    "class_page_projector_players": {"en": "Players", "it": "Giocatori", "pt": "Jogadores"},
    "class_page_projector_to_move": {"en": "To move", "it": "Tocca a", "pt": "Vez de"},
    "class_page_projector_hands": {"en": "Hands", "it": "Mani", "pt": "Mãos"},
    "class_page_projector_state": {"en": "State", "it": "Stato", "pt": "Situação"},
    "class_page_projector_standings": {
        "en": "Standings", "it": "Classifica", "pt": "Classificação"},
    "class_page_projector_nobody": {
        "en": "No table yet.", "it": "Ancora nessun tavolo.", "pt": "Nenhuma mesa ainda."},
    "class_page_projector_player": {"en": "Player", "it": "Giocatore", "pt": "Jogador"},
    "class_page_projector_no_standings": {
        "en": "No result of the class game yet.",
        "it": "Ancora nessun risultato della partita della classe.",
        "pt": "Ainda não há resultados do jogo da turma."},
    # --- what the board says at a table (classservice.seatview) ---
    "tablepage_waiting_for": {
        "en": "Waiting for {name} to move.", "it": "Si aspetta la mossa di {name}.",
        "pt": "Esperando a jogada de {name}."},
    "tablepage_your_turn": {
        "en": "Your turn: play a highlighted card.",
        "it": "Tocca a te: gioca una carta evidenziata.",
        "pt": "Sua vez: jogue uma carta destacada."},
    "tablepage_your_choice": {
        "en": "Your turn: choose below.", "it": "Tocca a te: scegli qui sotto.",
        "pt": "Sua vez: escolha abaixo."},
    "tablepage_to_fill_one": {
        "en": "Waiting for one more player to sit down.",
        "it": "Si aspetta ancora un giocatore.",
        "pt": "Esperando mais um jogador se sentar."},
    "tablepage_to_fill": {
        "en": "Waiting for {n} more players to sit down.",
        "it": "Si aspettano ancora {n} giocatori.",
        "pt": "Esperando mais {n} jogadores se sentarem."},
    "tablepage_title": {
        "en": "table {id}", "it": "tavolo {id}", "pt": "mesa {id}"},
    "tablepage_hand_no": {"en": "hand {n}", "it": "mano {n}", "pt": "mão {n}"},
    "tablepage_last_hand": {
        "en": "The last hand", "it": "L'ultima mano", "pt": "A última mão"},
    "tablepage_change": {"en": "{name}: {change}", "it": "{name}: {change}", "pt": "{name}: {change}"},
    "tablepage_over": {
        "en": "The match is over: {who} won.", "it": "La partita è finita: ha vinto {who}.",
        "pt": "A partida terminou: {who} ganhou."},
    "tablepage_over_none": {
        "en": "The match is over.", "it": "La partita è finita.", "pt": "A partida terminou."},
    "tablepage_watching": {
        "en": "Every hand, as it was at the end of the last {delay}.",
        "it": "Tutte le mani, com'erano alla fine dell'ultima {delay}.",
        "pt": "Todas as mãos, como estavam no fim da última {delay}."},
    "tablepage_delay_trick": {"en": "trick", "it": "presa", "pt": "vaza"},
    "tablepage_delay_hand": {"en": "hand", "it": "mano", "pt": "mão"},
    "tablepage_computer": {
        "en": "Computer ({level})", "it": "Computer ({level})", "pt": "Computador ({level})"},
    "tablepage_held_by_computer": {
        "en": "{name} (away: the computer plays)", "it": "{name} (via: gioca il computer)",
        "pt": "{name} (fora: o computador joga)"},
}

register(MESSAGES)
