"""Terraforming Mars (solo) in the browser: the neutral setup by card name and by "draw for
me", generations with tiles placed by tapping the map, a production phase, an undo, a
reload, and a finished game's score (imported at the last step, then finished by a tap)."""

import json

from playwright.sync_api import expect

from helpers import next_step, open_app, show_tm_pane, start_game, step_of, wait_ready
from solobots.core.session import Session
from solobots.tm import neutral

# Costs 18, 41, 0, 8 (Noctis City, Io Mining Industries, Indentured Workers, Colonizer
# Training Camp), default order: cities on 24 and 08, greeneries on 16 and 14.
NAMED = [("Noctis City", "017"), ("Io Mining", "092"), ("Indentured", "195"), ("Colonizer", "001")]


def wait_step_after(page, before):
    next_step(page, before)


def tap(page, locator):
    before = step_of(page)
    locator.click()
    wait_step_after(page, before)


def choice(page, text):
    return page.locator("#prompt .choices button", has_text=text)


def gauge(page, name):
    return page.locator(f".tm-gauge[data-gauge={name}]")


def test_setup_by_name_generations_on_the_map_undo_and_reload(page, site):
    open_app(page, site.url, "?lang=fr")
    start_game(page, "tm", seed="tm-browser")
    instruction = page.locator("#instruction")
    expect(instruction).to_contain_text("Révélez et défaussez les 4 premières cartes Projet")
    expect(page.locator(".bot-says .instruction-row .rule-chip")).to_contain_text("TM VII-B 1")

    # The 4 revealed cards, picked by name as they are typed.
    for text, cid in NAMED:
        page.fill("#tm-reveal-search", text)
        page.locator(f"#tm-matches .tm-card[data-card='{cid}']").click()
    expect(page.locator("[data-testid=tm-picked] li")).to_have_count(4)
    tap(page, page.get_by_test_id("tm-reveal-confirm"))

    expected = [s["space"] for s in neutral.place_all([18, 41, 0, 8], "default")[1]]
    assert expected == ["24", "08", "16", "14"]
    expect(instruction).to_contain_text("Posez la cité neutre 1 rangée 4, zone 4")
    expect(instruction).to_contain_text("18e zone valide en partant du coin supérieur gauche")
    expect(page.locator(".bot-says .instruction-row .rule-chip")).to_contain_text("TM VII-B 1 · cité 1")
    expect(page.locator(".tm-map .hex.focus")).to_have_attribute("data-space", "24")
    expect(page.locator(".tm-map .hex.tile-city.owner-neutral")).to_have_count(1)
    for _ in range(4):
        tap(page, page.get_by_test_id("choice-0"))
    expect(page.locator(".tm-map .hex.owner-neutral")).to_have_count(4)
    for space in expected:
        expect(page.locator(f".tm-map .hex[data-space='{space}']")).to_have_class(
            "hex type-land" + (" volcanic" if space == "14" else "")
            + (" tile-city" if space in ("24", "08") else " tile-greenery") + " owner-neutral")

    # Corporation and starting hand.
    tap(page, choice(page, "CrediCor"))
    page.get_by_test_id("num-count-plus").click()
    page.get_by_test_id("num-count-plus").click()
    tap(page, page.get_by_test_id("numbers-confirm"))
    expect(page.get_by_test_id("tm-tr")).to_have_text("NT 14")

    # Generation 1: an aquifer placed by tapping the map, undone, placed again.
    tap(page, choice(page, "Aquifère"))
    expect(page.locator(".tm-map .hex.legal")).to_have_count(12)
    expect(instruction).to_contain_text("touchez une des 12 zones marquées")
    ocean_step = step_of(page)
    tap(page, page.get_by_test_id("space-33"))
    expect(gauge(page, "oceans")).to_have_attribute("data-value", "1")
    expect(page.get_by_test_id("tm-tr")).to_have_text("NT 15")
    expect(page.locator(".tm-map .hex[data-space='33']")).to_have_class("hex type-ocean tile-ocean owner-none")
    page.click("#undo")
    expect(page.locator(".table-screen")).to_have_attribute("data-step", str(ocean_step))
    expect(gauge(page, "oceans")).to_have_attribute("data-value", "0")
    expect(page.locator(".tm-map .hex.legal")).to_have_count(12)
    tap(page, page.get_by_test_id("space-34"))
    expect(gauge(page, "oceans")).to_have_attribute("data-value", "1")

    # A city next to the ocean: the map offers no space next to a city.
    tap(page, choice(page, "Cité"))
    assert page.locator(".tm-map .hex[data-space='25'].legal").count() == 0  # next to the neutral 24
    tap(page, page.get_by_test_id("space-35"))  # next to the ocean 34: +2 M€, 2 plants bonus
    expect(instruction).to_contain_text("+2 plantes")
    expect(instruction).to_contain_text("+2 M€")

    # A card played from the list with its cost: "Play a card" opens it.
    tap(page, choice(page, "Jouer une carte"))
    page.fill("#tm-card-search", "power plant")
    page.locator("#tm-matches .tm-card[data-card='141']").click()
    tap(page, page.get_by_test_id("tm-play-confirm"))
    expect(instruction).to_contain_text("Power Plant")

    # Pass: the production phase, then research.
    tap(page, choice(page, "Passer"))
    expect(instruction).to_contain_text("Production de la génération 1")
    expect(page.get_by_test_id("tm-gen")).to_have_attribute("data-gen", "2")
    tap(page, page.get_by_test_id("numbers-confirm"))

    # A reload: the same game, at the same step.
    here = step_of(page)
    text = instruction.inner_text()
    page.reload()
    wait_ready(page)
    expect(page.locator(".table-screen")).to_have_attribute("data-step", str(here))
    assert instruction.inner_text() == text
    expect(page.get_by_test_id("tm-tr")).to_have_text("NT 15")
    expect(page.locator(".tm-map .hex[data-space='35']")).to_have_class("hex type-land tile-city owner-player")

    # Generation 2: a greenery project must go next to the city (26, 27 or 36).
    tap(page, choice(page, "Forêt"))
    expect(page.locator(".tm-map .hex.legal")).to_have_count(3)
    assert sorted(page.locator(".tm-map .hex.legal").evaluate_all("els => els.map(e => e.dataset.space)")) == \
        ["26", "27", "36"]
    tap(page, page.get_by_test_id("space-36"))
    expect(gauge(page, "oxygen")).to_have_attribute("data-value", "1")
    expect(page.get_by_test_id("tm-tr")).to_have_text("NT 16")
    tap(page, choice(page, "Passer"))
    expect(page.get_by_test_id("tm-gen")).to_have_attribute("data-gen", "3")
    expect(instruction).to_contain_text("Production de la génération 2")


def test_draw_for_me_in_english(page, site):
    open_app(page, site.url, "?lang=en")
    start_game(page, "tm", seed="draw")
    tap(page, page.get_by_test_id("tm-order-interleaved"))  # the rulings' option, on this screen too
    expect(page.get_by_test_id("tm-order-interleaved")).to_have_attribute("aria-pressed", "true")
    tap(page, page.get_by_test_id("tm-draw"))
    instruction = page.locator("#instruction")
    expect(instruction).to_contain_text("Place neutral city 1 on row")
    expect(page.locator(".tm-neutral .tm-chip")).to_have_count(4)
    tap(page, page.get_by_test_id("choice-0"))
    expect(instruction).to_contain_text("Place the neutral greenery of city 1")
    expect(page.locator(".bot-says .instruction-row .rule-chip")).to_contain_text("TM VII-B 1 · greeneries")
    for _ in range(3):
        tap(page, page.get_by_test_id("choice-0"))
    expect(page.locator(".tm-map .hex.owner-neutral")).to_have_count(4)
    expect(page.locator("#prompt")).to_contain_text("Your corporation?")


def finished_save():
    """A game at its last question: generation 14 over, Mars terraformed, Helion."""
    session = Session("tm", {"card_order": "default"}, "end")
    for action in ({"type": "reveal", "values": {"c1": 12, "c2": 20, "c3": 5, "c4": 9}},
                   *[{"type": "neutral_next"}] * 4, {"type": "corporation", "corp": "R18"},
                   {"type": "buy", "values": {"count": 0}}, {"type": "project", "project": "city"},
                   {"type": "place", "space": "20"}):
        session.act(action)
    # The cards' effects entered with the card-effect buttons: Mars terraformed.
    for _ in range(19):
        session.act({"type": "raise", "param": "temperature", "steps": 1})
        while session.state["pending"]:
            session.act({"type": "place", "space": _free_ocean(session.state)})
    for _ in range(14):
        session.act({"type": "raise", "param": "oxygen", "steps": 1})
        while session.state["pending"]:
            session.act({"type": "place", "space": _free_ocean(session.state)})
    while session.state["globals"]["oceans"] < 9:
        session.act({"type": "tile", "tile": "ocean"})
        session.act({"type": "place", "space": _free_ocean(session.state)})
    for _gen in range(1, 15):
        session.act({"type": "pass"})
        if session.state["phase"] == "research":
            session.act({"type": "buy", "values": {"count": 0}})
    assert session.state["phase"] == "final"
    return session


def _free_ocean(state):
    from solobots.tm import tiles
    return tiles.legal_spaces(state, state["pending"][0])[0]


def test_a_finished_game_shows_its_score_and_goes_to_the_history(page, site):
    session = finished_save()
    record = {"format": "solobots-record", "id": "tm-end", "game": "tm", "core": session.to_save()}
    open_app(page, site.url, "?lang=fr")
    with page.expect_file_chooser() as fc:
        page.click("#import-btn")
    fc.value.set_files(files=[{"name": "tm.json", "mimeType": "application/json",
                               "buffer": json.dumps(record).encode("utf-8")}])
    expect(page.locator(".save-item")).to_have_count(1)
    page.locator(".save-item").first.get_by_test_id("resume").click()
    wait_ready(page)
    expect(page.locator("#instruction")).to_contain_text("La génération 14 est finie")
    tap(page, choice(page, "Terminer"))
    expect(page.locator("#game-over")).to_be_visible()
    expect(page.locator("#game-over")).to_contain_text("Terraformation achevée")
    table = page.locator(".tm-score-table")
    tr = session.state["tr"]
    expect(table.get_by_test_id("score-tr")).to_contain_text(str(tr))
    expect(table.get_by_test_id("score-city-20")).to_contain_text("0")
    expect(table.get_by_test_id("score-total")).to_contain_text(str(tr))
    page.click("#open-menu")
    page.click("#menu-home")
    expect(page.locator(".save-item")).to_contain_text(f"Helion · 14 générations · {tr} PV · gagnée")


def to_first_tile(page):
    """From the setup to a city standard project's spaces on the map (the app draws the 4
    cards, CrediCor, no card kept)."""
    show_tm_pane(page, "cards")
    tap(page, page.get_by_test_id("tm-draw"))
    for _ in range(4):
        tap(page, page.get_by_test_id("choice-0"))
    tap(page, choice(page, "CrediCor"))
    tap(page, page.get_by_test_id("numbers-confirm"))
    tap(page, choice(page, "Cité"))
    expect(page.locator(".tm-board")).to_have_attribute("data-pending", "city")


def smallest_legal_space(page):
    sizes = page.locator(".tm-map .hex.legal").evaluate_all(
        "els => els.map(e => { const b = e.getBoundingClientRect(); return Math.min(b.width, b.height); })")
    assert sizes
    return min(sizes)


def test_tracks_key_and_tap_zones_at_the_table(page, site):
    """Issue 11: the temperature's "-30" is written whole beside its track; the map's key
    says what the red and blue outlines mean; a space to tap is at least 40 px at 1180 x 820."""
    open_app(page, site.url, "?lang=fr")
    start_game(page, "tm", seed="zones")
    to_first_tile(page)
    show_tm_pane(page, "map")
    end = page.locator(".tm-gauge[data-gauge=temperature] .end-min")
    expect(end).to_have_text("-30")
    assert end.evaluate("e => e.scrollWidth <= e.clientWidth && e.closest('.tm-gauge').getBoundingClientRect().left"
                        " <= e.getBoundingClientRect().left")
    key = page.get_by_test_id("tm-map-key")
    key.locator("summary").click()
    expect(key).to_contain_text("Contour bleu")
    expect(key).to_contain_text("Contour rouge")
    expect(key).to_contain_text("lettre N")
    key.locator("summary").click()
    assert smallest_legal_space(page) >= 40
    tap(page, page.locator(".tm-map .hex.legal").first)
    expect(page.locator(".tm-map .hex.tile-city.owner-player")).to_have_count(1)


def test_the_map_in_a_400_px_embed_keeps_28_px_spaces(browser, site):
    context = browser.new_context(viewport={"width": 400, "height": 720}, locale="en-GB")
    page = context.new_page()
    page.goto(f"{site.url}index.html?embed=1&game=tm&lang=fr")
    wait_ready(page)
    page.click("#start-game")
    expect(page.locator(".table-screen")).to_be_visible()
    to_first_tile(page)
    show_tm_pane(page, "map")
    assert smallest_legal_space(page) >= 28
    # the cards pane is one tab away, and the map comes back for the next tile
    show_tm_pane(page, "inplay")
    expect(page.locator(".tm-inplay")).to_be_visible()
    show_tm_pane(page, "map")
    expect(page.locator(".tm-map")).to_be_visible()
    context.close()
