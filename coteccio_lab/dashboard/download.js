// A file download started from Python (Download): its front end for anywidget.
function render({ model, el }) {
  el.classList.add("cot-download");
  model.on("msg:custom", (msg) => {
    if (!msg || msg.type !== "download") return;
    const raw = atob(msg.data || "");
    const bytes = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
    const type = msg.mime || "application/octet-stream";
    const url = URL.createObjectURL(new Blob([bytes], { type }));
    const a = document.createElement("a");
    a.href = url;
    a.download = msg.filename || "download";
    a.style.display = "none";
    el.appendChild(a);
    a.click();
    setTimeout(() => { URL.revokeObjectURL(url); a.remove(); }, 2000);
  });
}
export default { render };
