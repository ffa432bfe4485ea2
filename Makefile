# turbo-tui: the README's commands. `make test` bootstraps, builds and runs
# every test (the Swift suite, the demo's Rails system tests and Capybara's
# shared specs on the :turbo_tui driver); `make demo` opens the demo app; `make bench` compares speed and
# memory with w3m, lynx, elinks and links2, the time to first screen in tmux
# with lynx and w3m, what prefetch saves over a 100 ms server, and the parse
# alone with gumbo's, and Capybara's specs on turbo-tui beside rack_test;
# `make fuzz` runs the libFuzzer targets of Fuzz/ for FUZZ_SECONDS each
# (default 60).
SHELL := /bin/bash
export PATH := $(PATH):/opt/swift/usr/bin
SWIFT ?= swift

.PHONY: all bootstrap build release test bench fuzz demo clean

all: build

bootstrap:
	@script/bootstrap

build: bootstrap
	$(SWIFT) build

release: bootstrap
	$(SWIFT) build -c release --static-swift-stdlib

test: bootstrap
	$(SWIFT) build --build-tests
	TURBO_TUI_BIN=$(CURDIR)/.build/debug/turbo-tui $(SWIFT) test --skip-build
	TURBO_TUI_BIN=$(CURDIR)/.build/debug/turbo-tui script/demo-system-tests
	TURBO_TUI_BIN=$(CURDIR)/.build/debug/turbo-tui script/capybara-shared-specs

bench: release
	@script/bootstrap --bench
	python3 script/bench.py --binary .build/release/turbo-tui
	python3 script/bench.py --binary .build/release/turbo-tui --wide .build/bench-corpus
	objcopy --strip-debug .build/release/turbo-tui .build/turbo-tui-no-dwarf
	script/conformance-scans --binary .build/turbo-tui-no-dwarf .build/bench-corpus/*.html
	python3 script/first-screen.py --binary .build/release/turbo-tui
	python3 script/key-latency.py --binary .build/release/turbo-tui
	python3 script/prefetch-bench.py --binary .build/release/turbo-tui
	cc -O2 -Wall -o .build/gumbo-parsebench script/bench/gumbo-parsebench.c -lgumbo
	python3 script/parsebench.py --parsebench .build/release/turbo-tui-parsebench --gumbo .build/gumbo-parsebench
	.build/release/turbo-tui-netbench
	.build/release/turbo-tui-streambench
	python3 script/capybara-bench.py --binary .build/release/turbo-tui

fuzz: bootstrap
	@script/bootstrap --fuzz
	script/fuzz

demo:
	@script/demo

clean:
	$(SWIFT) package clean
