"""The published JSON Schema of scenario files, generated from the models.

``resources/scenario.schema.json`` is this output; a test keeps it in sync.
"""

from __future__ import annotations

import json
from typing import Any

from hexstudio.scenario.model import SCHEMA_VERSION, Scenario

SCHEMA_ID = "https://hexstudio.invalid/scenario.schema.json"


def scenario_schema() -> dict[str, Any]:
    schema = Scenario.model_json_schema(mode="validation")
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": f"hexstudio scenario (schema version {SCHEMA_VERSION})",
        **{k: v for k, v in schema.items() if k != "title"},
    }


def schema_json() -> str:
    return json.dumps(scenario_schema(), indent=1, ensure_ascii=False, sort_keys=True) + "\n"
