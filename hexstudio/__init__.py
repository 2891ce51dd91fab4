"""hexstudio: scenario editor and rules-enforcing player for hex-and-counter wargames."""

import os as _os

__version__ = "0.1.0"

# Pydantic looks for plugins (observability hooks) by reading the metadata of
# every installed package the first time a model is used: a sixth of
# hexstudio's start-up, for plugins it never uses. A user who sets the
# variable keeps their choice.
_os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
