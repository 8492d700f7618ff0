// The card faces a dashboard widget received once (its "faces": code -> [SVG, name]), each as
// one <img> of an SVG data URL: one element per card on the page (not the hundreds of an
// inline SVG), which keeps style and layout work small. Shared by board.js (the dashboard and
// the class service's table page) and the dashboard's review.js.
function faceImages(model) {
  const faces = new Map();
  const load = () => {
    faces.clear();
    for (const [code, [svg, label]] of Object.entries(model.get("faces") || {})) {
      faces.set(code, [`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, label]);
    }
  };
  const card = (code, width) => {
    const face = faces.get(code);
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
