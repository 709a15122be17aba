#!/usr/bin/env python3
"""An independent check of the budget calendar's repeats (issue 27): yearly (29 February on
28 February in common years), fortnightly and four-weekly, read back by recurring_ical_events,
the RFC 5545 expander the standards name, and compared with the days worked out by hand.

Usage (needs `pip install recurring-ical-events`, in a venv):
  SOURCE_DATE_EPOCH=$(date -d 2026-11-25 +%s) .build/debug/tally build scripts/oracles --out /tmp/oracle
  python scripts/oracles/calendar-repeats.py /tmp/oracle/budget/calendar-repeats.ics
"""
import calendar
import datetime as dt
import sys

import icalendar
import recurring_ical_events

TODAY, END = dt.date(2026, 11, 25), dt.date(2033, 12, 31)


def day_or_month_end(year, month, day):
    return dt.date(year, month, min(day, calendar.monthrange(year, month)[1]))


def every(first, days, last):
    out, day = [], first
    while day <= last:
        if day >= TODAY:
            out.append(day)
        day += dt.timedelta(days)
    return out


EXPECTED = {
    "Leap-day licence": [day_or_month_end(y, 2, 29) for y in range(2027, 2034)],
    "Insurance": [dt.date(y, 3, 15) for y in range(2027, 2034)],
    "Fortnightly club": every(dt.date(2026, 10, 2), 14, dt.date(2028, 6, 30)),
    "Four-weekly box": every(dt.date(2026, 1, 5), 28, END),
}

cal = icalendar.Calendar.from_ical(open(sys.argv[1], "rb").read())
got = {}
for event in recurring_ical_events.of(cal).between(TODAY, END + dt.timedelta(1)):
    start = event["DTSTART"].dt
    start = start.date() if isinstance(start, dt.datetime) else start
    name = str(event["SUMMARY"]).split(":", 1)[1].split(" \u2014")[0].strip()
    got.setdefault(name, []).append(start)
failed = False
for name, days in EXPECTED.items():
    found = sorted(got.get(name, []))
    print(f"{name}: {len(found)} days, {'as expected' if found == days else 'DIFFERENT'}")
    failed |= found != days
sys.exit(1 if failed else 0)
