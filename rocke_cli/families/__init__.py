"""The family registry: name -> spec. A new family is one module and one line here."""

from __future__ import annotations

from .base import Build, FamilySpec
from .convert import Convert
from .prep import Prep

FAMILIES: dict[str, FamilySpec] = {f.name: f for f in (Prep(), Convert())}

__all__ = ["FAMILIES", "Build", "FamilySpec"]
