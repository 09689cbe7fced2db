// Table talk in Cooperative Chess (the source: "yes/no questions about hands, no outright
// revealing"): the preset questions a computer partner understands, and its truthful answer from
// its own observation. People may ask in their own words too; the server carries the question and
// a boolean answer, never a hand (docs/api.md, "Table talk").
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "games/cooperative/cooperative.hpp"

namespace menagerie::cooperative {

struct TalkQuestion {
  std::string_view id;
  std::string_view text;
};

// In the order people are offered them: a card of each type (either colour), of each colour, and
// a card that would be wild on the holder's stack (rule 5a).
const std::vector<TalkQuestion>& talk_questions();

// The answer of the seat that observes `seen` to question `id`, read from its own hand and the
// board; nothing for a question that is not a preset one. It cannot depend on the asker's hand:
// the observation does not hold it.
std::optional<bool> talk_answer(const Cooperative::Observation& seen, std::string_view id);

}  // namespace menagerie::cooperative
