"""Play mode: a rules-enforcing hot-seat game on the board.

A thin Qt layer over the rules engine (``hexstudio.engine``); no rule lives
here. Modules, one job each:

- ``mode``: ``PlayMode`` (the app's Mode protocol): turns clicks into engine
  actions and repaints from what the engine answers;
- ``session``: the game, saving, autosave after commit points, resume;
- ``tool``: the board tool (click, drag, hover);
- ``overlay``: fast hex overlays (reachable hexes with costs, path, ZOC...);
- ``panels``: status, stack and counter inspector, reinforcements, game log;
- ``combat``: the combat panel with the preview and the result chart;
- ``decision``: every engine decision as buttons (and hexes on the board);
- ``cover``: the hot-seat hand-over sheet;
- ``lessons``: a tutorial battle's lessons, following the game;
- ``dialogs``: new game, end of game; ``replay``: the replay viewer;
- ``text``: the game told in sentences; ``placements``: counters of a position;
- ``i18n``: play mode's own Portuguese catalogue.
"""
