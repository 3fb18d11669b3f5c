"""JSON Schema of the config file format (docs/design.md §3), for editors."""

from __future__ import annotations

from .config import PARAM_KEYS, TOP_KEYS
from .families import FAMILIES


def config_schema() -> dict:
    scalar = {"type": ["string", "integer"]}
    partial = {"type": "object", "additionalProperties": scalar}
    param = {
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "type": {"enum": ["str", "int"], "default": "str"},
            "choices": {"type": "array", "items": scalar, "minItems": 1},
            "default": scalar,
            "min": {"type": "integer"},
            "max": {"type": "integer"},
            "doc": {"type": "string"},
        },
    }
    assert set(param["properties"]) == set(PARAM_KEYS)
    props = {
        "family": {"enum": sorted(FAMILIES)},
        "description": {"type": "string"},
        "name": {"type": "string", "pattern": r"^(?!\.)(?!.*\.\.)",
                 "description": "id pattern: {param} placeholders ({param:?}: "
                 "left out at the default, '.value' otherwise; {param:?label}: "
                 "'.labelvalue'); the "
                 "result must match ^[a-z0-9._-]+$, must not start with '.' "
                 "and must not contain '..'"},
        "exemplars": {"type": "array", "items": {"type": "string"}, "uniqueItems": True,
                      "description": "config ids whose full llvm22 .ll and .hip bless keeps "
                                     "beside the hashes (golden/<family>/), for review"},
        "params": {"type": "object", "additionalProperties": param},
        "sweep": {"type": "object", "additionalProperties": {"type": "array", "items": scalar,
                                                             "minItems": 1}},
        "configs": {"type": "array", "items": partial},
        "exclude": {"type": "array", "items": partial},
        "refuse": {"type": "array", "items": {
            "type": "object", "additionalProperties": False, "required": ["when", "message"],
            "properties": {"when": partial, "message": {"type": "string"}}}},
    }
    assert set(props) == set(TOP_KEYS)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "rocke.config/v1",
        "title": "rocke kernel config file",
        "type": "object",
        "additionalProperties": False,
        "required": ["family", "name", "params"],
        "properties": props,
    }
