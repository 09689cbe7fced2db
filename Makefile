# Menagerie: two commands on a fresh Debian 12 machine.
#   make run    install what is missing, build, start
#   make test   install what is missing, build, run every test (Release) and the unit tests under ASan+UBSan
#   make fuzz   run every fuzz target for FUZZ_SECONDS each (docs/reliability.md)
SHELL := /bin/bash
.DEFAULT_GOAL := run

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
JOBS ?= $(shell nproc)

# Debian packages the build, the tests and the benchmarks need.
APT_PACKAGES := g++ cmake ninja-build pkg-config git \
  libgtest-dev libgmock-dev libbenchmark-dev libfmt-dev libcli11-dev nlohmann-json3-dev \
  libboost1.81-dev libssl-dev libsodium-dev libsqlite3-dev sqlite3 libpqxx-dev libjemalloc-dev postgresql \
  nodejs chromium \
  stockfish fairy-stockfish clang-format \
  clang libclang-rt-14-dev lld

.PHONY: run test deps build build-asan build-fuzz web install bench fuzz format clean

deps:
	@missing=$$(for p in $(APT_PACKAGES); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null \
	  | grep -q "install ok installed" || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "Installing: $$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

build: deps
	cmake --preset release >/dev/null
	cmake --build --preset release -j $(JOBS)

build-asan: deps
	cmake --preset asan >/dev/null
	cmake --build --preset asan -j $(JOBS)

# The sanitizer build again with libFuzzer's coverage hooks in every object file, for `make fuzz`
# (the test tree leaves them out: they only guide fuzzing, and cost CI time).
build-fuzz: deps
	cmake --preset fuzz >/dev/null
	cmake --build --preset fuzz -j $(JOBS)

# The web client (TypeScript + Vite). Vite 7 needs Node >= 20.19.
web: deps
	@node -e 'const [a,b]=process.versions.node.split(".").map(Number); if (a<20||(a==20&&b<19)) { console.error("Node "+process.version+" is too old for the web client: install Node 20.19 or newer"); process.exit(1) }'
	cd web && npm ci --no-audit --no-fund --loglevel=error && npm run build

# The server, with the web client, on http://127.0.0.1:8080/ (games kept in ./data).
run: build web
	./build/release/menagerie serve --web web/dist

# The program, the built web client and the rules pages under $(PREFIX) (bin/, share/menagerie/).
PREFIX ?= /usr/local
install: build web
	cmake --install build/release --prefix $(PREFIX)

# Release: unit, rules, perft suites, the differential tests against stockfish, the server against
# a real PostgreSQL, the web client's unit tests and the browser end-to-end tests.
# ASan+UBSan (the clang tree): the unit tests again and each fuzz target for a few seconds over its
# seed corpus (label "unit").
test: build build-asan web
	ctest --preset release -j $(JOBS)
	ctest --preset asan -j $(JOBS)

# Every benchmark program (build/release/bench/bench_*; docs/strength.md, docs/scaling.md), then the perft one.
bench: build
	cmake --build --preset release -j $(JOBS) --target benches
	./build/release/bench/bench_perft

# Every fuzz target for FUZZ_SECONDS each, one after another. The inputs they find are kept in
# build/fuzz/fuzz/found/ (later runs build on them); a crashing input is saved in its crashes/.
FUZZ_SECONDS ?= 60
fuzz: build-fuzz
	@status=0; while read -r run binary; do \
	  nice fuzz/run.sh "$$binary" "$$run" $(FUZZ_SECONDS) build/fuzz/fuzz/found || status=1; \
	done < build/fuzz/fuzz/runs.txt; exit $$status

format:
	clang-format -i $$(git ls-files '*.cpp' '*.hpp')

clean:
	rm -rf build
