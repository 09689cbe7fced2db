// Texel tuning of the Chess960 evaluator (the engine's generic fitting, engine/texel.hpp, over
// this game's weights), in two steps:
//   generate_training  plays self-play games from random Chess960 starts (a few random plies first,
//                      for variety) at a fixed number of nodes per move, and writes every quiet
//                      position with the game's final result ("<FEN> [1.0]", engine/texel.hpp).
//   fit_weights        fits the logistic scale K to the current weights, then the weights by Adam
//                      (engine/texel.hpp), and reports the new weight table for evaluate.cpp.
// A position is quiet when the side to move is not in check and no capture sequence raises the
// static evaluation (a quiescence search from it returns the evaluation itself): the tuner then
// fits what the evaluator sees, not a tactic in flight.
//
// It plays with the engine's search, so it is a library of its own (game_chess960_tuning): the
// game compiles without the engine. `menagerie tune` reaches it through the catalog (Tuning).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace menagerie::chess960 {

// Receives the report as it is made, one or more whole lines ('\n'-terminated) at a time.
using Report = std::function<void(std::string_view text)>;

struct GenerateOptions {
  std::string file;            // the training file to write
  int games = 0;               // 0: until the time runs out
  double minutes = 0;          // 0: until the games are played (one of the two must be set)
  std::uint64_t nodes = 3000;  // search nodes per move, at least 1
  int min_random_plies = 4, max_random_plies = 8;
  std::optional<std::uint64_t> seed;  // fresh when absent
  // Write the learned evaluation's training samples instead (docs/nnue.md: binary, each quiet
  // position's inputs with its search score and the result); an existing file is continued.
  bool nnue = false;
};

struct FitOptions {
  std::string file;  // the training file to read
  int epochs = 3000;
  double rate = 1.0;                // Adam step size in centipawns
  double k = 0;                     // the logistic scale; 0: fit it
  std::vector<std::string> freeze;  // weight names kept as they are
};

// Throws InputError when the file cannot be written or the options make no sense.
void generate_training(const GenerateOptions& options, const Report& say);

// Throws InputError naming an unknown weight, an unreadable file or a bad line in it.
void fit_weights(const FitOptions& options, const Report& say);

// The names of the evaluator's weights, in table order (what `freeze` may name).
std::vector<std::string> weight_names();

}  // namespace menagerie::chess960
