"""Solobots: pure-Python engines for solo opponents of physical board games.

Nothing in this package touches the DOM, the clock or global randomness; the web
worker that serves them to the page (`py/worker.py`) is the only module that imports `js`.
"""
