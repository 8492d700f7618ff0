// ClassLink: relays the kernel's requests to the class service through this browser.
// The request goes to the page's own origin with the browser's own cookies (the student's
// class identity, HttpOnly: the kernel never sees it), and the answer goes back to the
// kernel. The kernel never names the student: the service knows who is asking.
function initialize({ model }) {
  const base = () => model.get("base");

  const relay = async (path, method, body) => {
    try {
      const res = await fetch(base() + path, {
        method, credentials: "same-origin",
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const data = await res.json().catch(() => ({ error: `the class service answered ${res.status}` }));
      return { status: res.status, body: data };
    } catch (err) {
      return { status: 0, body: { error: `the class service cannot be reached (${err.message})` } };
    }
  };

  const hello = async () => {
    const answer = await relay("api/me", "GET");
    model.send({ type: "me", ...answer });
  };

  model.on("msg:custom", async (msg) => {
    if (msg && msg.type === "post") {
      const answer = await relay(msg.path, "POST", msg.body);
      model.send({ type: "answer", id: msg.id, ...answer });
    } else if (msg && msg.type === "me") {
      hello();
    }
  });
  // Voilà runs the notebook before the page exists, so the page speaks first: who am I?
  hello();
}

function render({ model, el }) {
  el.classList.add("cot-class-link");
  el.style.display = "none";
}

export default { initialize, render };
