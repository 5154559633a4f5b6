"""Draw the app icons (a die showing five on the accent colour) as PNG, stdlib only.

Run once when the design changes; the PNGs are committed (a few kB each).
"""

import struct
import zlib
from pathlib import Path

ACCENT = (0x1F, 0x6F, 0x5C)
PAPER = (0xF6, 0xF4, 0xEF)
RED = (0xB3, 0x26, 0x1E)


def inside_round_rect(x, y, x0, y0, x1, y1, r):
    if x < x0 or x > x1 or y < y0 or y > y1:
        return False
    cx = min(max(x, x0 + r), x1 - r)
    cy = min(max(y, y0 + r), y1 - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def pixel(u, v, maskable):
    # u, v in 0..512 design units
    if not maskable and not inside_round_rect(u, v, 0, 0, 512, 512, 96):
        return (0, 0, 0, 0)
    pad = 40 if maskable else 0  # maskable icons keep the die inside the safe zone
    scale = (512 - 2 * pad) / 512
    du, dv = (u - pad) / scale, (v - pad) / scale
    if inside_round_rect(du, dv, 116, 116, 396, 396, 56):
        for cx, cy, colour in ((186, 186, ACCENT), (326, 186, ACCENT), (256, 256, RED), (186, 326, ACCENT), (326, 326, ACCENT)):
            if (du - cx) ** 2 + (dv - cy) ** 2 <= 30 * 30:
                return (*colour, 255)
        return (*PAPER, 255)
    return (*ACCENT, 255)


def png(size, maskable=False, opaque=False):
    """A square PNG; `opaque` drops the alpha channel (iOS paints transparent pixels of a
    home-screen icon black, and rounds the corners itself)."""
    rows = []
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            rgba = pixel((x + 0.5) * 512 / size, (y + 0.5) * 512 / size, maskable)
            row.extend(rgba[:3] if opaque else rgba)
        rows.append(bytes(row))
    raw = zlib.compress(b"".join(rows), 9)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 2 if opaque else 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")


if __name__ == "__main__":
    out = Path(__file__).resolve().parent.parent / "web" / "icons"
    (out / "icon-192.png").write_bytes(png(192))
    (out / "icon-512.png").write_bytes(png(512))
    (out / "icon-512-maskable.png").write_bytes(png(512, maskable=True))
    # iPad and iPhone home screens: 180 px, full-bleed and opaque (the maskable drawing).
    (out / "apple-touch-icon.png").write_bytes(png(180, maskable=True, opaque=True))
