"""King of Tokyo: Duel — the "Autobot" solo opponent (seed 004, rulings in docs/rules/kotd.md).

game.py is the contract module; rolling.py, resolution.py and power.py are the seed's
parts A, B and C; tracks.py holds the victory checks shared by all of them.
"""
