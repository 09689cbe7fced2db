// The one exception type for bad input from outside (a position, a move, an option). Its message
// names what was wrong in words a player understands; whoever catches it leaves the game as it was.
#pragma once

#include <stdexcept>
#include <string>

namespace menagerie {

class InputError : public std::runtime_error {
 public:
  explicit InputError(const std::string& what) : std::runtime_error(what) {}
};

}  // namespace menagerie
