#!/usr/bin/env python3
"""Regenerates Tally's bundled geographic data. Runs by hand, never during a build or the tests.

    pip install zipcodes==3.0.0 plotly-geo==1.0.0 pyshp==3.1.6
    python3 scripts/generate-geo-data.py

Writes:
  Sources/TallyScenarios/Resources/us-zipcodes.tsv  from the `zipcodes` package (MIT; coordinates GeoNames, CC BY 4.0)
  Sources/TallyReports/Resources/us-states.txt      from the Census cartographic boundary file
                                                    cb_2016_us_state_500k that `plotly-geo` ships (public domain)
See Sources/TallyScenarios/Resources/README.md for the formats.
"""
import math
import os
import sys

import zipcodes
import shapefile  # pyshp
import _plotly_geo

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ZIP_OUT = os.path.join(ROOT, "Sources/TallyScenarios/Resources/us-zipcodes.tsv")
STATES_OUT = os.path.join(ROOT, "Sources/TallyReports/Resources/us-states.txt")

# 50 states, DC and Puerto Rico: the places a property can stand in.
STATES = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ "
             "NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR".split())
# Aim for about this many bytes of coordinate text for all states together.
TARGET_BYTES = 15_000


def clean(text):
    """Tabs, newlines and the list separator can never appear inside a field."""
    return " ".join(text.replace("\t", " ").replace(";", ",").split())


def coordinate(value):
    text = "%.4f" % round(float(value), 4)
    text = text.rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def write_zipcodes():
    kinds = {"STANDARD", "PO BOX", "UNIQUE", "MILITARY"}
    rows = []
    for z in zipcodes.list_all():
        kind = z["zip_code_type"]
        if kind not in kinds:
            sys.exit("unknown zip_code_type %r for %s" % (kind, z["zip_code"]))
        accepted = [clean(c) for c in z["acceptable_cities"] if clean(c)]
        rows.append("\t".join([
            z["zip_code"], clean(z["city"]), ";".join(accepted), z["state"], kind,
            "1" if z["active"] else "0", coordinate(z["lat"]), coordinate(z["long"]),
        ]))
    rows.sort()
    with open(ZIP_OUT, "w", encoding="utf-8", newline="\n") as out:
        out.write("\n".join(rows) + "\n")
    print("%s: %d ZIPs, %d bytes" % (os.path.relpath(ZIP_OUT, ROOT), len(rows), os.path.getsize(ZIP_OUT)))


def perpendicular(p, a, b):
    (x, y), (x1, y1), (x2, y2) = p, a, b
    dx, dy = x2 - x1, y2 - y1
    if dx == 0 and dy == 0:
        return math.hypot(x - x1, y - y1)
    t = max(0.0, min(1.0, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)))
    return math.hypot(x - (x1 + t * dx), y - (y1 + t * dy))


def douglas_peucker(points, tolerance):
    """Iterative Douglas–Peucker on a closed ring (first point == last point)."""
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    # A closed ring has no natural chord; split it at the point farthest from the start.
    far = max(range(len(points)), key=lambda i: math.hypot(points[i][0] - points[0][0], points[i][1] - points[0][1]))
    keep[far] = True
    stack = [(0, far), (far, len(points) - 1)]
    while stack:
        first, last = stack.pop()
        best, index = 0.0, None
        for i in range(first + 1, last):
            d = perpendicular(points[i], points[first], points[last])
            if d > best:
                best, index = d, i
        if index is not None and best > tolerance:
            keep[index] = True
            stack.append((first, index))
            stack.append((index, last))
    return [p for p, k in zip(points, keep) if k]


def ring_area(points):
    return abs(sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(points, points[1:]))) / 2


def read_states():
    base = os.path.join(os.path.dirname(_plotly_geo.__file__), "package_data", "cb_2016_us_state_500k")
    reader = shapefile.Reader(base)
    states = {}
    for shape_record in reader.iterShapeRecords():
        code = shape_record.record["STUSPS"]
        if code not in STATES:
            continue
        shape = shape_record.shape
        parts = list(shape.parts) + [len(shape.points)]
        rings = []
        for start, end in zip(parts, parts[1:]):
            ring = [tuple(p) for p in shape.points[start:end]]
            # The Aleutians cross the antimeridian: keep every longitude west of Greenwich.
            ring = [(x - 360 if x > 0 else x, y) for x, y in ring]
            rings.append(ring)
        states[code] = (shape_record.record["NAME"], rings)
    missing = STATES - set(states)
    if missing:
        sys.exit("missing states in the shapefile: %s" % sorted(missing))
    return states


def scale_for(code):
    # Alaska is drawn at about a third of the scale of the other states, so it can be coarser;
    # Hawaii's and Puerto Rico's islands are small and would vanish at the common tolerance.
    return {"AK": 3.0, "HI": 0.4, "PR": 0.5}.get(code, 1.0)


def simplify_states(states, tolerance):
    out = {}
    for code, (name, rings) in states.items():
        kept = []
        for ring in rings:
            lat0 = math.radians(sum(y for _, y in ring) / len(ring))
            squash = math.cos(lat0)
            plane = [(x * squash, y) for x, y in ring]
            t = tolerance * scale_for(code)
            # Islands too small to see at the map's scale are left out, but never a state's largest ring.
            if ring_area(plane) < (t * 3) ** 2:
                continue
            simplified = douglas_peucker(plane, t)
            if len(simplified) < 4:
                continue
            kept.append([(x / squash, y) for x, y in simplified])
        if not kept:
            largest = max(rings, key=ring_area)
            lat0 = math.radians(sum(y for _, y in largest) / len(largest))
            squash = math.cos(lat0)
            plane = douglas_peucker([(x * squash, y) for x, y in largest], tolerance * scale_for(code) / 4)
            kept.append([(x / squash, y) for x, y in plane])
        out[code] = (name, kept)
    return out


def format_states(simplified):
    lines = []
    for code in sorted(simplified):
        name, rings = simplified[code]
        text = "|".join(" ".join("%s,%s" % (round(x, 2), round(y, 2)) for x, y in ring[:-1]) for ring in rings)
        lines.append("%s\t%s\t%s" % (code, name, text))
    return lines


def write_states():
    states = read_states()
    low, high = 0.001, 1.0
    best = None
    for _ in range(30):
        tolerance = math.sqrt(low * high)
        lines = format_states(simplify_states(states, tolerance))
        size = sum(len(line.split("\t")[2]) for line in lines)
        if size > TARGET_BYTES:
            low = tolerance
        else:
            high = tolerance
            best = (tolerance, lines, size)
    tolerance, lines, size = best
    header = [
        "# US state outlines, simplified: CODE<TAB>Name<TAB>ring|ring|... with a ring as lon,lat pairs (degrees).",
        "# From the US Census cartographic boundary file cb_2016_us_state_500k (public domain), via plotly-geo.",
        "# Regenerate with: python3 scripts/generate-geo-data.py (Douglas-Peucker tolerance %.4f degrees)." % tolerance,
    ]
    with open(STATES_OUT, "w", encoding="utf-8", newline="\n") as out:
        out.write("\n".join(header + lines) + "\n")
    print("%s: %d states, %d bytes of coordinates, %d points" % (
        os.path.relpath(STATES_OUT, ROOT), len(lines), size,
        sum(line.count(",") for line in lines)))


if __name__ == "__main__":
    write_zipcodes()
    write_states()
