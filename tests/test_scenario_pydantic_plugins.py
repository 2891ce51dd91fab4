"""Pydantic's plugin loader stays unloaded while plugins are off (hexstudio.scenario.pydantic_plugins).

Each check runs in a fresh interpreter: which modules a start imports, and what
sits under the loader's name, is process-wide state.
"""

from __future__ import annotations

import os
import subprocess
import sys

from hexstudio.paths import scenarios_dir

TUTORIAL = scenarios_dir() / "tutorial.json"


def _run(code: str, **env: str | None) -> list[str]:
    e = dict(os.environ)
    for k, v in env.items():
        if v is None:
            e.pop(k, None)
        else:
            e[k] = v
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=e, check=True)
    return out.stdout.split("\n")


def test_loading_a_scenario_never_imports_the_plugin_loader_nor_importlib_metadata() -> None:
    code = (
        "import sys\n"
        "from pydantic_core import SchemaValidator\n"
        "from hexstudio.scenario.io import load_scenario\n"
        "from hexstudio.scenario.model import Scenario\n"
        f"s = load_scenario({str(TUTORIAL)!r})\n"
        "print('importlib.metadata' in sys.modules, type(sys.modules['pydantic.plugin._loader']).__name__)\n"
        "print(type(Scenario.__pydantic_validator__) is SchemaValidator, len(s.units) > 0)\n"
    )
    out = _run(code, PYDANTIC_DISABLE_PLUGINS=None)  # hexstudio turns them off itself
    assert out[0] == "False _StandIn"
    assert out[1] == "True True"


def test_plugins_left_on_by_the_user_get_pydantic_s_own_loader() -> None:
    code = (
        "import sys\n"
        f"from hexstudio.scenario.io import load_scenario\n"
        f"load_scenario({str(TUTORIAL)!r})\n"
        "print(type(sys.modules['pydantic.plugin._loader']).__name__, 'importlib.metadata' in sys.modules)\n"
    )
    for value in ("", "some_plugin"):
        assert _run(code, PYDANTIC_DISABLE_PLUGINS=value)[0] == "module True"


def test_the_stand_in_answers_as_pydantic_does_and_makes_way_once_plugins_are_on() -> None:
    code = (
        "import os, sys\n"
        "from hexstudio.scenario import pydantic_plugins\n"
        "import pydantic.plugin._schema_validator\n"
        "print(pydantic_plugins.install())\n"
        "from pydantic.plugin._loader import get_plugins\n"
        "for v in ('__all__', '1', 'true'):\n"
        "    os.environ['PYDANTIC_DISABLE_PLUGINS'] = v\n"
        "    print(v, list(get_plugins()), type(sys.modules['pydantic.plugin._loader']).__name__)\n"
        "os.environ['PYDANTIC_DISABLE_PLUGINS'] = 'no_such_plugin'\n"
        "print(list(get_plugins()), type(sys.modules['pydantic.plugin._loader']).__name__)\n"
        "from pydantic.plugin._loader import get_plugins as real\n"
        "print(real.__module__, list(real()))\n"
    )
    out = _run(code, PYDANTIC_DISABLE_PLUGINS="__all__")
    assert out[0] == "True"
    assert out[1:4] == ["__all__ [] _StandIn", "1 [] _StandIn", "true [] _StandIn"]
    # No plugin is installed here: the real loader searched and found none.
    assert out[4] == "[] module"
    assert out[5] == "pydantic.plugin._loader []"


def test_other_names_of_the_loader_come_from_pydantic_s_own() -> None:
    code = (
        "import sys\n"
        "from hexstudio.scenario import pydantic_plugins\n"
        "pydantic_plugins.install()\n"
        "import pydantic.plugin._loader as loader\n"
        "print(loader.PYDANTIC_ENTRY_POINT_GROUP, type(sys.modules['pydantic.plugin._loader']).__name__)\n"
    )
    assert _run(code, PYDANTIC_DISABLE_PLUGINS="__all__")[0] == "pydantic module"


def test_nothing_is_put_in_place_once_pydantic_has_its_loader() -> None:
    code = (
        "import sys\n"
        "import pydantic.plugin._loader as real\n"
        "from hexstudio.scenario import pydantic_plugins\n"
        "print(pydantic_plugins.install(), sys.modules['pydantic.plugin._loader'] is real)\n"
    )
    assert _run(code, PYDANTIC_DISABLE_PLUGINS="__all__")[0] == "False True"
