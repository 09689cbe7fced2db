// The room's session driven directly (server/session.hpp): no socket, no store, no timer, no lock.
// A request is decided at a time given, its event applied, and what each viewer is sent compared.
#include <gmock/gmock.h>

#include <optional>

#include "catalog/create.hpp"
#include "server/session.hpp"

namespace menagerie::harness {
namespace {

using nlohmann::json;
using server::Decision;
using server::Session;
using ::testing::HasSubstr;

// A game of `variant` between two people (their seats held), created at time 0.
Session session_of(const std::string& variant, json options, json clock = nullptr) {
  store::GameRecord r;
  r.id = "g1";
  r.variant = variant;
  r.options = options;
  r.clock = clock;
  for (int s = 0; s < 2; ++s)
    r.seats.push_back({"human", 0, "p" + std::to_string(s), "hash" + std::to_string(s)});
  auto table = catalog::create_game(catalog::find(variant), options);
  return Session(std::move(r), std::move(table));
}

Session standard_chess(json clock = nullptr) {
  return session_of("chess960", {{"sp", 518}}, clock);
}

json move_request(const std::string& move) { return {{"type", "move"}, {"move", move}}; }

// Decides a request that must come to an event, and applies it.
store::Event session_do(Session& s, int seat, const json& request, std::int64_t now) {
  Decision d = s.decide({seat}, request, now);
  EXPECT_EQ(d.refusal, "") << request;
  EXPECT_TRUE(d.event.has_value()) << request;
  if (!d.event) return {};
  s.apply(*d.event, d.played);
  return *d.event;
}

TEST(SessionTest, AMoveIsDecidedThenApplied) {
  Session s = standard_chess();
  Decision d = s.decide({0}, move_request("e2e4"), 5);
  ASSERT_TRUE(d.event);
  EXPECT_EQ(d.refusal, "");
  EXPECT_EQ(d.event->kind, "move");
  EXPECT_EQ(d.event->seat, 0);
  EXPECT_EQ(d.event->data, "e2e4");
  EXPECT_EQ(d.event->seq, 0);
  EXPECT_EQ(d.event->at_ms, 5);
  s.apply(*d.event, d.played);
  EXPECT_EQ(s.next_seq(), 1);
  EXPECT_EQ(s.moves(), std::vector<std::string>{"e2e4"});
  EXPECT_EQ(s.table().to_move(), 1);
  json seen = json::parse(s.message_for({1}, 6));
  EXPECT_EQ(seen["ply"], 1);
  EXPECT_EQ(seen["you"], json::array({1}));
}

// A guest's seats claimed by an account (POST /api/account/claim) are the account's in the room's
// own copy too, named by the account: every seat of that token, none of another's, never one an
// account holds.
TEST(SessionTest, ClaimedSeatsTakeTheAccountInTheRoomsCopy) {
  Session s = standard_chess();
  std::string before = s.record().seats[0].name;
  s.give_seats_to_account("hash1", 7, "Walter");
  EXPECT_EQ(s.record().seats[0].account_id, 0);
  EXPECT_EQ(s.record().seats[1].account_id, 7);
  EXPECT_EQ(s.record().seats[1].name, "Walter") << "named by its account";
  s.give_seats_to_account("hash1", 9, "Zed");
  EXPECT_EQ(s.record().seats[1].account_id, 7) << "an account's seat stays its own";
  EXPECT_EQ(s.record().seats[1].name, "Walter");
  s.give_seats_to_account("", 9, "Zed");
  EXPECT_EQ(s.record().seats[0].account_id, 0);
  EXPECT_EQ(s.record().seats[0].name, before);
}

TEST(SessionTest, ARefusedMoveChangesNothing) {
  Session s = standard_chess();
  session_do(s, 0, move_request("e2e4"), 1);
  const std::string before0 = s.message_for({0}, 2), before1 = s.message_for({1}, 2),
                    watcher = s.message_for({}, 2);
  struct Refused {
    std::vector<int> seats;
    json request;
    std::string why;
  };
  for (const Refused& r : std::vector<Refused>{
           {{0}, move_request("d2d4"), ""},  // not seat 0's turn: the referee says why
           {{1}, move_request("e7e6e5"), ""},
           {{1}, move_request("e2e4"), ""},
           {{}, move_request("e7e5"), "you are watching this game, not playing it"},
           {{1}, {{"type", "move"}, {"move", "e7e5"}, {"ply", 0}}, "older position"},
           {{1}, {{"type", "move"}}, "needs \"move\""},
           {{1}, {{"type", "dance"}}, "unknown request type \"dance\""},
           {{1}, {{"type", "decline"}}, "there is no draw offer to decline"},
       }) {
    Decision d = s.decide(r.seats, r.request, 3);
    EXPECT_NE(d.refusal, "") << r.request;
    EXPECT_THAT(d.refusal, HasSubstr(r.why)) << r.request;
    EXPECT_FALSE(d.event) << r.request;
    EXPECT_FALSE(d.rematch);
    EXPECT_EQ(d.hint, -1);
    EXPECT_EQ(s.next_seq(), 1);
    EXPECT_EQ(s.message_for({0}, 2), before0) << r.request;
    EXPECT_EQ(s.message_for({1}, 2), before1) << r.request;
    EXPECT_EQ(s.message_for({}, 2), watcher) << r.request;
  }
}

TEST(SessionTest, ADrawOfferedThenAccepted) {
  Session s = standard_chess();
  EXPECT_EQ(session_do(s, 0, {{"type", "draw"}}, 1).kind, "draw-offer");
  json seen = json::parse(s.message_for({1}, 2));
  EXPECT_EQ(seen["draw_offer"], 0);
  EXPECT_EQ(s.decide({0}, {{"type", "draw"}}, 2).refusal, "you have already offered a draw");
  EXPECT_FALSE(s.over());
  EXPECT_EQ(session_do(s, 1, {{"type", "draw"}}, 3).kind, "draw-accept");
  EXPECT_TRUE(s.over());
  EXPECT_EQ(s.result()["result"], "draw");
  EXPECT_EQ(s.result()["reason"], "agreement");
  seen = json::parse(s.message_for({0}, 4));
  EXPECT_EQ(seen["view"]["over"], true);
  EXPECT_EQ(seen["game"]["status"], "finished");
  EXPECT_EQ(s.decide({0}, move_request("e2e4"), 5).refusal, "the game is over");
}

TEST(SessionTest, ATakebackByAgreementUndoesTheAskersTurnAndTheReply) {
  Session s = standard_chess();
  session_do(s, 0, move_request("e2e4"), 1);
  session_do(s, 1, move_request("e7e5"), 2);
  store::Event asked = session_do(s, 0, {{"type", "takeback"}}, 3);
  EXPECT_EQ(asked.kind, "takeback-offer");
  EXPECT_EQ(s.moves().size(), 2u) << "asked, not yet agreed";
  EXPECT_EQ(json::parse(s.message_for({1}, 3))["takeback_offer"], 0);
  store::Event agreed = session_do(s, 1, {{"type", "takeback"}}, 4);
  EXPECT_EQ(agreed.kind, "takeback");
  EXPECT_EQ(agreed.seat, 0);
  EXPECT_EQ(agreed.data, "2");
  EXPECT_TRUE(s.moves().empty());
  EXPECT_EQ(s.message_for({0}, 5), standard_chess().message_for({0}, 5)) << "back to the start";
  EXPECT_EQ(s.takebacks(), 1u);
  EXPECT_EQ(json::parse(s.message_for({0}, 5))["takeback_offer"], nullptr);
  EXPECT_EQ(session_do(s, 0, move_request("d2d4"), 6).data, "d2d4");
}

TEST(SessionTest, AFlagFallsWhenNowReachesTheDeadline) {
  Session s = standard_chess({{"initial_ms", 1000}, {"increment_ms", 0}});
  session_do(s, 0, move_request("e2e4"), 10);  // a seat's first move is not timed
  session_do(s, 1, move_request("e7e5"), 20);
  // Seat 0's clock runs from 20 with its 1000 ms.
  EXPECT_FALSE(s.flag_due(1019));
  std::optional<store::Event> flag = s.flag_due(1020);
  ASSERT_TRUE(flag);
  EXPECT_EQ(flag->kind, "flag");
  EXPECT_EQ(flag->seat, 0);
  // A move sent at that instant comes too late: refused, and the flag falls all the same.
  Decision late = s.decide({0}, move_request("g1f3"), 1020);
  EXPECT_EQ(late.refusal, "your time ran out");
  ASSERT_TRUE(late.event);
  EXPECT_EQ(late.event->kind, "flag");
  EXPECT_FALSE(late.played);
  EXPECT_EQ(s.moves().size(), 2u) << "the late move was not played";
  s.apply(*flag);
  EXPECT_TRUE(s.over());
  EXPECT_EQ(s.result()["winner"], 1);
  EXPECT_EQ(s.result()["reason"], "time");
  EXPECT_EQ(json::parse(s.message_for({1}, 2000))["clock"]["remaining_ms"], json::array({0, 1000}));
}

// A resignation ends the game on the table, whose result the session reads; an abort, which the
// rules do not know, is the session's own, and the record calls the game abandoned.
TEST(SessionTest, AResignationIsTheTablesResultAndAnAbortTheSessions) {
  Session resigned = standard_chess();
  EXPECT_EQ(session_do(resigned, 0, {{"type", "resign"}}, 1).kind, "resign");
  ASSERT_TRUE(resigned.table().outcome().over());
  EXPECT_EQ(resigned.table().outcome().winner, 1);
  EXPECT_EQ(resigned.result()["winner"], 1);
  EXPECT_EQ(resigned.result()["reason"], "resignation");
  EXPECT_THAT(resigned.record_text({}, server::RecordFormat::usual), HasSubstr("0-1"));

  Session aborted = standard_chess();
  EXPECT_EQ(session_do(aborted, 0, {{"type", "abort"}}, 1).kind, "abort");
  EXPECT_TRUE(aborted.over());
  EXPECT_FALSE(aborted.table().outcome().over());
  EXPECT_EQ(aborted.result(), json({{"result", "aborted"}, {"winner", -2}, {"reason", "aborted"}}));
  EXPECT_THAT(aborted.record_text({}, server::RecordFormat::usual), HasSubstr("abandoned"));
  EXPECT_EQ(json::parse(aborted.message_for({1}, 2))["view"]["result"], "aborted");
}

// Masquerade: a seat's first move is a secret choice (its capture assignment). Two sessions whose
// first moves differ only in that secret send the other seat and a spectator the same bytes.
TEST(SessionTest, AHiddenGameShowsTheOtherSeatTheSameBytesWhateverTheSecret) {
  auto probe = catalog::create_game(catalog::find("masquerade"), json::object());
  ASSERT_EQ(probe->to_move(), 0);
  std::vector<std::string> first = probe->legal_moves();
  std::optional<std::pair<std::string, std::string>> secret;
  for (std::size_t j = 1; j < first.size() && !secret; ++j) {
    auto a = catalog::create_game(catalog::find("masquerade"), json::object());
    auto b = catalog::create_game(catalog::find("masquerade"), json::object());
    a->play(first[0]);
    b->play(first[j]);
    if (a->view(1) == b->view(1) && a->view(0) != b->view(0)) secret.emplace(first[0], first[j]);
  }
  ASSERT_TRUE(secret) << "masquerade's first move should be a secret choice";
  Session a = session_of("masquerade", json::object()),
          b = session_of("masquerade", json::object());
  session_do(a, 0, move_request(secret->first), 7);
  session_do(b, 0, move_request(secret->second), 7);
  EXPECT_EQ(a.message_for({1}, 8), b.message_for({1}, 8));
  EXPECT_EQ(a.message_for({}, 8), b.message_for({}, 8));
  EXPECT_NE(a.message_for({0}, 8), b.message_for({0}, 8)) << "the owner sees its own secret";
}

}  // namespace
}  // namespace menagerie::harness
