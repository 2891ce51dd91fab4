"""Digitizing a printed map from its calibrated scan: the editor's side.

The headless analysis lives in ``hexstudio.scan``; this package is its Qt
face in the editor: the Scan Suggestions dock (teach by example, suggest,
review), the board tool that picks examples, the overlay that shows the
suggestions on the board, and the worker that runs the analysis off the GUI
thread. Its strings have their own catalogue (``hexstudio_digitize_<lang>``,
see ``hexstudio.digitize.i18n``).
"""
