// The dashboard's "Load a match" button (coteccio_lab/dashboard/upload.py).
//
// The file's size is checked here, before a byte of it is sent: the kernel's websocket
// takes messages up to Tornado's websocket_max_message_size and closes itself on a bigger
// one, which leaves the page silent. A file over the limit is announced by name and size
// only, and the kernel answers with a sentence on the page. The content goes as a binary
// buffer, so JSON escaping never makes the message bigger than the file.
function render({ model, el }) {
  el.classList.add("cot-upload");
  const input = document.createElement("input");
  input.type = "file";
  input.style.display = "none";
  const button = document.createElement("button");
  button.type = "button";
  button.className = "jupyter-button widget-button cot-upload-button";
  const draw = () => {
    button.textContent = model.get("description");
    input.accept = model.get("accept");
  };
  draw();
  model.on("change:description", draw);
  model.on("change:accept", draw);
  button.addEventListener("click", () => input.click());
  input.addEventListener("change", async () => {
    const file = input.files && input.files[0];
    input.value = ""; // the same file may be chosen again
    if (!file) return;
    const head = { type: "upload", name: file.name, size: file.size };
    if (file.size > model.get("max_bytes")) {
      model.send(head);
      return;
    }
    model.send(head, undefined, [await file.arrayBuffer()]);
  });
  el.append(button, input);
}
export default { render };
