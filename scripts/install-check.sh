#!/usr/bin/env bash
# The installed tally works on its own: `make install` into a temporary prefix, then, from a
# folder outside the repository with no Swift on PATH, the installed binary builds a site,
# solves, shows its man page and completes on tab; `make uninstall` leaves nothing behind.
#
#   scripts/install-check.sh        (from the repository root; make install-check)
set -euo pipefail
make=${MAKE:-make}
repo=$(pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "install-check: FAIL: $*" >&2; exit 1; }
step() { echo "install-check: $*"; }

prefix="$tmp/prefix"
"$make" --no-print-directory -s install PREFIX="$prefix" >/dev/null
tally="$prefix/bin/tally"
for f in bin/tally share/man/man1/tally.1 share/man/man1/tally.build.1 share/man/man1/tally.solve.1 \
         share/bash-completion/completions/tally share/zsh/site-functions/_tally \
         share/fish/vendor_completions.d/tally.fish share/tally/install-manifest; do
  [ -f "$prefix/$f" ] || fail "make install did not install $f"
done
step "installed $(grep -c '^f' "$prefix/share/tally/install-manifest") files into a temporary prefix"

# Only the system's C (and C++ runtime) libraries and cmark-gfm may be linked dynamically.
unexpected=$(ldd "$tally" | awk '{ print $1 }' | grep -vE '^(linux-vdso\.so|/lib64/ld-linux|ld-linux|libc\.so|libm\.so|libpthread\.so|libdl\.so|librt\.so|libutil\.so|libstdc\+\+\.so|libgcc_s\.so|libcmark-gfm(-extensions)?\.so)' || true)
[ -z "$unexpected" ] || fail "the binary links more than the system C libraries and cmark-gfm: $unexpected"
step "linked dynamically only against: $(ldd "$tally" | awk '{ print $1 }' | tr '\n' ' ')"

# Everything below runs as a user would: outside the repository, a bare environment, no Swift.
work="$tmp/work"
mkdir -p "$work/scenarios" "$tmp/home"
run() { (cd "$work" && env -i PATH=/usr/bin:/bin HOME="$tmp/home" LANG=C.UTF-8 "$@"); }
run sh -c 'command -v swift' >/dev/null && fail "swift is on the bare PATH, so the check would prove nothing"

version=$(run "$tally" --version)
echo "$version" | grep -qE '^[0-9]+\.[0-9]+\.[0-9]+ \(git commit ([0-9a-f]{7,}(-modified)?|unknown)\)$' ||
  fail "tally --version said: $version"
step "tally --version: $version"

# build: with no scenario folder the error says what it looked for and where; then a small project.
rmdir "$work/scenarios"
if run "$tally" build > "$tmp/out" 2>&1; then fail "tally build with no scenario folder succeeded"; fi
grep -q 'scenarios/ or examples/' "$tmp/out" && grep -q "$work" "$tmp/out" || fail "tally build with no scenario folder said: $(cat "$tmp/out")"
step "tally build with no scenario folder: $(head -1 "$tmp/out")"
mkdir "$work/scenarios"
cat > "$work/scenarios/home.yaml" <<'YAML'
kind: loan
title: Our first home
principal: 350000
rate: 3.5
years: 25
payment: ?
start: 2027-01
YAML
run "$tally" new savings rainy-day > /dev/null
run env SOURCE_DATE_EPOCH=1767225600 "$tally" build --quiet || fail "tally build failed"
for page in index.html style.css help/index.html help/loan.html; do
  [ -s "$work/public/$page" ] || fail "tally build wrote no public/$page"
done
[ -s "$work/public/loan/home.html" ] || fail "tally build wrote no public/loan/home.html for scenarios/home.yaml"
grep -q "1,752.18" "$work/public/loan/home.html" || fail "the loan page does not show the solved payment"
step "tally build: $(find "$work/public" -type f | wc -l) files from the embedded templates, stylesheet and help"

# A project's own templates/ replaces the built-in template of the same name.
mkdir "$work/templates"
printf '<!doctype html><title>mine</title><p>project help template</p>{{{body_html}}}\n' > "$work/templates/help.mustache"
run env SOURCE_DATE_EPOCH=1767225600 "$tally" build --quiet --out custom || fail "tally build with templates/ failed"
grep -q 'project help template' "$work/custom/help/index.html" || fail "templates/help.mustache did not override the built-in one"
grep -q "1,752.18" "$work/custom/loan/home.html" || fail "the built-in report template stopped working beside an override"
step "a project's templates/ overrides the built-in template"

solved=$(run "$tally" solve loan --principal 350000 --rate 3.5 --years 25)
echo "$solved" | grep -q '1,752.18' || fail "tally solve said: $solved"
step "tally solve: $(echo "$solved" | head -1)"

# serve: on a free port (--port 0), fetch the index and a report, then Ctrl-C: it exits 0.
(cd "$work" && exec env -i PATH=/usr/bin:/bin HOME="$tmp/home" LANG=C.UTF-8 "$tally" serve --port 0 > "$tmp/serve.log" 2>&1) &
serve_pid=$!
url=""
for _ in $(seq 1 150); do
  url=$(grep -oE 'http://127\.0\.0\.1:[0-9]+/' "$tmp/serve.log" | head -1 || true)
  [ -n "$url" ] && break
  sleep 0.2
done
[ -n "$url" ] || { kill "$serve_pid" 2>/dev/null; fail "tally serve printed no URL: $(cat "$tmp/serve.log")"; }
# Fetched whole, then searched: `curl | grep -q` fails under pipefail when grep stops reading
# a long page early (curl: "failure writing output").
index_page=$(curl -fsS "$url") && grep -q '<html' <<<"$index_page" || { kill "$serve_pid"; fail "tally serve did not serve the index"; }
report_page=$(curl -fsS "${url}loan/home.html") && grep -q '1,752.18' <<<"$report_page" || { kill "$serve_pid"; fail "tally serve did not serve the report"; }
kill -INT "$serve_pid"
serve_status=0
wait "$serve_pid" || serve_status=$?
[ "$serve_status" -eq 0 ] || fail "tally serve exited $serve_status on Ctrl-C"
step "tally serve: served $url, stopped cleanly on Ctrl-C"

manpage=$(run env MANPAGER=cat MANWIDTH=80 man -l "$prefix/share/man/man1/tally.1" 2>&1) || fail "man -l tally.1 failed: $manpage"
echo "$manpage" | grep -q 'Plain-text money scenarios' || fail "man -l tally.1 did not show tally's help text"
sub=$(run env MANPAGER=cat MANWIDTH=80 man -l "$prefix/share/man/man1/tally.build.1" 2>&1) || fail "man -l tally.build.1 failed"
echo "$sub" | grep -q -- '--keep-going' || fail "the build man page lacks its options"
step "man -l opens tally.1 and one page per subcommand ($(ls "$prefix/share/man/man1" | wc -l) pages)"

# Called as bash calls a completion function: command, word being completed, previous word.
completions="$prefix/share/bash-completion/completions/tally"
offered=$(run bash -c 'source "$1"; COMP_WORDS=(tally bu); COMP_CWORD=1; COMP_LINE="tally bu"; COMP_POINT=8; _tally tally bu tally; echo "${COMPREPLY[*]}"' _ "$completions")
[ "$offered" = build ] || fail "completing 'tally bu' offered '$offered'"
offered=$(run bash -c 'source "$1"; COMP_WORDS=(tally build --ke); COMP_CWORD=2; COMP_LINE="tally build --ke"; COMP_POINT=16; _tally tally --ke build; echo "${COMPREPLY[*]}"' _ "$completions")
[ "$offered" = --keep-going ] || fail "completing 'tally build --ke' offered '$offered'"
if command -v zsh >/dev/null; then
  zsh -n "$prefix/share/zsh/site-functions/_tally" || fail "the zsh completion script does not parse"
fi
if command -v fish >/dev/null; then
  offered=$(run fish -c 'source $argv[1]; complete -C "tally bu"' "$prefix/share/fish/vendor_completions.d/tally.fish")
  echo "$offered" | grep -q '^build' || fail "fish completing 'tally bu' offered '$offered'"
fi
step "bash completes 'tally bu' to build and 'tally build --ke' to --keep-going (fish too; zsh's script parses)"

# uninstall removes exactly what install put there, including folders it created.
touch "$prefix/share/man/keep-me"
"$make" --no-print-directory -s uninstall PREFIX="$prefix" >/dev/null
left=$(cd "$prefix" && find . -mindepth 1 | sort | tr '\n' ' ')
[ "$left" = "./share ./share/man ./share/man/keep-me " ] || fail "after make uninstall, left: $left"
step "make uninstall removed every installed file and kept what it did not install"

# DESTDIR stages an install for packaging: files land under DESTDIR/PREFIX, and uninstall with
# the same two values empties it again.
"$make" --no-print-directory -s install DESTDIR="$tmp/stage" PREFIX=/opt/tally >/dev/null
[ -x "$tmp/stage/opt/tally/bin/tally" ] || fail "DESTDIR install did not put bin/tally under DESTDIR/PREFIX"
"$make" --no-print-directory -s uninstall DESTDIR="$tmp/stage" PREFIX=/opt/tally >/dev/null
[ -z "$(find "$tmp/stage" -mindepth 1 ! -path "$tmp/stage/opt")" ] || fail "DESTDIR uninstall left: $(find "$tmp/stage" -mindepth 1)"
step "DESTDIR and PREFIX are honoured by install and uninstall"
echo "install-check: all good"
