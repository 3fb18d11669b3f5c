# Every target bootstraps what it needs: the project venv (.venv, LLVM 22 via llvmlite 0.50),
# the LLVM 20 side venv (.venv-llvm20, llvmlite 0.47 only) and Debian's LLVM 22 tools (clang-22
# for HIP, ld.lld-22 for code objects, llvm-22 for llvm-objdump-22).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
ROCKE := $(VENV)/bin/rocke
V20 := .venv-llvm20
OUT ?= build/kernels
OBJ ?= build/objects
J ?= $(shell nproc)
CXX := g++
NATIVE := native/build

.PHONY: all venv toolchain native check-native emit build test test-full lint bless check-golden \
	verify guard-report bench sim-all docs-tables schedule clean

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

# HIP sources are compiled with Debian's clang-22 (bookworm-security: LLVM 22.1, the LLVM of
# llvmlite 0.50, with gfx950) against Debian's HIP headers, code objects linked with ld.lld-22,
# llvm-22 brings llvm-objdump-22 (root: apt-get)
toolchain:
# and the C++ twin in native/ with the system g++
	@if ! command -v clang-22 >/dev/null || ! command -v ld.lld-22 >/dev/null || \
	    ! command -v llvm-objdump-22 >/dev/null || [ ! -f /usr/include/hip/hip_runtime.h ] || \
	    ! command -v $(CXX) >/dev/null; then \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
	    clang-22 lld-22 llvm-22 libamdhip64-dev g++ >/dev/null; fi

# the independent C++ twins of the Python engine (docs/design.md §8): one executable per family
native: toolchain $(NATIVE)/attention_bwd_convert

$(NATIVE)/%: native/%.cpp
	mkdir -p $(NATIVE)
	$(CXX) -O2 -std=c++17 -Wall -Wextra -Werror -o $@ $<

check-native: venv native
	$(ROCKE) check-native --emitters $(NATIVE) --family attention_bwd_convert --batch

emit: venv
	$(ROCKE) emit --out $(OUT) -j $(J)

# a loadable code object per kernel and arch (LLVM 22 + ld.lld-22) and OBJ/manifest.json
build: venv toolchain
	$(ROCKE) build --out $(OBJ) -j $(J)

# one pytest worker per core, a test file per worker (a module's fixtures are built once).
# test: the quick tier, every test but those marked `full` (tests/conftest.py FULL: the
# whole-set and end-to-end simulator runs); test-full: everything (what CI runs)
test: venv toolchain native lint
	$(PY) -m pytest -n $(J) --dist loadfile -m "not full"

test-full: venv toolchain native lint
	$(PY) -m pytest -n $(J) --dist loadfile

lint: venv
	$(VENV)/bin/ruff check rocke_cli tests

bless: venv
	$(ROCKE) bless -j $(J)

# search and record the loop order of every kernel that asks for rocke's loop schedule
# (golden/<family>/schedule/; minutes a kernel): the only place the search runs
schedule: venv toolchain
	$(ROCKE) schedule -j $(J)

check-golden: venv
	$(ROCKE) check-golden -j $(J)

verify: venv toolchain
	$(ROCKE) verify -j $(J)

guard-report: venv
	$(ROCKE) guard-report

# the doc blocks generated from the code (<!-- rocke:table NAME --> ... <!-- /rocke:table -->,
# README "Generated doc blocks"); the tests fail when one is out of date
docs-tables: venv
	$(PY) -m rocke_cli.figures.doctables

# every shipped config of both arches through the CPU simulator, each .hip (clang-22) next
# to its .ll, adversarial offsets and the --no-guard negative control included (CI runs
# a representative matrix in tests/test_sim.py)
sim-all: venv toolchain
	$(ROCKE) sim all --adversarial --artifact ll,hip -j $(J)

bench: venv native
	$(PY) -m rocke_cli.bench

clean:
	rm -rf build .pytest_cache .ruff_cache
