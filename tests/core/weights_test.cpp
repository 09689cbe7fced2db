#include "core/weights.hpp"

#include <gtest/gtest.h>

namespace menagerie {
namespace {

struct ScalarList {
  enum Name { kPawn, kTempo, kCount };
  static constexpr std::array<std::string_view, kCount> kNames{"pawn", "tempo"};
};
struct PairList {
  enum Name { kKnight, kBishop, kCount };
  static constexpr std::array<std::string_view, kCount> kNames{"knight", "bishop"};
};

TEST(Weights, ReadByNameAndByEnum) {
  constexpr WeightTable<ScalarList> w{{100, 12}};
  static_assert(w[ScalarList::kTempo] == 12);
  static_assert(WeightTable<ScalarList>::kCount == 2 && WeightTable<ScalarList>::kFlatCount == 2);
  EXPECT_EQ(WeightTable<ScalarList>::find("tempo"), ScalarList::kTempo);
  EXPECT_FALSE(WeightTable<ScalarList>::find("queen"));
  EXPECT_EQ(WeightTable<ScalarList>::names()[0], "pawn");
  WeightTable<ScalarList> zero{};
  EXPECT_EQ(zero[ScalarList::kPawn], 0);
}

TEST(Weights, FlattenForAFitAndRoundBack) {
  using Pairs = WeightTable<PairList, std::array<int, 2>>;
  static_assert(Pairs::kParts == 2 && Pairs::kFlatCount == 4);
  Pairs w{{{{320, 300}, {330, 310}}}};
  EXPECT_EQ(w.flat(), (std::vector<double>{320, 300, 330, 310}));
  std::vector<double> moved{320.4, 299.6, 331.5, -2.2};
  Pairs back = Pairs::from_flat(moved);
  EXPECT_EQ(back[PairList::kKnight], (std::array<int, 2>{320, 300}));
  EXPECT_EQ(back[PairList::kBishop], (std::array<int, 2>{332, -2}));
}

}  // namespace
}  // namespace menagerie
