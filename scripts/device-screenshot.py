#!/usr/bin/env python3
"""Screenshots of a page as a phone (or any width) shows it, in light or dark mode.

Headless Chromium windows cannot be narrower than 500 px, so this drives Chromium through the
DevTools protocol and sets the device metrics itself, the way its device emulation does.

usage: scripts/device-screenshot.py URL OUT.png [--width 390] [--height 844] [--dark] [--full]
needs: chromium (Debian) and websocket-client (PyPI)
"""
import argparse, base64, json, pathlib, sys, time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from devtools import chromium  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("out")
    parser.add_argument("--width", type=int, default=390)
    parser.add_argument("--height", type=int, default=844)
    parser.add_argument("--dark", action="store_true", help="prefers-color-scheme: dark")
    parser.add_argument("--full", action="store_true", help="the whole page, not just the first screen")
    args = parser.parse_args()

    with chromium(timeout=30) as call:
        call("Emulation.setDeviceMetricsOverride", width=args.width, height=args.height,
             deviceScaleFactor=2, mobile=args.width < 768)
        if args.dark:
            call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "dark"}])
        call("Page.navigate", url=args.url)
        time.sleep(1.0)
        metrics = call("Runtime.evaluate", expression="JSON.stringify([document.documentElement.scrollWidth, document.documentElement.scrollHeight])", returnByValue=True)
        scroll_width, scroll_height = json.loads(metrics["result"]["value"])
        if scroll_width > args.width:
            print(f"device-screenshot: the page is {scroll_width}px wide at {args.width}px: it scrolls sideways", file=sys.stderr)
        params = {"format": "png"}
        if args.full:
            height = min(scroll_height, 16000)
            call("Emulation.setDeviceMetricsOverride", width=args.width, height=height,
                 deviceScaleFactor=1, mobile=args.width < 768)
            time.sleep(0.3)
        shot = call("Page.captureScreenshot", **params)
        with open(args.out, "wb") as handle:
            handle.write(base64.b64decode(shot["data"]))
        print(f"{args.out}: {args.width}px wide, page {scroll_width}x{scroll_height}")


if __name__ == "__main__":
    main()
