"""Serve a built site on localhost the way GitHub Pages serves it, so local measures mean
something: the same content types, gzip for the types Pages compresses (and only those),
and the same caching headers (Cache-Control: max-age=600, ETag and Last-Modified, answered
with 304 Not Modified when the browser revalidates).

What Pages does, as seen in public reports of its response headers (no document of
GitHub's lists it): text types (HTML, CSS, JavaScript, JSON, SVG, XML, plain text) and
WebAssembly go out gzipped with `Vary: Accept-Encoding` (never brotli); files of other
types (zip, gzip, octet-stream, images) go out as they are, and a precompressed `.gz` file
is served as a binary, never with `Content-Encoding`; every response says
`Cache-Control: max-age=600` with an ETag.

Usage: python scripts/serve.py [--dir _site] [--port 8000] [--prefix /solobots/]
With --prefix the site answers only under that sub-path, as Pages serves a project site,
so relative-path mistakes show up locally.
"""

import argparse
import contextlib
import email.utils
import functools
import gzip
import http.server
import os
import socketserver
import sys
import threading
import time
from pathlib import Path

# Pages' content types for the site's kinds of files (text types carry a charset).
TYPES = {
    ".html": "text/html; charset=utf-8", ".css": "text/css; charset=utf-8",
    ".js": "application/javascript; charset=utf-8", ".mjs": "application/javascript; charset=utf-8",
    ".json": "application/json; charset=utf-8", ".webmanifest": "application/manifest+json; charset=utf-8",
    ".map": "application/json; charset=utf-8", ".toml": "application/toml", ".txt": "text/plain; charset=utf-8",
    ".py": "text/x-python; charset=utf-8", ".svg": "image/svg+xml", ".png": "image/png", ".ico": "image/x-icon",
    ".wasm": "application/wasm", ".zip": "application/zip", ".gz": "application/gzip",
    ".bin": "application/octet-stream",
}
# What Pages gzips on the way out.
COMPRESSED = ("text/", "application/javascript", "application/json", "application/manifest+json", "application/xml",
              "application/toml", "image/svg+xml", "application/wasm")
MAX_AGE = 600


def content_type(path):
    return TYPES.get(Path(path).suffix.lower(), "application/octet-stream")


def pages_gzips(ctype):
    return ctype.startswith(COMPRESSED)


class Gzipped:
    """Each file's gzipped bytes, made once per version of the file (Pages' edge keeps them too)."""

    def __init__(self):
        self.lock = threading.Lock()
        self.cache = {}

    def get(self, path, stamp):
        with self.lock:
            hit = self.cache.get(path)
        if hit and hit[0] == stamp:
            return hit[1]
        data = gzip.compress(Path(path).read_bytes(), compresslevel=6, mtime=0)
        with self.lock:
            self.cache[path] = (stamp, data)
        return data


class Handler(http.server.SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # kept-alive connections, as a browser has with Pages
    prefix = "/"
    gzipped = None  # a Gzipped, shared by the server's handlers
    on_sent = None  # for the benchmark: on_sent(url_path, status, bytes_on_the_wire, encoding)

    def translate_path(self, path):
        path = path.split("?", 1)[0].split("#", 1)[0]
        if not path.startswith(self.prefix):
            return str(Path(self.directory) / "__outside_prefix__")
        return super().translate_path("/" + path[len(self.prefix):])

    def do_GET(self):
        self.answer(head=False)

    def do_HEAD(self):
        self.answer(head=True)

    def answer(self, head):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            if not self.path.split("?", 1)[0].endswith("/"):
                self.send_response(301)
                self.send_header("Location", self.path.split("?", 1)[0] + "/")
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            path = os.path.join(path, "index.html")
        if not os.path.isfile(path):
            self.not_found(head)
            return
        st = os.stat(path)
        ctype = content_type(path)
        tag = f"{int(st.st_mtime):x}-{st.st_size:x}"
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        encoding = "gzip" if accepts and pages_gzips(ctype) else None
        etag = f'W/"{tag}"' if encoding else f'"{tag}"'
        common = [("Content-Type", ctype), ("Cache-Control", f"max-age={MAX_AGE}"),
                  ("Expires", email.utils.formatdate(time.time() + MAX_AGE, usegmt=True)),
                  ("Last-Modified", email.utils.formatdate(st.st_mtime, usegmt=True)), ("ETag", etag),
                  ("Access-Control-Allow-Origin", "*")]
        if pages_gzips(ctype):
            common.append(("Vary", "Accept-Encoding"))
        if self.not_modified(tag, st.st_mtime):
            self.send_response(304)
            for name, value in common:
                self.send_header(name, value)
            self.end_headers()
            self.sent(304, 0, None)
            return
        body = self.gzipped.get(path, (st.st_mtime_ns, st.st_size)) if encoding else Path(path).read_bytes()
        self.send_response(200)
        for name, value in common:
            self.send_header(name, value)
        if encoding:
            self.send_header("Content-Encoding", encoding)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if not head:
            self.wfile.write(body)
        self.sent(200, 0 if head else len(body), encoding)

    def not_modified(self, tag, mtime):
        """A revalidation answered 304: by ETag when the browser sends one, else by date."""
        match = self.headers.get("If-None-Match")
        if match:
            return f'"{tag}"' in [t.strip().removeprefix("W/") for t in match.split(",")]
        since = self.headers.get("If-Modified-Since")
        if since:
            try:
                return int(mtime) <= email.utils.parsedate_to_datetime(since).timestamp()
            except (TypeError, ValueError):
                return False
        return False

    def not_found(self, head):
        page = Path(self.directory) / "404.html"
        body = page.read_bytes() if page.is_file() else b"<!doctype html><title>404</title><p>File not found</p>"
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if not head:
            self.wfile.write(body)
        self.sent(404, len(body), None)

    def sent(self, status, size, encoding):
        if self.on_sent:
            self.on_sent(self.path.split("?", 1)[0], status, size, encoding)

    def log_message(self, fmt, *args):
        if "-v" in sys.argv:
            super().log_message(fmt, *args)


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request, client_address):
        # A browser that went away mid-response (a closed tab, a killed test browser) is
        # not the server's fault: no traceback for it.
        if isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            return
        super().handle_error(request, client_address)


def make_server(directory, host="127.0.0.1", port=8000, prefix="/", on_sent=None):
    attrs = {"prefix": prefix, "gzipped": Gzipped(), "on_sent": staticmethod(on_sent) if on_sent else None}
    handler = functools.partial(type("H", (Handler,), attrs), directory=str(directory))
    return Server((host, port), handler)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", default=str(Path(__file__).resolve().parent.parent / "_site"))
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--prefix", default="/")
    ap.add_argument("-v", action="store_true")
    args = ap.parse_args()
    prefix = args.prefix if args.prefix.endswith("/") else args.prefix + "/"
    server = make_server(args.dir, args.host, args.port, prefix)
    print(f"Solobots on http://{args.host}:{args.port}{prefix} (served as GitHub Pages serves it)", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


if __name__ == "__main__":
    main()
