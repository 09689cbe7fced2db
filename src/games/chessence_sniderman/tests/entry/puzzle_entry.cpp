// Puzzles and analysis through the catalog facade: the Puzzling capability's JSON (a puzzle with
// what a client shows, checks with refutations, errors that name the fault) and the Analysing
// capability's statistics against the same numbers counted independently by plain minimax.
#include <gmock/gmock.h>

#include <string>
#include <vector>

#include "catalog/solver.hpp"
#include "catalog/variant.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"
#include "games/chessence_sniderman/chessence_sniderman.hpp"
#include "games/chessence_sniderman/objects.hpp"
#include "support/error_of.hpp"

namespace menagerie::catalog {
namespace {

using chessence_sniderman::ChessenceSniderman;
using menagerie::harness::expect_error;
using ::testing::HasSubstr;

const Variant& puzzle_variant() { return find("chessence-sniderman"); }
const Puzzling& puzzles() { return *capability<Puzzling>(puzzle_variant()); }

TEST(PuzzleEntry, APuzzleCarriesWhatAClientShows) {
  ASSERT_NE(capability<Puzzling>(puzzle_variant()), nullptr);
  EXPECT_EQ(capability<Puzzling>(find("chess960")), nullptr);
  json p = puzzles().puzzle({{"seed", 21}, {"difficulty", "easy"}});
  EXPECT_EQ(p["difficulty"], "easy");
  EXPECT_EQ(p["seed"], 21);
  EXPECT_FALSE(p.contains("answer"));
  EXPECT_EQ(p["view"]["position"], p["position"]);
  EXPECT_EQ(p["view"]["to_move"], p["to_move"] == "odd" ? 0 : 1);
  EXPECT_EQ(p["view"]["legal"].size(), p["legal"].get<std::size_t>());
  EXPECT_LE(p["plausible"].get<int>(), p["legal"].get<int>());
  EXPECT_THAT(p["question"].get<std::string>(), HasSubstr("find the only move"));
  // Its options create the position as a game, and the seed as text is the same seed.
  auto table = puzzle_variant().create(p["options"]);
  EXPECT_EQ(table->position(kSpectator), p["position"]);
  EXPECT_EQ(puzzles().puzzle({{"seed", "21"}, {"difficulty", "easy"}}), p);
  // Revealed, the answer is the one winning move check agrees with.
  json revealed = puzzles().puzzle({{"seed", 21}, {"difficulty", "easy"}, {"reveal", true}});
  json right =
      puzzles().check({{"seed", 21}, {"difficulty", "easy"}, {"move", revealed["answer"]}});
  EXPECT_EQ(right["correct"], true);
  EXPECT_EQ(right["winning_moves"], json::array({revealed["answer"]}));
}

TEST(PuzzleEntry, ADrawnSeedSurvivesAJavaScriptNumber) {
  // A page keeps the seed in its address: a number a browser reads exactly (below 2^53), so the
  // link gives the same puzzle again.
  for (int i = 0; i < 4; ++i) {
    json p = puzzles().puzzle({{"difficulty", "easy"}});
    std::uint64_t seed = p["seed"].get<std::uint64_t>();
    EXPECT_LT(seed, std::uint64_t{1} << 53) << seed;
    EXPECT_EQ(
        puzzles().puzzle({{"seed", std::to_string(seed)}, {"difficulty", "easy"}})["position"],
        p["position"]);
  }
}

TEST(PuzzleEntry, AWrongMoveGetsItsRefutationToTheEnd) {
  json p = puzzles().puzzle({{"seed", 8}, {"reveal", true}});
  int wrong = 0;
  for (const json& m : p["view"]["legal"]) {
    json r = puzzles().check(
        {{"position", p["position"]}, {"object", p["options"]["object"]}, {"move", m["text"]}});
    EXPECT_EQ(r["winning_moves"], json::array({p["answer"]}));
    if (r["correct"] == true) {
      EXPECT_EQ(r["move"], p["answer"]);
      continue;
    }
    ++wrong;
    const json& line = r["refutation"];
    ASSERT_FALSE(line.empty());
    // Replayed on a game from the puzzle's options, every move is legal and the positions match.
    auto table = puzzle_variant().create(p["options"]);
    std::string by = p["to_move"];
    for (const json& step : line) {
      EXPECT_EQ(step["by"], by);
      EXPECT_EQ(table->play(step["move"].get<std::string>()), step["move"]);
      EXPECT_EQ(table->position(kSpectator), step["position"]);
      EXPECT_EQ(step["view"]["position"], step["position"]);
      by = by == "odd" ? "even" : "odd";
    }
    ASSERT_TRUE(table->outcome().over());
    std::string refuter = p["to_move"] == "odd" ? "even" : "odd";
    EXPECT_EQ(table->outcome().winner, refuter == "odd" ? 0 : 1);
    EXPECT_EQ(r["end"]["winner"], refuter);
    EXPECT_THAT(r["end"]["text"].get<std::string>(),
                HasSubstr(refuter == "odd" ? "ODD wins" : "EVEN wins"));
  }
  EXPECT_GT(wrong, 0);
}

TEST(PuzzleEntry, ALostPositionSaysSo) {
  // Object 1 (ODD wins if the last piece captured is White): every ODD move here ends with a Black
  // piece last (see the hand count below), so no move wins.
  json r =
      puzzles().check({{"position", "..../..../.q../KR.. 0"}, {"object", "1"}, {"move", "a1b2"}});
  EXPECT_EQ(r["correct"], false);
  EXPECT_TRUE(r["winning_moves"].empty());
  EXPECT_THAT(r["text"].get<std::string>(), HasSubstr("No move wins"));
  EXPECT_EQ(r["end"]["holds"], false);
  EXPECT_EQ(r["end"]["condition"], "last.colour == white");
}

TEST(PuzzleEntry, BadRequestsNameTheFault) {
  expect_error([] { puzzles().puzzle(json::array()); }, "JSON object");
  expect_error([] { puzzles().puzzle({{"seed", -4}}); }, "seed must be a whole number");
  expect_error([] { puzzles().puzzle({{"seed", "1e5"}}); }, "seed must be a whole number");
  expect_error([] { puzzles().puzzle({{"difficulty", 3}}); }, "difficulty must be text");
  expect_error([] { puzzles().puzzle({{"difficulty", "brutal"}}); }, "unknown difficulty 'brutal'");
  expect_error([] { puzzles().puzzle({{"object", "last.kind >"}}); }, "column");
  expect_error(
      [] {
        puzzles().puzzle({{"seed", 1}, {"reveal", "yes"}});
      },
      "reveal must be true or false");
  expect_error([] { puzzles().check({{"seed", 1}}); }, "needs the move");
  expect_error([] { puzzles().check({{"seed", 1}, {"move", 5}}); }, "needs the move");
  expect_error([] { puzzles().check({{"move", "a1b2"}}); }, "needs the puzzle");
  expect_error(
      [] {
        puzzles().check({{"position", "..../..../.q../KR.. 0"}, {"object", "1"}, {"move", "a1a2"}});
      },
      "a2 is empty");
  expect_error(
      [] {
        puzzles().check(
            {{"position", "..../..../.q../KR.. 0"}, {"object", "1"}, {"move", "Qa1b2"}});
      },
      "not 'Q'");
}

// Independent of the solver and its keys: plain minimax over the Game, the object judged on the
// full history by Chessence::outcome.
bool odd_wins(const ChessenceSniderman::State& s) {
  Outcome o = ChessenceSniderman::outcome(s);
  if (o.over()) return o.winner == chessence_sniderman::kOddSeat;
  MovesOf<ChessenceSniderman> moves;
  ChessenceSniderman::generate(s, moves);
  bool odd = ChessenceSniderman::to_move(s) == chessence_sniderman::kOddSeat;
  for (const auto& m : moves) {
    ChessenceSniderman::State c = s;
    ChessenceSniderman::play(c, m);
    if (odd_wins(c) == odd) return odd;
  }
  return !odd;
}

// Small starts (count 0) from random rounds cut down to at most `pieces` pieces with a capture
// left.
std::vector<std::string> small_starts(int n, int pieces, std::uint64_t seed) {
  Rng rng(seed);
  std::vector<std::string> out;
  while (static_cast<int>(out.size()) < n) {
    ChessenceSniderman::State s = ChessenceSniderman::random_start(rng);
    while (popcount(s.occupied()) > pieces && ChessenceSniderman::any_capture(s)) {
      MovesOf<ChessenceSniderman> moves;
      ChessenceSniderman::generate(s, moves);
      ChessenceSniderman::play(s, moves[rng.below(moves.size())]);
    }
    if (!ChessenceSniderman::any_capture(s)) continue;
    std::string text = ChessenceSniderman::position_text(s);
    out.push_back(text.substr(0, text.find(' ')) + " 0");
  }
  return out;
}

TEST(AnalysisEntry, StatisticsMatchAnIndependentCount) {
  std::vector<std::string> starts = small_starts(6, 7, 99);
  starts.push_back("..../..../.q../KR.. 0");
  json r = capability<Analysing>(puzzle_variant())->analyse({{"positions", starts}}, nullptr);
  EXPECT_EQ(r["starts"], static_cast<int>(starts.size()));
  EXPECT_FALSE(r.contains("seed"));
  // The generic analysis table (catalog/solver.hpp): every column's key in every row.
  EXPECT_EQ(r["title"], "chessence-sniderman: " + std::to_string(starts.size()) + " given starts");
  ASSERT_EQ(r["columns"].size(), 6u);
  EXPECT_EQ(r["columns"][1]["unit"], "fraction");
  EXPECT_EQ(r["columns"][3]["part_of"], "mean_legal_first_moves");
  for (const json& row : r["rows"])
    for (const json& column : r["columns"])
      EXPECT_TRUE(row.contains(column["key"].get<std::string>())) << column.dump();
  auto builtins = chessence_sniderman::builtin_objects();
  ASSERT_EQ(r["rows"].size(), builtins.size());
  double n = static_cast<double>(starts.size());
  for (std::size_t i = 0; i < builtins.size(); ++i) {
    int odd = 0, legal = 0, winning = 0, one = 0;
    for (const std::string& text : starts) {
      ChessenceSniderman::State s = ChessenceSniderman::parse_position(text);
      s.object = static_cast<chessence_sniderman::ObjectId>(i);
      MovesOf<ChessenceSniderman> moves;
      ChessenceSniderman::generate(s, moves);
      int w = 0;
      for (const auto& m : moves) {
        ChessenceSniderman::State c = s;
        ChessenceSniderman::play(c, m);
        w += odd_wins(c);
      }
      legal += static_cast<int>(moves.size());
      winning += w;
      odd += odd_wins(s);
      one += w == 1;
    }
    const json& row = r["rows"][i];
    SCOPED_TRACE(row.dump());
    EXPECT_EQ(row["object"], builtins[i].name);
    EXPECT_DOUBLE_EQ(row["odd_win_rate"].get<double>(), odd / n);
    EXPECT_DOUBLE_EQ(row["mean_legal_first_moves"].get<double>(), legal / n);
    EXPECT_DOUBLE_EQ(row["mean_winning_first_moves"].get<double>(), winning / n);
    EXPECT_DOUBLE_EQ(row["one_move_puzzle_rate"].get<double>(), one / n);
  }
}

TEST(AnalysisEntry, AHandCountedStart) {
  // White K a1 and R b1, Black q b2; ODD has four first moves. Kxb2 and Rxb2 end the round at once
  // with two White pieces left and the Black queen taken last. After qxa1 or qxb1 EVEN takes
  // either way between the two pieces left, and one piece remains.
  //   object 1 (last captured White): after qxa1/qxb1 EVEN takes the queen: 0 winning, ODD loses.
  //   object 5 (an odd number of pieces left): 2 pieces lose, 1 wins: 2 winning, ODD wins, and
  //   with two winning moves the start is not a one-move puzzle.
  //   object 7 (the pieces left are all one colour): every line ends one-coloured: 4 winning.
  json r = capability<Analysing>(puzzle_variant())
               ->analyse({{"positions", {"..../..../.q../KR.. 0"}}}, nullptr);
  auto row = [&](int i) { return r["rows"][i]; };
  for (int i : {0, 4, 6}) EXPECT_EQ(row(i)["mean_legal_first_moves"], 4.0);
  EXPECT_EQ(row(0)["mean_winning_first_moves"], 0.0);
  EXPECT_EQ(row(0)["odd_win_rate"], 0.0);
  EXPECT_EQ(row(4)["mean_winning_first_moves"], 2.0);
  EXPECT_EQ(row(4)["odd_win_rate"], 1.0);
  EXPECT_EQ(row(4)["one_move_puzzle_rate"], 0.0);
  EXPECT_EQ(row(6)["mean_winning_first_moves"], 4.0);
  expect_error(
      [] {
        capability<Analysing>(puzzle_variant())->analyse({{"positions", json::array()}}, nullptr);
      },
      "list of 1 to 10000");
  expect_error(
      [] {
        capability<Analysing>(puzzle_variant())
            ->analyse({{"positions", {"..../..../.q../KR.. 1"}}}, nullptr);
      },
      "move count 0");
}

}  // namespace
}  // namespace menagerie::catalog
