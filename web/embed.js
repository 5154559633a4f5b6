/* Solobots in a club's page: each Solobots frame as tall as the app in it, so the club's
   page scrolls (never a frame inside the frame), and the part of the game the app asks
   for (a new question and what it acts on) brought into view. Put once in the club's page,
   after its frames (SITE: the address of the Solobots site, as in README.md):

     <iframe src="SITE/index.html?embed=1&game=kotd&lang=fr"
             data-solobots width="100%" height="720" style="border:0" title="Solobots"></iframe>
     <script src="SITE/web/embed.js" defer></script>

   It listens only to the frames marked data-solobots (or whose address asks embed=1), and
   only to messages from the origin each frame was loaded from; it sends each frame the
   part of it the window shows. No storage, no cookies, nothing else. */
(() => {
  "use strict";
  const frames = () => [...document.querySelectorAll("iframe[data-solobots], iframe[src*='embed=1']")];
  const originOf = (frame) => { try { return new URL(frame.src, location.href).origin; } catch (e) { return null; } };
  const known = new Set();

  // The part of `frame` the window shows, in the frame's own coordinates.
  function view(frame) {
    const box = frame.getBoundingClientRect();
    const top = Math.max(0, -box.top);
    const bottom = Math.min(box.height, innerHeight - box.top);
    return { type: "solobots:view", top: Math.round(top), height: Math.round(Math.max(0, bottom - top)),
      window: Math.round(innerHeight) };
  }

  function tell(frame) {
    const origin = originOf(frame);
    if (origin && frame.contentWindow) frame.contentWindow.postMessage(view(frame), origin);
  }

  let queued = false;
  function tellAll() {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; known.forEach(tell); });
  }

  // Scroll the page so that the frame's part [top, bottom] is in view (its top first
  // when it is taller than the window), never further than needed.
  function show(frame, top, bottom) {
    const box = frame.getBoundingClientRect();
    const from = box.top + top;
    const to = box.top + Math.max(top, bottom);
    let by = 0;
    if (to - from > innerHeight || from < 0) by = from;
    else if (to > innerHeight) by = to - innerHeight;
    if (by) window.scrollBy({ top: by, behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  }

  window.addEventListener("message", (ev) => {
    const frame = frames().find((f) => f.contentWindow === ev.source);
    const data = ev.data;
    if (!frame || ev.origin !== originOf(frame) || !data || typeof data !== "object") return;
    if (data.type === "solobots:hello") {
      known.add(frame);
      frame.setAttribute("scrolling", "no");
      tell(frame);
    } else if (data.type === "solobots:height" && Number.isFinite(data.height)) {
      known.add(frame);
      frame.style.height = `${Math.max(200, Math.min(20000, Math.ceil(data.height)))}px`;
      tellAll();
    } else if (data.type === "solobots:show" && Number.isFinite(data.top) && Number.isFinite(data.bottom)) {
      show(frame, data.top, data.bottom);
    }
  });
  window.addEventListener("scroll", tellAll, { passive: true });
  window.addEventListener("resize", tellAll);
})();
