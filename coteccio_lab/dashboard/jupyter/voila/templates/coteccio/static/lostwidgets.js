// A page whose kernel no longer holds the page's widgets opens again, once.
//
// Voilà writes each widget into the page as a view of a model that lives in the kernel that
// ran the notebook. If that kernel restarts (or its state is lost) after the page is written
// and before the page connects, the page connects to a kernel without those models, and
// every widget reads "Error displaying widget: model not found": nothing on the page can be
// used, and nothing would change it. Loading the page again runs the notebook in a new kernel.
// A second loss within a minute is left on the screen: a page that reloads for ever is worse.
(function () {
  "use strict";
  const VIEW = "application/vnd.jupyter.widget-view+json";
  const KEY = "cot-lost-widgets:" + window.location.pathname;
  const AGAIN_AFTER_MS = 60000;
  const GIVE_UP_MS = 300000;

  // The models the page's outputs show, read before Voilà's script replaces those outputs.
  function shownModels() {
    const ids = [];
    const outputs = document.querySelectorAll(
      'script[type="application/vnd.voila.cell-output+json"]');
    for (const output of outputs) {
      try {
        const view = (JSON.parse(output.textContent).data || {})[VIEW];
        if (view && view.model_id) ids.push(view.model_id);
      } catch (err) {
        // an output that is not JSON shows no widget
      }
    }
    return ids;
  }

  function restored(manager) {
    return new Promise((resolve) => {
      if (manager.restoredStatus) { resolve(); return; }
      const once = () => { manager.restored.disconnect(once); resolve(); };
      manager.restored.connect(once);
    });
  }

  async function missing(manager, ids) {
    const lost = [];
    for (const id of ids) {
      try {
        await manager.get_model(id);
      } catch (err) {
        lost.push(id);
      }
    }
    return lost;
  }

  function reloadOnce(lost) {
    const last = Number(window.sessionStorage.getItem(KEY) || 0);
    if (Date.now() - last < AGAIN_AFTER_MS) {
      console.error("the page's kernel lost its widgets again; not reloading", lost);
      return;
    }
    window.sessionStorage.setItem(KEY, String(Date.now()));
    console.warn("the page's kernel holds none of these widgets; loading the page again", lost);
    window.location.reload();
  }

  document.addEventListener("DOMContentLoaded", () => {
    const ids = shownModels();
    if (!ids.length) return;
    const started = Date.now();
    const wait = window.setInterval(async () => {
      const manager = window.jupyterapp && window.jupyterapp.widgetManager;
      if (!manager) {
        if (Date.now() - started > GIVE_UP_MS) window.clearInterval(wait);
        return;
      }
      window.clearInterval(wait);
      await restored(manager);
      const lost = await missing(manager, ids);
      if (lost.length) reloadOnce(lost);
    }, 200);
  });
})();
