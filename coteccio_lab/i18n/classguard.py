"""The class service's guards and the teacher's management of the class: one-time codes for
one more browser, throttled sign-ins and requests, the class's size, removing and renaming
a student (``classservice.local``, ``classservice.web``). Keys as in ``classroom``:
``class_page_*`` for the pages, ``class_err_*`` for the service's refusals.
"""

from __future__ import annotations

from . import register

MESSAGES: dict[str, dict[str, str]] = {
    # --- joining from one more browser ---
    "class_page_code": {
        "en": "Code from your teacher (only to use your name in a second browser)",
        "it": "Codice dell'insegnante (solo per usare il tuo nome in un secondo browser)",
        "pt": "Código do professor (só para usar o seu nome num segundo navegador)",
    },
    "class_page_wrong_code": {
        "en": "That code is not valid for this name: it may be used once, for the student "
              "the teacher made it for, within 15 minutes. Ask your teacher for a new one.",
        "it": "Questo codice non vale per questo nome: si usa una volta sola, per lo studente "
              "a cui l'insegnante l'ha dato, entro 15 minuti. Chiedine uno nuovo "
              "all'insegnante.",
        "pt": "Esse código não é válido para este nome: usa-se uma só vez, para o aluno a quem "
              "o professor o deu, dentro de 15 minutos. Peça um novo ao professor.",
    },
    "class_page_code_for": {
        "en": "Give {name} this code: {code}. It lets one more browser join as {name}, once, "
              "within {minutes} minutes.",
        "it": "Dai a {name} questo codice: {code}. Permette a un altro browser di entrare come "
              "{name}, una volta, entro {minutes} minuti.",
        "pt": "Dê a {name} este código: {code}. Permite que mais um navegador entre como "
              "{name}, uma vez, dentro de {minutes} minutos.",
    },
    # --- managing the class ---
    "class_page_size_head": {
        "en": "Class size", "it": "Dimensione della classe", "pt": "Tamanho da turma"},
    "class_page_size_line": {
        "en": "{listed} of at most {size} students have joined.",
        "it": "Sono entrati {listed} studenti su un massimo di {size}.",
        "pt": "Entraram {listed} de no máximo {size} alunos.",
    },
    "class_page_size_label": {
        "en": "Students who may join", "it": "Studenti che possono entrare",
        "pt": "Alunos que podem entrar"},
    "class_page_size_save": {"en": "Save", "it": "Salva", "pt": "Guardar"},
    "class_page_rename": {"en": "Rename", "it": "Rinomina", "pt": "Mudar o nome"},
    "class_page_rename_ask": {
        "en": "New name for {name}:", "it": "Nuovo nome per {name}:",
        "pt": "Novo nome para {name}:"},
    "class_page_remove": {"en": "Remove", "it": "Togli", "pt": "Retirar"},
    "class_page_remove_ask": {
        "en": "Remove {name} from the class, with all their results and answers? This cannot "
              "be undone.",
        "it": "Togliere {name} dalla classe, con tutti i suoi risultati e le sue risposte? Non "
              "si può annullare.",
        "pt": "Retirar {name} da turma, com todos os seus resultados e respostas? Não se pode "
              "desfazer.",
    },
    # --- refusals ---
    "class_err_wait": {
        "en": "Too many wrong tries: wait {seconds} s and try again.",
        "it": "Troppi tentativi sbagliati: aspetta {seconds} s e riprova.",
        "pt": "Demasiadas tentativas erradas: espere {seconds} s e tente de novo.",
    },
    "class_err_too_fast": {
        "en": "too many requests: wait {seconds} s",
        "it": "troppe richieste: aspetta {seconds} s",
        "pt": "demasiados pedidos: espere {seconds} s",
    },
    "class_err_class_full": {
        "en": "the class is full ({most} students): ask the teacher",
        "it": "la classe è al completo ({most} studenti): chiedi all'insegnante",
        "pt": "a turma está completa ({most} alunos): fale com o professor",
    },
    "class_err_class_size": {
        "en": "the class size is a whole number from 1 to {most}",
        "it": "la dimensione della classe è un numero intero da 1 a {most}",
        "pt": "o tamanho da turma é um número inteiro de 1 a {most}",
    },
    "class_err_manage_shape": {
        "en": 'send {{"name": ..., "remove": true}} or {{"name": ..., "rename": "new name"}}',
        "it": 'invia {{"name": ..., "remove": true}} o {{"name": ..., "rename": "nuovo nome"}}',
        "pt": 'envie {{"name": ..., "remove": true}} ou {{"name": ..., "rename": "novo nome"}}',
    },
    "class_err_hub_names": {
        "en": "under JupyterHub a student's name is their hub user's: rename the user on the hub",
        "it": "con JupyterHub il nome di uno studente è quello del suo utente dell'hub: "
              "rinomina l'utente sull'hub",
        "pt": "no JupyterHub o nome de um aluno é o do seu utilizador do hub: mude o nome do "
              "utilizador no hub",
    },
    "class_err_not_from_page": {
        "en": "refused: this request does not come from the teacher's page",
        "it": "rifiutato: questa richiesta non viene dalla pagina dell'insegnante",
        "pt": "recusado: este pedido não vem da página do professor",
    },
}

register(MESSAGES)
