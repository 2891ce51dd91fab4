"""Player- and designer-facing sentences, English here, translatable later.

The headless core has no translator (it never imports Qt), yet the UI must show
its reasons in the player's language. ``msg("not enough MP: needs {needs}, has
{has}", needs=..., has=...)`` returns a ``Msg``: a ``str`` whose value is the
English sentence, so every caller, test and log keeps working, which also
remembers its template and parameters. The Qt side (``hexstudio.app.engine_text``)
looks the template up in the "engine" catalogue and fills in the parameters,
translating those that are themselves ``Msg``.

Write the template as a literal in the ``msg(...)`` call: the catalogue is
built by scanning the engine's source for such calls.

>>> m = msg("not enough MP: needs {needs}, has {has}", needs="3", has="2")
>>> m == "not enough MP: needs 3, has 2", m.template
(True, 'not enough MP: needs {needs}, has {has}')
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


class Msg(str):
    """An English sentence that knows the template and parameters it came from."""

    __slots__ = ("params", "template")
    template: str
    params: dict[str, Any]

    def __new__(cls, template: str, params: dict[str, Any] | None = None) -> Msg:
        values = dict(params or {})
        self = super().__new__(cls, template.format(**values))
        self.template = template
        self.params = values
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        # str's own pickling would rebuild the object from the English text alone.
        return (Msg, (self.template, self.params))

    def __copy__(self) -> Msg:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Msg:
        return self


def msg(template: str, **params: Any) -> Msg:
    """The sentence ``template.format(**params)``, translatable by its template."""
    return Msg(template, params)


def join(items: Iterable[str], sep: str = ", ") -> Msg:
    """``sep.join(items)`` that keeps each item translatable (a list of reasons).

    Its template is only separators and placeholders, so it needs no catalogue
    entry: the translator leaves it as it is and translates the items.
    """
    params = {f"i{n}": item for n, item in enumerate(items)}
    glue = sep.replace("{", "{{").replace("}", "}}")
    return Msg(glue.join("{" + k + "}" for k in params), params)


class Local(str):
    """A scenario text (terrain, movement class...) that is English here but
    carries its other languages, so a translated sentence can name the terrain
    the way the scenario writes it in the player's language."""

    __slots__ = ("texts",)
    texts: dict[str, str]

    def __new__(cls, texts: dict[str, str]) -> Local:
        english = next((texts[k] for k in ("en", "pt_BR", "pt") if k in texts), next(iter(texts.values()), ""))
        self = super().__new__(cls, english)
        self.texts = dict(texts)
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (Local, (self.texts,))

    def lower(self) -> Local:  # type: ignore[override]
        # Reasons write terrain in lower case ("prohibited terrain for foot: sea").
        return Local({k: v.lower() for k, v in self.texts.items()})


def local(value: str | dict[str, str] | None) -> str:
    """A scenario ``LocalText`` as its English text, keeping its other languages."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    return Local(value)
