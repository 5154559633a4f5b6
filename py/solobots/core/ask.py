"""The kinds of question a bot asks (docs/engine-contract.md, "Prompts"), built one way
for every game, and the representative answers each kind derives for legal_actions.

A prompt is what the view shows and the front end answers:
  choice   buttons, each an action sent as it is (`answer`); yes/no and "done" are choices
  dice     the faces of `count` dice, sent in the prompt's action as "faces" (None: roll for me)
  numbers  fields, sent in the prompt's action as "values" {id: int}
  none     nothing to ask (the game is over, or waits on the table)
The rule chip is left out of a prompt given no citation (a narrow frame needs the line).
"""


def answer(label, action, primary=False):
    """One button of a choice: what it says and the action it sends."""
    return {"label": label, "action": action, "primary": primary}


def _cited(prompt, citation):
    if citation is not None:
        prompt["rule"] = citation
    return prompt


def choice(message, citation, answers):
    return _cited({"kind": "choice", "msg": message}, citation) | {"choices": list(answers)}


def done(message, citation, label, action):
    """A choice of one: the player says the table is ready (or the end is agreed)."""
    return choice(message, citation, [answer(label, action, True)])


def yes_no(message, citation, yes, no):
    """`yes` and `no`: (label, action) pairs."""
    return choice(message, citation, [answer(*yes), answer(*no)])


def dice(message, citation, dice_set, count, faces, action, **more):
    """`more`: fields a game's own drawer reads (King of Tokyo's widget, its kept dice)."""
    prompt = _cited({"kind": "dice", "msg": message}, citation)
    return prompt | {"set": dice_set, "count": count, "faces": list(faces), "action": action, **more}


def field(field_id, label, lo, hi, value):
    return {"id": field_id, "label": label, "min": lo, "max": hi, "value": value}


def numbers(message, citation, fields, action, spare=None):
    """`spare`: the label of a fold that holds the fields whose ids it lists (values the
    player rarely changes, out of the way of the confirm until asked for)."""
    prompt = _cited({"kind": "numbers", "msg": message}, citation) | {"fields": list(fields), "action": action}
    return prompt | {"spare": spare} if spare else prompt


def none(message=None, citation=None):
    """Nothing to ask; a message says why when the game is not over (the map to fix first)."""
    if message is None:
        return {"kind": "none"}
    return _cited({"kind": "none", "msg": message}, citation)


def representative(prompt, turn=0, all_on=None):
    """A few answers to a prompt, all legal: every button; dice rolled by the app, all on
    one face (`all_on`, else the first), and a spread that turns with `turn`; the fields
    as proposed, then all at their least (their most together may be no answer: a battle
    where both sides are left)."""
    kind = prompt["kind"]
    if kind == "choice":
        return [dict(c["action"]) for c in prompt["choices"]]
    if kind == "dice":
        n, faces = prompt["count"], prompt["faces"]
        action = prompt["action"]
        return [{**action, "faces": None}, {**action, "faces": [all_on or faces[0]] * n},
                {**action, "faces": [faces[(i + turn) % len(faces)] for i in range(n)]}]
    if kind == "numbers":
        out = []
        for pick in ("value", "min"):
            values = {f["id"]: f[pick] for f in prompt["fields"]}
            action = {**prompt["action"], "values": values}
            if action not in out:
                out.append(action)
        return out
    return []
