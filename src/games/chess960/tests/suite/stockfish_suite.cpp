// Differential tests against Debian's stockfish (UCI_Chess960): from seeded random Chess960 starts,
// play random games that favour castling, en passant and promotion, and at every position compare
// the per-move perft (divide) at depth 3 with stockfish's `go perft 3`.
#include <map>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "chess/fen.hpp"
#include "chess/notation.hpp"
#include "core/rng.hpp"
#include "engine/perft.hpp"
#include "games/chess960/chess960.hpp"
#include "games/chess960/start.hpp"
#include "protocol/engine_process.hpp"

namespace menagerie {
namespace {

using Divide = std::map<std::string, std::uint64_t>;

class Stockfish {
 public:
  Stockfish() {
    auto path = protocol::find_engine("stockfish");
    if (!path) throw std::runtime_error("stockfish is not installed (make test installs it)");
    engine_ = std::make_unique<protocol::EngineProcess>(*path);
    engine_->handshake();
    engine_->send("setoption name UCI_Chess960 value true");
  }
  Divide divide(const std::string& fen, int depth) {
    engine_->send("position fen " + fen);
    engine_->send("go perft " + std::to_string(depth));
    Divide d;
    for (const auto& line : engine_->read_until("Nodes searched")) {
      auto colon = line.find(": ");
      if (colon == 4 || colon == 5) d[line.substr(0, colon)] = std::stoull(line.substr(colon + 2));
    }
    return d;
  }

 private:
  std::unique_ptr<protocol::EngineProcess> engine_;
};

Divide our_divide(const chess::Position& pos, int depth) {
  Divide d;
  for (auto [m, n] : engine::divide<Chess960>(pos, depth)) d[chess::to_uci(m)] = n;
  return d;
}

// Picks castling, en passant and promotions whenever they are there (half the time), else any move.
chess::Move pick(const chess::MoveBuffer& moves, Rng& rng) {
  std::vector<chess::Move> special;
  for (auto m : moves)
    if (m.kind() != chess::Move::kNormal) special.push_back(m);
  if (!special.empty() && rng.below(2) == 0) return special[rng.below(special.size())];
  return moves[rng.below(moves.size())];
}

struct Coverage {
  int positions = 0, castling = 0, en_passant = 0, promotion = 0, check = 0;
};

class StockfishDifferential : public ::testing::TestWithParam<int> {};

TEST_P(StockfishDifferential, DivideAgreesAlongRandomGames) {
  Stockfish sf;
  Rng rng(0x960000 + GetParam());
  Coverage seen;
  for (int game = 0; game < 12; ++game) {
    chess::Position pos = chess960::start_position(int(rng.below(960)));
    for (int ply = 0; ply < 160; ++ply) {
      chess::MoveBuffer moves;
      chess::generate_legal(pos, moves);
      if (moves.empty()) break;
      std::string fen = chess::to_fen(pos);
      ASSERT_EQ(our_divide(pos, 3), sf.divide(fen, 3)) << fen;
      ++seen.positions;
      seen.check += pos.in_check();
      for (auto m : moves) {
        seen.castling += m.kind() == chess::Move::kCastling;
        seen.en_passant += m.kind() == chess::Move::kEnPassant;
        seen.promotion += m.kind() == chess::Move::kPromotion;
      }
      chess::play(pos, pick(moves, rng));
    }
  }
  // The point of the biased games: every special move was among the compared positions.
  EXPECT_GT(seen.castling, 20);
  EXPECT_GT(seen.en_passant, 0);
  EXPECT_GT(seen.promotion, 0);
  EXPECT_GT(seen.check, 20);
  std::cout << seen.positions << " positions, " << seen.castling << " castlings, "
            << seen.en_passant << " en passant, " << seen.promotion << " promotions, " << seen.check
            << " checks\n";
}

INSTANTIATE_TEST_SUITE_P(Seeds, StockfishDifferential, ::testing::Range(0, 6));

// Hand-made positions for every castling edge case and en passant subtlety, at depth 4.
TEST(StockfishDifferential, EdgeCasePositions) {
  Stockfish sf;
  for (const char* fen : {
           "4k3/8/8/8/8/8/8/6KR w H - 0 1",           // king already on g1
           "4k3/8/8/8/8/8/8/4KR2 w F - 0 1",          // rook already on f1
           "4k3/8/8/8/8/8/8/RK6 w A - 0 1",           // king b1 and rook a1 swap sides
           "4k3/8/8/8/8/8/8/rR2K3 w B - 0 1",         // castling rook would shield c1
           "1r2k3/8/8/8/8/8/8/R3K3 w A - 0 1",        // rook crosses an attacked square
           "rk4r1/8/8/8/8/8/8/RK4R1 w GAga - 0 1",    // both sides, king on b-file
           "1r3kr1/8/8/8/8/8/8/1R3KR1 b GBgb - 0 1",  // king f-file, rooks b and g
           "4k3/8/8/K2pP2r/8/8/8/8 w - d6 0 1",       // en passant exposing the king on the rank
           "4k3/8/8/3pP3/4K3/8/8/8 w - d6 0 1",       // en passant captures the checking pawn
           "8/8/3k4/8/2pP4/8/8/3K1B2 b - d3 0 1",     // en passant along a bishop's pin
           "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
       }) {
    chess::Position pos = chess::parse_fen(fen);
    std::string ours = chess::to_fen(pos);
    EXPECT_EQ(our_divide(pos, 4), sf.divide(ours, 4)) << fen;
  }
}

}  // namespace
}  // namespace menagerie
