"""Tables on the server (``classservice.tables``, ``classservice.tableweb``): the refusals a
student or the teacher reads when a table, a seat or a move is refused. Keys ``tables_err_*``;
the pages' own words are in ``tablepages``.
"""

from __future__ import annotations

from . import register

MESSAGES: dict[str, dict[str, str]] = {
    # --- opening a table ---
    "tables_err_seats": {
        "en": "a table has 2 to 8 seats, not {got}",
        "it": "un tavolo ha da 2 a 8 posti, non {got}",
        "pt": "uma mesa tem de 2 a 8 lugares, não {got}",
    },
    "tables_err_rules_seats": {
        "en": "these rules are played by {low} to {high} players, not {got}",
        "it": "con queste regole si gioca da {low} a {high}, non in {got}",
        "pt": "com essas regras jogam de {low} a {high} jogadores, não {got}",
    },
    "tables_err_rules": {
        "en": "the table's rules cannot be used: {why}",
        "it": "le regole del tavolo non si possono usare: {why}",
        "pt": "as regras da mesa não podem ser usadas: {why}",
    },
    "tables_err_level": {
        "en": "there is no computer level {got}: choose {levels}",
        "it": "non esiste il livello {got} per il computer: scegli tra {levels}",
        "pt": "não existe o nível {got} para o computador: escolha entre {levels}",
    },
    "tables_err_computers": {
        "en": "the computer seats are a list of different seat numbers from {low} to {high}",
        "it": "i posti del computer sono un elenco di numeri di posto diversi da {low} a {high}",
        "pt": "os lugares do computador são uma lista de números de lugar diferentes, de "
              "{low} a {high}",
    },
    "tables_err_no_person": {
        "en": "a table needs at least one person: not every seat can be a computer's",
        "it": "a un tavolo serve almeno una persona: non tutti i posti possono essere del "
              "computer",
        "pt": "uma mesa precisa de pelo menos uma pessoa: nem todos os lugares podem ser do "
              "computador",
    },
    "tables_err_students": {
        "en": "the students are an object of seat numbers (\"1\") to names, each seat a "
              "person's and each name once",
        "it": "gli studenti sono un oggetto da numeri di posto (\"1\") a nomi, ogni posto di "
              "una persona e ogni nome una volta sola",
        "pt": "os alunos são um objeto de números de lugar (\"1\") para nomes, cada lugar de "
              "uma pessoa e cada nome uma só vez",
    },
    "tables_err_student_unknown": {
        "en": "there is no student {name} in the class",
        "it": "non c'è nessuno studente {name} nella classe",
        "pt": "não há nenhum aluno {name} na turma",
    },
    "tables_err_options": {
        "en": "{what} must be {allowed}",
        "it": "{what} deve essere {allowed}",
        "pt": "{what} deve ser {allowed}",
    },
    "tables_err_too_many": {
        "en": "the class already has {most} tables in play: wait until one ends",
        "it": "la classe ha già {most} tavoli in gioco: aspetta che uno finisca",
        "pt": "a turma já tem {most} mesas em jogo: espere até que uma termine",
    },
    # --- seats ---
    "tables_err_unknown": {
        "en": "there is no table {id}",
        "it": "non c'è nessun tavolo {id}",
        "pt": "não há nenhuma mesa {id}",
    },
    "tables_err_not_seated": {
        "en": "you do not sit at table {id}: take a free seat from the list of tables",
        "it": "non sei seduto al tavolo {id}: prendi un posto libero dall'elenco dei tavoli",
        "pt": "você não está sentado na mesa {id}: escolha um lugar livre na lista de mesas",
    },
    "tables_err_full": {
        "en": "table {id} is full: every seat is taken",
        "it": "il tavolo {id} è pieno: tutti i posti sono occupati",
        "pt": "a mesa {id} está cheia: todos os lugares estão ocupados",
    },
    "tables_err_seat_taken": {
        "en": "seat {seat} at table {id} is not free",
        "it": "il posto {seat} al tavolo {id} non è libero",
        "pt": "o lugar {seat} da mesa {id} não está livre",
    },
    "tables_err_no_seat": {
        "en": "table {id} has seats 0 to {high}, not {seat}",
        "it": "il tavolo {id} ha i posti da 0 a {high}, non {seat}",
        "pt": "a mesa {id} tem os lugares de 0 a {high}, não {seat}",
    },
    "tables_err_elsewhere": {
        "en": "you already sit at table {id}: leave it before you take another seat",
        "it": "sei già seduto al tavolo {id}: lascialo prima di prendere un altro posto",
        "pt": "você já está sentado na mesa {id}: saia dela antes de escolher outro lugar",
    },
    "tables_err_class_table": {
        "en": "this table is your class game: you cannot leave it nor give your seat",
        "it": "questo tavolo è la partita della classe: non puoi lasciarlo né cedere il posto",
        "pt": "esta mesa é o jogo da turma: você não pode sair dela nem ceder o lugar",
    },
    # --- moves ---
    "tables_err_not_started": {
        "en": "the table is waiting for {free} more players before the first deal",
        "it": "il tavolo aspetta ancora {free} giocatori prima della prima mano",
        "pt": "a mesa espera mais {free} jogadores antes da primeira mão",
    },
    "tables_err_over": {
        "en": "the match at this table is over: no move is taken",
        "it": "la partita a questo tavolo è finita: non si accettano mosse",
        "pt": "a partida desta mesa terminou: nenhuma jogada é aceita",
    },
    "tables_err_not_your_turn": {
        "en": "it is not your turn: seat {turn} is to move",
        "it": "non tocca a te: deve muovere il posto {turn}",
        "pt": "não é a sua vez: é a vez do lugar {turn}",
    },
    "tables_err_stale": {
        "en": "the table has moved on since your screen was drawn (another tab, or a second "
              "click): nothing was played; look at the table now and choose again",
        "it": "il tavolo è andato avanti da quando la tua schermata è stata disegnata (un'altra "
              "scheda, o un secondo clic): non è stato giocato niente; guarda il tavolo ora e "
              "scegli di nuovo",
        "pt": "a mesa avançou desde que a sua tela foi desenhada (outra aba, ou um segundo "
              "clique): nada foi jogado; olhe a mesa agora e escolha de novo",
    },
    "tables_err_illegal": {
        "en": "that move is refused: {why}",
        "it": "mossa rifiutata: {why}",
        "pt": "jogada recusada: {why}",
    },
    "tables_err_bad_move": {
        "en": "{got} is not a move: send a card code (Ac), annul, attempt, doctor:call, "
              "doctor:stay, cappotto:restart or cappotto:fifth",
        "it": "{got} non è una mossa: manda il codice di una carta (Ac), annul, attempt, "
              "doctor:call, doctor:stay, cappotto:restart o cappotto:fifth",
        "pt": "{got} não é uma jogada: envie o código de uma carta (Ac), annul, attempt, "
              "doctor:call, doctor:stay, cappotto:restart ou cappotto:fifth",
    },
    "tables_err_seq": {
        "en": "a move carries seq, the whole number of the table's view it was chosen on",
        "it": "una mossa porta seq, il numero intero della vista del tavolo su cui è stata "
              "scelta",
        "pt": "uma jogada leva seq, o número inteiro da vista da mesa em que foi escolhida",
    },
    "tables_err_no_takeback": {
        "en": "take-backs are offered only at a practice table where you play alone against "
              "computer seats",
        "it": "si può riprendere una mossa solo a un tavolo di pratica dove giochi da solo "
              "contro il computer",
        "pt": "só se pode voltar uma jogada numa mesa de prática em que você joga sozinho "
              "contra o computador",
    },
    "tables_err_nothing_back": {
        "en": "you have made no move to take back",
        "it": "non hai fatto nessuna mossa da riprendere",
        "pt": "você não fez nenhuma jogada para voltar",
    },
    # --- watching ---
    "tables_err_after": {
        "en": "after is the whole number of the last view the page has (0 for none)",
        "it": "after è il numero intero dell'ultima vista che la pagina ha (0 se nessuna)",
        "pt": "after é o número inteiro da última vista que a página tem (0 se nenhuma)",
    },
    "tables_err_delay": {
        "en": "delay is trick (the hands as they were at the end of the last trick) or hand "
              "(the last hand played)",
        "it": "delay è trick (le carte com'erano alla fine dell'ultima presa) o hand (l'ultima "
              "mano giocata)",
        "pt": "delay é trick (as cartas como estavam no fim da última vaza) ou hand (a última "
              "mão jogada)",
    },
    # --- the class game at the service's tables ---
    "class_err_game_server": {
        "en": "class game: server is true (played at the class's tables) or false",
        "it": "partita della classe: server è true (si gioca ai tavoli della classe) o false",
        "pt": "jogo da turma: server é true (jogado nas mesas da turma) ou false",
    },
    "class_err_server_game": {
        "en": "the class game is played at your table of the class: its hands are kept by "
              "the table, none is sent",
        "it": "la partita della classe si gioca al tuo tavolo della classe: le mani le tiene "
              "il tavolo, non se ne mandano",
        "pt": "o jogo da turma é jogado na sua mesa da turma: as mãos ficam com a mesa, "
              "nenhuma é enviada",
    },
    "class_err_not_server_game": {
        "en": "the class game is not played at the class's tables: play it on the dashboard",
        "it": "la partita della classe non si gioca ai tavoli della classe: giocala nella "
              "dashboard",
        "pt": "o jogo da turma não é jogado nas mesas da turma: jogue-o no painel",
    },
}

register(MESSAGES)
