// The learned evaluation's generic parts (engine/nnue/): the integer network against its float
// reference, the accumulator's update against a fresh sum, the network file and the training
// data file.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>

#include <unistd.h>

#include "core/error.hpp"
#include "engine/nnue/accumulator.hpp"
#include "engine/nnue/network.hpp"
#include "engine/nnue/training_data.hpp"

namespace menagerie::engine::nnue {
namespace {

constexpr int kNetInputs = 768;

FloatNetwork random_float_network(std::mt19937& rng) {
  std::uniform_real_distribution<float> small(-0.1f, 0.1f), unit(-1.f, 1.f), bias(0.f, 0.5f);
  FloatNetwork f(kNetInputs);
  for (auto& w : f.w1) w = small(rng);
  for (auto& b : f.b1) b = bias(rng);
  for (auto& w : f.w2) w = unit(rng) / 2;
  for (auto& b : f.b2) b = unit(rng) / 2;
  for (auto& w : f.w3) w = unit(rng) / 4;
  f.b3 = unit(rng) / 4;
  return f;
}

FeatureList random_features(std::mt19937& rng, int count) {
  FeatureList list;
  std::vector<int> all(kNetInputs);
  for (int i = 0; i < kNetInputs; ++i) all[std::size_t(i)] = i;
  std::shuffle(all.begin(), all.end(), rng);
  for (int i = 0; i < count; ++i) list.add(all[std::size_t(i)]);
  list.sort();
  return list;
}

std::vector<int> as_ints(const FeatureList& l) { return std::vector<int>(l.begin(), l.end()); }

TEST(NnueNetwork, QuantisedOutputFollowsTheFloatReference) {
  std::mt19937 rng(7);
  auto f = random_float_network(rng);
  auto net = quantise(f);
  double worst = 0, spread = 0, total = 0;
  for (int trial = 0; trial < 200; ++trial) {
    auto us = random_features(rng, 2 + int(rng() % 30)), them = random_features(rng, 20);
    Accumulator acc;
    acc.refresh(net, 0, us);
    acc.refresh(net, 1, them);
    double reference = f.evaluate(as_ints(us), as_ints(them));
    double error = std::abs(acc.output(net, 0) - reference);
    worst = std::max(worst, error);
    total += error;
    spread = std::max(spread, std::abs(reference));
  }
  EXPECT_GT(spread, 50);  // the outputs span a real range, so the comparison means something
  // Rounding the weights (1/127 in the accumulator, 1/64 after it) moves a unit's input by a few
  // hundredths; through the layers that is a few centipawns, rarely over 20.
  EXPECT_LE(worst, 30) << "centipawns between the integer network and its float reference";
  EXPECT_LE(total / 200, 8)
      << "mean centipawns between the integer network and its float reference";
}

TEST(NnueNetwork, TheSideToMoveReadsItsOwnHalfFirst) {
  std::mt19937 rng(8);
  auto f = random_float_network(rng);
  auto net = quantise(f);
  auto a = random_features(rng, 10), b = random_features(rng, 25);
  Accumulator acc;
  acc.refresh(net, 0, a);
  acc.refresh(net, 1, b);
  EXPECT_NEAR(acc.output(net, 1), f.evaluate(as_ints(b), as_ints(a)), 30);
}

TEST(NnueAccumulator, UpdatingFromTheOldListEqualsSummingAfresh) {
  std::mt19937 rng(9);
  auto net = quantise(random_float_network(rng));
  Accumulator updated;
  updated.refresh(net, 0, random_features(rng, 30));
  for (int step = 0; step < 300; ++step) {
    auto next = random_features(rng, 1 + int(rng() % 40));
    int changed = updated.update(net, 0, next);
    Accumulator fresh;
    fresh.refresh(net, 0, next);
    ASSERT_EQ(updated.side[0], fresh.side[0]) << "step " << step;
    EXPECT_GT(changed, 0);
  }
}

TEST(NnueNetworkFile, RoundTripsWithItsHash) {
  std::mt19937 rng(10);
  auto net = quantise(random_float_network(rng));
  auto bytes = serialise(net);
  auto back = parse(bytes, kNetInputs, "test.nnue");
  EXPECT_EQ(back.hash, net.hash);
  EXPECT_NE(net.hash, 0u);
  EXPECT_EQ(back.w1, net.w1);
  EXPECT_EQ(back.b1, net.b1);
  EXPECT_EQ(back.w2, net.w2);
  EXPECT_EQ(back.b2, net.b2);
  EXPECT_EQ(back.w3, net.w3);
  EXPECT_EQ(back.b3, net.b3);
}

void expect_refused(const std::string& bytes, int inputs, const std::string& words) {
  try {
    parse(bytes, inputs, "bad.nnue");
    ADD_FAILURE() << "accepted a file that should be refused for: " << words;
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(words), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("bad.nnue"), std::string::npos) << e.what();
  }
}

TEST(NnueNetworkFile, RefusesABadFileSayingWhy) {
  std::mt19937 rng(11);
  auto net = quantise(random_float_network(rng));
  const auto good = serialise(net);
  expect_refused("hello, world: not a network at all", kNetInputs, "not a Menagerie network");
  expect_refused(good.substr(0, good.size() - 3), kNetInputs, "cut short");
  expect_refused(good, 640, "shape");
  auto damaged = good;
  damaged[damaged.size() / 2] ^= 0x10;
  expect_refused(damaged, kNetInputs, "damaged");
  auto newer = good;
  newer[8] = 9;
  expect_refused(newer, kNetInputs, "version 9");
  EXPECT_THROW(load("/nonexistent/net.nnue", kNetInputs), InputError);
}

struct TempFile {
  std::string path;
  explicit TempFile(const std::string& name)
      : path((std::filesystem::temp_directory_path() /
              (name + "-" + std::to_string(::getpid()) + ".bin"))
                 .string()) {
    std::filesystem::remove(path);
  }
  ~TempFile() { std::filesystem::remove(path); }
};

std::vector<Sample> random_samples(std::mt19937& rng, int n) {
  std::vector<Sample> out;
  for (int i = 0; i < n; ++i) {
    Sample s;
    for (auto f : random_features(rng, 1 + int(rng() % 32))) s.us.push_back(f);
    for (auto f : random_features(rng, 1 + int(rng() % 32))) s.them.push_back(f);
    s.score = std::int16_t(int(rng() % 4001) - 2000);
    s.result = std::int8_t(int(rng() % 3) - 1);
    out.push_back(s);
  }
  return out;
}

TEST(NnueTrainingData, RoundTrips) {
  std::mt19937 rng(12);
  TempFile file("nnue-data-roundtrip");
  auto samples = random_samples(rng, 50);
  {
    SampleWriter w(file.path, kNetInputs);
    EXPECT_EQ(w.existing(), 0u);
    for (const auto& s : samples) w.write(s);
  }
  EXPECT_EQ(read_samples(file.path, kNetInputs), samples);
}

TEST(NnueTrainingData, ResumesAfterACutShortRecord) {
  std::mt19937 rng(13);
  TempFile file("nnue-data-resume");
  auto first = random_samples(rng, 10), second = random_samples(rng, 5);
  {
    SampleWriter w(file.path, kNetInputs);
    for (const auto& s : first) w.write(s);
  }
  {
    std::ofstream tail(file.path, std::ios::binary | std::ios::app);
    tail << std::string("\x05\x05\x10", 3);  // a record the generator was stopped in
  }
  {
    SampleWriter w(file.path, kNetInputs);
    EXPECT_EQ(w.existing(), first.size());
    for (const auto& s : second) w.write(s);
  }
  auto all = first;
  all.insert(all.end(), second.begin(), second.end());
  EXPECT_EQ(read_samples(file.path, kNetInputs), all);
}

TEST(NnueTrainingData, RefusesAnotherGamesFile) {
  std::mt19937 rng(14);
  TempFile file("nnue-data-other");
  {
    SampleWriter w(file.path, kNetInputs);
    w.write(random_samples(rng, 1)[0]);
  }
  EXPECT_THROW(SampleWriter(file.path, 100), InputError);
  EXPECT_THROW(read_samples(file.path, 100), InputError);
}

}  // namespace
}  // namespace menagerie::engine::nnue
