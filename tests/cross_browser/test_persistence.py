"""web/js/persistence.js: the sentence that tells a player whether the browser may delete
the saved games, for each kind of browser and whether the app was installed. The module is
run by Node with stand-in navigators (it reads nothing else), and every key it returns is
checked in both catalogs with the parameters its text uses."""

import json
import re
import shutil
import subprocess

import pytest

from localsite import ROOT

MODULE = (ROOT / "web" / "js" / "persistence.js").as_uri()

IPAD = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15"
IPHONE = ("Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
          "Version/18.5 Mobile/15E148 Safari/604.1")
IOS_CHROME = "Mozilla/5.0 (iPad; CPU OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0 Mobile/15E148 Safari/604.1"
MAC_SAFARI = IPAD
MAC_CHROME = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36"
ANDROID = "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36"
FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0"
WEBKITGTK = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/60.5 Safari/605.1.15"

# name: (user agent, touch points, persisted() answer or "missing" or "throws", standalone, display-mode)
CASES = {
    "ipad_tab": (IPAD, 5, False, False, "browser"),
    "ipad_home_screen": (IPAD, 5, False, True, "standalone"),
    "ipad_persisted": (IPAD, 5, True, True, "standalone"),
    "iphone_tab": (IPHONE, 5, False, False, "browser"),
    "ios_chrome_tab": (IOS_CHROME, 5, False, False, "browser"),
    "mac_safari_tab": (MAC_SAFARI, 0, False, False, "browser"),
    "mac_chrome_tab": (MAC_CHROME, 0, False, False, "browser"),
    "android_installed": (ANDROID, 5, False, False, "standalone"),
    "android_persisted": (ANDROID, 5, True, False, "browser"),
    "firefox_tab": (FIREFOX, 0, False, False, "browser"),
    "webkitgtk_tab": (WEBKITGTK, 0, False, False, "browser"),
    "no_storage_api": (FIREFOX, 0, "missing", False, "browser"),
    "persisted_throws": (MAC_CHROME, 0, "throws", False, "browser"),
}

EXPECTED = {
    "ipad_tab": ("persist.safari", "persist.remind_safari", True, False),
    "ipad_home_screen": ("persist.installed_may_clear", "persist.remind_may_clear", True, True),
    "ipad_persisted": ("persist.kept", "persist.remind_kept", True, True),
    "iphone_tab": ("persist.safari", "persist.remind_safari", True, False),
    "ios_chrome_tab": ("persist.safari", "persist.remind_safari", True, False),
    "mac_safari_tab": ("persist.safari", "persist.remind_safari", True, False),
    "mac_chrome_tab": ("persist.may_clear", "persist.remind_may_clear", False, False),
    "android_installed": ("persist.installed_may_clear", "persist.remind_may_clear", False, True),
    "android_persisted": ("persist.kept", "persist.remind_kept", False, False),
    "firefox_tab": ("persist.may_clear", "persist.remind_may_clear", False, False),
    "webkitgtk_tab": ("persist.may_clear", "persist.remind_may_clear", False, False),
    "no_storage_api": ("persist.unknown", "persist.remind_unknown", False, False),
    "persisted_throws": ("persist.unknown", "persist.remind_unknown", False, False),
}

SCRIPT = """
import * as p from %s;
const cases = JSON.parse(process.argv[1]);
const out = {};
for (const [name, [ua, touch, persisted, standalone, mode]] of Object.entries(cases)) {
  const storage = persisted === "missing" ? undefined : {
    persisted: async () => { if (persisted === "throws") throw new Error("SecurityError"); return persisted; } };
  const win = { navigator: { userAgent: ua, maxTouchPoints: touch, storage, standalone: standalone || undefined },
                matchMedia: (q) => ({ matches: q === `(display-mode: ${mode})` }) };
  const state = await p.storageState(win);
  out[name] = { state, notice: p.storageNotice(state), reminder: p.exportReminder(state) };
}
console.log(JSON.stringify(out));
"""


@pytest.fixture(scope="module")
def results():
    node = shutil.which("node")
    if not node:
        pytest.skip("Node.js not found (make test installs npm packages with it)")
    run = subprocess.run([node, "--input-type=module", "-e", SCRIPT % json.dumps(MODULE), json.dumps(CASES)],
                         capture_output=True, text=True, timeout=60, check=True)
    return json.loads(run.stdout)


@pytest.mark.parametrize("case", list(CASES))
def test_the_sentence_fits_the_browser(results, case):
    notice, reminder, apple, installed = EXPECTED[case]
    got = results[case]
    assert got["state"]["apple"] is apple
    assert got["state"]["installed"] is installed
    assert got["notice"]["key"] == notice
    assert got["reminder"]["key"] == reminder
    persisted = CASES[case][2]
    assert got["state"]["persisted"] == (persisted if isinstance(persisted, bool) else None)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_sentence_is_in_the_catalog_with_its_parameters(results, lang):
    catalog = json.loads((ROOT / "web" / "i18n" / lang / "core.json").read_text("utf-8"))
    said = {(r[part]["key"], tuple(sorted(r[part]["params"]))) for r in results.values() for part in ("notice", "reminder")}
    assert len({key for key, _ in said}) == 9  # every sentence the module has is reached by a case
    for key, params in said:
        assert key in catalog, key
        assert tuple(sorted(set(re.findall(r"\{(\w+)\}", catalog[key])))) == params, key
    assert "7" not in catalog["persist.safari"]  # the number of days comes from the module
