"""Serve a built site on localhost with the right types for wasm, modules and manifests.

Usage: python scripts/serve.py [--dir _site] [--port 8000] [--prefix /solobots/]
With --prefix the site answers only under that sub-path, as GitHub Pages serves a
project site, so relative-path mistakes show up locally.
"""

import argparse
import contextlib
import functools
import http.server
import mimetypes
import socketserver
import sys
from pathlib import Path

mimetypes.add_type("application/wasm", ".wasm")
mimetypes.add_type("text/javascript", ".mjs")
mimetypes.add_type("text/javascript", ".js")
mimetypes.add_type("application/manifest+json", ".webmanifest")
mimetypes.add_type("application/toml", ".toml")


class Handler(http.server.SimpleHTTPRequestHandler):
    prefix = "/"

    def translate_path(self, path):
        if not path.startswith(self.prefix):
            return str(Path(self.directory) / "__outside_prefix__")
        return super().translate_path("/" + path[len(self.prefix):])

    def end_headers(self):
        # Revalidate every time so a new build is seen; the service worker does the caching.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

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


def make_server(directory, host="127.0.0.1", port=8000, prefix="/"):
    handler = functools.partial(type("H", (Handler,), {"prefix": prefix}), directory=str(directory))
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
    print(f"Solobots on http://{args.host}:{args.port}{prefix}", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


if __name__ == "__main__":
    main()
