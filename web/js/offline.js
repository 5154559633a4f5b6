// Registers the precaching worker and reports a new deploy waiting to take over. Only the
// tab whose player tapped "reload" reloads; other open tabs say that a new version is
// active and wait for their own player (a game being played is never reloaded under them).
export function registerWorker(onUpdate, onTakenOver) {
  if (!("serviceWorker" in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  let asked = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (!hadController) return;
    if (asked) location.reload();
    else if (onTakenOver) onTakenOver(() => location.reload());
  });
  navigator.serviceWorker.register("./sw.js").then((reg) => {
    const offer = (worker) => onUpdate(() => { asked = true; worker.postMessage("skip-waiting"); });
    if (reg.waiting && navigator.serviceWorker.controller) offer(reg.waiting);
    reg.addEventListener("updatefound", () => {
      const worker = reg.installing;
      worker.addEventListener("statechange", () => {
        if (worker.state === "installed" && navigator.serviceWorker.controller) offer(worker);
      });
    });
  }).catch(() => { /* no worker (e.g. file://): the app still runs online */ });
}
