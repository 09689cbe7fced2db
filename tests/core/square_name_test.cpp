#include "core/square_name.hpp"

#include <gtest/gtest.h>

namespace menagerie {
namespace {

TEST(SquareName, NamesFilesByLetterAndRanksFromOne) {
  EXPECT_EQ(square_name(0, 0), "a1");
  EXPECT_EQ(square_name(4, 3), "e4");
  EXPECT_EQ(square_name(2, 9), "c10");
  EXPECT_EQ(square_name(FileRank{25, 1}), "z2");
  EXPECT_EQ(file_letter(7), 'h');
  EXPECT_EQ(rank_number(11), "12");
}

TEST(SquareName, ParsesExactlyTheNamesOfTheBoard) {
  EXPECT_EQ(parse_square_name("e4", 8, 8), (FileRank{4, 3}));
  EXPECT_EQ(parse_square_name("d12", 4, 12), (FileRank{3, 11}));
  for (std::string_view bad : {"", "e", "i1", "a9", "a0", "a01", "A1", "e 4", "4e", "e4 ", "a100"})
    EXPECT_FALSE(parse_square_name(bad, 8, 8)) << bad;
  EXPECT_FALSE(parse_square_name("a10", 6, 9));
  EXPECT_EQ(parse_file('d', 4), 3);
  EXPECT_FALSE(parse_file('e', 4));
  EXPECT_EQ(parse_rank("7", 7), 6);
  EXPECT_FALSE(parse_rank("8", 7));
  static_assert(parse_square_name("b3", 5, 7) == FileRank{1, 2});
}

TEST(SquareName, SaysWhyATextIsNoSquare) {
  EXPECT_EQ(not_a_square("f8", 5, 7), "'f8' is not a square of the 5×7 board (a1 to e7)");
  EXPECT_EQ(read_square_name("e7", 5, 7, "move"), (FileRank{4, 6}));
  try {
    read_square_name("z1", 6, 9, "move z1c5");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_STREQ(e.what(), "move z1c5: 'z1' is not a square of the 6×9 board (a1 to f9)");
  }
}

}  // namespace
}  // namespace menagerie
