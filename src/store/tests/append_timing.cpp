// Not a test: how long 1000 single-event append() calls take against one append() of 1000 events,
// on each store. Usage: store_append_timing SQLITE_FILE [POSTGRES_URL]
#include <chrono>
#include <cstdio>
#include <vector>

#include <fmt/format.h>

#include "store/store.hpp"

using namespace menagerie::store;

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

void time_store(const char* name, Store& store) {
  const std::string tag =
      std::to_string(std::chrono::system_clock::now().time_since_epoch().count());
  for (const char* which : {"single", "batch"}) {
    GameRecord g;
    g.id = fmt::format("timing-{}-{}", which, tag);
    g.variant = "chess960";
    g.seats = {SeatRecord{"human", 0, "Guest", ""}};
    store.create_game(g);
  }
  auto event = [](int seq) { return Event{seq, "move", seq % 2, "e2e4", 1'700'000'000'000 + seq}; };

  auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < 1000; ++i) {
    const Append a{"timing-single-" + tag, event(i)};
    store.append({&a, 1});
  }
  const double single = seconds_since(start);

  std::vector<Append> batch;
  for (int i = 0; i < 1000; ++i) batch.push_back({"timing-batch-" + tag, event(i)});
  start = std::chrono::steady_clock::now();
  store.append(batch);
  const double one_batch = seconds_since(start);

  fmt::print(
      "{}: 1000 single-event appends {:.3f} s ({:.2f} ms each); one 1000-event batch {:.3f} s\n",
      name, single, single, one_batch);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s SQLITE_FILE [POSTGRES_URL]\n", argv[0]);
    return 2;
  }
  try {
    time_store("sqlite", *open_sqlite(argv[1]));
    if (argc > 2) time_store("postgres", *open_postgres(argv[2]));
  } catch (const StoreError& e) {
    std::fprintf(stderr, "%s\n", e.what());
    return 1;
  }
}
