// Objects: "SIDE wins if P, otherwise the other side wins", P a condition on the finished round
// written in a small language (grammar in docs/rules/chessence-sniderman.md). The fourteen built-in
// objects are written in the same language, in one table (builtins.cpp).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "games/chessence_sniderman/state.hpp"

namespace menagerie::chessence_sniderman {

enum class Side : std::uint8_t { kOdd = 0, kEven = 1 };

// A finished (or, for the solver, a possible final) round: the board and the captures of the round.
struct Round {
  std::uint64_t cells = 0;
  std::span<const Capture> captures;  // captures[i] was made on move start_ply + i + 1
  int start_ply = 0;
};

// What the solver needs to remember of the history for this object (see solver_problem.hpp).
struct ObjectNeeds {
  // Features of a capture that some condition looks at (bits of kFeature*).
  std::uint32_t features = 0;
  // The deepest "last(k)" the condition names (0: none).
  int last_depth = 0;
  // Capture list indices named absolutely ("first", "move(n)" with n taken against the set-up's
  // count).
  std::vector<int> absolute;
  // Quantifiers over the captures, in order: true for count(...), which needs a counter, false for
  // any/all, which need one bit.
  std::vector<bool> quantifier_counts;
  // What the condition reads of squares anywhere (quantifiers included), for the board symmetries
  // the solver may use: bit 0 square colours, bit 1 ranks, bit 2 files (a whole square or a named
  // square sets both rank and file).
  std::uint32_t square_reads = 0;
};

inline constexpr std::uint32_t kReadsShade = 1, kReadsRank = 2, kReadsFile = 4;

// Features of a capture, as projected into a solver key.
enum Feature : std::uint32_t {
  kFeatureCapturedColour = 1 << 0,
  kFeatureCapturedKind = 1 << 1,
  kFeatureByColour = 1 << 2,
  kFeatureByKind = 1 << 3,
  kFeatureToShade = 1 << 4,
  kFeatureToRank = 1 << 5,
  kFeatureToFile = 1 << 6,
  kFeatureFromShade = 1 << 7,
  kFeatureFromRank = 1 << 8,
  kFeatureFromFile = 1 << 9,
};

class Object {
 public:
  // A built-in name (1..10, p1..p4) or an expression. Throws InputError naming the fault and its
  // position ("at column 12: ...").
  static Object parse(std::string_view text);
  // Only an expression, never a built-in name.
  static Object parse_expression(std::string_view text);

  // The side that wins when the condition holds.
  Side side() const { return side_; }
  const std::string& text() const { return text_; }
  // The condition alone, as written (without "SIDE wins if"): two objects with the same condition
  // and opposite sides have opposite winners in every round, so one solve serves both.
  std::string_view condition_text() const {
    return std::string_view(text_).substr(condition_begin_);
  }
  // The built-in's name ("1", "p3") or empty for a made-up object.
  const std::string& name() const { return name_; }

  // Whether the condition holds for the round; false when it names a capture the round did not
  // have.
  bool condition(const Round& round) const;
  Side winner(const Round& round) const {
    return condition(round) ? side_ : (side_ == Side::kOdd ? Side::kEven : Side::kOdd);
  }

  ObjectNeeds needs(int start_ply) const;
  // The i-th quantifier's predicate applied to capture `c` made on move `move_number`.
  bool quantifier_holds(int i, const Capture& c, int move_number) const;
  bool quantifier_is_any(int i) const;  // any(...) (else all(...) or count(...))

  // Implementation detail, public for the parser and evaluator in object.cpp.
  enum class Type : std::uint8_t {
    kBool,
    kInt,
    kColour,
    kShade,
    kKind,
    kSide,
    kPiece,
    kSquare,
    kCapture
  };
  enum class Op : std::uint8_t {
    kConst,
    kAnd,
    kOr,
    kNot,
    kEq,
    kNe,
    kLt,
    kLe,
    kGt,
    kGe,
    kAdd,
    kSub,
    kOdd,
    kEven,
    kPieces,
    kCaptures,
    kAny,
    kAll,
    kCount,
    kLast,
    kMove,
    kFirst,
    kThis,
    kCapturedPiece,
    kCapturingPiece,
    kToSquare,
    kFromSquare,
    kMoveNumber,
    kMover,
    kKindOf,
    kColourOf,
    kShadeOf,
    kRankOf,
    kFileOf,
  };
  struct Node {
    Op op;
    Type type;
    int a = -1, b = -1;  // children
    int value = 0;       // constant, k of last(k), n of move(n), quantifier index, pieces filter
  };

  void set_name(std::string name) { name_ = std::move(name); }

 private:
  friend class Parser;
  friend struct Evaluator;
  Side side_ = Side::kOdd;
  std::string text_, name_;
  std::vector<Node> nodes_;
  int root_ = -1;
  std::size_t condition_begin_ = 0;
  std::vector<int> quantifiers_;  // node index of each quantifier
};

// The fourteen built-in objects, in the seed's order 1..10 then the puzzles' p1..p4.
struct BuiltinObject {
  std::string_view name;
  std::string_view text;         // the definition in the object language
  std::string_view description;  // the seed's words
};
std::span<const BuiltinObject> builtin_objects();

}  // namespace menagerie::chessence_sniderman
