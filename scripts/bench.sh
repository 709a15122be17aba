#!/usr/bin/env bash
# The build benchmark: N thirty-year loan scenarios through `tally build` (HTML, Markdown and
# charts), reporting wall time and peak memory (max RSS) over several runs.
set -euo pipefail
tally=${1:-.build/release/tally}
count=${2:-1000}
runs=${RUNS:-5}
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
"$tally" build "$work/scenarios" --out "$work/public" --quiet   # warm the page cache
best_wall=999; best_rss=0
for run in $(seq "$runs"); do
  /usr/bin/time -f "%e %M" -o "$work/time.txt" "$tally" build "$work/scenarios" --out "$work/public" --quiet
  read -r wall rss < "$work/time.txt"
  echo "run $run: ${wall} s wall, $((rss / 1024)) MB peak"
  best_wall=$(python3 -c "print(min($best_wall, $wall))")
  best_rss=$(python3 -c "print(max($best_rss, $rss))")
done
files=$(find "$work/public" -type f | wc -l)
size=$(du -sm "$work/public" | cut -f1)
echo "bench: $count scenarios, $files files, ${size} MB: best ${best_wall} s wall, worst $((best_rss / 1024)) MB peak (target: < 0.5 s, < 200 MB)"
