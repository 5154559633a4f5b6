"""The production build of the front end, with esbuild (npm, pinned in package.json).

The app's modules (web/js, from app.js) become a few minified, content-hashed modules in
web/app/, split where the app imports dynamically: each game's drawing code, the record
and its charts (uPlot), a shared game's screen, the QR code. The page preloads the modules
the boot needs; the others come when first opened. The games' style sheets become one
hashed sheet that the page loads without blocking (the app's own sheet is inlined in the
page by site_page.py). Workers the app starts by URL (`new Worker(new URL("./x.js",
import.meta.url))`) are minified beside the modules under their own names.

Which modules are "later" (not precached on a first visit, see web/sw.template.js): the
ones only the record, a shared game's screen and the QR code reach.
"""

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"
OUT = "web/app"
# Modules whose chunks wait for a later visit (or their first use): the charts, the QR
# code, the record's screen and a shared game's screen.
LATER_INPUTS = re.compile(r"(web/js/screens/record\.js|web/js/record\.js|web/vendor/uplot/|web/js/screens/share\.js"
                          r"|web/vendor/qrcode-generator/)")
# Vendored libraries that end up inside the bundle (their licences and uPlot's style sheet stay).
BUNDLED_VENDOR = ["web/vendor/idb/idb.js", "web/vendor/qrcode-generator/qrcode.mjs", "web/vendor/uplot/uPlot.esm.js"]
WORKER = re.compile(r'new Worker\(new URL\("\./([\w-]+\.js)", import\.meta\.url\)')


def esbuild(site, *args):
    if not ESBUILD.exists():
        sys.exit("esbuild is missing: run `npm ci` first (make does it)")
    result = subprocess.run([str(ESBUILD), *args, "--log-level=warning"], cwd=site, capture_output=True, text=True,
                            check=False)
    if result.returncode != 0:
        sys.exit("esbuild failed:\n" + result.stderr[-4000:])


def bundle_js(site):
    """Bundle web/js/app.js; return {entry, preload, core, later} as paths inside the site."""
    meta = site / "app-meta.json"
    esbuild(site, "web/js/app.js", "--bundle", "--splitting", "--format=esm", "--minify", "--charset=utf8",
            f"--outdir={OUT}", "--entry-names=[name]-[hash]", "--chunk-names=[name]-[hash]",
            # PyScript stays a file of its own beside its chunks (it loads them by URL).
            "--external:../vendor/pyscript/*", "--legal-comments=eof", f"--metafile={meta.name}")
    outputs = json.loads(meta.read_text("utf-8"))["outputs"]
    meta.unlink()
    js = {path: out for path, out in outputs.items() if path.endswith(".js")}
    static = {p: [i["path"] for i in o.get("imports", []) if i["kind"] == "import-statement"] for p, o in js.items()}
    dynamic = {p: [i["path"] for i in o.get("imports", []) if i["kind"] == "dynamic-import" and i["path"] in js]
               for p, o in js.items()}
    later = {p for p, o in js.items() if any(LATER_INPUTS.search(i) for i in o["inputs"])}
    entry = next(p for p, o in js.items() if o.get("entryPoint") == "web/js/app.js")

    def closure(root):
        seen, todo = [], [root]
        while todo:
            p = todo.pop(0)
            if p not in seen:
                seen.append(p)
                todo += static[p]
        return seen

    boot = closure(entry)
    core, todo = set(), [entry]
    while todo:  # what a game reaches, the later screens' own chunks aside
        for p in closure(todo.pop()):
            if p not in core:
                core.add(p)
                todo += [d for d in dynamic[p] if d not in later]
    return {"entry": entry, "preload": boot[1:], "core": sorted(core), "later": sorted(set(js) - core)}


def copy_workers(site):
    """Workers started by URL, minified into web/app/ under their own names."""
    names = set()
    for path in (site / "web" / "js").rglob("*.js"):
        names.update(WORKER.findall(path.read_text("utf-8")))
    for name in sorted(names):
        esbuild(site, f"web/js/{name}", "--minify", "--charset=utf8", f"--outfile={OUT}/{name}")
    return sorted(f"{OUT}/{name}" for name in names)


def bundle_css(site, sheets):
    """The given sheets (paths inside the site), in order, as one minified, hashed sheet."""
    entry = site / "web" / "css" / "later.css"
    entry.write_text("".join(f'@import "../../{s}";\n' for s in sheets), "utf-8")
    esbuild(site, "web/css/later.css", "--bundle", "--minify", f"--outdir={OUT}", "--entry-names=[name]-[hash]")
    return next(f"{OUT}/{p.name}" for p in (site / OUT).glob("later-*.css"))


def minify_css(site, sheet):
    out = site / "web" / "app" / "inline.css"
    esbuild(site, sheet, "--minify", f"--outfile={OUT}/inline.css")
    text = out.read_text("utf-8").strip()
    out.unlink()
    return text


def bundle(site, inline_sheet, later_sheets):
    """The whole front end; the sources, and the vendored libraries now inside the bundle, go."""
    js = bundle_js(site)
    workers = copy_workers(site)
    css = bundle_css(site, later_sheets)
    inline = minify_css(site, inline_sheet)
    shutil.rmtree(site / "web" / "js")
    shutil.rmtree(site / "web" / "css")
    for rel in BUNDLED_VENDOR:
        keep_licence(site / rel)
        (site / rel).unlink(missing_ok=True)
    return {**js, "workers": workers, "css": css, "inline_css": inline}


def keep_licence(path):
    """A library whose licence is only in its file's leading comment keeps it in LICENSE.txt."""
    licence = path.parent / "LICENSE.txt"
    if path.exists() and not licence.exists():
        head = []
        for line in path.read_text("utf-8").splitlines():
            if not line.startswith("//"):
                break
            head.append(line[2:].strip())
        licence.write_text("\n".join(head).strip() + "\n", "utf-8")
