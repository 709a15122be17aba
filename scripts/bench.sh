#!/usr/bin/env bash
# The build benchmark: thirty-year loan scenarios through `tally build` (HTML, Markdown and
# charts), for each count given (default 1,000 and 10,000), with the output on tmpfs (/dev/shm)
# and then on disk (./bench). For each: a cold build into a new folder, a rebuild with nothing
# changed, and a rebuild with one scenario changed. Prints the median of RUNS runs (default 3) of
# wall time, CPU time (user + sys) and peak memory, from GNU time, and how long the file system
# takes to create as many empty files (the floor no program writing them can go below).
# usage: scripts/bench.sh PATH/TO/tally [COUNT...]
set -euo pipefail
tally=$(realpath "${1:-.build/release/tally}"); shift || true
if [[ $# -gt 0 ]]; then counts=("$@"); else counts=(1000 10000); fi
runs=${RUNS:-3}
[[ -x /usr/bin/time ]] || { echo "bench: needs GNU time (apt-get install time)"; exit 1; }
export SOURCE_DATE_EPOCH=1767225600
echo "bench: load average $(cut -d' ' -f1-3 /proc/loadavg); median of $runs runs; wall s, cpu s (user+sys), peak MB"

# Loans with one rate; or, with `lenders` as a third argument, loans as lenders sell them: a
# two- or five-year fix reverting to a variable rate, a 5/1 ARM with caps, points and fees, an
# overpayment allowance with early repayment charges (issue 25).
make_scenarios() {   # folder count [lenders]
  rm -rf "$1" && mkdir -p "$1"
  python3 - "$1" "$2" "${3:-plain}" <<'PY'
import random, sys
folder, count, kind = sys.argv[1], int(sys.argv[2]), sys.argv[3]
rng = random.Random(2026)
for i in range(count):
    principal = rng.randrange(50_000, 900_000, 1_000)
    rate = rng.choice([2.5, 3.1, 3.5, 3.99, 4.25, 4.75, 5.2, 6.0, 6.5, 7.1])
    extra = f"extra-monthly: {rng.choice([50, 100, 250])}\n" if i % 5 == 0 else ""
    terms = ""
    if kind == "lenders":
        if i % 2 == 0:
            terms = (f"then:\n  - after: {rng.choice([24, 60])}\n    rate: {rate + 2.5}\nfees-added-to-loan: 999\n"
                     "overpayment-allowance: 10%\nearly-repayment-charges: [3%, 2%]\n")
        else:
            terms = (f"currency: USD\nthen:\n  - after: 60\n    index: {rng.choice([3.9, 4.4, 5.1])}\n    margin: 2.75\n"
                     "    resets-every: 12\ncaps: {first: 2, later: 1, life: 5}\npoints: 1%\nfees: 1495\nclosing-costs: 3500\n")
    with open(f"{folder}/loan-{i:05d}.yaml", "w") as f:
        f.write(f"kind: loan\ntitle: Benchmark loan {i}\nprincipal: {principal}\nrate: {rate}\nyears: 30\npayment: ?\nstart: 2027-01\n{extra}{terms}")
PY
}

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# One line: label, then the medians of `runs` timed runs of the command line $2 (evaluated after
# running $setup, so it may use what setup made).
measure() {
  local label=$1 command=$2
  local walls="" cpus="" mems="" tm
  tm=$(mktemp)
  for _ in $(seq "$runs"); do
    eval "$setup"
    eval "/usr/bin/time -o \"\$tm\" -f '%e %U %S %M' $command" >/dev/null
    read -r w u s m <"$tm"
    walls+="$w"$'\n'; cpus+="$(echo "$u + $s" | bc)"$'\n'; mems+="$m"$'\n'
  done
  rm -f "$tm"
  printf '  %-34s wall %6.2f  cpu %6.2f  peak %4d MB\n' "$label" \
    "$(grep . <<<"$walls" | median)" "$(grep . <<<"$cpus" | median)" "$(( $(grep . <<<"$mems" | median) / 1024 ))"
}

# On disk, what the benchmark made is deleted only at its end: ext4 without a journal (as on the
# machine this was tuned on) passes over every inode freed in the last minute, six if its block
# is still dirty, when it allocates one, so a deletion part-way would slow the file creation of
# every measurement after it, Tally's and the floor's alike. tmpfs is cleared as it goes.
leftovers=()
discard() { if [[ $place == disk ]]; then leftovers+=("$@"); else rm -rf "$@"; fi; }
cleanup() { rm -rf /dev/shm/tally-bench-$$ ${leftovers[@]+"${leftovers[@]}"}; }
trap cleanup EXIT

# tmpfs first: the disk's measurements leave gigabytes of dirty pages for the kernel to write
# back, which would slow whatever ran next.
for place in tmpfs disk; do
  # The first count again as loans as lenders sell them, on tmpfs, beside the plain ones.
  runs_of=("${counts[@]}")
  [[ $place == tmpfs ]] && runs_of+=("${counts[0]}-lenders")
  for count in "${runs_of[@]}"; do
    kind=plain
    if [[ $count == *-lenders ]]; then kind=lenders; count=${count%-lenders}; fi
    if [[ $place == disk ]]; then root=$(realpath -m bench); else root=/dev/shm/tally-bench-$$; fi
    mkdir -p "$root"
    scenarios=$root/scenarios-$count-$kind
    make_scenarios "$scenarios" "$count" "$kind"
    out=$root/public-$count-$kind
    if [[ $kind == lenders ]]; then echo "$count loans as lenders sell them (rate changes, ARMs, fees, overpayment terms), output on $place ($root)"
    else echo "$count loans, output on $place ($root)"; fi
    # A cold build writes into a folder that has never existed (deleting the last output just
    # before would time ext4's slow reuse of freshly deleted inodes instead).
    setup='cold=$(mktemp -u "$root/cold-$count-$kind-XXXXXX")'
    measure "cold build" '"$tally" build "$scenarios" --out "$cold" --quiet'
    discard "$root"/cold-"$count"-"$kind"-*
    "$tally" build "$scenarios" --out "$out" --quiet
    setup=':'
    measure "rebuild, nothing changed" '"$tally" build "$scenarios" --out "$out" --quiet'
    setup='n=$((n + 1)); printf "kind: loan\ntitle: Changed loan %d\nprincipal: %d\nrate: 4\nyears: 30\npayment: ?\nstart: 2027-01\n" $n $((100000 + n)) >"$scenarios/loan-00007.yaml"'
    n=0
    measure "rebuild, one scenario changed" '"$tally" build "$scenarios" --out "$out" --quiet'
    files=$(find "$out" -type f | wc -l); size=$(du -sm "$out" | cut -f1)
    echo "  output: $files files, $size MB"
    # What the file system itself asks for as many new files, so a disk's slow inode allocation
    # (ext4 without a journal checks every free inode it passes for a recent deletion) can be
    # told from Tally's own time.
    floor=$(python3 - "$root/floor-$count-$kind" "$files" <<'PY'
import os, sys, time
folder, count = sys.argv[1], int(sys.argv[2])
os.makedirs(folder)
start = time.perf_counter()
for i in range(count):
    os.close(os.open(f"{folder}/f{i:06d}.html", os.O_CREAT | os.O_WRONLY | os.O_EXCL, 0o644))
print(f"{time.perf_counter() - start:.2f}")
PY
)
    echo "  floor: $files empty files created by a plain loop: wall $floor s"
    discard "$root/floor-$count-$kind" "$out" "$scenarios"
  done
done

# A comparison of ten thirty-year offers: its cost is the cold build of the ten loans with it,
# less without it (issue 26: under a tenth of a second).
root=/dev/shm/tally-bench-$$; scenarios=$root/compare; rm -rf "$scenarios"; mkdir -p "$scenarios/loans"
for i in $(seq 0 9); do
  printf "kind: loan\ntitle: Offer %d\ncurrency: USD\nprincipal: 405000\nrate: 6.%d5\nyears: 30\npayment: ?\nstart: 2027-02\npoints: 0.%d%%\nclosing-costs: 4000\n" \
    "$i" "$i" "$i" >"$scenarios/loans/offer-$i.yaml"
done
printf "kind: comparison\ntitle: Ten offers\ncompare: [%s]\nhorizons: [5, 10]\n" \
  "$(cd "$scenarios/loans" && ls offer-*.yaml | sed 's|^|loans/|' | paste -sd, -)" >"$scenarios/ten.yaml"
echo "a comparison of ten thirty-year offers, output on tmpfs"
setup='cold=$(mktemp -u "$root/cold-compare-XXXXXX")'
measure "the ten loans alone" '"$tally" build "$scenarios/loans" --out "$cold" --quiet'
measure "the ten loans and their comparison" '"$tally" build "$scenarios" --out "$cold" --quiet'
rm -rf "$root"/cold-compare-* "$scenarios"
