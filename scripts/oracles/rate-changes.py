#!/usr/bin/env python3
"""Figures for Tests/TallyEnginesTests/Finance/RatedLoanScheduleTests.swift, from numpy-financial
(pip install numpy-financial), which nobody at Tally wrote.

Each payment is npf.pmt over the balance then owed, the rate and the payments left, rounded
half-up to the cent; each month's interest is rounded half-up; the last payment settles the
balance. An ARM's payment is worked out again at every change date (every reset), as the
uniform ARM notes say ("substantially equal payments" from the change date to maturity).
APR and APRC come from npf.irr over [-amount financed, payments...]: APR = 12 j, APRC = (1+j)^12 - 1.
"""
import numpy_financial as npf
from decimal import Decimal as D, ROUND_HALF_UP

def cents(x):
    return D(str(float(x))).quantize(D("0.01"), rounding=ROUND_HALF_UP)

def schedule(principal, n, changes):
    """changes: {payment number (from 1): rate in percent as text}"""
    balance, rows, rate, payment = D(principal), [], None, None
    for k in range(1, n + 1):
        if k in changes:
            rate = D(changes[k])
            payment = cents(npf.pmt(float(rate) / 1200, n - k + 1, -float(balance)))
        interest = (balance * rate / D(1200)).quantize(D("0.01"), rounding=ROUND_HALF_UP)
        due = balance + interest
        paid = due if (k == n or payment >= due) else payment
        balance = due - paid
        rows.append((k, paid, interest, balance))
        if balance == 0:
            break
    return rows

def show(name, rows):
    print(name, "first", rows[0][1], "payments", sorted(set(r[1] for r in rows[:-1])), "last", rows[-1][1],
          "interest", sum(r[2] for r in rows))

if __name__ == "__main__":
    uk = schedule(220000, 276, {1: "4.29", 25: "7.49"})
    show("UK 2-year fix then SVR", uk)
    print("  balance after 24 payments", uk[23][3])
    arm = {1: "5.875", **{k: "7.875" for k in range(61, 361, 12)}}
    us = schedule(405000, 360, arm)
    show("US 5/1 ARM", us)
    show("US at the teaser rate throughout", schedule(405000, 360, {1: "5.875"}))
    # The worst case the caps allow: +2 at the first reset, +1 at each later one, at most
    # 5 points above the start rate (10.875%), then held there.
    worst = {1: "5.875", 61: "7.875", 73: "8.875", 85: "9.875", **{k: "10.875" for k in range(97, 361, 12)}}
    show("US 5/1 ARM, worst case", schedule(405000, 360, worst))
    j = npf.irr([-(405000 - 8100 - 1495)] + [float(r[1]) for r in us])
    print("ARM with 2 points and $1,495 fees: APR", j * 1200, "APRC", ((1 + j) ** 12 - 1) * 100)
    # The UK example with its £999 product fee added to the loan: the schedule is of £220,999,
    # the borrower receives £220,000.
    uk_fee = schedule(220999, 276, {1: "4.29", 25: "7.49"})
    show("UK with the fee added", uk_fee)
    j = npf.irr([-220000] + [float(r[1]) for r in uk_fee])
    print("  APRC", ((1 + j) ** 12 - 1) * 100, "total cost of credit", sum(r[2] for r in uk_fee) + 999)
    # The example in examples/uk-two-year-fix.yaml: the fee added, £25,000 overpaid with
    # payment 11 (January 2028) and the payment worked out again over the 265 payments left.
    bal, rate, n = D(220999), D("4.29"), 276
    pay, interest = cents(npf.pmt(float(rate) / 1200, n, -float(bal))), D(0)
    for k in range(1, n + 1):
        if k == 25:
            rate = D("7.49")
            pay = cents(npf.pmt(float(rate) / 1200, n - k + 1, -float(bal)))
        i = (bal * rate / D(1200)).quantize(D("0.01"), rounding=ROUND_HALF_UP)
        interest += i
        due = bal + i
        paid = due if (k == n or pay + (25000 if k == 11 else 0) >= due) else pay + (25000 if k == 11 else 0)
        bal = due - paid
        if k == 11:
            pay = cents(npf.pmt(float(rate) / 1200, n - k, -float(bal)))
            print("UK example: recast payment", pay)
    print("  then the SVR payment", pay, "interest", interest)
