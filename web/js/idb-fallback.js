// Runs before PyScript. Where the browser blocks storage (a cross-site iframe in a
// private window, some privacy settings), PyScript's start-up still opens IndexedDB and
// never finishes. This gives it a memory-only IndexedDB with the few calls it makes,
// so the bot still runs; the app itself warns that games will not be kept.
(function () {
  var blocked = false;
  try { window.localStorage.getItem("solobots:probe"); } catch (err) { blocked = true; }
  if (!blocked && window.indexedDB) return;

  var later = function (fn) { setTimeout(fn, 0); };
  function request(run) {
    var req = { result: undefined, error: null, onsuccess: null, onerror: null };
    later(function () {
      try {
        req.result = run();
        if (req.onsuccess) req.onsuccess({ type: "success", target: req });
      } catch (err) {
        req.error = err;
        if (req.onerror) req.onerror({ type: "error", target: req });
      }
    });
    return req;
  }
  function store(map) {
    return {
      count: function () { return request(function () { return map.size; }); },
      clear: function () { return request(function () { map.clear(); }); },
      delete: function (k) { return request(function () { map.delete(k); }); },
      get: function (k) { return request(function () { return map.get(k); }); },
      getKey: function (k) { return request(function () { return map.has(k) ? k : undefined; }); },
      getAllKeys: function () { return request(function () { return Array.from(map.keys()); }); },
      put: function (v, k) { return request(function () { map.set(k, v); return k; }); },
    };
  }
  function database() {
    var stores = new Map();
    return {
      objectStoreNames: { get length() { return stores.size; }, contains: function (n) { return stores.has(n); } },
      createObjectStore: function (name) { stores.set(name, new Map()); return store(stores.get(name)); },
      transaction: function (name) { return { objectStore: function () { return store(stores.get(name)); } }; },
      close: function () {},
    };
  }
  var databases = new Map();
  var memoryIndexedDB = {
    open: function (name) {
      var req = { result: null, onupgradeneeded: null, onsuccess: null, onerror: null };
      later(function () {
        var db = databases.get(name);
        var fresh = !db;
        if (fresh) { db = database(); databases.set(name, db); }
        req.result = db;
        if (fresh && req.onupgradeneeded) {
          var tx = { oncomplete: null };
          req.onupgradeneeded({ type: "upgradeneeded", target: { result: db, transaction: tx } });
          later(function () {
            if (tx.oncomplete) tx.oncomplete();
            if (req.onsuccess) req.onsuccess({ type: "success", target: req });
          });
        } else if (req.onsuccess) {
          req.onsuccess({ type: "success", target: req });
        }
      });
      return req;
    },
  };
  Object.defineProperty(window, "indexedDB", { value: memoryIndexedDB, configurable: true });
  document.documentElement.dataset.storage = "memory";
})();
