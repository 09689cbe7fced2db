// Engines' named options (Engine::engine_options / set_option): Chess960's engine offers
// "classic_castling" (UCI sets it from UCI_Chess960; tests/uci/uci_test.cpp checks the moves),
// engines of games without castling offer nothing, and bad names and values are refused.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "support/error_of.hpp"

namespace menagerie::catalog {
namespace {

using menagerie::harness::error_of;
using ::testing::HasSubstr;

TEST(EngineOptions, Chess960OffersClassicCastling) {
  auto engine = find("chess960").make_engine();
  auto options = engine->engine_options();
  ASSERT_EQ(options.size(), 2u);  // and eval_file (tests/catalog/eval_file_option_test.cpp)
  EXPECT_EQ(options[0].name, "classic_castling");
  EXPECT_EQ(options[0].type, "boolean");
  EXPECT_EQ(options[0].default_value, false);
  engine->set_option("classic_castling", true);
  engine->set_option("classic_castling", false);
  EXPECT_THAT(error_of([&] { engine->set_option("classic_castling", "yes"); }),
              HasSubstr("must be true or false"));
  EXPECT_THAT(error_of([&] { engine->set_option("castling", true); }),
              HasSubstr("unknown option 'castling'"));
}

TEST(EngineOptions, GamesWithoutCastlingOfferNone) {
  for (const char* id : {"chessence-sniderman", "chessence-winslow", "power-chess"}) {
    const Variant* v = lookup(id);
    if (!v) continue;  // left out of this build
    auto engine = v->make_engine();
    ASSERT_NE(engine, nullptr) << id;
    EXPECT_TRUE(engine->engine_options().empty()) << id;
    EXPECT_THAT(error_of([&] { engine->set_option("classic_castling", true); }),
                HasSubstr("unknown option 'classic_castling'"))
        << id;
  }
}

}  // namespace
}  // namespace menagerie::catalog
