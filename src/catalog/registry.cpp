// The list of games, generated from the files in entries/ (see CMakeLists.txt).
#include <string>

#include "catalog/variant.hpp"
#include "core/error.hpp"

namespace menagerie::catalog {

#include "catalog/entries.inc"

const std::vector<const Variant*>& variants() {
  static const std::vector<const Variant*> all = {MENAGERIE_CATALOG_ENTRIES};
  return all;
}

const Variant* lookup(std::string_view id) {
  for (const Variant* v : variants())
    if (v->id() == id) return v;
  return nullptr;
}

const Variant& find(std::string_view id) {
  if (const Variant* v = lookup(id)) return *v;
  std::string known;
  for (const Variant* v : variants()) known += (known.empty() ? "" : ", ") + std::string(v->id());
  throw InputError("unknown variant '" + std::string(id) + "' (known: " + known + ")");
}

}  // namespace menagerie::catalog
