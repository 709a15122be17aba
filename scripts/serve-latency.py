#!/usr/bin/env python3
"""Edit a scenario while headless Chromium shows its report under `tally serve`; time how long
each save takes to show in the page (new figure on screen, error overlay shown or removed).

Usage, from the repository: python3 scripts/serve-latency.py [.build/debug/tally]
Needs the chromium Debian package and websocket-client from PyPI. Screenshots of the overlay
and of the fixed page go to $TMPDIR/tally-latency-*.png."""
import base64, json, os, re, shutil, subprocess, sys, tempfile, time, urllib.request
import websocket

tally = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/tally")
examples = os.path.abspath("examples")
project = tempfile.mkdtemp(prefix="tally-latency-")
shutil.copytree(examples, os.path.join(project, "scenarios"))
scenario = os.path.join(project, "scenarios", "car-loan.yaml")
original = open(scenario).read()

def save(text):
    tmp = scenario + ".tmp~"
    with open(tmp, "w") as f: f.write(text)
    os.rename(tmp, scenario)  # as vim and most editors do

serve = subprocess.Popen([tally, "serve", "--port", "0"], cwd=project, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
line = serve.stdout.readline()
while "Serving" not in line: line = serve.stdout.readline()
port = int(re.search(r":(\d+)/", line).group(1))
profile = tempfile.mkdtemp(prefix="chromium-profile-")
chrome = subprocess.Popen(["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-port=9333",
                           "--user-data-dir=" + profile, "about:blank"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
for _ in range(200):
    try:
        targets = json.load(urllib.request.urlopen("http://127.0.0.1:9333/json")); break
    except Exception: time.sleep(0.05)
page = next(t for t in targets if t["type"] == "page")
ws = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=10)
ids = iter(range(1, 10**6))
def call(method, **params):
    i = next(ids); ws.send(json.dumps({"id": i, "method": method, "params": params}))
    while True:
        msg = json.loads(ws.recv())
        if msg.get("id") == i: return msg.get("result")
def wait_event(name, timeout=10):
    end = time.time() + timeout
    while time.time() < end:
        ws.settimeout(max(0.01, end - time.time()))
        try: msg = json.loads(ws.recv())
        except websocket.WebSocketTimeoutException: break
        if msg.get("method") == name: return time.time()
    raise TimeoutError(name)
def evaluate(expression):
    # While the page reloads its context may vanish mid-call: that answers nothing, not an error.
    result = call("Runtime.evaluate", expression=expression, returnByValue=True) or {}
    return result.get("result", {}).get("value")
def wait_until(expression, timeout=10):
    end = time.time() + timeout
    while time.time() < end:
        if evaluate(expression): return time.time()
        time.sleep(0.005)
    raise TimeoutError(expression)

try:
    call("Page.enable"); call("Runtime.enable")
    url = f"http://127.0.0.1:{port}/loan/car-loan.html"
    call("Page.navigate", url=url); wait_event("Page.loadEventFired")
    time.sleep(0.3)  # let the page's EventSource connect
    results = []
    for principal in [3100, 3200, 3300, 3400, 3500]:
        started = time.time()
        save(original.replace("principal: 3000", f"principal: {principal}"))
        shown = wait_until(f"document.body.innerText.includes('{principal:,}')")
        results.append(("edit", shown - started)); time.sleep(0.3)
    started = time.time()
    save(original.replace("rate: 7", "rate: 7,5"))
    shown = wait_until("!!document.getElementById('tally-serve-overlay')")
    results.append(("break", shown - started))
    overlay = evaluate("document.getElementById('tally-serve-overlay').innerText")
    shot = call("Page.captureScreenshot", format="png")["data"]
    open(os.path.join(tempfile.gettempdir(), "tally-latency-overlay.png"), "wb").write(base64.b64decode(shot))
    started = time.time()
    save(original)
    shown = wait_until("!document.getElementById('tally-serve-overlay') && document.body.innerText.includes('3,000')")
    results.append(("fix", shown - started))
    shot = call("Page.captureScreenshot", format="png")["data"]
    open(os.path.join(tempfile.gettempdir(), "tally-latency-fixed.png"), "wb").write(base64.b64decode(shot))
    for kind, seconds in results: print(f"{kind:6s} {seconds*1000:7.0f} ms")
    print("overlay:", overlay.replace("\n", " | "))
finally:
    ws.close(); chrome.terminate(); chrome.wait()
    serve.send_signal(2); serve.wait(timeout=5)
    print("serve exit", serve.returncode, "stderr:", serve.stderr.read().strip().replace("\n", " | "))
    shutil.rmtree(project); shutil.rmtree(profile, ignore_errors=True)
