#!/usr/bin/env bash
# Looks at the built site the way a reader does: a screenshot of every report, the index and
# the help start page on screen, and each printed to A4 PDF with its pages as PNG images.
# Usage: scripts/screenshots.sh [SITE_FOLDER] [OUT_FOLDER]   (needs chromium and poppler-utils)
set -euo pipefail
site=$(cd "${1:-public}" && pwd)
out=${2:-screenshots}
mkdir -p "$out"
out=$(cd "$out" && pwd)
for tool in chromium pdftoppm; do
  command -v "$tool" >/dev/null || { echo "screenshots: $tool is missing (apt-get install chromium poppler-utils)" >&2; exit 1; }
done
chrome=(chromium --headless --no-sandbox --disable-gpu --hide-scrollbars)
find "$site" -name '*.html' \( -path '*/help/*' -prune -o -print \) | sort > "$out/pages.txt"
echo "$site/help/index.html" >> "$out/pages.txt"
while read -r page; do
  name=$(realpath --relative-to="$site" "$page" | sed 's#/#-#g; s#\.html$##')
  "${chrome[@]}" --screenshot="$out/$name.png" --window-size=1200,1600 "file://$page" 2>/dev/null
  "${chrome[@]}" --no-pdf-header-footer --print-to-pdf="$out/$name.pdf" "file://$page" 2>/dev/null
  pdftoppm -png -r 60 "$out/$name.pdf" "$out/$name-print"
  echo "$name: $(ls "$out/$name"-print-*.png | wc -l) printed pages"
done < "$out/pages.txt"
rm -f "$out/pages.txt"
echo "screenshots: open the PNGs in $out"
