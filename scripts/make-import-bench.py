#!/usr/bin/env python3
"""The import benchmark's inputs (issue 27): a bank statement of ROWS rows (default 100,000)
over ten years in a UK bank's CSV layout, the rules for `tally import` (50 rules), the same
rules for hledger's CSV reader, and the budget to import into (20 categories).

usage: scripts/make-import-bench.py FOLDER [ROWS]
Writes FOLDER/statement.csv, FOLDER/bank.rules.yaml, FOLDER/bank.csv.rules and
FOLDER/scenarios/ten-years.yaml. Seeded: the same files every run."""
import datetime, os, random, sys

folder = sys.argv[1]
rows = int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
rng = random.Random(27)
os.makedirs(f"{folder}/scenarios", exist_ok=True)

categories = ["Food", "Eating out", "Transport", "Bills", "Subscriptions", "Shopping", "Health", "Home",
              "Clothes", "Children", "Pets", "Gifts", "Holidays", "Fuel", "Car", "Phone", "Books",
              "Sport", "Charity", "Garden"]
# 48 spending rules, each an alternation of two to four shop names, over the 20 categories.
words = ["TESCO", "SAINSBURY", "ASDA", "LIDL", "ALDI", "WAITROSE", "MORRISONS", "ICELAND", "PRET", "COSTA",
         "GREGGS", "NANDOS", "DISHOOM", "WAGAMAMA", "PIZZA EXPRESS", "^TFL", "TRAINLINE", "UBER", "NATIONAL RAIL",
         "COUNCIL TAX", "THAMES WATER", "OCTOPUS", "BRITISH GAS", "NETFLIX", "SPOTIFY", "DISNEY", "AMAZON",
         "ARGOS", "JOHN LEWIS", "BOOTS", "SUPERDRUG", "LLOYDS PHARMACY", "IKEA", "B&Q", "WICKES", "DUNELM",
         "PRIMARK", "NEXT", "H&M", "UNIQLO", "SMYTHS", "MOTHERCARE", "PETS AT HOME", "VETS4PETS", "CLINTON",
         "MOONPIG", "EASYJET", "RYANAIR", "BOOKING.COM", "SHELL", "BP ", "ESSO", "KWIK FIT", "HALFORDS",
         "VODAFONE", "EE LIMITED", "WATERSTONES", "WHSMITH", "PURE GYM", "DECATHLON", "OXFAM", "BRITISH RED CROSS",
         "HOMEBASE", "CROCUS"]
rules = []
for index in range(48):
    chosen = [words[(index + k * 48) % len(words)] for k in range(1 + (index % 3 == 0))]
    chosen = list(dict.fromkeys(chosen))
    rules.append(("|".join(chosen), categories[index % len(categories)]))

shops = [w.strip("^ ").replace(".COM", ".COM") for w in words]
people = ["ACME LTD SALARY", "TRANSFER TO SAVINGS"]
start = datetime.date(2016, 4, 1)
days = (datetime.date(2026, 3, 31) - start).days
lines = ["Date,Description,Amount,Balance"]
balance = 0.0
entries = []
for i in range(rows):
    day = start + datetime.timedelta(days=rng.randrange(days))
    roll = rng.random()
    if roll < 0.01:
        description, amount = "ACME LTD SALARY", 2450.00
    elif roll < 0.02:
        description, amount = "TRANSFER TO SAVINGS", -200.00
    elif roll < 0.06:
        description, amount = f"CARD PAYMENT {rng.randrange(300)}", -round(rng.uniform(1, 80), 2)
    else:
        shop = rng.choice(shops)
        description = f"{shop} {rng.randrange(1000, 1040)}" if rng.random() < 0.7 else shop
        amount = -round(rng.uniform(1, 120), 2)
        if rng.random() < 0.01:
            amount = -amount  # a refund
    entries.append((day, description, amount))
entries.sort(key=lambda e: e[0])
for day, description, amount in entries:
    balance += amount
    money = f"{amount:.2f}"
    lines.append(f"{day:%d/%m/%Y},{description},{money},{balance:.2f}")
with open(f"{folder}/statement.csv", "w") as f:
    f.write("\n".join(lines) + "\n")

def yaml_quote(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'

with open(f"{folder}/bank.rules.yaml", "w") as f:
    f.write("csv:\n  date: Date\n  date-format: \"%d/%m/%Y\"\n  amount: Amount\n  description: Description\nrules:\n")
    f.write("  - match: SALARY\n    income: Salary\n  - match: TRANSFER TO SAVINGS\n    skip: true\n")
    for pattern, category in rules:
        f.write(f"  - match: {yaml_quote(pattern)}\n    category: {category}\n")

# hledger's CSV rules saying the same: the same 50 regular expressions on the description (a
# bare `if` would match the whole record, where `^` is the start of the date), in the same
# order (hledger's last matching `if` wins where ours is the first, so they are written reversed).
with open(f"{folder}/bank.csv.rules", "w") as f:
    # The balance column is not read (hledger would assert it, and skipped rows break that).
    f.write("skip 1\nfields date, description, amount, _\ndate-format %d/%m/%Y\ncurrency £\n")
    f.write("account1 assets:bank\naccount2 expenses:uncategorised\n\n")
    for pattern, category in reversed(rules):
        f.write(f"if %description {pattern}\n  account2 expenses:{category.lower().replace(' ', '-')}\n\n")
    f.write("if %description TRANSFER TO SAVINGS\n  skip\n\nif %description SALARY\n  account2 income:salary\n\n")

budget = ["kind: budget", "title: Ten years imported", "currency: GBP", "since: 2016-04", "period: 2026-03", "categories:"]
for category in categories:
    budget += [f"  - name: {category}", f"    budget: {rng.randint(50, 600)}"]
with open(f"{folder}/scenarios/ten-years.yaml", "w") as f:
    f.write("\n".join(budget) + "\n")
