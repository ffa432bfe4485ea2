#!/usr/bin/env python3
"""Time to first screen: turbo-tui beside lynx and w3m.

Each browser runs in a private tmux server, 100 x 30, against a corpus page
served from 127.0.0.1 by Python's http.server; the time is from starting the
browser (tmux respawns the pane with it) until text of the page's first
screen is on the pane (capture-pane every 1 ms, asked through tmux's
control mode). Browsers are interleaved,
several rounds; the table shows the median of each, turbo-tui's slowest run
(a slow path shows there: issue 37 found one, a first part of the page
dropped when the whole answer came in the same turn) and the ratios to lynx
(issue 37's target: turbo-tui at most 1.0x lynx on these two pages), each
the median of the rounds' ratios: the two ran one right after the other, so
a spell of a busy machine moves one round's ratio, not the median.

    script/first-screen.py --binary .build/release/turbo-tui

With images on (issue 36: the first screen must not wait for them), the
third page is rust-releases with its logo and two photos served from
127.0.0.1 (made here as PNGs): turbo-tui's default `images = auto` fetches
and draws them after the text, lynx and w3m show their alt text.
"""
import argparse, functools, http.server, os, shlex, shutil, socketserver, statistics, struct, subprocess, sys, tempfile, threading, time, zlib

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "..", "Tests", "TurboTUITests", "Fixtures", "corpus")
# Text every browser draws on its first screen of the page (near its top, below the navigation).
PAGES = {
    "rust-releases-1mb.html": "Stabilize if let guards on match arms",
    "nodejs-api-8mb.html": "Asynchronous context tracking",
    "rust-releases-images.html": "Stabilize if let guards on match arms",
}
# The logo's own size, and two photos' boxes, as a page states them.
IMAGES = {"logo.png": (32, 32), "photo-1.png": (192, 96), "photo-2.png": (160, 64)}


def png(width, height):
    """A PNG of a colour gradient: pixels for the decoder and the scaler to work on."""
    rows = b"".join(b"\0" + b"".join(bytes((x * 255 // width, y * 255 // height, 128)) for x in range(width))
                    for y in range(height))
    chunk = lambda kind, data: struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def site():
    """The corpus and the page with images, in a directory of their own."""
    directory = tempfile.mkdtemp(prefix="first-screen-site-")
    for page in PAGES:
        if os.path.exists(os.path.join(CORPUS, page)):
            os.symlink(os.path.abspath(os.path.join(CORPUS, page)), os.path.join(directory, page))
    for name, (width, height) in IMAGES.items():
        with open(os.path.join(directory, name), "wb") as file:
            file.write(png(width, height))
    with open(os.path.join(CORPUS, "rust-releases-1mb.html"), encoding="utf-8") as file:
        html = file.read()
    logo = '<img src="https://www.rust-lang.org/logos/rust-logo-32x32-blk.png" width="32" height="32" alt="Rust logo">'
    assert logo in html, "rust-releases-1mb.html changed: update first-screen.py's images page"
    photos = "".join(f'<p><img src="{name}" width="{w}" height="{h}" alt="A photo ({name})"></p>'
                     for name, (w, h) in IMAGES.items() if name != "logo.png")
    html = html.replace(logo, '<img src="logo.png" width="32" height="32" alt="Rust logo">', 1)
    # After the page's first heading: the photos' boxes are on the first screen, above the marker.
    html = html.replace("</h1>", "</h1>" + photos, 1)
    with open(os.path.join(directory, "rust-releases-images.html"), "w", encoding="utf-8") as file:
        file.write(html)
    return directory


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class Server(socketserver.ThreadingTCPServer):
    def handle_error(self, request, client_address):
        pass  # a browser that hangs up once it has what it shows (lynx stops reading) is no error here


def serve(directory):
    server = Server(("127.0.0.1", 0), functools.partial(Quiet, directory=directory))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def commands(binary, url, home):
    """Each browser's command and the environment tmux gives it (`respawn-pane -e`: no
    `env` in front of turbo-tui, whose exec lynx and w3m would not pay)."""
    return {
        "turbo-tui": (f"{binary} {url}", {"XDG_STATE_HOME": home, "XDG_CONFIG_HOME": home}),
        "lynx": (f"lynx -accept_all_cookies {url}", {}),
        "w3m": (f"w3m {url}", {}),
    }


class ControlClient:
    """tmux's control mode (`tmux -C`) on the run's server: each command is a line written and an
    answer read between %begin and %end, about 0.1 ms, where a `tmux capture-pane` process took
    2.5-4 ms to start and ran beside the browser on the machine's cores. Attached with
    `no-output` (the pane's output is not copied to it) and `ignore-size` (the pane keeps 100 x 30)."""

    def __init__(self, socket):
        self.process = subprocess.Popen(["tmux", "-S", socket, "-C", "attach-session", "-t", "main",
                                         "-f", "no-output,ignore-size"],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def ask(self, command):
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        lines, inside = [], False
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError(f"tmux's control client ended on {command!r}")
            if line.startswith("%begin"):
                inside, lines = True, []
            elif line.startswith(("%end", "%error")) and inside:
                return "".join(lines)
            elif inside:
                lines.append(line)

    def close(self):
        self.process.stdin.close()
        self.process.wait()


def first_screen(command, marker, sockets, timeout=60):
    """Seconds from the browser's start until `marker` is on the pane (looked for every 1 ms)."""
    line, environment = command
    first_screen.runs = getattr(first_screen, "runs", 0) + 1
    # A socket of its own in a directory of the run's, removed with it: tmux leaves the file behind.
    socket = os.path.join(sockets, f"s{first_screen.runs}")
    tmux = lambda *args: subprocess.run(["tmux", "-S", socket, *args], capture_output=True, text=True).stdout
    tmux("-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", "100", "-y", "30", "sleep 600")
    client = ControlClient(socket)
    try:
        settings = "".join(f" -e {shlex.quote(f'{name}={value}')}" for name, value in environment.items())
        started = time.monotonic()
        client.ask(f"respawn-pane -k{settings} -t main {shlex.quote(line)}")
        while marker not in client.ask("capture-pane -p -t main"):
            if time.monotonic() - started > timeout:
                raise RuntimeError(f"no {marker!r} on the pane after {timeout} s: {line}")
            time.sleep(0.001)
        return time.monotonic() - started
    finally:
        client.close()
        tmux("kill-server")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--binary", default=".build/release/turbo-tui")
    parser.add_argument("--rounds", type=int, default=9)
    options = parser.parse_args()
    if not shutil.which("tmux"):
        sys.exit("first-screen: needs tmux")
    browsers = ["turbo-tui"] + [b for b in ["lynx", "w3m"] if shutil.which(b)]
    if "lynx" not in browsers:
        sys.exit("first-screen: needs lynx, the reference (script/bootstrap --bench)")
    binary = os.path.abspath(options.binary)
    directory = site()
    server, base = serve(directory)
    home = tempfile.mkdtemp(prefix="first-screen-")
    sockets = tempfile.mkdtemp(prefix="first-screen-tmux-")
    try:
        results = {}
        for page, marker in PAGES.items():
            argvs = commands(binary, base + page, home)
            samples = {b: [] for b in browsers}
            for _ in range(options.rounds):
                for browser in browsers:
                    samples[browser].append(first_screen(argvs[browser], marker, sockets))
            results[page] = {b: statistics.median(samples[b]) * 1000 for b in browsers}
            results[page]["worst"] = max(samples["turbo-tui"]) * 1000
            results[page]["ratios"] = {b: statistics.median(mine / lynx for mine, lynx in zip(samples[b], samples["lynx"]))
                                       for b in browsers if b != "lynx"}
    finally:
        server.shutdown()
        shutil.rmtree(home, ignore_errors=True)
        shutil.rmtree(sockets, ignore_errors=True)
        shutil.rmtree(directory, ignore_errors=True)

    print(f"Time to first screen (tmux 100x30, 127.0.0.1, median of {options.rounds}):")
    print("| page | " + " | ".join(f"{b} ms" for b in browsers) + " | turbo-tui slowest ms | "
          + " | ".join(f"{b} / lynx" for b in browsers if b != "lynx") + " |")
    print("|" + "---|" * (2 * len(browsers) + 1))
    for page, row in results.items():
        ratios = [f"{row['ratios'][b]:.2f}" for b in browsers if b != "lynx"]
        print(f"| {page} | " + " | ".join(f"{row[b]:.0f}" for b in browsers) + f" | {row['worst']:.0f} | "
              + " | ".join(ratios) + " |")


if __name__ == "__main__":
    main()
