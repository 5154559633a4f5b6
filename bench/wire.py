"""Bytes on the wire as GitHub Pages serves them (scripts/serve.py gzips what Pages gzips),
counted per request and sorted into the parts a first visit is made of."""

import re
import threading

import serve
from localsite import free_port

# (part, pattern on the path inside the site), first match wins.
PARTS = [
    ("Pyodide wasm", r"web/vendor/pyodide/pyodide\.asm\.wasm"),
    ("memory snapshot", r"web/vendor/pyodide/snapshot-"),
    ("standard library", r"web/vendor/pyodide/python_stdlib"),
    ("Pyodide JS and lock file", r"web/vendor/pyodide/"),
    ("PyScript", r"web/vendor/pyscript/"),
    ("frozen engines", r"(^|/)frozen"),
    ("engine (Python)", r"^py/"),
    ("charts (uPlot)", r"(?i)uplot"),
    ("QR code", r"(?i)qrcode"),
    ("front end JS", r"\.m?js$"),
    ("CSS", r"\.css$"),
    ("catalogs", r"^web/i18n/"),
]
OTHER = "page, manifest, icons, other"
PART_NAMES = [p for p, _ in PARTS] + [OTHER]


def part_of(path):
    for name, pattern in PARTS:
        if re.search(pattern, path):
            return name
    return OTHER


class PagesSite:
    """The built site on localhost, served as Pages serves it, keeping a log of what it sent:
    (path inside the site, status, bytes on the wire, encoding)."""

    def __init__(self, directory, prefix="/"):
        self.log = []
        self.lock = threading.Lock()
        self.prefix = prefix
        self.port = free_port()
        self.server = serve.make_server(directory, "127.0.0.1", self.port, prefix, on_sent=self.record)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.port}{prefix}"

    def record(self, path, status, size, encoding):
        with self.lock:
            self.log.append((path[len(self.prefix):] if path.startswith(self.prefix) else path, status, size, encoding))

    def mark(self):
        with self.lock:
            return len(self.log)

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


def summary(entries):
    """{bytes, requests, parts: {part: bytes}, files: [(path, bytes, encoding)]} of some log entries."""
    parts = dict.fromkeys(PART_NAMES, 0)
    files = {}
    for path, _status, size, encoding in entries:
        parts[part_of(path)] += size
        old = files.get(path, (0, encoding))
        files[path] = (old[0] + size, encoding or old[1])
    return {"bytes": sum(e[2] for e in entries), "requests": len(entries), "parts": parts,
            "files": sorted(((p, b, e) for p, (b, e) in files.items()), key=lambda f: -f[1])}
