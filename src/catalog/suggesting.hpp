// A capability (catalog/solver.hpp, capability<T>): an option whose values a player would rather
// choose by their words than type (Sniderman's objects: "1" is "ODD wins if the last piece captured
// is White"). The option still takes any value its type allows; GET /api/variants lists these
// beside it as "suggestions" (docs/api.md). Its own header so that Variant stays as it is.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace menagerie::catalog {

struct OptionSuggestion {
  std::string value;
  std::string label;
};

class Suggesting {
 public:
  virtual ~Suggesting() = default;
  // The values to offer for `option`, in the order to offer them; empty for an option without.
  virtual std::vector<OptionSuggestion> suggestions(std::string_view option) const = 0;
};

}  // namespace menagerie::catalog
