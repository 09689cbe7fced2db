// The sequential probability ratio test a match can run under: H0 "the first engine is elo0
// stronger" against H1 "it is elo1 stronger" (logistic Elo), stopping as soon as the evidence
// decides.
#pragma once

#include <string>
#include <string_view>

#include "protocol/elo.hpp"

namespace menagerie::protocol {

class Sprt {
 public:
  enum class Verdict { kContinue, kH0, kH1 };

  Sprt(double elo0, double elo1, double alpha = 0.05, double beta = 0.05);
  // "elo0,elo1" as on the command line. Throws InputError naming the fault.
  static Sprt parse(std::string_view text);

  double elo0() const { return elo0_; }
  double elo1() const { return elo1_; }
  // Wald's bounds: accept H0 at or below log(beta / (1 - alpha)), H1 at or above log((1 - beta) /
  // alpha).
  double lower() const;
  double upper() const;

  // The generalised log-likelihood ratio of H1 against H0. Each hypothesis is the trinomial
  // (win/draw/loss) distribution of greatest likelihood whose expected score is the hypothesis's
  // score (a one-parameter tilt of the observed frequencies, found by bisection). Before every kind
  // of result has been seen, the unseen kinds count as 0.001 games in the frequencies only, so that
  // the tilt exists.
  double llr(const Tally& t) const;
  Verdict verdict(const Tally& t) const;

 private:
  double elo0_, elo1_, alpha_, beta_;
};

std::string_view verdict_name(Sprt::Verdict v);  // "H0", "H1", "continue"

}  // namespace menagerie::protocol
