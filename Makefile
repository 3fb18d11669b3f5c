# Every target bootstraps what it needs: the project venv (.venv, LLVM 22 via llvmlite 0.50),
# the LLVM 20 side venv (.venv-llvm20, llvmlite 0.47 only) and Debian's clang-19 for HIP.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
ROCKE := $(VENV)/bin/rocke
V20 := .venv-llvm20
OUT ?= build/kernels
J ?= $(shell nproc)

.PHONY: all venv toolchain emit test lint bless check-golden verify guard-report bench clean

all: emit

$(VENV)/.stamp: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q -e '.[test]' 'llvmlite==0.50.0'
	touch $@

$(V20)/.stamp:
	$(PYTHON) -m venv $(V20)
	$(V20)/bin/python -m pip install -q 'llvmlite==0.47.0'
	touch $@

venv: $(VENV)/.stamp $(V20)/.stamp

# HIP sources are compiled with Debian's clang-19 against Debian's HIP headers (root: apt-get)
toolchain:
	@if ! command -v clang-19 >/dev/null || [ ! -f /usr/include/hip/hip_runtime.h ]; then \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
	    clang-19 libamdhip64-dev >/dev/null; fi

emit: venv
	$(ROCKE) emit --out $(OUT) -j $(J)

test: venv toolchain lint
	$(PY) -m pytest

lint: venv
	$(VENV)/bin/ruff check rocke_cli tests

bless: venv
	$(ROCKE) bless -j $(J)

check-golden: venv
	$(ROCKE) check-golden -j $(J)

verify: venv toolchain
	$(ROCKE) verify -j $(J)

guard-report: venv
	$(ROCKE) guard-report

bench: venv
	$(PY) -m rocke_cli.bench

clean:
	rm -rf build .pytest_cache .ruff_cache
