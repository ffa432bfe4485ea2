#!/usr/bin/env python3
"""Dump speed and memory of turbo-tui beside w3m, lynx, elinks and links2.

Every browser dumps every corpus page at 80 columns, interleaved in one run,
several rounds, after one unmeasured run each with its executable read afresh
into the page cache; the table shows the median wall time and peak RSS of each and
the ratio of turbo-tui to the fastest of the others: of the medians, and
paired (the median of each round's ratio, which a stall of the machine in one
run does not move).
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "..", "Tests", "TurboTUITests", "Fixtures", "corpus")
PAGES = ["gcc-news.html", "nettle-tables.html", "rust-releases-1mb.html", "bigtable-1mb.html", "nodejs-api-8mb.html",
         "features.html", "seed-article-ja.html", "seed-article-sjis.html"]


def commands(binary, page):
    return {
        "turbo-tui": [binary, "--dump", "--width", "80", page],
        "w3m": ["w3m", "-dump", "-cols", "80", "-T", "text/html", page],
        "lynx": ["lynx", "-dump", "-width=80", "-force_html", page],
        "elinks": ["elinks", "-dump", "-dump-width", "80", "-no-home", "-no-connect", page],
        "links2": ["links2", "-dump", "-width", "80", page],
    }


def measure(argv):
    """Wall seconds, CPU seconds (user + system) and peak RSS (MiB) of one run,
    output discarded.

    GNU time reports the peak: this script's own rusage would count the pages
    a forked child carries from Python until it execs (a 14 MiB floor). The
    wrapper adds the same fraction of a millisecond to every browser.
    """
    start = time.perf_counter()
    with open(os.devnull, "wb") as sink:
        process = subprocess.run(["/usr/bin/time", "-f", "%U %S %M"] + argv, stdout=sink, stderr=subprocess.PIPE,
                                 stdin=subprocess.DEVNULL)
    elapsed = time.perf_counter() - start
    if process.returncode != 0:
        raise RuntimeError(f"{argv[0]} exited with {process.returncode} on {argv[-1]}")
    user, system, peak = process.stderr.decode(errors="replace").split()[-3:]
    return elapsed, float(user) + float(system), int(peak) / 1024.0


def settle(argv):
    """Puts a browser's executable in the page cache as a run reads it: the
    file's cached pages are written back and dropped, then one unmeasured run
    reads it in. A file just written (the release link, a `cp`) sits in the
    cache as larger pieces than reading makes, which the kernel maps whole
    around each page run: a copy of turbo-tui measured 8.6 MiB on gcc-news
    where the same file, read in, measured 7.6 (docs/performance.md)."""
    executable = shutil.which(argv[0]) or argv[0]
    try:
        descriptor = os.open(os.path.realpath(executable), os.O_RDONLY)
        try:
            os.fsync(descriptor)
            os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
        finally:
            os.close(descriptor)
    except OSError:
        pass
    with open(os.devnull, "wb") as sink:
        subprocess.run(argv, stdout=sink, stderr=sink, stdin=subprocess.DEVNULL)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--binary", default=".build/release/turbo-tui")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--pages", nargs="*", default=PAGES)
    options = parser.parse_args()

    if not os.path.exists("/usr/bin/time"):
        sys.exit("bench: needs GNU time (/usr/bin/time, Debian package time) to measure peak memory")
    browsers = ["turbo-tui"] + [b for b in ["w3m", "lynx", "elinks", "links2"] if shutil.which(b)]
    missing = {"w3m", "lynx", "elinks", "links2"} - set(browsers)
    if missing:
        print(f"bench: not installed, left out: {', '.join(sorted(missing))}", file=sys.stderr)

    first = commands(options.binary, os.path.join(CORPUS, options.pages[0]))
    for browser in browsers:
        settle(first[browser])

    results = {}
    rounds = {}
    for page_name in options.pages:
        page = os.path.join(CORPUS, page_name)
        argvs = commands(options.binary, page)
        samples = {b: [] for b in browsers}
        for _ in range(options.rounds):
            for browser in browsers:
                samples[browser].append(measure(argvs[browser]))
        results[page_name] = {
            b: tuple(statistics.median(sample[i] for sample in samples[b]) for i in range(3)) for b in browsers
        }
        rounds[page_name] = samples

    header = "| page | " + " | ".join(f"{b} ms / MiB" for b in browsers)
    header += " | time ratio vs fastest other | paired time ratio | CPU time ratio | memory vs w3m |"
    print(header)
    print("|" + "---|" * (len(browsers) + 5))
    for page_name, row in results.items():
        cells = [f"{row[b][0] * 1000:.1f} / {row[b][2]:.1f}" for b in browsers]
        others = [b for b in browsers if b != "turbo-tui"]
        ratio = f"{row['turbo-tui'][0] / min(row[b][0] for b in others):.2f}" if others else "-"
        # The same ratio round by round (turbo-tui and the fastest other ran
        # one right after the other), then its median: a stall of the machine
        # that slows one run moves one round's ratio, not the median.
        paired = "-"
        if others:
            fastest = min(others, key=lambda b: row[b][0])
            samples = rounds[page_name]
            paired = f"{statistics.median(t[0] / f[0] for t, f in zip(samples['turbo-tui'], samples[fastest])):.2f}"
        # GNU time counts CPU in 10 ms steps: a ratio means something from 50 ms on.
        fastest_cpu = min((row[b][1] for b in others), default=0)
        cpu_ratio = f"{row['turbo-tui'][1] / fastest_cpu:.2f}" if fastest_cpu >= 0.05 else "-"
        memory = f"{row['turbo-tui'][2] / row['w3m'][2]:.2f}" if "w3m" in row else "-"
        print(f"| {page_name} | " + " | ".join(cells) + f" | {ratio} | {paired} | {cpu_ratio} | {memory} |")


if __name__ == "__main__":
    main()
