// Error messages that quote part of a UTF-8 character. A game's parser may quote one byte of what a
// client sent ("unexpected character '\xC3'"); the server used to throw while writing such an
// error as JSON, and the exception ended the whole server (found by fuzz/http_routes.cpp). Each
// request below must get its error, and the server must go on serving.
#include <gmock/gmock.h>

#include "server/server_fixture.hpp"

namespace menagerie::harness {
namespace {

using ::testing::HasSubstr;

const std::string kReplacement = "\xEF\xBF\xBD";  // U+FFFD, written for the byte that was cut

TEST_F(ServerTest, APuzzleQueryWithACutCharacterIsRefusedAndTheServerGoesOn) {
  HttpAnswer a = get(url_, "/api/variants/chessence-sniderman/puzzle?object=%C3%A9");
  ASSERT_EQ(a.status, 400) << a.body;
  EXPECT_THAT(a.as_json()["error"].get<std::string>(), HasSubstr("unexpected character"));
  EXPECT_EQ(get(url_, "/api/variants").status, 200);
}

TEST_F(ServerTest, ACreateWithACutCharacterIsRefusedWithA400) {
  HttpAnswer a = post(url_, "/api/games",
                      {{"variant", "chessence-sniderman"},
                       {"options", {{"object", "odd wins if \xC3\xA9"}}},
                       {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}}});
  ASSERT_EQ(a.status, 400) << a.body;
  EXPECT_THAT(a.as_json()["error"].get<std::string>(), HasSubstr(kReplacement));
}

TEST_F(ServerTest, APathThatIsNotUtf8GetsA404InJson) {
  HttpAnswer a = get(url_, "/api/games/\xC3");
  ASSERT_EQ(a.status, 404) << a.body;
  EXPECT_EQ(a.as_json()["error"], "no game " + kReplacement);
}

TEST_F(ServerTest, AMatchObjectWithACutCharacterIsRefusedOverTheSocket) {
  // A match of three rounds starts with a seat naming the first round's object.
  json created = create({{"variant", "chessence-sniderman"},
                         {"options", {{"rounds", 3}, {"seed", 5}}},
                         {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                         {"take", {0, 1}}});
  WsClient ws(url_);
  ws.send({{"type", "watch"}, {"game", created["id"]}, {"token", created["tokens"]["0"]}});
  ws.next_of("state");
  ws.send({{"type", "move"}, {"move", "object \xC3\xA9"}});
  json e = ws.next_of("error");
  EXPECT_EQ(e["request"], "move");
  EXPECT_THAT(e["message"].get<std::string>(), HasSubstr("unexpected character '" + kReplacement));
  ws.send({{"type", "ping"}});
  EXPECT_EQ(ws.next_of("pong")["type"], "pong");
}

}  // namespace
}  // namespace menagerie::harness
