"""hexstudio: scenario editor and rules-enforcing player for hex-and-counter wargames."""

__version__ = "0.1.0"
