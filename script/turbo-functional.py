#!/usr/bin/env python3
"""Runs Turbo's functional tests, translated to `turbo-tui drive` scripts, against Turbo's own
test server and fixtures (both copied into Tests/TurboTUITests/Fixtures/turbo-functional).

Each file in cases/ holds the translations of one upstream file (src/tests/functional/*.js):
a line `## name` starts a case (the upstream test's name), the drive commands follow, one per
line, `#` lines are comments. A case passes when its script runs through (every `expect` held).
Visits starting with "/" go to the test server. Prints "N of M pass" and each failure with the
driver's answer; --json prints {"passed": [...], "failed": {name: answer}} instead.

    script/turbo-functional.py --binary .build/debug/turbo-tui [--only TEXT] [--json]
"""
import argparse, json, os, socket, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "Tests", "TurboTUITests", "Fixtures", "turbo-functional")


def read_cases(folder):
    """(name, [command lines]) for every case of every file, in file order."""
    cases = []
    for file in sorted(os.listdir(folder)):
        if not file.endswith(".txt"):
            continue
        stem = file[:-4]
        with open(os.path.join(folder, file), encoding="utf-8") as text:
            for line in text:
                line = line.rstrip("\n")
                if line.startswith("## "):
                    cases.append((f"{stem}: {line[3:].strip()}", []))
                elif line.strip() and not line.startswith("#"):
                    if not cases:
                        sys.exit(f"{file}: a command before the first ## case")
                    cases[-1][1].append(line)
    return cases


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_server():
    """The server's pid and port. A free port can be taken by another process (a test's
    server) before node binds it: node then exits, while a connection to the port still
    succeeds. So the server counts as started only once its own log says it listens, and a
    port lost that way is tried again with another."""
    for _ in range(5):
        port = free_port()
        pid, log = subprocess.check_output([os.path.join(ROOT, "start-server"), str(port)], text=True).split()
        pid = int(pid)
        # Node takes a moment to load express.
        for _ in range(400):
            if f"listening on port {port}" in open(log, encoding="utf-8", errors="replace").read():
                return pid, port
            try:
                os.kill(pid, 0)
            except ProcessLookupError:
                break  # it exited: the port was taken meanwhile, or node cannot run
            time.sleep(0.05)
        else:
            os.kill(pid, 15)
    sys.exit("the Turbo test server did not start (are nodejs and node-express installed? script/bootstrap)")


def run_case(binary, base, lines, scratch):
    script = os.path.join(scratch, "case.jsonl")
    with open(script, "w", encoding="utf-8") as out:
        for line in lines:
            out.write(line.replace('{"visit":"/', '{"visit":"' + base + "/") + "\n")
    jar = os.path.join(scratch, "cookies.txt")
    if os.path.exists(jar):
        os.remove(jar)
    try:
        done = subprocess.run([binary, "drive", "--no-config", "--cookie-jar", jar, "--no-save-cookies", "--height", "80",
                               "--script", script], capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        return False, "the drive session did not end in 120 s"
    answers = done.stdout.strip().splitlines()
    if done.returncode == 0:
        return True, ""
    last = answers[-1] if answers else done.stderr.strip()
    return False, f"step {len(answers)}: {last[:600]}"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(HERE, "..", ".build", "debug", "turbo-tui"))
    parser.add_argument("--only", default="")
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    cases = [case for case in read_cases(os.path.join(ROOT, "cases")) if options.only in case[0]]
    pid, port = start_server()
    passed, failed = [], {}
    try:
        with tempfile.TemporaryDirectory() as scratch:
            for name, lines in cases:
                ok, answer = run_case(options.binary, f"http://127.0.0.1:{port}", lines, scratch)
                if ok:
                    passed.append(name)
                else:
                    failed[name] = answer
    finally:
        os.kill(pid, 15)
    if options.json:
        print(json.dumps({"passed": passed, "failed": failed}))
        return
    for name, answer in failed.items():
        print(f"FAIL {name}\n     {answer}")
    print(f"{len(passed)} of {len(cases)} pass")


if __name__ == "__main__":
    main()
