#!/usr/bin/env python3
"""An independent check of WeightTrend (issue 29): The Hacker's Diet trend with plain floats.

Each day from the first weigh-in to the last: a day's weight is the mean of its weigh-ins, or
the straight line between the weigh-ins either side; the first trend is the first weight, each
later one the day before's plus a tenth of the difference. The weekly rate is the slope of the
least-squares line through the last 14 (or 28) days' trend values, times 7.

Usage: weight-trend.py [DATE=KG ...]; without arguments, the log the tests work by hand.
"""
import datetime
import sys

DEFAULT = ["2026-01-01=80.0", "2026-01-03=79.0", "2026-01-04=80.0"]


def trend(weigh_ins):
    by_day = {}
    for day, kg in weigh_ins:
        by_day.setdefault(day, []).append(kg)
    days = sorted(by_day)
    means = {d: sum(by_day[d]) / len(by_day[d]) for d in days}
    out = []
    value = None
    for i, day in enumerate(days):
        if i > 0:
            prev = days[i - 1]
            span = (day - prev).days
            for k in range(1, span):
                w = means[prev] + (means[day] - means[prev]) * k / span
                value += 0.1 * (w - value)
                out.append((prev + datetime.timedelta(days=k), w, value))
        value = means[day] if value is None else value + 0.1 * (means[day] - value)
        out.append((day, means[day], value))
    return out


def weekly_rate(values, window):
    recent = values[-window:]
    n = len(recent)
    if n < 2:
        return None
    mx = (n - 1) / 2
    my = sum(recent) / n
    num = sum((i - mx) * (v - my) for i, v in enumerate(recent))
    den = sum((i - mx) ** 2 for i in range(n))
    return num / den * 7


def main(args):
    pairs = []
    for arg in args or DEFAULT:
        date, kg = arg.split("=")
        pairs.append((datetime.date.fromisoformat(date), float(kg)))
    days = trend(pairs)
    for day, weight, value in days:
        print(f"{day}  weight {weight:.4f}  trend {value:.6f}")
    values = [v for _, _, v in days]
    for window in (14, 28):
        rate = weekly_rate(values, window)
        print(f"rate over last {window} days: {rate:.6f} kg a week")
    print(f"change since first: {values[-1] - values[0]:.6f} kg")


if __name__ == "__main__":
    main(sys.argv[1:])
