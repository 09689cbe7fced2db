// The process-wide table of objects a State can name by id. The fourteen built-ins hold ids 0..13
// in table order; made-up objects are added once per distinct text and never removed, so an id
// stays valid (and its Object at the same address) for the life of the process. The table grows
// as needed: no fixed number of made-up objects (only an ObjectId's range, four billion).
#pragma once

#include <string_view>

#include "games/chessence_sniderman/object.hpp"
#include "games/chessence_sniderman/state.hpp"

namespace menagerie::chessence_sniderman {

// The id of the object written `text` (a built-in name or an expression); throws InputError.
ObjectId intern_object(std::string_view text);
const Object& object_by_id(ObjectId id);

}  // namespace menagerie::chessence_sniderman
