"""The engine's translatable sentences: see ``hexstudio.text`` (shared with the scenario checks)."""

from hexstudio.text import Local, Msg, join, local, msg

__all__ = ["Local", "Msg", "join", "local", "msg"]
