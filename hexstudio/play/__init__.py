"""Play mode: a rules-enforcing hot-seat game on the board.

A thin Qt layer over the rules engine (``hexstudio.engine``); no rule lives
here. Modules, one job each:

- ``mode``: ``PlayMode`` (the app's Mode protocol): its docks, menu and
  toolbar, starting a game and bringing every panel up to date after a change;
  the parts below are mixed into it:

  - ``turns``: the turn controller: who acts now and whether a person or the
    computer (``TurnController.who_acts``, the seats), the hand-over cover
    only between two people, a signal when a computer side must act, and the
    commands that move the game on (apply, undo, redo, End phase);
  - ``inputs``: board input: selection, click and drag moves, reinforcements,
    drops, sea and amphibian moves, the line under the pointer;
  - ``attack``: the Combat panel's presenter: target, attackers, preview, roll,
    Monte Castelo's bombardment stage;
  - ``answers``: the Decision panel's presenter: the question and its answers;
  - ``marks``: the overlays on the board (and where their labels go), counters;
  - ``report``: the status line, the game log, the dice after a roll, the
    Undo/Redo/End phase commands' state, lessons following the game;
  - ``files``: new, saved, loaded and resumed games, the replay viewer;

- ``session``: the game, saving, autosave after commit points, resume;
- ``tool``: the board tool (a press and release: click or drag);
- ``overlay``: fast hex overlays (reachable hexes with costs, path, ZOC...);
- ``panels``: status, stack and counter inspector, reinforcements, game log;
- ``combat``: the combat panel widget with the preview and the result chart;
- ``decision``: the decision panel widget: answers as buttons;
- ``cover``: the hot-seat hand-over sheet;
- ``lessons``: a tutorial battle's lessons, following the game;
- ``dialogs``: new game, end of game; ``replay``: the replay viewer;
- ``text``: the game told in sentences; ``placements``: counters of a position;
- ``amphibian``, ``stage``: the amphibian carry and the bombardment stage, as play sees them;
- ``i18n``: play mode's own Portuguese catalogue.
"""
