"""The practice page's sentences: the drills of each skill, the schedule, the mastery.

Keys: ``drill_*`` for the drills' own questions, ``skill_*`` for the skills' names,
``practice_*`` for the practice page (``widgets.practice``, ``curriculum.practice``).
Words as in ``lessons``: trick = presa / vaza; hand = smazzata / mão; capote = cappotto /
capote; the Portuguese is Brazil's.
"""

from __future__ import annotations

from . import register

MESSAGES: dict[str, dict[str, str]] = {
    # --- the drills' own questions ---
    "drill_play_prompt": {
        "en": "Which card do you play here? Click it, then press Check.",
        "it": "Quale carta giochi qui? Cliccala, poi premi Verifica.",
        "pt": "Que carta você joga aqui? Clique nela e depois em Verificar.",
    },
    "drill_duck_prompt": {
        "en": "Two tricks are left, and the last one brings {bonus} more points to whoever takes "
              "it. Which card do you play now, keeping the other for the last trick? Click it, "
              "then press Check.",
        "it": "Restano due prese, e l'ultima vale {bonus} punti in più a chi la prende. Quale "
              "carta giochi ora, tenendo l'altra per l'ultima presa? Cliccala, poi premi "
              "Verifica.",
        "pt": "Faltam duas vazas, e a última vale {bonus} pontos a mais para quem a levar. Que "
              "carta você joga agora, guardando a outra para a última vaza? Clique nela e "
              "depois em Verificar.",
    },
    # --- the skills ---
    "skill_legal": {
        "en": "Which cards you may play",
        "it": "Quali carte puoi giocare",
        "pt": "Quais cartas você pode jogar",
    },
    "skill_trick": {
        "en": "Who takes the trick",
        "it": "Chi prende la presa",
        "pt": "Quem leva a vaza",
    },
    "skill_score": {
        "en": "Scoring a hand",
        "it": "Contare una smazzata",
        "pt": "Contar uma mão",
    },
    "skill_capote": {
        "en": "The capote odds: annul or attempt",
        "it": "La probabilità del cappotto: trattare o tentare",
        "pt": "A chance do capote: anular ou tentar",
    },
    "skill_stop": {
        "en": "Stopping a capote",
        "it": "Fermare un cappotto",
        "pt": "Impedir um capote",
    },
    "skill_duck": {
        "en": "Ducking the last trick",
        "it": "Evitare l'ultima presa",
        "pt": "Fugir da última vaza",
    },
    "skill_mistake": {
        "en": "A mistake of yours: {skill}",
        "it": "Un tuo errore: {skill}",
        "pt": "Um erro seu: {skill}",
    },
    # --- the practice page ---
    "index_practice": {
        "en": "Keep what the lessons teach: fresh drills of each skill, spaced over days, on "
              "the [practice page]({up}practice.ipynb).",
        "it": "Per non dimenticare ciò che insegnano le lezioni: esercizi sempre nuovi per ogni "
              "abilità, distribuiti nei giorni, nella [pagina di allenamento]({up}practice.ipynb).",
        "pt": "Para guardar o que as lições ensinam: exercícios novos de cada habilidade, "
              "espaçados ao longo dos dias, na [página de prática]({up}practice.ipynb).",
    },
    "practice_title": {
        "en": "Practice",
        "it": "Allenamento",
        "pt": "Prática",
    },
    "practice_intro": {
        "en": "Each drill is a fresh deal, and the kit works out its answer. A skill you get right "
              "the first time comes back after 1 day, then 3 days, a week, two weeks and a "
              "month; a wrong first answer brings it back tomorrow.",
        "it": "Ogni esercizio è una smazzata nuova, e la risposta la calcola il kit. Una "
              "abilità che azzecchi al primo colpo torna dopo 1 giorno, poi dopo 3 giorni, una "
              "settimana, due settimane e un mese; se sbagli la prima risposta torna domani.",
        "pt": "Cada exercício é uma mão nova, e o kit calcula a resposta. Uma habilidade que "
              "você acerta de primeira volta depois de 1 dia, depois de 3 dias, uma semana, "
              "duas semanas e um mês; uma primeira resposta errada a traz de volta amanhã.",
    },
    "practice_col_skill": {"en": "Skill", "it": "Abilità", "pt": "Habilidade"},
    "practice_col_lesson": {"en": "Lesson", "it": "Lezione", "pt": "Lição"},
    "practice_col_mastery": {"en": "Mastery", "it": "Padronanza", "pt": "Domínio"},
    "practice_col_next": {"en": "Next review", "it": "Prossimo ripasso", "pt": "Próxima revisão"},
    "practice_mastery": {
        "en": "{percent} ({right} of {answers} right)",
        "it": "{percent} ({right} giuste su {answers})",
        "pt": "{percent} ({right} certas de {answers})",
    },
    "practice_never": {
        "en": "not practised yet",
        "it": "non ancora provata",
        "pt": "ainda não praticada",
    },
    "practice_due_now": {"en": "due now", "it": "da fare ora", "pt": "para agora"},
    "practice_due_tomorrow": {"en": "tomorrow", "it": "domani", "pt": "amanhã"},
    "practice_due_days": {
        "en": "in {days} days",
        "it": "tra {days} giorni",
        "pt": "em {days} dias",
    },
    "practice_next": {
        "en": "Next drill",
        "it": "Prossimo esercizio",
        "pt": "Próximo exercício",
    },
    "practice_this": {"en": "Practise", "it": "Esercitati", "pt": "Praticar"},
    "practice_drill_of": {
        "en": "Drill: {skill} (taught in lesson {lesson}).",
        "it": "Esercizio: {skill} (lo insegna la lezione {lesson}).",
        "pt": "Exercício: {skill} (ensinado na lição {lesson}).",
    },
    "practice_mistake_of": {
        "en": "Again: a position where you went wrong ({skill}).",
        "it": "Di nuovo: una posizione in cui avevi sbagliato ({skill}).",
        "pt": "De novo: uma posição em que você errou ({skill}).",
    },
    "practice_counted_right": {
        "en": "Right the first time: this skill comes back {when}.",
        "it": "Giusta al primo colpo: questa abilità torna {when}.",
        "pt": "Certa de primeira: esta habilidade volta {when}.",
    },
    "practice_counted_early": {
        "en": "Right the first time. This skill was not due yet, so its next review stays {when}.",
        "it": "Giusta al primo colpo. Questa abilità non era ancora da ripassare: il prossimo "
              "ripasso resta {when}.",
        "pt": "Certa de primeira. Esta habilidade ainda não estava para revisão: a próxima "
              "revisão continua {when}.",
    },
    "practice_counted_wrong": {
        "en": "Not right the first time: this skill comes back tomorrow. Finish the drill with "
              "the hint, or take the next one.",
        "it": "Non giusta al primo colpo: questa abilità torna domani. Finisci l'esercizio con "
              "l'aiuto, o passa al prossimo.",
        "pt": "Não acertou de primeira: esta habilidade volta amanhã. Termine o exercício com a "
              "dica, ou passe ao próximo.",
    },
    "practice_nothing_due": {
        "en": "Nothing is due now: the next review is {when}. Until then, practise the skill you "
              "know least, or any skill with its button.",
        "it": "Non c'è niente da ripassare ora: il prossimo ripasso è {when}. Nel frattempo "
              "esercitati sull'abilità che conosci meno, o su qualunque abilità col suo "
              "pulsante.",
        "pt": "Nada para revisar agora: a próxima revisão é {when}. Até lá, pratique a "
              "habilidade que você menos domina, ou qualquer uma com o seu botão.",
    },
    "practice_due_count": {
        "en": "Due now: {count} of {total}.",
        "it": "Da ripassare ora: {count} su {total}.",
        "pt": "Para revisar agora: {count} de {total}.",
    },
    "practice_kept_browser": {
        "en": "Your practice is kept in this browser: it is still here after a reload or "
              "tomorrow, on this computer.",
        "it": "Il tuo allenamento resta in questo browser: lo ritrovi dopo aver ricaricato la "
              "pagina o domani, su questo computer.",
        "pt": "Sua prática fica guardada neste navegador: ela continua aqui depois de "
              "recarregar a página ou amanhã, neste computador.",
    },
    "practice_kept_class": {
        "en": "Your practice is kept by your class: the class service judges each first answer.",
        "it": "Il tuo allenamento lo tiene la tua classe: il servizio della classe giudica ogni "
              "prima risposta.",
        "pt": "Sua prática fica com a sua turma: o serviço da turma avalia cada primeira "
              "resposta.",
    },
    "practice_loading": {
        "en": "Reading your practice…",
        "it": "Sto leggendo il tuo allenamento…",
        "pt": "Lendo sua prática…",
    },
    "practice_no_storage": {
        "en": "This browser does not let the page keep your practice (a private window?): it "
              "lasts until the page is closed.",
        "it": "Questo browser non lascia che la pagina conservi il tuo allenamento (una "
              "finestra privata?): dura finché non chiudi la pagina.",
        "pt": "Este navegador não deixa a página guardar sua prática (uma janela anônima?): ela "
              "dura até a página ser fechada.",
    },
    "practice_unreadable": {
        "en": "The practice saved in this browser could not be read ({error}). It is kept aside, "
              "untouched, and a new one starts.",
        "it": "Non è stato possibile leggere l'allenamento salvato in questo browser "
              "({error}). Viene messo da parte, intatto, e ne comincia uno nuovo.",
        "pt": "Não foi possível ler a prática salva neste navegador ({error}). Ela fica "
              "guardada à parte, intacta, e uma nova começa.",
    },
    "practice_class_refused": {
        "en": "The class did not take this answer: {error}",
        "it": "La classe non ha accettato questa risposta: {error}",
        "pt": "A turma não aceitou esta resposta: {error}",
    },
    # --- the teacher's page: the practice's column, and its skills by name ---
    "class_page_lesson_99": {"en": "Practice", "it": "Allenamento", "pt": "Prática"},
}

# The teacher's page names a practice drill by its skill (the service's ``title``).
for _skill in ("legal", "trick", "score", "capote", "stop", "duck"):
    MESSAGES[f"class_ex_99_{_skill}"] = MESSAGES[f"skill_{_skill}"]

register(MESSAGES)
