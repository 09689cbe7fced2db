#include "games/chessence_sniderman/objects.hpp"

#include <array>
#include <atomic>
#include <memory>
#include <mutex>
#include <string>

#include "core/error.hpp"

namespace menagerie::chessence_sniderman {

namespace {

constexpr std::size_t kCapacity = 4096;

struct Table {
  // Fixed slots, filled in order and published through `size`, so readers need no lock.
  std::array<std::unique_ptr<const Object>, kCapacity> slots;
  std::atomic<std::size_t> size{0};
  std::mutex writing;

  Table() {
    for (const auto& b : builtin_objects())
      slots[size++] = std::make_unique<Object>(Object::parse(b.name));
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
  std::size_t n = t.size.load();
  for (std::size_t i = 0; i < n; ++i) {
    const Object& o = *t.slots[i];
    if ((!parsed.name().empty() && o.name() == parsed.name()) ||
        (parsed.name().empty() && o.text() == parsed.text()))
      return static_cast<ObjectId>(i);
  }
  if (n == kCapacity) throw InputError("too many different made-up objects in this process");
  t.slots[n] = std::make_unique<Object>(std::move(parsed));
  t.size.store(n + 1);
  return static_cast<ObjectId>(n);
}

const Object& object_by_id(ObjectId id) {
  Table& t = table();
  if (id >= t.size.load()) throw InputError("no object with id " + std::to_string(id));
  return *t.slots[id];
}

}  // namespace menagerie::chessence_sniderman
