#include "games/chessence_sniderman/solver_problem.hpp"

#include <algorithm>
#include <bit>

#include <fmt/format.h>

namespace menagerie::chessence_sniderman {

namespace {

struct FeatureField {
  std::uint32_t feature;
  int bits;
};

constexpr FeatureField kFields[] = {
    {kFeatureCapturedColour, 1}, {kFeatureCapturedKind, 3}, {kFeatureByColour, 1},
    {kFeatureByKind, 3},         {kFeatureToShade, 1},      {kFeatureToRank, 2},
    {kFeatureToFile, 2},         {kFeatureFromShade, 1},    {kFeatureFromRank, 2},
    {kFeatureFromFile, 2},
};

std::uint64_t feature_value(std::uint32_t feature, const Capture& c) {
  switch (feature) {
    case kFeatureCapturedColour:
      return colour_of(c.captured);
    case kFeatureCapturedKind:
      return kind_of(c.captured);
    case kFeatureByColour:
      return colour_of(c.by);
    case kFeatureByKind:
      return kind_of(c.by);
    case kFeatureToShade:
      return is_red(c.to);
    case kFeatureToRank:
      return rank_of(c.to);
    case kFeatureToFile:
      return file_of(c.to);
    case kFeatureFromShade:
      return is_red(c.from);
    case kFeatureFromRank:
      return rank_of(c.from);
    case kFeatureFromFile:
      return file_of(c.from);
    default:
      return 0;
  }
}

}  // namespace

SolverProblem::SolverProblem(Object object, int start_ply, Side side)
    : object_(std::move(object)), side_(side), needs_(object_.needs(start_ply)) {
  for (const auto& f : kFields)
    if (needs_.features & f.feature) record_bits_ += f.bits;
  int records = std::max(0, needs_.last_depth - 1) + static_cast<int>(needs_.absolute.size());
  history_bits_ = records * record_bits_;
  for (bool counts : needs_.quantifier_counts) {
    fold_shift_.push_back(history_bits_);
    history_bits_ += counts ? 4 : 1;
  }
  // Square colours survive the diagonal reflections and the half turn (0, 3, 4, 7); ranks survive a
  // mirror of the files (0, 1), files a mirror of the ranks (0, 2).
  std::uint32_t keep = 0xFF;
  if (needs_.square_reads & kReadsShade) keep &= (1u << 0) | (1u << 3) | (1u << 4) | (1u << 7);
  if (needs_.square_reads & kReadsRank) keep &= (1u << 0) | (1u << 1);
  if (needs_.square_reads & kReadsFile) keep &= (1u << 0) | (1u << 2);
  symmetries_ = keep;
  for (int k = 0; k < 8; ++k) {
    int w = (keep >> k) & 1 ? k : 0;
    slot_symmetry_[k] = w;
    for (Square q = 0; q < kSquares; ++q)
      shifts_[k][q] =
          static_cast<std::uint8_t>(std::countr_zero(symmetry(std::uint64_t{0xF} << (4 * q), w)));
  }
  // Each feature has bits of its own, and the empty piece and a1 (dark, rank 1, file a) give 0 in
  // each: so a capture's record is its pieces' record or'ed with its squares'.
  for (int i = 0; i < 256; ++i) {
    auto high = static_cast<std::uint8_t>(i >> 4), low = static_cast<std::uint8_t>(i & 15);
    by_pieces_[i] = static_cast<std::uint32_t>(project_by_fields(Capture{high, low, 0, 0}));
    by_squares_[i] =
        static_cast<std::uint32_t>(project_by_fields(Capture{kEmpty, kEmpty, high, low}));
  }
  if (history_bits_ > 64)
    throw InputError(fmt::format(
        "object: the solver would need {} bits of history per position (it keeps at most 64); name "
        "fewer captures or fewer of their parts",
        history_bits_));
}

std::uint64_t SolverProblem::project_by_fields(const Capture& c) const {
  std::uint64_t out = 0;
  int shift = 0;
  for (const auto& f : kFields) {
    if (!(needs_.features & f.feature)) continue;
    out |= feature_value(f.feature, c) << shift;
    shift += f.bits;
  }
  return out;
}

std::uint32_t SolverProblem::fold(std::uint32_t folds, const Capture& c, int move_number) const {
  // The fold bits start at fold_shift_[0] in the key; here they are kept from bit 0.
  int base = fold_shift_[0];
  for (std::size_t i = 0; i < fold_shift_.size(); ++i) {
    int shift = fold_shift_[i] - base;
    bool hit = object_.quantifier_holds(static_cast<int>(i), c, move_number);
    if (needs_.quantifier_counts[i]) {
      folds += static_cast<std::uint32_t>(hit) << shift;
    } else if (object_.quantifier_is_any(static_cast<int>(i)) ? hit : !hit) {
      // any: some capture satisfied it; all: some capture failed it.
      folds |= 1u << shift;
    }
  }
  return folds;
}

SolverProblem::Node SolverProblem::root(const State& s) const {
  Node n{s, 0};
  if (!fold_shift_.empty())
    for (int i = 0; i < s.capture_count(); ++i)
      n.folds = fold(n.folds, s.captures[i], s.start_ply + i + 1);
  return n;
}

std::uint64_t SolverProblem::canonical(std::uint64_t cells) const {
  std::uint64_t board = cells;
  for (std::uint32_t rest = symmetries_ & ~1u; rest; rest &= rest - 1)
    board = std::min(board, symmetry(cells, std::countr_zero(rest)));
  return board;
}

std::uint64_t SolverProblem::history(const Capture* captures, int count, const Capture* then,
                                     std::uint32_t folds) const {
  int made = count + (then != nullptr);
  auto capture_at = [&](int i) -> const Capture& { return i == count ? *then : captures[i]; };
  std::uint64_t h = 0;
  int shift = 0;
  for (int i = 1; i < needs_.last_depth; ++i, shift += record_bits_)
    if (made - i >= 0) h |= project(capture_at(made - i)) << shift;
  for (int index : needs_.absolute) {
    if (index < made) h |= project(capture_at(index)) << shift;
    shift += record_bits_;
  }
  if (!fold_shift_.empty()) h |= std::uint64_t{folds} << fold_shift_[0];
  return h;
}

SolverProblem::Key SolverProblem::key(const Node& n) const {
  Key k{canonical(n.s.cells), 0};
  if (history_bits_ != 0)
    k.history = history(n.s.captures.data(), n.s.capture_count(), nullptr, n.folds);
  return k;
}

}  // namespace menagerie::chessence_sniderman
