#!/usr/bin/env python3
"""Dump speed and memory of turbo-tui beside w3m, lynx, elinks and links2.

Every browser dumps every corpus page at 80 columns, interleaved in one run,
several rounds, after one unmeasured run each with its executable read afresh
into the page cache; the table shows the median wall time and peak RSS of each and
the ratio of turbo-tui to the fastest of the others: of the medians, and
paired (the median of each round's ratio, which a stall of the machine in one
run does not move).

`--wide DIR` measures the wide corpus instead (issue 37: script/bench/corpus.tsv,
laid out in DIR by script/bench/corpus.py) and prints the distribution: for
time and for peak memory, the ratio of turbo-tui to the fastest (lowest) of the
others on every page, their median, the worst and the three worst pages, each
of which then gets a profile by phase (turbo-tui-parsebench --phases).
"""
import argparse
import csv
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


def run_rounds(binary, browsers, directory, pages, rounds_for):
    """Every browser dumps every page, interleaved, `rounds_for(page)` rounds:
    the medians of (wall, CPU, peak) by page and browser, and every round's samples."""
    results = {}
    rounds = {}
    for page_name in pages:
        page = os.path.join(directory, page_name)
        argvs = commands(binary, page)
        samples = {b: [] for b in browsers}
        for _ in range(rounds_for(page)):
            for browser in browsers:
                samples[browser].append(measure(argvs[browser]))
        results[page_name] = {
            b: tuple(statistics.median(sample[i] for sample in samples[b]) for i in range(3)) for b in browsers
        }
        rounds[page_name] = samples
    return results, rounds


MANIFEST = os.path.join(HERE, "bench", "corpus.tsv")
# Pages of a megabyte or more get as many rounds as the rest: their parse on two
# threads meets the machine's stalls more often than one thread does, and three
# rounds let one stall move the median (docs/performance.md).
BIG_PAGE = 1_000_000
ROUNDS_SMALL, ROUNDS_BIG = 5, 5
PHASES = ["decode", "tokenize", "tree", "style", "layout", "output"]


def wide(options, browsers):
    """The distribution over the wide corpus, and the worst pages' profiles."""
    manifest = [row for row in csv.reader((line for line in open(MANIFEST, encoding="utf-8")
                                           if line.strip() and not line.startswith("#")), delimiter="\t")]
    shapes = {row[0]: row[3] for row in manifest}
    pages = [name for name in shapes if os.path.exists(os.path.join(options.wide, name))]
    if len(pages) < len(shapes):
        sys.exit(f"bench: {len(shapes) - len(pages)} corpus pages missing in {options.wide} (script/bench/corpus.py)")
    others = [b for b in browsers if b != "turbo-tui"]
    if not others:
        sys.exit("bench: --wide needs at least one of w3m, lynx, elinks, links2 (script/bootstrap --bench)")
    size = {name: os.path.getsize(os.path.join(options.wide, name)) for name in pages}
    results, rounds = run_rounds(options.binary, browsers, options.wide, pages,
                                 lambda page: ROUNDS_BIG if os.path.getsize(page) >= BIG_PAGE else ROUNDS_SMALL)

    rows = []
    for name in pages:
        row, samples = results[name], rounds[name]
        # Time: each round's turbo-tui over that round's fastest other (they
        # ran one right after the other), then the median of the rounds.
        time_ratio = statistics.median(t[0] / min(samples[b][i][0] for b in others)
                                       for i, t in enumerate(samples["turbo-tui"]))
        fastest = min(others, key=lambda b: row[b][0])
        lowest = min(others, key=lambda b: row[b][2])
        memory_ratio = row["turbo-tui"][2] / row[lowest][2]
        rows.append((name, time_ratio, fastest, memory_ratio, lowest))

    print(f"Wide corpus: {len(pages)} pages, {ROUNDS_SMALL} rounds under {BIG_PAGE // 1000} KB, {ROUNDS_BIG} from there "
          "(wall time, paired by round; peak RSS by GNU time)")
    print()
    print("| page | KB | shape | turbo-tui ms / MiB | fastest other, ms | time ratio | lowest other, MiB | memory ratio |")
    print("|---|---|---|---|---|---|---|---|")
    for name, time_ratio, fastest, memory_ratio, lowest in rows:
        row = results[name]
        print(f"| {name} | {size[name] // 1000} | {shapes[name]} | {row['turbo-tui'][0] * 1000:.1f} / "
              f"{row['turbo-tui'][2]:.1f} | {fastest} {row[fastest][0] * 1000:.1f} | {time_ratio:.2f} | "
              f"{lowest} {row[lowest][2]:.1f} | {memory_ratio:.2f} |")
    print()
    worst_pages = []
    for label, index, target in (("--dump time vs the fastest other", 1, 0.8), ("peak memory vs the lowest other", 3, None)):
        ratios = sorted(rows, key=lambda r: r[index], reverse=True)
        over = f", {sum(r[index] > target for r in rows)} pages over {target}" if target else ""
        print(f"{label}: median {statistics.median(r[index] for r in rows):.2f}, worst {ratios[0][index]:.2f}{over}; "
              "three worst: " + ", ".join(f"{r[0]} {r[index]:.2f} ({r[index + 1]})" for r in ratios[:3]))
        worst_pages += [r[0] for r in ratios[:3] if r[0] not in worst_pages]
    over_w3m = [name for name in pages if "w3m" in results[name]
                and results[name]["turbo-tui"][2] > results[name]["w3m"][2]]
    if "w3m" in others:
        print(f"peak memory over w3m's on {len(over_w3m)} of {len(pages)} pages" +
              (": " + ", ".join(over_w3m) if over_w3m else ""))
    # Issue 37's second memory target: at most 1.5x lynx's peak on pages over 1 MB.
    big = [name for name in pages if size[name] > 1_000_000 and "lynx" in results[name]]
    if big:
        over_lynx = [(name, results[name]["turbo-tui"][2] / results[name]["lynx"][2]) for name in big]
        above = [f"{name} {ratio:.2f}" for name, ratio in sorted(over_lynx, key=lambda r: -r[1]) if ratio > 1.5]
        print(f"peak memory vs lynx's on the {len(big)} pages over 1 MB: worst "
              f"{max(r for _, r in over_lynx):.2f}, over 1.5 on {len(above)}" + (": " + ", ".join(above) if above else ""))

    if not os.path.exists(options.parsebench):
        print(f"bench: {options.parsebench} not built; no profiles", file=sys.stderr)
        return
    print()
    print("Profile by phase of the worst pages (turbo-tui-parsebench --phases: best thread CPU ms of 3 runs; "
          "heap KiB each phase's result holds)")
    print()
    print("| page | charset | " + " | ".join(f"{p} ms / KiB" for p in PHASES) + " |")
    print("|---|---|" + "---|" * len(PHASES))
    output = subprocess.run([options.parsebench, "--phases"] + [os.path.join(options.wide, p) for p in worst_pages],
                            check=True, stdout=subprocess.PIPE).stdout.decode()
    for line in output.splitlines():
        fields = line.split("\t")
        cells = [f"{fields[3 + 2 * i]} / {fields[4 + 2 * i]}" for i in range(len(PHASES))]
        print(f"| {fields[0]} | {fields[2]} | " + " | ".join(cells) + " |")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--binary", default=".build/release/turbo-tui")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--pages", nargs="*", default=PAGES)
    parser.add_argument("--wide", metavar="DIR", help="the wide corpus's directory (script/bench/corpus.py)")
    parser.add_argument("--parsebench", default=".build/release/turbo-tui-parsebench")
    options = parser.parse_args()

    if not os.path.exists("/usr/bin/time"):
        sys.exit("bench: needs GNU time (/usr/bin/time, Debian package time) to measure peak memory")
    browsers = ["turbo-tui"] + [b for b in ["w3m", "lynx", "elinks", "links2"] if shutil.which(b)]
    missing = {"w3m", "lynx", "elinks", "links2"} - set(browsers)
    if missing:
        print(f"bench: not installed, left out: {', '.join(sorted(missing))}", file=sys.stderr)

    first = commands(options.binary, os.path.join(CORPUS, PAGES[0]))
    for browser in browsers:
        settle(first[browser])

    if options.wide:
        wide(options, browsers)
        return
    results, rounds = run_rounds(options.binary, browsers, CORPUS, options.pages, lambda _: options.rounds)

    header = "| page | " + " | ".join(f"{b} ms / MiB" for b in browsers)
    header += " | time ratio vs fastest other | paired time ratio | CPU time ratio | memory vs w3m | memory vs lynx, over 1 MB |"
    print(header)
    print("|" + "---|" * (len(browsers) + 6))
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
        # Issue 37's second memory target holds on these pages as on the wide corpus's.
        big = os.path.getsize(os.path.join(CORPUS, page_name)) > 1_000_000 and "lynx" in row
        memory_lynx = f"{row['turbo-tui'][2] / row['lynx'][2]:.2f}" if big else "-"
        print(f"| {page_name} | " + " | ".join(cells) + f" | {ratio} | {paired} | {cpu_ratio} | {memory} | {memory_lynx} |")


if __name__ == "__main__":
    main()
