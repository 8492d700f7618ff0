// The card faces a dashboard widget received once (its "faces": code -> [SVG, name]), each as
// one <img> of a data URL: one element per card on the page (not the hundreds of an
// inline SVG), which keeps style and layout work small. Shared by board.js (the dashboard and
// the class service's table page) and the dashboard's review.js.
function faceImages(model) {
  const faces = new Map();
  const wanted = new Set();  // the faces a card was drawn with: only those become bitmaps
  // Each face is also drawn once into a bitmap (a PNG blob: URL; the class pages' CSP allows
  // blob: images), used from then on: Chromium draws an SVG <img> again from its paths in every
  // tile it paints, a bitmap is copied (the frame after a click waited on that raster:
  // benchmarks/dashboard.py --trace). It is drawn when the page is idle, the first time a
  // card shows that face (a page converts the faces it shows, not all 41); until then, and if
  // a browser refuses, the SVG. A bitmap is never revoked: a card already on the page (the
  // review's, a language ago) may be drawn from it again.
  const bitmap = (code, url) => {
    const im = new Image();
    const idle = window.requestIdleCallback || ((f) => setTimeout(f, 50));
    im.onload = () => idle(() => {
      const face = faces.get(code);
      if (!face || face[0] !== url) return;
      const w = Math.round(100 * Math.max(2, (window.devicePixelRatio || 1) * 1.5));
      const canvas = document.createElement("canvas");
      canvas.width = w;
      canvas.height = Math.round(w * 1.6);
      try {
        canvas.getContext("2d").drawImage(im, 0, 0, canvas.width, canvas.height);
        canvas.toBlob((blob) => {
          if (blob && faces.get(code) === face && face[0] === url) {
            face[0] = URL.createObjectURL(blob);
          }
        }, "image/png");
      } catch (_refused) { /* keep the SVG */ }
    });
    im.src = url;
  };
  const load = () => {
    faces.clear();
    for (const [code, [svg, label]] of Object.entries(model.get("faces") || {})) {
      const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      faces.set(code, [url, label]);
    }
    wanted.clear();
  };
  const card = (code, width) => {
    const face = faces.get(code);
    if (face && !wanted.has(code)) { wanted.add(code); bitmap(code, face[0]); }
    const img = document.createElement("img");
    img.className = `cot-card cot-card-${code}`;
    img.width = width;
    img.height = Math.round(width * 1.6);
    img.draggable = false;
    if (face) { img.src = face[0]; img.alt = face[1]; } else { img.alt = code; }
    return img;
  };
  return { load, card };
}
