#!/usr/bin/env python3
"""make bench: Capybara's shared session specs and the demo's system tests,
each run with :turbo_tui, :rack_test and, where Debian's chromium, its driver
and ruby-selenium-webdriver are installed, Selenium with headless chromium;
one after the other in one run. For each: wall time, examples, passes and
the peak resident memory of the largest process (GNU time's %M: the rspec or
minitest process, or a browser process under it), side by side, with the
time as a ratio to rack_test's (issue 35's target: at most 2x).
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def selenium_available():
    if not (shutil.which("chromium") and shutil.which("chromedriver")):
        return False
    probe = subprocess.run(["ruby", "-e", "require 'selenium-webdriver'"], capture_output=True)
    return probe.returncode == 0


def timed(command, env):
    """(wall seconds, peak KiB, output) of one run under GNU time."""
    started = time.monotonic()
    run = subprocess.run(["/usr/bin/time", "-f", "peak-kib %M"] + command, cwd=ROOT, env=env,
                         capture_output=True, text=True)
    seconds = time.monotonic() - started
    peak = re.findall(r"peak-kib (\d+)", run.stderr)
    return seconds, int(peak[-1]) if peak else 0, run.stdout + run.stderr


def shared_specs(driver, env):
    seconds, peak, output = timed(["script/capybara-shared-specs"], dict(env, DRIVER=driver))
    found = re.search(r"(\d+) examples, (\d+) passed", output)
    examples, passed = (int(found.group(1)), int(found.group(2))) if found else (0, 0)
    return seconds, peak, examples, passed


def system_tests(driver, env):
    seconds, peak, output = timed(["script/demo-system-tests"], dict(env, DEMO_DRIVER=driver))
    found = re.search(r"(\d+) runs, \d+ assertions, (\d+) failures, (\d+) errors", output)
    if not found:
        return seconds, peak, 0, 0
    runs, failures, errors = (int(group) for group in found.groups())
    return seconds, peak, runs, runs - failures - errors


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/turbo-tui"))
    arguments = parser.parse_args()
    env = dict(os.environ, TURBO_TUI_BIN=os.path.abspath(arguments.binary), PARALLEL_WORKERS="1", OWN_SPECS="0")
    # rack_test first: each row prints as it ends, with its ratio to rack_test's time.
    drivers = [("rack_test", "rack_test"), ("turbo_tui", "turbo_tui")]
    if selenium_available():
        drivers.append(("selenium (chromium)", "selenium"))
    else:
        print("selenium: not measured here (install chromium, chromium-driver and ruby-selenium-webdriver)")
    for title, run in (("Capybara's shared session specs (rack_test's skip list)", shared_specs),
                       ("the demo's system tests (one worker)", system_tests)):
        print(f"\n{title}")
        print(f"  {'driver':22} {'time':>8} {'x rack_test':>11} {'examples':>9} {'passed':>7} {'peak MiB':>9}", flush=True)
        base = None
        for name, driver in drivers:
            seconds, peak, examples, passed = run(driver, env)
            base = base or seconds or 1
            print(f"  {name:22} {seconds:7.1f}s {seconds / base:10.2f}x {examples:9d} {passed:7d} {peak / 1024:9.1f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
