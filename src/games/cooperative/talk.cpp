// The preset questions of table talk and the computer partner's answers (talk.hpp).
#include "games/cooperative/talk.hpp"

#include "games/cooperative/rules.hpp"

namespace menagerie::cooperative {

using namespace chess;

const std::vector<TalkQuestion>& talk_questions() {
  static const std::vector<TalkQuestion> questions = {
      {"card-pawn", "Do you have a pawn card?"},
      {"card-knight", "Do you have a knight card?"},
      {"card-bishop", "Do you have a bishop card?"},
      {"card-rook", "Do you have a rook card?"},
      {"card-queen", "Do you have a queen card?"},
      {"card-king", "Do you have a king card?"},
      {"red-card", "Do you have a red card?"},
      {"black-card", "Do you have a black card?"},
      {"wild-card", "Do you have a card that is wild on your stack (a type your colour has lost)?"},
  };
  return questions;
}

std::optional<bool> talk_answer(const Cooperative::Observation& seen, std::string_view id) {
  const State& s = seen.known;
  const Color me = Color(seen.seat);
  const Hand& hand = s.hands[me];
  auto holds = [&](auto&& fits) {
    for (Card c = 0; c < 16; ++c)
      if (hand.count[c] && fits(c)) return true;
    return false;
  };
  for (int t = kPawn; t <= kKing; ++t) {
    static constexpr std::string_view kIds[7] = {
        "", "card-pawn", "card-knight", "card-bishop", "card-rook", "card-queen", "card-king"};
    if (id == kIds[t]) return holds([&](Card c) { return type_of(c) == PieceType(t); });
  }
  if (id == "red-card") return holds([](Card c) { return color_of(c) == kWhite; });
  if (id == "black-card") return holds([](Card c) { return color_of(c) == kBlack; });
  if (id == "wild-card") return holds([&](Card c) { return wild_on_stack(s, me, c); });
  return std::nullopt;
}

}  // namespace menagerie::cooperative
