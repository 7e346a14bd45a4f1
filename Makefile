# s2s — set-up, tests and demo.  `make test` and `make demo` set up on first use.
PY      ?= python3
VENV    := .venv
BIN     := $(VENV)/bin
STAMP   := $(VENV)/.s2s-installed
JOBS    ?= 2

.PHONY: setup opencl browser tools clang test test-slow demo lint clean corpus-check bench bench-run

setup: $(STAMP) opencl browser tools clang

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[test]'
	touch $(STAMP)

# OpenCL on the CPU (PoCL) when no OpenCL platform is present.
opencl: $(STAMP)
	@if $(BIN)/python -c "import pyopencl as cl, sys; sys.exit(0 if cl.get_platforms() else 1)" >/dev/null 2>&1 && \
	    printf '#include <CL/cl.h>\nint main(void){return (int)clGetPlatformIDs(0, 0, 0);}\n' | \
	    $${CC:-cc} -x c - -lOpenCL -o /dev/null >/dev/null 2>&1; then \
		echo "OpenCL platform, headers and libOpenCL found."; \
	else \
		echo "No OpenCL platform: installing PoCL (Debian packages)"; \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get update -q && \
		DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -q pocl-opencl-icd ocl-icd-libopencl1 ocl-icd-opencl-dev; \
	fi

# Headless Chromium renders the HTML report in its test; the test skips when none can be installed.
browser:
	@if command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1; then \
		echo "Chromium found."; \
	else \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		( $$SUDO apt-get update -q && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -q chromium ) \
			|| echo "Chromium could not be installed: the report rendering test will be skipped."; \
	fi

# Graphviz (`dot`) draws the report's dependence graphs; cmake builds the CMake integration test; g++
# checks whether a file is also C++ (a CUDA translation is one .cu only then: s2s/codegen/cxx_check.py).
tools:
	@missing=""; command -v dot >/dev/null 2>&1 || missing="$$missing graphviz"; \
	command -v cmake >/dev/null 2>&1 || missing="$$missing cmake"; \
	command -v g++ >/dev/null 2>&1 || missing="$$missing g++"; \
	if [ -z "$$missing" ]; then \
		echo "Graphviz, CMake and g++ found."; \
	else \
		echo "Installing$$missing (Debian packages)"; \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get update -q && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -q $$missing; \
	fi

# clang and its OpenMP runtime: tests/test_faithful_22b.py also builds translations with clang (-fopenmp)
# and skips those builds when clang is absent, so a failed install leaves setup successful.
clang:
	@if command -v clang >/dev/null 2>&1; then \
		echo "clang found."; \
	else \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		( $$SUDO apt-get update -q && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -q clang libomp-dev ) \
			|| echo "clang could not be installed: the clang builds of the tests will be skipped."; \
	fi

# `make test` is CI's suite; `make test-slow` runs what it leaves out (later fuzz batches, programs whose
# analyses take a minute): run it in sessions, with the long fuzzer runs.
test: setup
	$(BIN)/python -m pytest -q -n $(JOBS) -m "not slow" tests

test-slow: setup
	$(BIN)/python -m pytest -q -n $(JOBS) -m slow tests

demo: setup
	@sh docs/examples/demo.sh $(BIN)/s2s

corpus-check: setup
	$(BIN)/python -m s2s.check.corpus --targets opencl,openmp

# GPU benchmark (docs/benchmarks.md): prepare, run and report on a machine with s2s and a GPU.
# BENCH_PROGRAMS (default: all of corpus/), BENCH_SIZES, BENCH_TYPES, BENCH_RUN_ARGS (e.g. --reps 3) select.
BENCH_DIR      ?= bench/build
BENCH_SIZES    ?= MEDIUM,LARGE
BENCH_TYPES    ?= double
BENCH_PROGRAMS ?=
BENCH_RUN_ARGS ?=
bench:
	@if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L 2>/dev/null | grep -q .; then \
		$(MAKE) --no-print-directory bench-run; \
	else \
		echo "make bench: no GPU here (nvidia-smi is missing or lists no GPU): nothing was measured."; \
		echo "Run the benchmark in three steps instead:"; \
		echo "  1. here:                 $(BIN)/s2s bench prepare --out $(BENCH_DIR) --sizes $(BENCH_SIZES) --types $(BENCH_TYPES) $(BENCH_PROGRAMS)"; \
		echo "  2. on the GPU machine:   copy $(BENCH_DIR) there, then: python3 $(BENCH_DIR)/run.py --out results.json"; \
		echo "  3. back here:            $(BIN)/s2s bench report results.json   (docs/benchmarks.md and its chart)"; \
		exit 1; \
	fi

bench-run: setup
	$(BIN)/s2s bench prepare --out $(BENCH_DIR) --sizes $(BENCH_SIZES) --types $(BENCH_TYPES) $(BENCH_PROGRAMS)
	python3 $(BENCH_DIR)/run.py --out $(BENCH_DIR)/results.json $(BENCH_RUN_ARGS)
	$(BIN)/s2s bench report $(BENCH_DIR)/results.json


# the rules are in pyproject.toml ([tool.ruff.lint]); fails when ruff finds anything
lint: $(STAMP)
	$(BIN)/python -m ruff check s2s tests bench

clean:
	rm -rf $(VENV) build *.egg-info
