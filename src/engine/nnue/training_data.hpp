// Labelled positions for training a network (docs/nnue.md): a header, then one record per
// position holding its active inputs as each side sees it (the side to move's first), the search
// score and the game's result, both from the side to move's point of view. Records have no
// framing beyond their counts, so a file cut short by a stopped generator ends in a partial
// record: a writer opening the file again drops it and appends after the last whole one, which
// makes generation resumable.
#pragma once

#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "core/error.hpp"
#include "engine/nnue/accumulator.hpp"

namespace menagerie::engine::nnue {

inline constexpr char kDataMagic[8] = {'M', 'N', 'G', 'N', 'D', 'A', 'T', '1'};
inline constexpr std::size_t kDataHeaderSize = 16;  // magic, u32 version, u32 inputs

struct Sample {
  std::vector<std::uint16_t> us, them;  // active inputs, side to move's and the other's
  std::int16_t score = 0;               // centipawns, side to move
  std::int8_t result = 0;               // +1 won, 0 drawn, -1 lost, side to move
  bool operator==(const Sample&) const = default;
};

namespace detail {
// The samples of `bytes` after the header, and where the last whole record ends.
inline std::vector<Sample> parse_samples(const std::string& bytes, int inputs,
                                         const std::string& name, std::size_t& whole_end) {
  auto bad = [&](const std::string& why) {
    return InputError(fmt::format("the training file '{}' {}", name, why));
  };
  if (bytes.size() < kDataHeaderSize || std::memcmp(bytes.data(), kDataMagic, 8) != 0)
    throw bad("is not a Menagerie training file (no MNGNDAT1 header)");
  std::size_t at = 8;
  auto version = take<std::uint32_t>(bytes, at);
  if (version != 1) throw bad(fmt::format("has format version {}; this program reads 1", version));
  auto n_in = take<std::uint32_t>(bytes, at);
  if (n_in != std::uint32_t(inputs))
    throw bad(fmt::format("has {} inputs a position; this game has {}", n_in, inputs));
  std::vector<Sample> out;
  whole_end = at;
  while (bytes.size() - at >= 5) {
    std::size_t start = at;
    auto n_us = take<std::uint8_t>(bytes, at);
    auto n_them = take<std::uint8_t>(bytes, at);
    if (bytes.size() - at < 3 + 2 * std::size_t(n_us + n_them)) break;
    Sample s;
    s.score = take<std::int16_t>(bytes, at);
    s.result = take<std::int8_t>(bytes, at);
    s.us.resize(n_us);
    s.them.resize(n_them);
    for (auto& f : s.us) f = take<std::uint16_t>(bytes, at);
    for (auto& f : s.them) f = take<std::uint16_t>(bytes, at);
    for (auto f : s.us)
      if (f >= inputs) throw bad(fmt::format("has input {} at byte {}", f, start));
    for (auto f : s.them)
      if (f >= inputs) throw bad(fmt::format("has input {} at byte {}", f, start));
    if (s.result < -1 || s.result > 1)
      throw bad(fmt::format("has result {} at byte {}", int(s.result), start));
    out.push_back(std::move(s));
    whole_end = at;
  }
  return out;
}
inline std::string read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(fmt::format("cannot read the training file '{}'", path));
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}
}  // namespace detail

// Every whole record of the file (a partial last one is left out).
inline std::vector<Sample> read_samples(const std::string& path, int inputs) {
  std::size_t end = 0;
  return detail::parse_samples(detail::read_bytes(path), inputs, path, end);
}

class SampleWriter {
 public:
  // Creates the file, or continues one written before: `existing` is how many whole records it
  // held. Throws InputError for a file of another format or game, or one that cannot be written.
  SampleWriter(const std::string& path, int inputs) {
    std::error_code ec;
    if (std::filesystem::exists(path, ec) && std::filesystem::file_size(path, ec) > 0) {
      std::size_t end = 0;
      existing_ = detail::parse_samples(detail::read_bytes(path), inputs, path, end).size();
      std::filesystem::resize_file(path, end, ec);
      if (ec) throw InputError(fmt::format("cannot write the training file '{}'", path));
      out_.open(path, std::ios::binary | std::ios::app);
    } else {
      out_.open(path, std::ios::binary | std::ios::trunc);
      std::string header(kDataMagic, 8);
      detail::put(header, std::uint32_t(1));
      detail::put(header, std::uint32_t(inputs));
      out_ << header;
    }
    if (!out_) throw InputError(fmt::format("cannot write the training file '{}'", path));
  }
  std::size_t existing() const { return existing_; }

  void write(const Sample& s) {
    std::string r;
    detail::put(r, std::uint8_t(s.us.size()));
    detail::put(r, std::uint8_t(s.them.size()));
    detail::put(r, s.score);
    detail::put(r, s.result);
    for (auto f : s.us) detail::put(r, f);
    for (auto f : s.them) detail::put(r, f);
    out_ << r;
  }
  void flush() { out_.flush(); }

 private:
  std::size_t existing_ = 0;
  std::ofstream out_;
};

// A game's position as a sample (its inputs as each side sees it).
template <class G>
requires HasNnueFeatures<G> Sample sample_of(const typename G::State& s, int to_move, int score,
                                             int result) {
  Sample out;
  FeatureList list;
  features_of<G>(s, to_move, list);
  out.us.assign(list.begin(), list.end());
  features_of<G>(s, 1 - to_move, list);
  out.them.assign(list.begin(), list.end());
  out.score = std::int16_t(std::clamp(score, -32000, 32000));
  out.result = std::int8_t(result);
  return out;
}

}  // namespace menagerie::engine::nnue
