#!/usr/bin/env python3
"""How long the browser's loop goes without drawing while a big page loads.

Runs the real binary in a private tmux server against the 8 MB corpus page
served from 127.0.0.1, reads the screen with capture-pane every few
milliseconds and prints, per run: "Preparing" -> page shown, the longest
time between two screen changes while the progress bar is up (the bar moves
every 200 ms), and the last gap (the page landing; a part of the page is on
screen before it, issue 21). Then how long q (exit) and Esc ("Cancelled")
take when pressed while the page is prepared, and how long a key takes to
change the screen in the seconds after the window is resized to 80 columns
(the page is laid out again for the new width meanwhile: on a worker, the
keys are served at once; on the loop, one waits for the whole layout). The
last case does the same with the page changed in place first: the served copy
has a `<turbo-frame src>` at the top of its body, whose answer fills it once
the page has landed, so the resize lays out a page that is no longer as it
loaded (the worker then reads the shown document in place, issue 21).

    script/loop-latency.py .build/release/turbo-tui
"""
import functools, http.server, os, socketserver, subprocess, sys, threading, time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "TurboTUITests", "Fixtures", "corpus")
PAGE = "nodejs-api-8mb.html"
TITLE = "Node.js v20"


FRAMED = "framed.html"
FRAME_TEXT = "filled by the frame's answer"


def framed_page():
    """The big page with an eager frame first in its body."""
    with open(os.path.join(ROOT, PAGE), "rb") as file:
        page = file.read()
    body = page.index(b">", page.index(b"<body")) + 1
    return page[:body] + b'<turbo-frame id="note" src="/note"><p>frame loading</p></turbo-frame>' + page[body:]


class Quiet(http.server.SimpleHTTPRequestHandler):
    framed = None

    def log_message(self, *args):
        pass

    def do_GET(self):
        answers = {"/" + FRAMED: lambda: Quiet.framed,
                   "/note": lambda: f'<turbo-frame id="note"><p>{FRAME_TEXT}</p></turbo-frame>'.encode()}
        if self.path not in answers:
            return super().do_GET()
        body = answers[self.path]()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def serve():
    Quiet.framed = framed_page()
    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=ROOT))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}/{PAGE}"


class Tmux:
    count = 0

    def __init__(self, command):
        Tmux.count += 1
        self.socket = f"loop-latency-{os.getpid()}-{Tmux.count}"
        self.run("-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", "100", "-y", "30",
                 f"{command}; echo EXITED; sleep 60")

    def run(self, *args):
        return subprocess.run(["tmux", "-L", self.socket, *args], capture_output=True, text=True).stdout

    def screen(self):
        return self.run("capture-pane", "-p", "-t", "main")

    def wait_for(self, text, seconds=30):
        started = time.monotonic()
        while text not in self.screen():
            if time.monotonic() - started > seconds:
                return False
            time.sleep(0.005)
        return True

    def close(self):
        self.run("kill-server")


def landed(screen):
    """The whole page on screen: its title on top and nothing loading (a part
    of it, with the same title, is shown while it arrives and is prepared)."""
    lines = [line for line in screen.splitlines() if line.strip()]
    return bool(lines) and TITLE in lines[0] and not lines[-1].startswith(("Preparing", "Loading"))


def resize_latency(binary, url, seconds=4.0, changed_by=None):
    """The longest and the median time from a key (j, k in turn) to a new
    screen, in the `seconds` after the window goes from 100 to 80 columns
    (once `changed_by` is on screen, when given)."""
    tmux = Tmux(f"{binary} {url}")
    try:
        started = time.monotonic()
        while not (landed(screen := tmux.screen()) and (changed_by is None or changed_by in screen)):
            if time.monotonic() - started > 120:
                return None
            time.sleep(0.01)
        tmux.run("resize-window", "-t", "main", "-x", "80", "-y", "30")
        resized, latencies, key = time.monotonic(), [], "j"
        while time.monotonic() - resized < seconds:
            before = tmux.screen()
            pressed = time.monotonic()
            tmux.run("send-keys", "-t", "main", key)
            while tmux.screen() == before and time.monotonic() - pressed < 10:
                time.sleep(0.002)
            latencies.append(time.monotonic() - pressed)
            key = "k" if key == "j" else "j"
        return max(latencies), sorted(latencies)[len(latencies) // 2]
    finally:
        tmux.close()


def watch_load(binary, url):
    tmux = Tmux(f"{binary} {url}")
    last, changes, preparing, bar = "", [], None, None
    started = time.monotonic()
    while time.monotonic() - started < 120:
        screen, now = tmux.screen(), time.monotonic()
        if screen != last:
            changes.append(now)
            last = screen
        preparing = preparing or ("Preparing" in screen and now)
        bar = bar or ("\u2588" in screen and now)
        if landed(screen):
            break
    tmux.close()
    gaps = [b - a for a, b in zip(changes, changes[1:]) if bar and a >= bar]
    if not (preparing and gaps):
        return None
    return changes[-1] - preparing, max(gaps), gaps[-1]


def key_latency(binary, url, key, wanted):
    tmux = Tmux(f"{binary} {url}")
    try:
        if not tmux.wait_for("Preparing"):
            return None
        pressed = time.monotonic()
        tmux.run("send-keys", "-t", "main", key)
        return time.monotonic() - pressed if tmux.wait_for(wanted) else None
    finally:
        tmux.close()


def main():
    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/release/turbo-tui")
    url = serve()
    for _ in range(3):
        result = watch_load(binary, url)
        if result is None:
            print("the page was not seen loading")
            continue
        prepared, longest, landing = result
        print(f"Preparing -> page shown {prepared * 1000:.0f} ms; longest gap while the bar is up "
              f"{longest * 1000:.0f} ms; last gap (landing) {landing * 1000:.0f} ms")
    for key, wanted in (("q", "EXITED"), ("Escape", "Cancelled")):
        times = [key_latency(binary, url, key, wanted) for _ in range(3)]
        print(key, ", ".join("not seen" if t is None else f"{t * 1000:.0f} ms" for t in times))
    for _ in range(3):
        result = resize_latency(binary, url)
        print("resize to 80 columns: " + ("the page never landed" if result is None else
              f"longest key -> screen {result[0] * 1000:.0f} ms, median {result[1] * 1000:.0f} ms"))
    framed = url.rsplit("/", 1)[0] + "/" + FRAMED
    for _ in range(3):
        result = resize_latency(binary, framed, changed_by=FRAME_TEXT)
        print("changed by a frame, then resized to 80 columns: " + ("the frame never came" if result is None else
              f"longest key -> screen {result[0] * 1000:.0f} ms, median {result[1] * 1000:.0f} ms"))


if __name__ == "__main__":
    main()
