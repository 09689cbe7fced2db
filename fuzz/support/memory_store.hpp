// A store kept in memory, for the server's fuzz targets: the same contract as SQLite's and
// PostgreSQL's (store/store.hpp), without a disk, so that a run is fast and starts clean.
#pragma once

#include <map>
#include <mutex>

#include "store/store.hpp"

namespace menagerie::fuzz {

class MemoryStore final : public store::Store {
 public:
  void create_game(const store::GameRecord& game) override;
  void append(std::span<const store::Append> batch) override;
  bool claim_seat(const std::string& game_id, int seat, const std::string& name,
                  const std::string& token_hash, std::int64_t account_id) override;
  int give_seats_to_account(const std::string& game_id, const std::string& token_hash,
                            std::int64_t account_id, const std::string& name) override;
  std::vector<store::GameRecord> games_of_account(std::int64_t account_id, int limit) override;
  std::vector<store::GameTally> tally_of_account(std::int64_t account_id) override;
  bool delete_game(const std::string& game_id) override;
  void finish_game(const std::string& game_id, const nlohmann::json& result) override;
  std::optional<store::StoredGame> load_game(const std::string& game_id) override;
  std::vector<store::StoredGame> unfinished_games() override;
  std::vector<store::GameRecord> list_games(bool open_only, int limit) override;

  void clear();

 private:
  std::mutex mutex_;
  std::map<std::string, store::StoredGame> games_;
  std::vector<std::string> order_;  // ids, oldest first
};

}  // namespace menagerie::fuzz
