// Which screen is shown, and the way from one to another. Screens register here (app.js
// wires them) and ask for each other by name, so no screen imports another.
const screens = new Map();
let shown = { name: null, args: [] };

export function register(name, show) {
  screens.set(name, show);
}

export function go(name, ...args) {
  shown = { name, args };
  return screens.get(name)(...args);
}

// The screen on show, and whether it is still the one a slow task started for.
export function current() { return shown.name; }

export function still(name) { return shown.name === name; }

export function currentArgs() { return shown.args; }

// Draw the screen on show again (a language switch, the engine now ready).
export function refresh() {
  if (shown.name) return screens.get(shown.name)(...shown.args);
  return undefined;
}

export const main = () => document.getElementById("main");
