#!/usr/bin/env bash
# The import benchmark (issue 27): a ten-year bank statement of ROWS rows (default 100,000) with
# 50 rules, through `hledger import` and `tally import` side by side in one run, on the same
# file with the same rules (scripts/make-import-bench.py writes both sets); then `tally build` of
# the budget that results. Prints wall time and peak memory of each, checks that the two agree
# on every account's total and count, and checks the targets: tally import in at most a tenth
# of hledger's time and under 200 MB; the build in under 3 s and under 300 MB.
# usage: scripts/bench-import.sh PATH/TO/tally [ROWS]
set -euo pipefail
tally=$(realpath "${1:-.build/release/tally}")
rows=${2:-100000}
work=bench-import
[[ -x /usr/bin/time ]] || { echo "bench-import: needs GNU time (apt-get install time)"; exit 1; }
command -v hledger >/dev/null || { echo "bench-import: needs hledger (apt-get install hledger)"; exit 1; }
rm -rf "$work" && mkdir -p "$work"
python3 scripts/make-import-bench.py "$work" "$rows"
export SOURCE_DATE_EPOCH=1775001600   # 2026-04-01, the month after the statement ends
echo "bench-import: load average $(cut -d' ' -f1-3 /proc/loadavg); $rows rows, 50 rules"

# Runs a command under GNU time; sets wall and cpu (user + sys, s) and mb (peak resident, MB).
# On a loaded machine the CPU time is the steadier figure.
measure() {
  /usr/bin/time -f "%e %U %S %M" -o "$work/time.txt" "$@" > "$work/last-output.txt"
  read -r wall user sys kb < "$work/time.txt"
  cpu=$(echo "$user + $sys" | bc -l)
  mb=$(( kb / 1024 ))
}

: > "$work/hledger.journal"
measure hledger -f "$work/hledger.journal" import "$work/statement.csv" --rules-file "$work/bank.csv.rules"
hledger_wall=$wall hledger_cpu=$cpu hledger_mb=$mb
printf '%-34s %8s s wall %8s s cpu %6s MB\n' "hledger import" "$hledger_wall" "$hledger_cpu" "$hledger_mb"

budget="$work/scenarios/ten-years.yaml"
measure "$tally" import "$work/statement.csv" --into "$budget" --rules "$work/bank.rules.yaml"
import_wall=$wall import_cpu=$cpu import_mb=$mb
printf '%-34s %8s s wall %8s s cpu %6s MB\n' "tally import" "$import_wall" "$import_cpu" "$import_mb"

before=$(sha256sum "$budget")
measure "$tally" import "$work/statement.csv" --into "$budget" --rules "$work/bank.rules.yaml"
printf '%-34s %8s s wall %8s s cpu %6s MB\n' "tally import again (adds nothing)" "$wall" "$cpu" "$mb"
[[ "$(sha256sum "$budget")" == "$before" ]] || { echo "bench-import: FAIL: the second import changed the budget"; exit 1; }

"$tally" build "$work/scenarios" --out "$work/public" --quiet   # warm the page cache and the output folder
measure "$tally" build "$work/scenarios" --out "$(mktemp -u "$work/first-XXXXXX")" --quiet
build_wall=$wall build_cpu=$cpu build_mb=$mb
printf '%-34s %8s s wall %8s s cpu %6s MB\n' "tally build (first, new folder)" "$build_wall" "$build_cpu" "$build_mb"
rm -rf "$work"/first-*

# The same rows in the same places: every hledger account's total and count against the
# budget's category (and income) totals and counts.
hledger -f "$work/hledger.journal" register -O csv not:assets > "$work/hledger-register.csv"
python3 - "$budget" "$work/hledger-register.csv" <<'PY'
import csv, re, sys
from collections import defaultdict
from decimal import Decimal
ours = defaultdict(lambda: [0, Decimal(0)])
section, name = None, None
for line in open(sys.argv[1]):
    if re.match(r"^(categories|income):", line):
        section = line.split(":")[0]
    m = re.match(r"^  - name: (.*)$", line)
    if m:
        name = m.group(1).strip()
    m = re.match(r"^\s+(?:- )?amount: (-?[\d.]+)$", line)
    if m:
        if section == "income":
            key = "income:" + "salary"
            ours[key][0] += 1; ours[key][1] -= Decimal(m.group(1))
        elif section == "categories" and line.startswith("      "):
            key = "expenses:" + name.lower().replace(" ", "-")
            ours[key][0] += 1; ours[key][1] += Decimal(m.group(1))
theirs = defaultdict(lambda: [0, Decimal(0)])
for row in csv.DictReader(open(sys.argv[2])):
    amount = Decimal(re.sub(r"[^\d.-]", "", row["amount"]))
    theirs[row["account"]][0] += 1; theirs[row["account"]][1] += amount
if dict(ours) != dict(theirs):
    for key in sorted(set(ours) | set(theirs)):
        if ours.get(key) != theirs.get(key):
            print(f"  {key}: tally {ours.get(key)}, hledger {theirs.get(key)}")
    sys.exit("bench-import: FAIL: tally and hledger disagree")
print(f"bench-import: tally and hledger agree on all {len(ours)} accounts, {sum(c for c, _ in ours.values())} entries")
PY

fail=0
check() { if [[ "$(echo "$1" | bc -l)" == 1 ]]; then echo "  ok: $2"; else echo "  FAIL: $2"; fail=1; fi; }
check "$import_wall * 10 <= $hledger_wall" "tally import ($import_wall s) at most a tenth of hledger's time ($hledger_wall s)"
check "$import_mb < 200" "tally import under 200 MB ($import_mb MB)"
check "$build_wall < 3" "tally build of the ten-year budget under 3 s ($build_wall s)"
check "$build_mb < 300" "tally build under 300 MB ($build_mb MB)"
exit $fail
