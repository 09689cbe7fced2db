// A small efficiently updated neural network (NNUE-style) for any two-sided game: sparse inputs
// (the game declares them, e.g. one per (piece, square) as each side sees the board) feed a
// feature transformer into an accumulator of kHidden units per side; the two halves, the side to
// move's first, go through a clipped ReLU into kLayer units, another clipped ReLU, and one output.
// The network is trained in floats (tools/nnue/train.py) and runs in integers:
//   accumulator  int16, weights × kQA        activations clipped to [0, kQA]
//   layer 1      int8 weights × kQB, int32 biases × kQA·kQB, then ÷ kQB and clipped to [0, kQA]
//   output       int16 weights × kQB, int32 bias × kQA·kQB; centipawns = out × kScale ÷ (kQA·kQB)
// The loops have fixed lengths over plain arrays so that the compiler vectorises them (AVX2 when
// built -march=native, SSE2 or scalar otherwise). The file format is in docs/nnue.md.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "core/error.hpp"

namespace menagerie::engine::nnue {

inline constexpr int kHidden = 128;  // accumulator units per side
inline constexpr int kLayer = 16;    // the hidden layer after the accumulator
inline constexpr int kQA = 127;
inline constexpr int kQB = 64;
inline constexpr int kScale = 400;  // the float network's output 1.0 is kScale centipawns
inline constexpr char kMagic[8] = {'M', 'N', 'G', 'N', 'N', 'U', 'E', '1'};
inline constexpr std::uint32_t kVersion = 1;

// FNV-1a, 64 bits: the network's identity (shown by `menagerie uci`) and its integrity check.
inline std::uint64_t fnv1a(const unsigned char* data, std::size_t size) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (std::size_t i = 0; i < size; ++i) h = (h ^ data[i]) * 0x100000001b3ull;
  return h;
}

// The float network the trainer fits: the reference the integer one must match.
struct FloatNetwork {
  int inputs = 0;
  std::vector<float> w1;            // [inputs][kHidden]
  std::array<float, kHidden> b1{};  //
  std::vector<float> w2;            // [kLayer][2 kHidden]
  std::array<float, kLayer> b2{};   //
  std::array<float, kLayer> w3{};   //
  float b3 = 0;                     //

  explicit FloatNetwork(int n = 0)
      : inputs(n), w1(std::size_t(n) * kHidden, 0.f), w2(std::size_t(kLayer) * 2 * kHidden, 0.f) {}

  // Centipawns for the side to move, from the active inputs as each side sees them.
  double evaluate(const std::vector<int>& us, const std::vector<int>& them) const {
    std::array<double, 2 * kHidden> a{};
    const std::vector<int>* sides[2] = {&us, &them};
    for (int p = 0; p < 2; ++p)
      for (int i = 0; i < kHidden; ++i) {
        double v = b1[i];
        for (int f : *sides[p]) v += w1[std::size_t(f) * kHidden + i];
        a[std::size_t(p * kHidden + i)] = std::clamp(v, 0.0, 1.0);
      }
    double y = b3;
    for (int j = 0; j < kLayer; ++j) {
      double z = b2[j];
      for (int i = 0; i < 2 * kHidden; ++i) z += w2[std::size_t(j) * 2 * kHidden + i] * a[i];
      y += w3[j] * std::clamp(z, 0.0, 1.0);
    }
    return y * kScale;
  }
};

// The integer network the engine runs.
struct Network {
  int inputs = 0;
  std::vector<std::int16_t> w1;  // [inputs][kHidden]
  alignas(32) std::array<std::int16_t, kHidden> b1{};
  alignas(32) std::array<std::int8_t, kLayer * 2 * kHidden> w2{};  // [kLayer][2 kHidden]
  std::array<std::int32_t, kLayer> b2{};
  std::array<std::int16_t, kLayer> w3{};
  std::int32_t b3 = 0;
  std::uint64_t hash = 0;  // of the file's payload

  const std::int16_t* row(int feature) const { return w1.data() + std::size_t(feature) * kHidden; }

  // The output from the two accumulator halves (the side to move's first), in centipawns.
  int propagate(const std::int16_t* us, const std::int16_t* them) const {
    alignas(32) std::array<std::uint8_t, 2 * kHidden> a;
    for (int i = 0; i < kHidden; ++i) {
      a[i] = std::uint8_t(std::clamp<int>(us[i], 0, kQA));
      a[kHidden + i] = std::uint8_t(std::clamp<int>(them[i], 0, kQA));
    }
    std::int32_t y = b3;
    for (int j = 0; j < kLayer; ++j) {
      const std::int8_t* w = w2.data() + j * 2 * kHidden;
      std::int32_t z = 0;
      for (int i = 0; i < 2 * kHidden; ++i) z += std::int32_t(a[i]) * w[i];
      z = (z + b2[j]) / kQB;
      y += std::clamp(z, 0, kQA) * std::int32_t(w3[j]);
    }
    return int(std::int64_t(y) * kScale / (kQA * kQB));
  }
};

namespace detail {
template <class T>
void put(std::string& out, T v) {
  char bytes[sizeof(T)];
  std::memcpy(bytes, &v, sizeof(T));  // little-endian hosts only (x86-64, arm64)
  out.append(bytes, sizeof(T));
}
template <class T>
T take(const std::string& in, std::size_t& at) {
  T v;
  std::memcpy(&v, in.data() + at, sizeof(T));
  at += sizeof(T);
  return v;
}
inline std::size_t payload_size(int inputs) {
  return std::size_t(inputs) * kHidden * 2 + kHidden * 2 + kLayer * 2 * kHidden + kLayer * 4 +
         kLayer * 2 + 4;
}
inline constexpr std::size_t kHeaderSize = 8 + 4 * 4 + 8;
}  // namespace detail

inline Network quantise(const FloatNetwork& f) {
  auto q = [](double v, double scale, double lo, double hi) {
    return std::clamp(std::round(v * scale), lo, hi);
  };
  Network n;
  n.inputs = f.inputs;
  n.w1.resize(f.w1.size());
  for (std::size_t i = 0; i < f.w1.size(); ++i)
    n.w1[i] = std::int16_t(q(f.w1[i], kQA, -32767, 32767));
  for (int i = 0; i < kHidden; ++i) n.b1[i] = std::int16_t(q(f.b1[i], kQA, -32767, 32767));
  for (std::size_t i = 0; i < n.w2.size(); ++i) n.w2[i] = std::int8_t(q(f.w2[i], kQB, -127, 127));
  for (int j = 0; j < kLayer; ++j) {
    n.b2[j] = std::int32_t(q(f.b2[j], kQA * kQB, -1e9, 1e9));
    n.w3[j] = std::int16_t(q(f.w3[j], kQB, -32767, 32767));
  }
  n.b3 = std::int32_t(q(f.b3, kQA * kQB, -1e9, 1e9));
  return n;
}

// The file's bytes: header (magic, version, inputs, kHidden, kLayer, payload hash) and payload.
inline std::string serialise(Network& n) {
  std::string payload;
  for (auto v : n.w1) detail::put(payload, v);
  for (auto v : n.b1) detail::put(payload, v);
  for (auto v : n.w2) detail::put(payload, v);
  for (auto v : n.b2) detail::put(payload, v);
  for (auto v : n.w3) detail::put(payload, v);
  detail::put(payload, n.b3);
  n.hash = fnv1a(reinterpret_cast<const unsigned char*>(payload.data()), payload.size());
  std::string out(kMagic, 8);
  detail::put(out, kVersion);
  detail::put(out, std::uint32_t(n.inputs));
  detail::put(out, std::uint32_t(kHidden));
  detail::put(out, std::uint32_t(kLayer));
  detail::put(out, n.hash);
  return out + payload;
}

// Reads a network for a game with `inputs` features; throws InputError saying what is wrong with
// a file that is not one (`name` is how the message calls it).
inline Network parse(const std::string& bytes, int inputs, const std::string& name) {
  auto bad = [&](const std::string& why) {
    return InputError(fmt::format("the network file '{}' {}", name, why));
  };
  if (bytes.size() < detail::kHeaderSize || std::memcmp(bytes.data(), kMagic, 8) != 0)
    throw bad("is not a Menagerie network (no MNGNNUE1 header)");
  std::size_t at = 8;
  auto version = detail::take<std::uint32_t>(bytes, at);
  if (version != kVersion)
    throw bad(
        fmt::format("has format version {}; this program reads version {}", version, kVersion));
  auto n_in = detail::take<std::uint32_t>(bytes, at);
  auto n_hidden = detail::take<std::uint32_t>(bytes, at);
  auto n_layer = detail::take<std::uint32_t>(bytes, at);
  if (n_in != std::uint32_t(inputs) || n_hidden != kHidden || n_layer != kLayer)
    throw bad(fmt::format("has shape {}x{}x{}; this game's network is {}x{}x{}", n_in, n_hidden,
                          n_layer, inputs, kHidden, kLayer));
  auto hash = detail::take<std::uint64_t>(bytes, at);
  if (bytes.size() - at != detail::payload_size(inputs))
    throw bad(fmt::format("has {} bytes of weights where {} were expected (cut short?)",
                          bytes.size() - at, detail::payload_size(inputs)));
  auto actual = fnv1a(reinterpret_cast<const unsigned char*>(bytes.data() + at), bytes.size() - at);
  if (actual != hash)
    throw bad(fmt::format("is damaged: its weights hash to {:016x}, its header says {:016x}",
                          actual, hash));
  Network n;
  n.inputs = inputs;
  n.hash = hash;
  n.w1.resize(std::size_t(inputs) * kHidden);
  for (auto& v : n.w1) v = detail::take<std::int16_t>(bytes, at);
  for (auto& v : n.b1) v = detail::take<std::int16_t>(bytes, at);
  for (auto& v : n.w2) v = detail::take<std::int8_t>(bytes, at);
  for (auto& v : n.b2) v = detail::take<std::int32_t>(bytes, at);
  for (auto& v : n.w3) v = detail::take<std::int16_t>(bytes, at);
  n.b3 = detail::take<std::int32_t>(bytes, at);
  return n;
}

inline Network load(const std::string& path, int inputs) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(fmt::format("cannot read the network file '{}'", path));
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return parse(bytes, inputs, path);
}

// The hash a network file's header records (its identity, as `menagerie uci` reports it at load),
// without knowing which game it is for; 0 for a file too short to be a network.
inline std::uint64_t file_hash(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::string header(detail::kHeaderSize, '\0');
  if (!in.read(header.data(), std::streamsize(header.size()))) return 0;
  std::size_t at = detail::kHeaderSize - 8;
  return detail::take<std::uint64_t>(header, at);
}

}  // namespace menagerie::engine::nnue
