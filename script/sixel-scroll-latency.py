#!/usr/bin/env python3
"""Key to screen while scrolling past a photo drawn in sixels (issue 36).

The real binary runs on a pseudo-terminal of its own (100 x 30 cells of 8 x 16
pixels, given in TIOCGWINSZ, TERM=xterm-256color, `--images sixel`) against a
page served from 127.0.0.1: paragraphs, a 480 x 360 JPEG photo (ImageMagick's
plasma, 60 x 22 cells), paragraphs. This script answers the terminal's DA1
(sixels). Once the photo is drawn, `j` scrolls down a line at a time past it
and `k` back up: at each step the photo is partly shown, so its sixel is made
from the rows that show (going down, each part is new; coming back, the parts
made are kept while the photo stays, since sixels are made on workers). For
each key, from writing it:

- "first byte": the first byte of the frame it causes (the frame's cells);
- "all": the last byte of everything it causes, the sixel included (a burst
  ends after 150 ms without a byte; that quiet is not counted).

Before sixels were made on workers, the frame waited for the encoding; now
the cells come at once (the photo's symbols) and the sixel follows.

    script/sixel-scroll-latency.py --binary .build/debug/turbo-tui [--steps N]
"""
import argparse, fcntl, importlib.util, os, pty, select, struct, subprocess, tempfile, termios, threading, time

HERE = os.path.dirname(os.path.abspath(__file__))
# The quiet server, the percentile and quitting the browser are key-latency.py's.
_spec = importlib.util.spec_from_file_location("key_latency", os.path.join(HERE, "key-latency.py"))
key_latency = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(key_latency)
QUIET = 0.150


def make_site(folder):
    subprocess.run(["convert", "-size", "480x360", "-seed", "7", "plasma:", "-quality", "90",
                    os.path.join(folder, "photo.jpg")], check=True)
    paragraphs = "".join(f"<p>Paragraph {n} of the text around the photo.</p>" for n in range(12))
    with open(os.path.join(folder, "index.html"), "w") as page:
        page.write(f"<title>Photo</title>{paragraphs}"
                   f'<img src="photo.jpg" alt="a photo" width="480" height="360">{paragraphs}<p>The end.</p>')


class Browser(key_latency.Browser):
    def __init__(self, binary, url, home):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 800, 480))
            env = dict(os.environ, TERM="xterm-256color", XDG_STATE_HOME=home, XDG_CONFIG_HOME=home,
                       XDG_DATA_HOME=home, XDG_CACHE_HOME=home)
            for name in ["NO_COLOR", "TMUX", "TERM_PROGRAM"]:
                env.pop(name, None)
            os.execve(binary, [binary, "--images", "sixel", url], env)
        self.seen = bytearray()

    def read(self, timeout):
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return None
        try:
            chunk = os.read(self.fd, 1 << 20)
        except OSError:
            return None
        if b"\x1b[c" in chunk:
            os.write(self.fd, b"\x1b[?62;4;22c")
        self.seen += chunk
        return chunk

    def until_quiet(self, quiet=QUIET):
        last = None
        while self.read(quiet):
            last = time.monotonic()
        return last

    def wait_for(self, data, limit=60.0):
        deadline = time.monotonic() + limit
        while data not in self.seen:
            if time.monotonic() > deadline:
                raise RuntimeError(f"no {data!r} in {limit} s")
            self.read(0.1)

    def key(self, data):
        self.until_quiet()
        start = time.monotonic()
        os.write(self.fd, data)
        if not self.read(5.0):
            return None, None
        first = time.monotonic() - start
        last = self.until_quiet()
        return first, (last - start) if last else first


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/debug/turbo-tui")
    parser.add_argument("--steps", type=int, default=30, help="lines scrolled down, then up again")
    folder = tempfile.mkdtemp(prefix="sixel-scroll-")
    make_site(folder)
    options = parser.parse_args()
    binary = os.path.abspath(options.binary)
    handler = lambda *args: key_latency.Quiet(*args, directory=folder)
    server = key_latency.Server(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    browser = Browser(binary, f"http://127.0.0.1:{server.server_address[1]}/", folder)
    timings = {"j": ([], []), "k": ([], [])}
    sixels = 0
    try:
        browser.wait_for(b"\x1bP")  # the photo's first sixel
        browser.until_quiet(1.0)
        for data in [b"j"] * options.steps + [b"k"] * options.steps:
            before = browser.seen.count(b"\x1bP")
            first, last = browser.key(data)
            if first is not None:
                timings[data.decode()][0].append(first * 1000)
                timings[data.decode()][1].append(last * 1000)
            sixels += browser.seen.count(b"\x1bP") - before
    finally:
        browser.quit()
        server.shutdown()
    print(f"{binary}: {options.steps} keys each way, {sixels} sixels drawn, load {os.getloadavg()[0]:.1f}")
    print("| keys | | median ms | p90 ms | worst ms |")
    print("|---|---|---|---|---|")
    for key, (firsts, alls) in timings.items():
        name = "j (down, each part new)" if key == "j" else "k (back up, the parts made)"
        for what, values in [("first byte", firsts), ("all, sixel included", alls)]:
            print(f"| {name} | {what} | {key_latency.percentile(values, 0.5):.1f} | {key_latency.percentile(values, 0.9):.1f} | {max(values):.1f} |")


if __name__ == "__main__":
    main()
