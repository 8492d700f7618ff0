// A lesson index of the site (lite/index.html): the learner reads in this page's language,
// so the dashboard, opened from here, starts in it, as remember_language does under Voila.
(function () {
  const key = document.currentScript.dataset.languageKey;
  try {
    window.localStorage.setItem(key, document.documentElement.lang);
  } catch (_err) {
    // storage refused (private window, policy): the dashboard starts in English
  }
}());
