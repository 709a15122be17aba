#!/usr/bin/env bash
# The budget benchmark: one budget tracked for ten years (120 month pages), 20 categories of 50
# expenses each (monthly, weekly, a few daily, the rest one-off), through `tally build`.
# Target: under a second of wall time for a build into a new folder, and for a rebuild.
set -euo pipefail
tally=${1:-.build/release/tally}
runs=${RUNS:-10}
work=bench-budget
rm -rf "$work" && mkdir -p "$work/scenarios"
python3 - "$work/scenarios/ten-years.yaml" <<'PY'
import random, sys
rng = random.Random(7)
lines = ["kind: budget", "title: Ten years", "currency: GBP", "since: 2016-04", "period: 2026-03", "categories:"]
for c in range(20):
    lines += [f"  - name: Category {c + 1}", "    budget:"]
    for year in range(2016, 2027, 3):
        lines += [f"      - from: {year}-{'04' if year == 2016 else '01'}", f"        amount: {rng.randint(200, 900)}"]
    lines.append("    expenses:")
    for e in range(50):
        year = rng.randint(2016, 2026)
        month = rng.randint(1, 12) if year < 2026 else rng.randint(1, 3)
        month = max(month, 4) if year == 2016 else month
        occurrence = "monthly" if e < 3 else "weekly" if e < 5 else "daily" if e == 5 and c % 5 == 0 else None
        lines += [f"      - amount: {rng.randint(100, 20000) / 100:.2f}", f"        date: {year}-{month:02d}-{rng.randint(1, 28):02d}"]
        if occurrence:
            lines.append(f"        occurrence: {occurrence}")
        lines.append(f"        notes: Expense {e + 1}")
open(sys.argv[1], "w").write("\n".join(lines) + "\n")
PY
export SOURCE_DATE_EPOCH=1767225600
build="$tally build $work/scenarios --out $work/public --quiet"
$build
if command -v hyperfine >/dev/null 2>&1; then
  hyperfine --style basic -N -w 2 -r "$runs" "$build" --command-name rebuild
  hyperfine --style basic -w 1 -r "$runs" \
    "$tally build $work/scenarios --out \$(mktemp -u $work/first-XXXXXX) --quiet" --command-name "first build into a new folder"
  rm -rf "$work"/first-*
else
  echo "(install hyperfine for mean and spread; showing single runs)"
  for run in $(seq "$runs"); do /usr/bin/time -f "rebuild: %e s wall, %U s user" $build; done
fi
files=$(find "$work/public/budget" -type f | wc -l)
echo "bench-budget: 120 months × 20 categories × 50 expenses → $files budget files (target: under 1 s wall)"
