#!/usr/bin/env bash
# The build benchmark: N thirty-year loan scenarios through `tally build` (HTML, Markdown and
# charts). Reports wall time and peak memory for a rebuild (the edit-and-rebuild loop: the
# previous output exists) and for a cold build into an empty folder.
set -euo pipefail
tally=${1:-.build/release/tally}
count=${2:-1000}
runs=${RUNS:-10}
work=bench
rm -rf "$work/scenarios" && mkdir -p "$work/scenarios"
python3 - "$work/scenarios" "$count" <<'PY'
import random, sys
folder, count = sys.argv[1], int(sys.argv[2])
rng = random.Random(2026)
for i in range(count):
    principal = rng.randrange(50_000, 900_000, 1_000)
    rate = rng.choice([2.5, 3.1, 3.5, 3.99, 4.25, 4.75, 5.2, 6.0, 6.5, 7.1])
    extra = f"extra-monthly: {rng.choice([50, 100, 250])}\n" if i % 5 == 0 else ""
    with open(f"{folder}/loan-{i:04d}.yaml", "w") as f:
        f.write(f"kind: loan\ntitle: Benchmark loan {i}\nprincipal: {principal}\nrate: {rate}\nyears: 30\npayment: ?\nstart: 2027-01\n{extra}")
PY
export SOURCE_DATE_EPOCH=1767225600
build="$tally build $work/scenarios --out $work/public --quiet"
$build   # the first build: from here on, every run is a rebuild
if command -v hyperfine >/dev/null 2>&1; then
  hyperfine --style basic -N -w 2 -r "$runs" "$build" --command-name rebuild
  # A first build writes into a folder that has never existed. (Deleting the last output just
  # before would time ext4's slow reuse of freshly deleted inodes instead.)
  hyperfine --style basic -w 1 -r "$runs" \
    "$tally build $work/scenarios --out \$(mktemp -u $work/first-XXXXXX) --quiet" --command-name "first build into a new folder"
  rm -rf "$work"/first-*
else
  echo "(install hyperfine for mean and spread; showing single runs)"
  for run in $(seq "$runs"); do /usr/bin/time -f "rebuild: %e s wall" $build; done
fi
/usr/bin/time -f "%M" -o "$work/rss.txt" $build
rss=$(cat "$work/rss.txt")
files=$(find "$work/public" -type f | wc -l)
size=$(du -sm "$work/public" | cut -f1)
echo "bench: $count scenarios → $files files, ${size} MB; peak memory $((rss / 1024)) MB (targets: under 0.5 s wall and 200 MB)"
