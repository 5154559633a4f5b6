# Frozen from fb9edddcb654:py/solobots/core/errors.py (scripts/freeze_engine.py): do not edit.
class RuleError(Exception):
    """An action the rules (or the input checks) refuse.

    It carries a message key and parameters, never a sentence: the front end renders it
    from the catalogs. Raising it leaves the game unchanged, since engines never mutate
    the state they are given.
    """

    def __init__(self, key, **params):
        super().__init__(key)
        self.key = key
        self.params = params

    def as_msg(self):
        return {"key": self.key, "params": self.params}
