"""Print and play, the arithmetic: paper, millimetres, tiles, counter grids (no Qt).

Everything a print-and-play PDF needs that is geometry or bookkeeping lives
here, headless and tested without a screen; ``hexstudio.printing`` only
paints what these plans say.

- ``options``: the user's choices (paper, hex and counter size, parts, language).
- ``tiling``: the map cut into pages with overlaps, seams and alignment marks.
- ``sheets``: counters laid out on sheets, fronts and mirrored backs.
- ``contents``: which counters and markers a scenario needs, grouped for the sheets.
- ``extras``: the turn track, air-point tracks and terrain key flowed into a page area.
"""
