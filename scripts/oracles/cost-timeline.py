#!/usr/bin/env python3
"""Figures for Tests/TallyEnginesTests/Finance/CostTimelineTests.swift, from numpy-financial
(pip install numpy-financial), which nobody at Tally wrote.

Issue 26's points example: $405,000 over 30 years at 6.75% without points, or at 6.25% with two
points ($8,100 at closing). Each payment is npf.pmt rounded half-up to the cent, each month's
interest rounded half-up, the last payment settles the balance. Net cost after k payments (the
Loan Estimate's "In k months": total paid less principal paid off) is the loan costs plus the
interest so far; the break-even is the first month from which the option with points stays
cheaper.
"""
import numpy_financial as npf
from decimal import Decimal as D, ROUND_HALF_UP

def cents(x):
    return D(str(float(x))).quantize(D("0.01"), rounding=ROUND_HALF_UP)

def net_costs(principal, rate, n, up_front):
    balance, rate = D(principal), D(rate)
    payment = cents(npf.pmt(float(rate) / 1200, n, -float(balance)))
    costs, paid, repaid = [D(up_front)], D(up_front), D(0)
    for k in range(1, n + 1):
        interest = (balance * rate / D(1200)).quantize(D("0.01"), rounding=ROUND_HALF_UP)
        due = balance + interest
        pay = due if (k == n or payment >= due) else payment
        balance = due - pay
        paid += pay
        repaid += pay - interest
        costs.append(paid - repaid)
    return payment, costs

if __name__ == "__main__":
    plain_payment, plain = net_costs(405000, "6.75", 360, 0)
    points_payment, points = net_costs(405000, "6.25", 360, 8100)
    print("payments", plain_payment, points_payment, "saving", plain_payment - points_payment)
    first = None
    for k in range(361):
        if points[k] < plain[k]:
            first = k if first is None else first
        else:
            first = None
    print("break-even after", first, "payments")
    for years in (5, 10):
        k = 12 * years
        print(f"net cost in {years} years: plain {plain[k]}, with points {points[k]}")
