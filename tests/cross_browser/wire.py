"""The two ways a test talks to a browser that Playwright cannot launch: WebDriver's HTTP
protocol (WebKitGTK's WebKitWebDriver) and WebDriver BiDi over a WebSocket (Firefox,
which speaks it itself: Debian packages no geckodriver). Standard library only, so the
smoke needs no package beyond the browsers."""

import base64
import contextlib
import json
import os
import socket
import struct
import time
import urllib.error
import urllib.request
from urllib.parse import urlparse


class DriverError(RuntimeError):
    """An error the browser's driver answered with: `error` is WebDriver's error code."""

    def __init__(self, error, message):
        super().__init__(f"{error}: {message}")
        self.error = error


class Http:
    """WebDriver classic: one JSON request per command."""

    def __init__(self, base):
        self.base = base.rstrip("/")

    def __call__(self, method, path, body=None, timeout=180):
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.base + path, data=data, method=method,
                                     headers={"Content-Type": "application/json; charset=utf-8"})
        try:
            with urllib.request.urlopen(req, timeout=timeout) as res:
                answer = json.load(res)
        except urllib.error.HTTPError as err:
            answer = json.load(err)
            value = answer.get("value") or {}
            raise DriverError(value.get("error", str(err.code)), value.get("message", "")) from None
        return answer.get("value")


class WebSocket:
    """A client WebSocket (RFC 6455) for the loopback: text frames only, no extensions."""

    def __init__(self, url, timeout=30):
        u = urlparse(url)
        self.sock = socket.create_connection((u.hostname, u.port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET {u.path or '/'} HTTP/1.1\r\nHost: {u.hostname}:{u.port}\r\nUpgrade: websocket\r\n"
                           f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise ConnectionError("the WebSocket closed during its handshake")
            head += chunk
        head, self.buffer = head.split(b"\r\n\r\n", 1)
        if b" 101 " not in head.split(b"\r\n", 1)[0]:
            raise ConnectionError(head.decode(errors="replace"))

    def _read(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(1 << 16)
            if not chunk:
                raise ConnectionError("the WebSocket closed")
            self.buffer += chunk
        out, self.buffer = self.buffer[:n], self.buffer[n:]
        return out

    def _frame(self, opcode, payload):
        mask = os.urandom(4)
        n = len(payload)
        size = struct.pack("!B", 0x80 | n) if n < 126 else (
            struct.pack("!BH", 0x80 | 126, n) if n < 1 << 16 else struct.pack("!BQ", 0x80 | 127, n))
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(struct.pack("!B", 0x80 | opcode) + size + mask + masked)

    def send(self, text):
        self._frame(0x1, text.encode())

    def recv(self, timeout):
        self.sock.settimeout(timeout)
        message = b""
        while True:
            b0, b1 = self._read(2)
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack("!H", self._read(2))[0]
            elif n == 127:
                n = struct.unpack("!Q", self._read(8))[0]
            payload = self._read(n)
            opcode = b0 & 0x0F
            if opcode == 0x9:  # ping
                self._frame(0xA, payload)
                continue
            if opcode == 0x8:
                raise ConnectionError("the WebSocket was closed by the browser")
            if opcode in (0x0, 0x1, 0x2):
                message += payload
                if b0 & 0x80:
                    return message.decode()

    def close(self):
        with contextlib.suppress(OSError):
            self._frame(0x8, b"")
        self.sock.close()


class Bidi:
    """WebDriver BiDi commands over a WebSocket; events are kept for whoever asks."""

    def __init__(self, url):
        self.ws = WebSocket(url)
        self.next_id = 0
        self.events = []

    def __call__(self, method, params=None, timeout=180):
        self.next_id += 1
        sent = self.next_id
        self.ws.send(json.dumps({"id": sent, "method": method, "params": params or {}}))
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"{method}: no answer in {timeout} s")
            message = json.loads(self.ws.recv(left))
            if message.get("type") == "event":
                self.events.append(message)
            elif message.get("id") == sent:
                if message.get("type") == "error":
                    raise DriverError(message.get("error"), message.get("message", ""))
                return message.get("result")

    def close(self):
        self.ws.close()
