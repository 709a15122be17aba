"""One headless Chromium driven through the DevTools protocol, for the scripts that look at
pages as a phone or in dark mode (headless windows cannot be narrower than 500 px).

needs: chromium (Debian) and websocket-client (PyPI)
"""
import contextlib, json, os, shutil, subprocess, sys, tempfile, time, urllib.request

try:
    import websocket  # websocket-client
except ImportError:
    sys.exit("pip install websocket-client")


@contextlib.contextmanager
def chromium(timeout=60):
    """Starts chromium and yields `call(method, **params)` on its first page; stops it after."""
    port = 9300 + os.getpid() % 600
    profile = tempfile.mkdtemp(prefix="tally-chromium-")
    chrome = subprocess.Popen(
        ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
         f"--remote-debugging-port={port}", f"--user-data-dir={profile}", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
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
            sys.exit("chromium did not start")
        ws = websocket.create_connection(target["webSocketDebuggerUrl"], timeout=timeout)
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
        yield call
    finally:
        chrome.terminate()
        chrome.wait()
        shutil.rmtree(profile, ignore_errors=True)
