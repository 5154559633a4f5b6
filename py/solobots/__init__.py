"""Solobots: pure-Python engines for solo opponents of physical board games.

Nothing in this package touches the DOM, the clock or global randomness; the browser
glue (`py/glue.py`) is the only module that imports `pyscript`.
"""
