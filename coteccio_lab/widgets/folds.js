// FoldButtons: the headers of ipywidgets' Accordion folds on the page, made buttons as
// WAI-ARIA's accordion pattern does it (ipywidgets draws them as plain divs that only a
// mouse opens): reached by Tab, opened and closed by Enter or Space, saying whether they are
// open (aria-expanded). The fold's own click handler does the opening.
function render({ el }) {
  el.style.display = "none";
  const upgrade = (header) => {
    const fold = header.parentElement;
    if (!fold) return;
    const expanded = String(fold.classList.contains("jupyter-widget-Collapse-open"));
    if (header.getAttribute("aria-expanded") !== expanded) {
      header.setAttribute("aria-expanded", expanded);
    }
    if (header.dataset.cotFold) return;
    header.dataset.cotFold = "1";
    header.setAttribute("role", "button");
    header.tabIndex = 0;
    header.addEventListener("keydown", (ev) => {
      if (ev.key !== "Enter" && ev.key !== " ") return;
      ev.preventDefault();
      header.click();
    });
  };
  const scan = () => {
    const page = el.closest(".cot-view") || document.body;
    page.querySelectorAll(".jupyter-widget-Collapse-header").forEach(upgrade);
  };
  // the folds are drawn, opened and closed by ipywidgets after this runs, and again later
  const watcher = new MutationObserver(scan);
  const start = () => {
    const page = el.closest(".cot-view") || document.body;
    watcher.observe(page, { subtree: true, childList: true, attributes: true,
                            attributeFilter: ["class"] });
    scan();
  };
  if (el.isConnected) start(); else requestAnimationFrame(start);
  return () => watcher.disconnect();
}
export default { render };
