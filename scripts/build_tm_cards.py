"""Build the Terraforming Mars engine's card and corporation data from the shared reference.

python3 scripts/build_tm_cards.py            write py/solobots/tm/cards.json and corporations.json
python3 scripts/build_tm_cards.py --check    fail if the committed files differ from a fresh build

Sources (../shared/reference, beside the repository; never needed at run time):
- tm-cards.tsv: number, name, cost, type, tags, era, requirement, VP, "affects other players";
- tm-corporations.tsv: starting M€, resources, production, tags, first action;
- tm-card-effects.json (described in tm-card-effects.md): each card's effects as facts.

The effects keep the reference's field names, with the engine's resource names (M€ is
"mc") and the engine's names for where a tile goes. What the reference marks as not
automatable gets "custom": true and is handled by py/solobots/tm/custom.py (listed in
docs/rules/tm.md). Facts the reference leaves out of a non-automatable card are added in
ADDED below, each with the printed card's reason.
"""

import argparse
import copy
import csv
import json
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("SOLOBOTS_SHARED", ROOT.parent / "shared")) / "reference"
OUT = ROOT / "py" / "solobots" / "tm"

RES = {"megacredits": "mc", "steel": "steel", "titanium": "titanium", "plants": "plants", "energy": "energy",
       "heat": "heat"}
# Where a tile goes: the reference's words -> the engine's placement rules (tm/tiles.py).
WHERE = {
    "normal": "standard", "any_land": "standard", "any_non_reserved_land": "standard", "isolated": "isolated",
    "noctis": "noctis", "ocean_space": "ocean_space", "land": "land", "volcanic": "volcanic",
    "next_to_city": "next_city", "next_to_2_cities": "urbanized", "next_to_greenery": "next_greenery",
    "steel_or_titanium_bonus": "metal_bonus", "steel_or_titanium_bonus_next_to_own_tile": "metal_bonus_own",
}
OFF_MAP = {"ganymede_colony": "01", "phobos_space_haven": "02"}
TILE = {"city": "city", "greenery": "greenery", "ocean": "ocean", "special": "special", "claim_marker": "claim"}
GLOBAL_REQ = re.compile(r"^(temperature|oxygen|oceans) (>=|<=) (-?\d+)(C|%)?$")
TAG_REQ = re.compile(r"^(\w+) tags? ?>= ?(\d+)$")

# Facts a non-automatable card needs that its reference entry leaves to "custom code".
ADDED = {
    # Flooding: "Place an ocean tile" is printed; the reference keeps only the M€ loss.
    "188": {"tiles": [{"tile": "ocean", "where": "standard"}]},
}

# Corporation effects the engine applies by a key (the code names the rule it follows).
CORP_CUSTOM = {"R00": "free_hand", "R08": "rebate_20", "R19": "event_2mc", "R24": "metal_bonus_steel_prod",
               "R31": "city_mc", "R32": "unmi_action", "R03": "jovian_mc_prod"}
FIRST_ACTION = {"draw 3 cards": "draw3", "place a city tile": "city", "": None}


def _read_tsv(name):
    with open(SHARED / name, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f, delimiter="\t"))


def _req(text):
    """The tsv's requirement, as data (docs/rules/tm.md "Cards played")."""
    out = []
    for part in [p.strip() for p in text.split("&") if p.strip()]:
        m = GLOBAL_REQ.match(part)
        if m:
            out.append({"kind": "global", "param": m.group(1), "op": m.group(2), "value": int(m.group(3))})
            continue
        m = TAG_REQ.match(part)
        if m:
            out.append({"kind": "tags", "tag": m.group(1), "min": int(m.group(2))})
            continue
        m = re.match(r"^own (\w+) production >= (\d+)$", part)
        if m:
            out.append({"kind": "production", "res": RES[m.group(1)], "min": int(m.group(2))})
            continue
        if part == "own greenery tiles >= 1":
            out.append({"kind": "own_greeneries", "min": 1})
            continue
        m = re.match(r"^city tiles in play \(any player\) >= (\d+)$", part)
        if m:
            out.append({"kind": "cities", "min": int(m.group(1))})
            continue
        raise ValueError(f"unknown requirement: {part!r}")
    return out


def _vp(tsv_vp, fx):
    """The engine's VP form, built from the reference and checked against the tsv column."""
    vp = fx.get("vp")
    if vp is None:
        assert tsv_vp == "", tsv_vp
        return 0
    if "fixed" in vp and not vp.get("custom"):
        assert tsv_vp == str(vp["fixed"]), (tsv_vp, vp)
        return vp["fixed"]
    if "resource" in vp:
        each = vp.get("vp_each", 1)
        assert tsv_vp.startswith(f"{each} per "), tsv_vp
        return {"kind": "per_resource", "vp": each, "per": vp["per"]}
    if vp.get("custom") and "fixed_if_any_resource_here" in vp:
        return {"kind": "any_resource", "vp": vp["fixed_if_any_resource_here"]}
    if vp.get("per_tag") == "jovian":
        assert "jovian" in tsv_vp
        return {"kind": "per_jovian"}
    if vp.get("per_tile") == "ocean" and vp.get("adjacent_to_this_tile"):
        return {"kind": "capital"}
    if vp.get("per_tile") == "city" and vp.get("adjacent_to_this_tile"):
        return {"kind": "adjacent_cities"}
    if vp.get("per_tile") == "city" and vp.get("every") == 3:
        return {"kind": "per_3_cities"}
    raise ValueError(f"unknown vp: {vp}")


def _res(d):
    return {RES[k]: v for k, v in d.items()}


def _counter(c):
    out = {"count": c["count"], "scope": c["scope"]}
    for key in ("tag", "where", "includes_this_card"):
        if key in c:
            out[key] = c[key]
    out["every"] = c.get("every", 1)
    return out


def _per(d):
    return {RES[k]: _counter(v) for k, v in d.items()}


def _tiles(tiles):
    out = []
    for t in tiles:
        tile = {"tile": TILE[t["type"]]}
        if t["where"] == "off_map":
            tile["where"] = OFF_MAP[t["space"]]
        elif t["type"] == "ocean" and t["where"] == "ocean_space":
            tile["where"] = "standard"  # the normal rule for an ocean
        else:
            tile["where"] = WHERE[t["where"]]
        if t.get("special_tile") == "capital":
            tile["capital"] = True
        elif t.get("special_tile"):
            tile["special"] = t["special_tile"]
        out.append(tile)
    return out


def _draw(d):
    out = {"count": d["count"]}
    if "keep" in d:
        out["keep"] = d["keep"]
    if d.get("buy_for_3_or_discard"):
        out["buy"] = True
    if d.get("free"):
        out["free"] = True
    return out


def _to_cards(items):
    out = []
    for item in items:
        entry = {"type": item["type"], "count": item["count"]}
        if item.get("other_card"):
            entry["other"] = True
        out.append(entry)
    return out


def _part(src):
    """The effect fields shared by a card, one of its choices and its action."""
    out = {}
    if "production" in src:
        out["production"] = _res(src["production"])
    if "production_per" in src:
        out["production_per"] = _per(src["production_per"])
    if "stock" in src:
        out["stock"] = _res(src["stock"])
    if "stock_per" in src:
        out["stock_per"] = _per(src["stock_per"])
    if "global" in src:
        # Oceans are also listed as tiles: an ocean raises its track when it is placed.
        steps = {k: v for k, v in src["global"].items() if k != "oceans"}
        if steps:
            out["global"] = steps
    if "tr" in src:
        out["tr"] = src["tr"]
    if "tr_per" in src:
        out["tr_per"] = _counter(src["tr_per"])
    if "tiles" in src:
        out["tiles"] = _tiles(src["tiles"])
    if "add_resources" in src:
        out["add_resources"] = src["add_resources"]
    if "add_resources_to_any_card" in src:
        out["add_resources_to_any_card"] = _to_cards(src["add_resources_to_any_card"])
    if "draw_cards" in src:
        out["draw_cards"] = _draw(src["draw_cards"])
    return out


def _action(a):
    out = {}
    if "spend" in a:
        out["spend"] = _res(a["spend"])
    if "may_pay_with" in a:
        out["may_pay_with"] = list(a["may_pay_with"])
    if "spend_resources_here" in a:
        out["spend_resources_here"] = a["spend_resources_here"]
    if "gain" in a:
        out["gain"] = _res(a["gain"])
    if "gain_per" in a:
        out["gain_per"] = _per(a["gain_per"])
    out.update(_part(a))
    if "remove_from_any_card" in a:
        out["remove_from_any_card"] = dict(a["remove_from_any_card"])
    if "choice" in a:
        out["choice"] = [_action(o) for o in a["choice"]]
    if a.get("custom"):
        out["custom"] = True
    if "convert" in a:
        c = a["convert"]
        out["convert"] = {"from": RES[c["from"]], "to": RES[c["to"]], "ratio": c["ratio"]}
    if "condition" in a:
        out["condition"] = a["condition"]
    return out


def _opponent(items):
    out = []
    for o in items:
        entry = {"what": o["what"], "resource": RES.get(o["resource"], o["resource"]), "amount": o["amount"],
                 "target": o["target"], "optional": o["optional"]}
        if o.get("up_to"):
            entry["up_to"] = True
        if o.get("steals"):
            entry["steals"] = True
        out.append(entry)
    return out


def _effect(card, e):
    """Ongoing effects: price and value changes as the engine's own fields, the rest kept
    as the reference's facts for the custom code and the card's description."""
    if "discount" in e:
        card["discount"] = {"amount": e["discount"], "tags": list(e["tags"]), "per": e.get("discount_counted", "card")}
    if "requirement_leeway_steps" in e:
        card["relax_next" if e.get("next_card_only") else "relax"] = e["requirement_leeway_steps"]
    if "steel_value_bonus" in e or "titanium_value_bonus" in e:
        assert e.get("steel_value_bonus") == e.get("titanium_value_bonus") == 1, e
        card["metal_value"] = 1
    if e.get("custom"):
        trigger = {k: v for k, v in e.items() if k not in ("custom", "summary")}
        for key in ("gain", "production"):
            if key in trigger:
                trigger[key] = _res(trigger[key])
        card["trigger"] = trigger


def build_cards():
    rows = _read_tsv("tm-cards.tsv")
    effects = json.loads((SHARED / "tm-card-effects.json").read_text("utf-8"))["cards"]
    cards = []
    for row in rows:
        cid = row["number"]
        fx = effects[cid]
        assert fx["cost"] == int(row["cost"]) and fx["type"] == row["type"], cid
        assert fx.get("requirement", "") == row["requirement"], cid
        # "Affects other players": an immediate effect on another player, or an action
        # that takes from another player's card (Predators, Ants).
        hits_others = "opponent" in fx or "remove_from_any_card" in fx.get("action", {})
        assert hits_others == (row["affects_other_players"] == "1"), cid
        card = {
            "id": cid, "name": fx["name"], "cost": int(row["cost"]), "type": row["type"],
            "tags": [t for t in row["tags"].split(",") if t], "corporate_era": row["corporate_era"] == "1",
            "req": _req(row["requirement"]), "vp": _vp(row["vp"], fx), "any_player": row["affects_other_players"] == "1",
        }
        if "production_check" in fx:
            card["production_check"] = _res(fx["production_check"])
        card.update(_part(fx))
        if "card_resource" in fx:
            card["card_resource"] = fx["card_resource"]
        if "choice" in fx:
            card["choice"] = [_part(o) for o in fx["choice"]]
        if "opponent" in fx:
            card["opponent"] = _opponent(fx["opponent"])
            if fx.get("opponent_choose_one"):
                card["opponent_choose_one"] = True
        if "action" in fx:
            card["action"] = _action(fx["action"])
        if "effect" in fx:
            _effect(card, fx["effect"])
        for key in ("production_conditional", "production_variable", "copy_production_box",
                    "production_choice_from_space_bonus"):
            if key in fx:
                card[key] = copy.deepcopy(fx[key])
        card.update(copy.deepcopy(ADDED.get(cid, {})))
        if not fx["automatable"]:
            card["custom"] = True
        cards.append(card)
    return {
        "about": ("The 208 project cards (base + Corporate Era). Built by scripts/build_tm_cards.py from "
                  "reference/tm-cards.tsv and reference/tm-card-effects.json: do not edit by hand."),
        "cards": cards,
    }


def _pairs(text):
    out = {}
    for part in [p for p in text.split(",") if p]:
        res, n = part.split(":")
        out[RES[res]] = int(n)
    return out


def _corp_effects(cid, fx):
    keys = []
    e = fx.get("effect", {})
    if cid in CORP_CUSTOM:
        keys.append(CORP_CUSTOM[cid])
    if e.get("greenery_plant_discount"):
        keys.append("greenery_7")
    if e.get("heat_as_megacredits"):
        keys.append("heat_as_mc")
    if e.get("requirement_leeway_steps"):
        keys.append("relax_2")
    if e.get("titanium_value_bonus"):
        keys.append("titanium_4")
    if e.get("discount"):
        keys.append({"power": "power_discount", "earth": "earth_discount"}[e["tags"][0]])
    return keys


def build_corporations():
    effects = json.loads((SHARED / "tm-card-effects.json").read_text("utf-8"))["corporations"]
    corps = []
    for row in _read_tsv("tm-corporations.tsv"):
        cid = row["number"]
        fx = effects[cid]
        assert fx["starting_megacredits"] == int(row["starting_mc"]), cid
        assert _res(fx.get("production", {})) == _pairs(row["starting_production"]), cid
        assert _res(fx.get("stock", {})) == _pairs(row["starting_resources"]), cid
        corps.append({
            "id": cid, "name": fx["name"], "set": row["set"], "mc": int(row["starting_mc"]),
            "resources": _pairs(row["starting_resources"]), "production": _pairs(row["starting_production"]),
            "tags": [t for t in row["tags"].split(",") if t], "first_action": FIRST_ACTION[row["first_action"]],
            "effects": _corp_effects(cid, fx), "custom": not fx["automatable"],
        })
    return {
        "about": ("Corporations from reference/tm-corporations.tsv and reference/tm-card-effects.json (built by "
                  "scripts/build_tm_cards.py); effects are keys the engine applies."),
        "corporations": corps,
    }


def render(data):
    """One card per line: the diff of a rebuild reads card by card."""
    key = "cards" if "cards" in data else "corporations"
    lines = ["{", f'"about": {json.dumps(data["about"], ensure_ascii=False)},', f'"{key}": [']
    items = data[key]
    for i, item in enumerate(items):
        lines.append(" " + json.dumps(item, ensure_ascii=False) + ("," if i < len(items) - 1 else ""))
    lines += ["]", "}"]
    return "\n".join(lines) + "\n"


def outputs():
    return {OUT / "cards.json": render(build_cards()), OUT / "corporations.json": render(build_corporations())}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    stale = []
    for path, text in outputs().items():
        if args.check:
            if path.read_text("utf-8") != text:
                stale.append(path)
        else:
            path.write_text(text, "utf-8")
    if stale:
        print("stale:", *[str(p.relative_to(ROOT)) for p in stale], file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
