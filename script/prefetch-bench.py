#!/usr/bin/env python3
"""What prefetch saves over a slow server (issue 18, turbo-wire R6).

A small server on 127.0.0.1 answers demo-like pages after 100 ms each. The
real binary runs as `turbo-tui drive` (docs/drive.md); each round it opens
the list page, presses Tab (the first post link takes the focus), lets
350 ms pass (past Turbo's 100 ms delay and the prefetch's own 100 ms), and
presses Enter: the time is from sending Enter until drive's answer, which
comes once the post is shown. The same runs against the same pages carrying
`<meta name="turbo-prefetch" content="false">` give the time without
prefetch. Prints both medians and their ratio.

    script/prefetch-bench.py --binary .build/release/turbo-tui
"""
import argparse, http.server, json, os, shutil, socketserver, statistics, subprocess, sys, tempfile, threading, time

DELAY = 0.100
POSTS = 12


def page(title, body, prefetch):
    # Both load Turbo, as an app's pages do: a page without it is a plain browser's, which prefetches nothing.
    meta = "" if prefetch else '<meta name="turbo-prefetch" content="false">'
    turbo = '<script type="module" src="/assets/turbo.min.js"></script>'
    return (f"<!DOCTYPE html><html><head><title>{title}</title>{turbo}{meta}</head><body>"
            f"<main>{body}</main>"
            f"<footer><a href=\"/\">Home</a> · <a href=\"/about\" data-turbo-prefetch=\"false\">About</a></footer>"
            f"</body></html>").encode()


def list_page(prefix, prefetch):
    items = "".join(f'<li><a href="{prefix}/posts/{n}">Post number {n}</a> by Ada, {n} comments</li>' for n in range(1, POSTS + 1))
    return page("Posts", f"<h1>Posts</h1><ul>{items}</ul>", prefetch)


def post_page(number, prefetch):
    paragraphs = "".join(f"<p>Paragraph {i} of post {number}: Turbo Drive keeps the page, frames fill parts of it, "
                         f"streams change it in place.</p>" for i in range(1, 30))
    return page(f"Post {number}", f"<h1>Post number {number}</h1>{paragraphs}", prefetch)


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    prefetches = 0

    def log_message(self, *args):
        pass

    def do_GET(self):
        time.sleep(DELAY)  # the server's latency
        if self.headers.get("X-Sec-Purpose") == "prefetch":
            Handler.prefetches += 1
        prefetch = not self.path.startswith("/off")
        path = self.path[len("/off"):] if not prefetch else self.path
        prefix = "" if prefetch else "/off"
        if path in ("", "/"):
            body = list_page(prefix, prefetch)
        elif path.startswith("/posts/"):
            body = post_page(path.rsplit("/", 1)[1], prefetch)
        else:
            self.send_error(404)
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True


class Drive:
    def __init__(self, binary, home):
        env = dict(os.environ, XDG_STATE_HOME=home, XDG_CONFIG_HOME=home)
        self.process = subprocess.Popen([binary, "drive", "--no-config", "--width", "100", "--height", "30"],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env)

    def call(self, **command):
        self.process.stdin.write(json.dumps(command) + "\n")
        self.process.stdin.flush()
        answer = json.loads(self.process.stdout.readline())
        if not answer.get("ok"):
            raise RuntimeError(f"{command}: {answer.get('error')}")
        return answer

    def close(self):
        self.process.stdin.close()
        self.process.wait(timeout=10)


def follow_time(drive, base):
    """Seconds from Enter on the focused link until its page is shown."""
    drive.call(visit=base)
    drive.call(press="Tab")
    time.sleep(0.350)
    started = time.monotonic()
    answer = drive.call(press="Enter")
    elapsed = time.monotonic() - started
    if not answer["state"]["title"].startswith("Post"):
        raise RuntimeError(f"the post was not shown: {answer['state']}")
    return elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--binary", default=".build/release/turbo-tui")
    parser.add_argument("--rounds", type=int, default=15)
    options = parser.parse_args()
    server = Server(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    home = tempfile.mkdtemp(prefix="prefetch-bench-")
    drive = Drive(os.path.abspath(options.binary), home)
    try:
        samples = {"prefetch": [], "none": []}
        for _ in range(options.rounds):
            samples["prefetch"].append(follow_time(drive, base + "/"))
            samples["none"].append(follow_time(drive, base + "/off/"))
        prefetches = Handler.prefetches
    finally:
        drive.close()
        server.shutdown()
        shutil.rmtree(home, ignore_errors=True)
    with_ms = statistics.median(samples["prefetch"]) * 1000
    without_ms = statistics.median(samples["none"]) * 1000
    print(f"Link followed -> page shown, server {DELAY * 1000:.0f} ms away (127.0.0.1, median of {options.rounds}):")
    print("| | ms |")
    print("|---|---|")
    print(f"| without prefetch | {without_ms:.1f} |")
    print(f"| with prefetch | {with_ms:.1f} |")
    print(f"with / without: {with_ms / without_ms:.3f} ({without_ms - with_ms:.0f} ms saved per link; "
          f"{prefetches} prefetch requests for {options.rounds} followed links)")
    if prefetches != options.rounds:
        sys.exit(f"prefetch-bench: expected {options.rounds} prefetch requests, the server saw {prefetches}")


if __name__ == "__main__":
    main()
