"""The family registry: name -> spec. A new family is one module and one line here."""

from __future__ import annotations

from .base import Build, FamilySpec
from .convert import Convert
from .dq import Dq
from .main import Main
from .prep import Prep
from .reduce import Reduce
from .unified import Unified
from .validate import Validate
from .worklist import Worklist

FAMILIES: dict[str, FamilySpec] = {f.name: f for f in (
    Prep(), Convert(), Reduce(), Worklist(), Dq(),
    Main(), Unified(), Validate(),
)}

__all__ = ["FAMILIES", "Build", "FamilySpec"]
