// The weaker levels are weak by looking less far ahead, not by giving material away: in positions
// where a piece or pawns can be dropped to a one-move reply, no level from 1 to 4 plays such a move,
// whatever its random draw. A move's loss is judged by a deeper search (fixed depth) of the
// position before and after it.
#include <iterator>
#include <map>
#include <string>

#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "core/rng.hpp"

namespace menagerie::catalog {
namespace {

// Positions with a piece attacked by a pawn (it must move), start positions (standard chess and
// Chess960) and early middlegames with pieces to hang.
const char* const kHangablePositions[] = {
    "rnbqkb1r/pppp1ppp/5n2/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3",
    "rnbqkbnr/pppp1ppp/8/8/4p3/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 3",
    "r1bqkb1r/pppp1ppp/2n5/4p3/2B1n3/3P1N2/PPP2PPP/RNBQK2R b KQkq - 0 5",
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
    "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 3 3",
    "r2qkb1r/ppp2ppp/2np1n2/4p3/2B1P1b1/2NP1N2/PPP2PPP/R1BQK2R w KQkq - 0 6",
    "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1",
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 2 8",
};

class LevelLossJudge {
 public:
  // What `move` loses at `fen` by a depth-6 search, in centipawns (capped, as mates are huge).
  int loss(const std::string& fen, const std::string& move) {
    auto key = fen + " " + move;
    if (auto it = cache_.find(key); it != cache_.end()) return it->second;
    auto before = find("chess960").create({{"fen", fen}});
    int best = score(*before, 6);
    before->play(move);
    int played = before->outcome().over() ? 0 : -score(*before, 5);
    int lost = std::max(0, std::clamp(best, -1000, 1000) - std::clamp(played, -1000, 1000));
    cache_[key] = lost;
    return lost;
  }

 private:
  static int score(const Table& t, int depth) {
    auto engine = find("chess960").make_engine();
    engine::Limits limits;
    limits.depth = depth;
    return engine->think(t.observation(t.to_move()), limits, {}, nullptr).score;
  }
  std::map<std::string, int> cache_;
};

// Under the sanitizers every search costs ten times more (this test alone took two minutes, then
// one with three draws): two positions and two draws per level still walk the same code, and the
// release run tries them all.
#if defined(MENAGERIE_SANITIZED)
constexpr std::uint64_t kDraws = 2;
constexpr std::size_t kPositions = 2;
#else
constexpr std::uint64_t kDraws = 24;
constexpr std::size_t kPositions = std::size(kHangablePositions);
#endif

TEST(LevelChoice, NoLevelDropsAPieceToAOneMoveReply) {
  LevelLossJudge judge;
  auto engine = find("chess960").make_engine();
  for (std::size_t i = 0; i < kPositions; ++i) {
    const char* fen = kHangablePositions[i];
    auto table = find("chess960").create({{"fen", fen}});
    for (int level = 1; level <= 4; ++level) {
      for (std::uint64_t seed = 0; seed < kDraws; ++seed) {
        engine->new_game();
        Rng rng(seed);
        std::string move =
            engine->play_level(table->observation(table->to_move()), level, rng).best;
        // A pawn and a half is more than choosing among sound moves can cost; a knight is 300.
        EXPECT_LT(judge.loss(fen, move), 150)
            << "level " << level << " seed " << seed << " plays " << move << " at " << fen;
      }
    }
  }
}

}  // namespace
}  // namespace menagerie::catalog
