#!/usr/bin/env python3
"""Checks every page of a built site as a 390 px phone shows it, in light and dark mode.

For each page: the page must not scroll sideways (document wider than the screen), and every
piece of chart text that is shown must be at least 9 CSS px tall (its font size in SVG units
times the drawing's scale). Prints one line per problem and exits 1 if there is any.

usage: scripts/phone-check.py SITE_FOLDER [--width 390] [--min-text 9]
needs: chromium (Debian) and websocket-client (PyPI)
"""
import argparse, json, os, pathlib, shutil, subprocess, sys, tempfile, time, urllib.request

try:
    import websocket  # websocket-client
except ImportError:
    sys.exit("phone-check: pip install websocket-client")

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

    port = 9800 + os.getpid() % 150
    profile = tempfile.mkdtemp(prefix="tally-phone-")
    chrome = subprocess.Popen(
        ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
         f"--remote-debugging-port={port}", f"--user-data-dir={profile}", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    problems = 0
    try:
        target = None
        for _ in range(150):
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/json") as response:
                    found = [t for t in json.load(response) if t.get("type") == "page"]
                if found:
                    target = found[0]
                    break
            except OSError:
                pass
            time.sleep(0.1)
        if target is None:
            sys.exit("phone-check: chromium did not start")
        ws = websocket.create_connection(target["webSocketDebuggerUrl"], timeout=60)
        counter = [0]

        def call(method, **params):
            counter[0] += 1
            ws.send(json.dumps({"id": counter[0], "method": method, "params": params}))
            while True:
                message = json.loads(ws.recv())
                if message.get("id") == counter[0]:
                    if "error" in message:
                        raise RuntimeError(f"{method}: {message['error']}")
                    return message.get("result", {})

        call("Page.enable")
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
    finally:
        chrome.terminate()
        chrome.wait()
        shutil.rmtree(profile, ignore_errors=True)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
