"""The headless rules engine (no Qt): ``Game`` applies checked actions to a
scenario. See ``game.py`` for the API and README "Rules engine API"."""
