#!/usr/bin/env python3
"""Checks every page of a built site as a 390 px phone shows it, in light and dark mode.

For each page (light, dark, and light with JavaScript off): the page must not scroll sideways (document wider than the screen), and every
piece of text shown in a drawing (charts, the maps of properties) must be at least 9 CSS px
tall (its font size in SVG units times the drawing's scale on screen). Prints one line per problem and exits 1 if there is any.

usage: scripts/phone-check.py SITE_FOLDER [--width 390] [--min-text 9]
needs: chromium (Debian) and websocket-client (PyPI)
"""
import argparse, json, pathlib, sys, time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from devtools import chromium  # noqa: E402

# Runs in the page: [scrollWidth, smallest shown chart text in CSS px, its text]. Every drawing
# counts, the charts and the maps of properties alike: a text's size on screen is its font size
# times the scale of everything between it and the screen (the drawing's viewBox, and the
# transforms a map puts on its pins), which the text's screen matrix holds.
PROBE = """(() => {
  let smallest = [Infinity, ''];
  for (const svg of document.querySelectorAll('svg')) {
    const box = svg.getBoundingClientRect();
    if (box.width === 0 || getComputedStyle(svg).display === 'none') continue;
    for (const text of svg.querySelectorAll('text')) {
      if (!text.textContent.trim() || text.closest('defs, title, desc')) continue;
      if (text.getClientRects().length === 0) continue;
      const m = text.getScreenCTM();
      if (!m) continue;
      const px = parseFloat(getComputedStyle(text).fontSize) * Math.hypot(m.a, m.b);
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
        # Light and dark, then light with JavaScript off: pages must hold without their scripts
        # (the map of properties draws its pins differently when its script runs).
        for scheme, script in [("light", True), ("dark", True), ("light, no JavaScript", False)]:
            call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": scheme.split(",")[0]}])
            call("Emulation.setScriptExecutionDisabled", value=not script)
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
        print(f"phone-check: {len(pages)} pages at {args.width}px, light, dark and without JavaScript: {problems} problem(s)")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
