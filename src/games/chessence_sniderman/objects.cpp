#include "games/chessence_sniderman/objects.hpp"

#include <array>
#include <atomic>
#include <bit>
#include <limits>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

#include "core/error.hpp"

namespace menagerie::chessence_sniderman {

namespace {

// Segments of doubling size (64, 128, 256, ...), allocated as the table grows and never moved, so
// an id's Object keeps its address and readers need no lock: segment k holds ids
// [64 (2^k - 1), 64 (2^(k+1) - 1)). 27 segments hold every id an ObjectId can name, so the only
// limit on made-up objects is memory (the server's rate limits bound how fast it grows).
constexpr std::size_t kFirst = 64;
constexpr int kSegments = 27;
static_assert(kFirst * ((std::size_t{1} << kSegments) - 1) >= (std::size_t{1} << 32) - 1);

struct Place {
  int segment;
  std::size_t offset;
};

Place place_of(std::size_t id) {
  int k = std::bit_width(id / kFirst + 1) - 1;
  return {k, id - kFirst * ((std::size_t{1} << k) - 1)};
}

struct Table {
  std::array<std::atomic<std::unique_ptr<const Object>*>, kSegments> segments{};
  std::atomic<std::size_t> size{0};  // ids below it are published
  std::mutex writing;
  // Built-ins by name, made-up objects by text (both unique in the table).
  std::unordered_map<std::string, ObjectId> index;

  Table() {
    for (const auto& b : builtin_objects()) add(Object::parse(b.name));
  }
  ~Table() {
    for (int k = 0; k < kSegments; ++k) delete[] segments[k].load();
  }

  static std::string key(const Object& o) { return o.name().empty() ? "=" + o.text() : o.name(); }

  // Under `writing` (or in the constructor).
  ObjectId add(Object o) {
    std::size_t id = size.load(std::memory_order_relaxed);
    if (id > std::numeric_limits<ObjectId>::max())
      throw InputError("too many different made-up objects in this process");
    Place p = place_of(id);
    auto* segment = segments[p.segment].load(std::memory_order_relaxed);
    if (!segment) {
      segment = new std::unique_ptr<const Object>[kFirst << p.segment];
      segments[p.segment].store(segment, std::memory_order_release);
    }
    index.emplace(key(o), static_cast<ObjectId>(id));
    segment[p.offset] = std::make_unique<const Object>(std::move(o));
    size.store(id + 1, std::memory_order_release);
    return static_cast<ObjectId>(id);
  }

  const Object& at(std::size_t id) const {
    Place p = place_of(id);
    return *segments[p.segment].load(std::memory_order_acquire)[p.offset];
  }
};

Table& table() {
  static Table t;
  return t;
}

}  // namespace

ObjectId intern_object(std::string_view text) {
  Object parsed = Object::parse(text);  // throws before anything is added
  Table& t = table();
  std::lock_guard lock(t.writing);
  if (auto found = t.index.find(Table::key(parsed)); found != t.index.end()) return found->second;
  return t.add(std::move(parsed));
}

const Object& object_by_id(ObjectId id) {
  Table& t = table();
  if (id >= t.size.load(std::memory_order_acquire))
    throw InputError("no object with id " + std::to_string(id));
  return t.at(id);
}

}  // namespace menagerie::chessence_sniderman
