#!/usr/bin/env python3
"""Checks every page of a built site as a 390 px phone shows it, in light and dark mode.

For each page: the page must not scroll sideways (document wider than the screen), and every
piece of chart text that is shown must be at least 9 CSS px tall (its font size in SVG units
times the drawing's scale). Prints one line per problem and exits 1 if there is any.

usage: scripts/phone-check.py SITE_FOLDER [--width 390] [--min-text 9]
needs: chromium (Debian) and websocket-client (PyPI)
"""
import argparse, json, pathlib, sys, time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from devtools import chromium  # noqa: E402

# Runs in the page: [scrollWidth, smallest shown chart text in CSS px, its text].
PROBE = """(() => {
  let smallest = [Infinity, ''];
  // Charts only: the property map (svg.us-map) is zoomed by the reader, so its pins are not held to this.
  for (const svg of document.querySelectorAll('svg.canvas-wide, svg.canvas-narrow')) {
    const box = svg.getBoundingClientRect();
    if (box.width === 0 || getComputedStyle(svg).display === 'none') continue;
    const scale = box.width / svg.viewBox.baseVal.width;
    for (const text of svg.querySelectorAll('text')) {
      if (!text.textContent.trim()) continue;
      const px = parseFloat(getComputedStyle(text).fontSize) * scale;
      if (px < smallest[0]) smallest = [px, text.textContent];
    }
  }
  return JSON.stringify([document.documentElement.scrollWidth, smallest[0], smallest[1]]);
})()"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("site")
    parser.add_argument("--width", type=int, default=390)
    parser.add_argument("--min-text", type=float, default=9.0)
    args = parser.parse_args()
    pages = sorted(pathlib.Path(args.site).resolve().rglob("*.html"))
    if not pages:
        sys.exit(f"phone-check: no pages under {args.site}")

    problems = 0
    with chromium() as call:
        call("Emulation.setDeviceMetricsOverride", width=args.width, height=844, deviceScaleFactor=1, mobile=True)
        for scheme in ["light", "dark"]:
            call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": scheme}])
            for page in pages:
                call("Page.navigate", url=page.as_uri())
                time.sleep(0.35)
                result = call("Runtime.evaluate", expression=PROBE, returnByValue=True)
                width, smallest, text = json.loads(result["result"]["value"])
                name = page.relative_to(pathlib.Path(args.site).resolve())
                if width > args.width:
                    problems += 1
                    print(f"{name} ({scheme}): {width}px wide at {args.width}px: it scrolls sideways")
                if smallest is not None and smallest < args.min_text:
                    problems += 1
                    print(f"{name} ({scheme}): chart text {smallest:.1f}px (\"{text[:30]}\") is under {args.min_text}px")
        print(f"phone-check: {len(pages)} pages at {args.width}px, light and dark: {problems} problem(s)")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
