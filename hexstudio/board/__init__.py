"""The board: one QGraphicsScene for the editor, the player and the exporter.

- ``scene.BoardScene``: the map, the background scan, overlays and counters.
- ``view.BoardView``: zoom, pan, hover/click signals, an installable ``BoardTool``.
- ``counters``: ``CounterInfo``, ``counter_info``, ``setup_placements``.
- ``export.render_scenario``: PNG/PDF through the same scene (``hexstudio render``).
- ``hexinfo.describe_hex``: one status-bar line per hex (no Qt).

Painting is layered and tiled (``layers``, ``tiles``): a few big items paint
only the tiles under the exposed area, from paths built once per tile.
"""
