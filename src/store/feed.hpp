// The changes other server nodes make to a shared PostgreSQL database, as they happen: how nodes
// behind one load balancer learn of each other's moves (docs/scaling.md). The PostgreSQL store
// announces every append and every claimed seat with NOTIFY in the writing transaction (so an
// announcement comes only with a commit); the feed LISTENs on a connection of its own.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace menagerie::store {

// One announcement: game `game_id`'s log now reaches `seq`, or (seq -1) its seats changed.
struct Change {
  std::string game_id;
  std::int64_t seq = -1;
};

struct FeedHandlers {
  // Called on the feed's own thread, one change at a time; it must not block for long.
  std::function<void(const Change&)> changed;
  // The listening connection broke and is back: announcements made meanwhile are lost, so whoever
  // follows games must read them again from the store. Called on the feed's thread.
  std::function<void()> reconnected;
};

class ChangeFeed {
 public:
  virtual ~ChangeFeed() = default;
  // True when no other node was running on this database when this one connected: the whole
  // service was down, and a resumed game's clock should not count the time it was (the first node
  // writes the "resume" events; a node joining running ones must not).
  virtual bool alone_at_start() const = 0;
};

// Connects (throwing StoreError when it cannot), listens, and follows until destroyed; a broken
// connection is retried every second or so, then `reconnected` runs.
std::unique_ptr<ChangeFeed> open_postgres_feed(const std::string& url, FeedHandlers handlers);

}  // namespace menagerie::store
