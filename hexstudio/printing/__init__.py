"""Print and play: the map, the countersheets and the player aids as one PDF.

The Qt side of printing; the geometry is ``hexstudio.printplan`` (headless).

- ``document.PrintDocument``: the pages, painting, the atomic PDF writer.
- ``mapsheet``: map pages through the board renderer, turn track, terrain key.
- ``countersheet``: counters through the board's counter drawing, markers.
- ``aids``: the scenario card and the tables.
- ``dialog.PrintDialog``: File ▸ Export ▸ Print and Play (PDF)…
"""
