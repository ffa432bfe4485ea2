#!/usr/bin/env python3
"""Parse speed, bytes to tree, of turbo-tui's own HTML parser beside gumbo's.

For every corpus page, turbo-tui-parsebench (the whole parse into our DOM, and
the tokenizer alone) and gumbo's C harness (script/bench/gumbo-parsebench.c,
gumbo_parse_with_options into gumbo's own tree) run on the same bytes,
alternately, several rounds; each reports the best CPU time of its thread, and
the table keeps the best of all rounds in ms per MB (10^6 bytes) and the ratio.
turbo-tui's parse is timed twice: on one thread (its CPU time is all the work)
and as HTMLParser.parse(bytes:) runs it, on two threads from 1 MiB (the wall
time, and the CPU time of both threads).
"""
import argparse
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "..", "Tests", "TurboTUITests", "Fixtures", "corpus")
PAGES = ["gcc-news.html", "nettle-tables.html", "rust-releases-1mb.html", "bigtable-1mb.html", "nodejs-api-8mb.html"]


def lines(argv, env=None):
    """The tab-separated lines a harness prints, split into fields."""
    output = subprocess.run(argv, check=True, stdout=subprocess.PIPE, env=env).stdout.decode()
    return [line.split("\t") for line in output.splitlines() if line]


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--parsebench", default=".build/release/turbo-tui-parsebench")
    parser.add_argument("--gumbo", default=".build/gumbo-parsebench")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--runs", type=int, default=9, help="runs per round, of which each harness keeps the best")
    parser.add_argument("--pages", nargs="*", default=PAGES)
    options = parser.parse_args()
    have_gumbo = os.path.exists(options.gumbo)
    if not have_gumbo:
        print(f"parsebench: {options.gumbo} not built (needs libgumbo-dev: script/bootstrap --bench); gumbo left out",
              file=sys.stderr)

    env = dict(os.environ, PARSEBENCH_RUNS=str(options.runs))
    ours, tokenizer, gumbo, sizes, two_wall, two_cpu = {}, {}, {}, {}, {}, {}
    # Round by round over all the pages, not all the rounds of a page together:
    # a page's best then comes from runs spread over the whole bench, and a
    # spell of a busy machine (another guest on the host) cannot take every one.
    for _ in range(options.rounds):
        for page_name in options.pages:
            page = os.path.join(CORPUS, page_name)
            for name, size, cpu, _wall, tokens, wall2, cpu2 in lines([options.parsebench, "--tsv", page], env):
                sizes[page_name] = int(size)
                ours[page_name] = min(ours.get(page_name, float("inf")), float(cpu))
                tokenizer[page_name] = min(tokenizer.get(page_name, float("inf")), float(tokens))
                two_wall[page_name] = min(two_wall.get(page_name, float("inf")), float(wall2))
                two_cpu[page_name] = min(two_cpu.get(page_name, float("inf")), float(cpu2))
            if have_gumbo:
                for name, size, cpu, _wall in lines([options.gumbo, str(options.runs), page]):
                    gumbo[page_name] = min(gumbo.get(page_name, float("inf")), float(cpu))

    print("| page | MB | turbo-tui parse, one thread, CPU ms/MB | its tokenizer alone | as parse(bytes:) runs it (two threads from 1 MiB): wall ms/MB | their CPU ms/MB | gumbo parse, CPU ms/MB | turbo-tui (one thread) / gumbo |")
    print("|---|---|---|---|---|---|---|---|")
    for page_name in options.pages:
        megabytes = sizes[page_name] / 1e6
        row = [page_name, f"{megabytes:.2f}", f"{ours[page_name] / megabytes:.1f}", f"{tokenizer[page_name] / megabytes:.1f}",
               f"{two_wall[page_name] / megabytes:.1f}", f"{two_cpu[page_name] / megabytes:.1f}"]
        if page_name in gumbo:
            row += [f"{gumbo[page_name] / megabytes:.1f}", f"{ours[page_name] / gumbo[page_name]:.2f}"]
        else:
            row += ["-", "-"]
        print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
