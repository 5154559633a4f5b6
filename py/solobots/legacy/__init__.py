"""Engines of released builds, frozen so that their saves replay under the rules they were
played with (scripts/freeze_engine.py; which build replays which game version:
solobots/core/legacy.py). Imported only when such a save is opened, never at start-up."""
