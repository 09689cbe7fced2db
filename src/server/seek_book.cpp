#include "server/seek_book.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace menagerie::server {

void to_json(nlohmann::json& j, const Seek& s) {
  j = {{"id", s.id},
       {"seal_key", s.seal_key},
       {"public_id", s.public_id},
       {"variant", s.variant},
       {"clock", s.clock},
       {"rated", s.rated},
       {"players", s.players},
       {"any_size", s.any_size},
       {"fewest", s.fewest},
       {"account_id", s.account_id},
       {"holder", s.holder},
       {"name", s.name},
       {"since_ms", s.since_ms},
       {"seen_ms", s.seen_ms}};
  if (s.rating) j["rating"] = *s.rating;
}

void from_json(const nlohmann::json& j, Seek& s) {
  j.at("id").get_to(s.id);
  j.at("seal_key").get_to(s.seal_key);
  j.at("public_id").get_to(s.public_id);
  j.at("variant").get_to(s.variant);
  s.clock = j.at("clock");
  j.at("rated").get_to(s.rated);
  j.at("players").get_to(s.players);
  j.at("any_size").get_to(s.any_size);
  j.at("fewest").get_to(s.fewest);
  j.at("account_id").get_to(s.account_id);
  j.at("holder").get_to(s.holder);
  j.at("name").get_to(s.name);
  j.at("since_ms").get_to(s.since_ms);
  j.at("seen_ms").get_to(s.seen_ms);
  s.rating = j.contains("rating") ? std::optional<double>(j["rating"].get<double>()) : std::nullopt;
}

double SeekBook::range(std::int64_t waited_ms) {
  if (waited_ms >= kAnyoneAfterMs) return std::numeric_limits<double>::infinity();
  return kFirstRange + kRangeGrowth * double(std::max<std::int64_t>(0, waited_ms) / kGrowthEveryMs);
}

bool SeekBook::one_holder(const Seek& a, const Seek& b) {
  return (a.account_id != 0 && a.account_id == b.account_id) ||
         (!a.holder.empty() && a.holder == b.holder);
}

bool SeekBook::compatible(const Seek& a, const Seek& b, std::int64_t now_ms) {
  if (a.variant != b.variant || a.clock != b.clock || a.rated != b.rated) return false;
  if (a.players != b.players && !a.any_size && !b.any_size) return false;
  if (one_holder(a, b)) return false;
  if (!a.rating || !b.rating) return true;
  double gap = std::abs(*a.rating - *b.rating);
  return gap <= range(now_ms - a.since_ms) && gap <= range(now_ms - b.since_ms);
}

std::optional<Match> SeekBook::match_for(std::size_t i, std::int64_t now_ms, bool short_race) {
  const Seek& newest = seeks_[i];
  // The game's size: the smallest asked (a seek of any size asks for the most the game seats, and
  // two seeks of two given sizes are never together).
  int size = newest.players;
  std::vector<std::size_t> chosen;
  for (std::size_t j = 0; j < seeks_.size() && int(chosen.size()) + 1 < size; ++j) {
    if (j == i || !compatible(newest, seeks_[j], now_ms)) continue;
    if (int(chosen.size()) + 2 > seeks_[j].players) continue;  // the game is bigger than it asks
    bool with_all = std::all_of(chosen.begin(), chosen.end(), [&](std::size_t k) {
      return compatible(seeks_[k], seeks_[j], now_ms);
    });
    if (!with_all) continue;
    chosen.push_back(j);
    size = std::min(size, seeks_[j].players);
  }
  int found = int(chosen.size()) + 1;
  bool enough = found >= size || (short_race && newest.fewest > 0 && found >= newest.fewest);
  if (!enough) return std::nullopt;
  chosen.push_back(i);
  std::sort(chosen.begin(), chosen.end());
  Match match;
  for (std::size_t k : chosen) match.push_back(seeks_[k]);
  // Erased from the back, so that the indices before stay right.
  for (auto k = chosen.rbegin(); k != chosen.rend(); ++k) seeks_.erase(seeks_.begin() + long(*k));
  return match;
}

std::optional<Match> SeekBook::add(Seek seek, std::int64_t now_ms) {
  seek.since_ms = seek.seen_ms = now_ms;
  seeks_.push_back(std::move(seek));
  return match_for(seeks_.size() - 1, now_ms, false);
}

std::optional<Match> SeekBook::take(const std::string& public_id, Seek seek, std::string& error) {
  auto it = std::find_if(seeks_.begin(), seeks_.end(),
                         [&](const Seek& s) { return s.public_id == public_id; });
  if (it == seeks_.end()) {
    error = "that seek is gone: its player was paired or left";
    return std::nullopt;
  }
  if (it->players != 2) {
    error = "a seek for a game of more than two players fills from the queue: seek the same game";
    return std::nullopt;
  }
  if (it->variant != seek.variant || it->clock != seek.clock || it->rated != seek.rated) {
    error = "that seek is for another game, clock or kind (rated or casual)";
    return std::nullopt;
  }
  if (one_holder(*it, seek)) {
    error =
        "that seek is your own (from this account or another tab of this browser): wait for "
        "another player";
    return std::nullopt;
  }
  Match match{*it, std::move(seek)};
  seeks_.erase(it);
  return match;
}

std::vector<Match> SeekBook::sweep(std::int64_t now_ms) {
  std::vector<Match> out;
  for (std::size_t i = 0; i < seeks_.size();) {
    // A race whose oldest seek has waited long enough starts with those present.
    bool short_race = now_ms - seeks_[i].since_ms >= kRaceStartAfterMs;
    if (auto m = match_for(i, now_ms, short_race)) {
      out.push_back(std::move(*m));
      i = 0;  // the book lost seeks before and after i: look again from the oldest
    } else {
      ++i;
    }
  }
  return out;
}

bool SeekBook::cancel(const std::string& id) {
  return std::erase_if(seeks_, [&](const Seek& s) { return s.id == id; }) > 0;
}

bool SeekBook::touch(const std::string& id, std::int64_t now_ms) {
  for (auto& s : seeks_)
    if (s.id == id) {
      s.seen_ms = now_ms;
      return true;
    }
  return false;
}

std::vector<Seek> SeekBook::expire(std::int64_t now_ms, std::int64_t idle_ms) {
  std::vector<Seek> gone;
  std::erase_if(seeks_, [&](const Seek& s) {
    if (now_ms - s.seen_ms < idle_ms) return false;
    gone.push_back(s);
    return true;
  });
  return gone;
}

const Seek* SeekBook::find(const std::string& id) const {
  for (const auto& s : seeks_)
    if (s.id == id) return &s;
  return nullptr;
}

}  // namespace menagerie::server
