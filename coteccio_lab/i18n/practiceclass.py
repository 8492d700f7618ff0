"""Practice in a class: the mistakes of a student's play kept for practice, the drill the
teacher gives the class, and the teacher's view of both (``classservice.service``, the
teacher's page, the practice page and the dashboard's review in class mode).

Keys: ``class_err_*`` for the service's refusals, ``class_page_prac_*`` for the teacher's
page, ``practice_class_*`` for the practice page, ``rvd_practice_*`` for the review.
Words as in ``drills``; the Portuguese is Brazil's.
"""

from __future__ import annotations

from . import register

MESSAGES: dict[str, dict[str, str]] = {
    # --- the service's refusals ---
    "class_err_no_mistakes": {
        "en": "this class service keeps no mistakes of play",
        "it": "questo servizio di classe non tiene gli errori di gioco",
        "pt": "este serviço da turma não guarda erros de jogo",
    },
    "class_err_mistake_shape": {
        "en": 'a mistake is sent as {{"question": ...}}: the review\'s retry',
        "it": 'un errore si invia come {{"question": ...}}: la riprova della revisione',
        "pt": 'um erro é enviado como {{"question": ...}}: a nova tentativa da revisão',
    },
    "class_err_mistake": {
        "en": "the class does not take this mistake: {err}",
        "it": "la classe non accetta questo errore: {err}",
        "pt": "a turma não aceita este erro: {err}",
    },
    "class_err_retry_shape": {
        "en": 'an answer to a mistake is sent as {{"question": ..., "answer": ...}}',
        "it": 'una risposta a un errore si invia come {{"question": ..., "answer": ...}}',
        "pt": 'uma resposta a um erro é enviada como {{"question": ..., "answer": ...}}',
    },
    "class_err_no_such_mistake": {
        "en": "the class keeps no such mistake of yours",
        "it": "la classe non ha questo tuo errore",
        "pt": "a turma não guarda esse erro seu",
    },
    "class_err_drill_shape": {
        "en": 'a class drill is {{"skill": ..., "seed": ...}} (a seed, or null for a fresh deal '
              'for each student); {{"skill": null}} takes it back',
        "it": 'un esercizio di classe è {{"skill": ..., "seed": ...}} (un seme, o null per una '
              'smazzata nuova per ciascuno); {{"skill": null}} lo ritira',
        "pt": 'um exercício da turma é {{"skill": ..., "seed": ...}} (uma semente, ou null para '
              'uma mão nova para cada aluno); {{"skill": null}} o retira',
    },
    "class_err_drill_skill": {
        "en": "{got} is not a skill of the practice ({skills})",
        "it": "{got} non è un'abilità della pratica ({skills})",
        "pt": "{got} não é uma habilidade da prática ({skills})",
    },
    "class_err_drill_seed": {
        "en": "a drill's seed is a whole number from 0 to 2^53, not {got}",
        "it": "il seme di un esercizio è un numero intero da 0 a 2^53, non {got}",
        "pt": "a semente de um exercício é um número inteiro de 0 a 2^53, não {got}",
    },
    # --- the teacher's page ---
    "class_page_prac_head": {"en": "Practice", "it": "Pratica", "pt": "Prática"},
    "class_page_prac_how": {
        "en": "Mistakes of each student's own play (graded by the class service from the hands "
              "it verified) and the drills answered wrong, by skill.",
        "it": "Gli errori nel gioco di ciascuno studente (valutati dal servizio di classe sulle "
              "smazzate che ha verificato) e gli esercizi sbagliati, per abilità.",
        "pt": "Os erros no jogo de cada aluno (avaliados pelo serviço da turma nas mãos que ele "
              "verificou) e os exercícios errados, por habilidade.",
    },
    "class_page_prac_none": {
        "en": "No mistakes yet.", "it": "Ancora nessun errore.", "pt": "Nenhum erro ainda."},
    "class_page_prac_common_line": {
        "en": "{skill} · mistakes: {n} · students: {students}",
        "it": "{skill} · errori: {n} · studenti: {students}",
        "pt": "{skill} · erros: {n} · alunos: {students}",
    },
    "class_page_prac_cell": {
        "en": "{play} in play · {drills} in drills",
        "it": "{play} nel gioco · {drills} negli esercizi",
        "pt": "{play} no jogo · {drills} nos exercícios",
    },
    "class_page_prac_cell_tip": {
        "en": "mistakes in their own hands, and drills answered wrong",
        "it": "errori nelle proprie smazzate, ed esercizi sbagliati",
        "pt": "erros nas próprias mãos, e exercícios errados",
    },
    "class_page_prac_skill": {"en": "Skill", "it": "Abilità", "pt": "Habilidade"},
    "class_page_prac_seed": {
        "en": "Seed (the same drill for all)", "it": "Seme (lo stesso esercizio per tutti)",
        "pt": "Semente (o mesmo exercício para todos)"},
    "class_page_prac_seed_any": {
        "en": "empty: a new deal each", "it": "vuoto: una smazzata nuova ciascuno",
        "pt": "vazio: uma mão nova para cada um"},
    "class_page_prac_give": {
        "en": "Give the class this drill", "it": "Dai alla classe questo esercizio",
        "pt": "Dar este exercício à turma"},
    "class_page_prac_clear": {
        "en": "Take the drill back", "it": "Ritira l'esercizio", "pt": "Retirar o exercício"},
    "class_page_prac_no_drill": {
        "en": "The class has no drill from you.", "it": "La classe non ha un tuo esercizio.",
        "pt": "A turma não tem um exercício seu."},
    "class_page_prac_drill_fresh": {
        "en": "The class's drill: {skill}, a new deal for each student.",
        "it": "L'esercizio della classe: {skill}, una smazzata nuova per ciascuno.",
        "pt": "O exercício da turma: {skill}, uma mão nova para cada aluno.",
    },
    "class_page_prac_drill_seed": {
        "en": "The class's drill: {skill}, the same deal for all (seed {seed}).",
        "it": "L'esercizio della classe: {skill}, la stessa smazzata per tutti (seme {seed}).",
        "pt": "O exercício da turma: {skill}, a mesma mão para todos (semente {seed}).",
    },
    "class_page_prac_seed_bad": {
        "en": "A seed is a whole number (or leave it empty).",
        "it": "Un seme è un numero intero (o lascialo vuoto).",
        "pt": "Uma semente é um número inteiro (ou deixe vazio).",
    },
    # --- the practice page in a class ---
    "practice_class_drill": {
        "en": "Your teacher's drill: {skill}", "it": "L'esercizio dell'insegnante: {skill}",
        "pt": "O exercício do professor: {skill}"},
    "practice_class_drill_of": {
        "en": "The drill your teacher gave the class: {skill} (lesson {lesson}).",
        "it": "L'esercizio che l'insegnante ha dato alla classe: {skill} (lezione {lesson}).",
        "pt": "O exercício que o professor deu à turma: {skill} (lição {lesson}).",
    },
    # --- the review, when mistakes go to the practice ---
    "rvd_practice_added": {
        "en": "Your mistakes of this hand are on your practice page: it asks them again when "
              "they are due.",
        "it": "I tuoi errori di questa smazzata sono nella tua pagina di pratica: te li "
              "richiede quando è il momento.",
        "pt": "Seus erros desta mão estão na sua página de prática: ela os pergunta de novo "
              "quando for a hora.",
    },
}

register(MESSAGES)
