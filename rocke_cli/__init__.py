"""rocke: AMDGPU attention-backward kernel generator and golden manager."""

__version__ = "0.1.0"  # the one place: pyproject.toml reads it, `rocke --version` prints it
