#!/usr/bin/env python3
"""A second opinion on examples/rent-or-buy.yaml (issue 26), with the payment from
numpy-financial (pip install numpy-financial), which nobody at Tally wrote, and every other step
written out here from the rules on help/comparisons.md, in Decimal with half-up rounding.

Buy: $400,000 with 20% down at 6.25% over 30 years, $9,000 closing costs, property tax 1.05% of
the price and insurance $1,500 a year, each growing 3% a year from the year before's rounded
amount (÷ 12, rounded, a month). Rent: $2,300 a month, rising 3% a year. Each month the option
that spends less invests the difference at 5% a year compounded monthly; the home grows 3% a
year compounded monthly and counts less 6% selling costs. Prints both net worths after 5, 10 and
20 years, to compare with the page's tables.
"""
import numpy_financial as npf
from decimal import Decimal as D, ROUND_HALF_UP

def r(x):
    return D(x).quantize(D("0.01"), rounding=ROUND_HALF_UP)

MONTHS = 360
price, down, rate = D(400000), D(80000), D("6.25")
principal = price - down
payment = r(str(npf.pmt(float(rate) / 1200, MONTHS, -float(principal))))

def monthly_by_year(yearly, growth, years):
    amounts, amount = [r(yearly / 12)], yearly
    for _ in range(1, years):
        amount = r(amount * (1 + growth / 100))
        amounts.append(r(amount / 12))
    return amounts

tax = monthly_by_year(price * D("1.05") / 100, D(3), 30)
insurance = monthly_by_year(D(1500), D(3), 30)

# Buyer: outlay and what is owed, month by month.
buy_outlay, balance_after = [down + D(9000)], [principal]
balance = principal
for k in range(1, MONTHS + 1):
    interest = r(balance * rate / 1200)
    due = balance + interest
    pay = due if (k == MONTHS or payment >= due) else payment
    balance = due - pay
    year = (k - 1) // 12
    buy_outlay.append(pay + tax[year] + insurance[year])
    balance_after.append(balance)

rent_outlay, rent = [D(0)], D(2300)
for k in range(1, MONTHS + 1):
    if k > 1 and (k - 1) % 12 == 0:
        rent = r(rent * D("1.03"))
    rent_outlay.append(rent)

def invested(outlay, other):
    balance, series = D(0), []
    for k in range(MONTHS + 1):
        growth = r(balance * 5 / 1200) if k > 0 else D(0)
        balance += growth + max(outlay[k], other[k]) - outlay[k]
        series.append(balance)
    return series

home, homes = price, []
for k in range(MONTHS + 1):
    if k > 0:
        home += r(home * 3 / 1200)
    homes.append(home - r(home * 6 / 100))

buyer, renter = invested(buy_outlay, rent_outlay), invested(rent_outlay, buy_outlay)
for years in (5, 10, 20):
    k = 12 * years
    print(f"after {years} years: buy invested {buyer[k]}, owned less owed {homes[k] - balance_after[k]}, "
          f"net worth {buyer[k] + homes[k] - balance_after[k]}; rent net worth {renter[k]}")
