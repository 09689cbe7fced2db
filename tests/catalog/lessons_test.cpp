// Every game's lessons (src/games/<folder>/lessons.json, catalog/lessons.hpp) work: each is created
// from its options through the catalog, its solution is played move by move through the real
// referee (the learner's moves and the replies, each a legal move of the seat that must make it),
// and its goal, in machine form, holds after the steps and not before. A broken lesson (an illegal
// step, a goal missed) is named with its fault.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "catalog/lessons.hpp"
#include "core/error.hpp"

namespace menagerie::catalog {
namespace {

using ::testing::HasSubstr;

std::string lesson_fault_text(const std::vector<std::string>& faults) {
  std::string out;
  for (const auto& f : faults) out += f + "\n";
  return out;
}

TEST(Lessons, EveryGameHasLessonsThatItsRefereePlaysToTheGoal) {
  for (const Variant* v : variants()) {
    const json& list = lessons(v->id());
    EXPECT_FALSE(list.empty()) << v->id() << " has no lessons";
    std::set<std::string> ids;
    for (const json& lesson : list) {
      std::string id = lesson.is_object() ? lesson.value("id", "?") : "?";
      SCOPED_TRACE(std::string(v->id()) + " lesson " + id);
      EXPECT_TRUE(ids.insert(id).second) << "two lessons named " << id;
      auto faults = lesson_faults(*v, lesson);
      EXPECT_TRUE(faults.empty()) << lesson_fault_text(faults);
    }
  }
}

TEST(Lessons, TheNamedLessonsOfTheIssueAreThere) {
  // Issue 26: Zombie (bury, rise, a horde), Masquerade (assign, ask, deduce), Golf (borrowed
  // moves, the special move, a first hole).
  const std::pair<const char*, std::vector<std::string>> wanted[] = {
      {"zombie", {"bury", "rise", "horde"}},
      {"masquerade", {"assign", "ask", "deduce"}},
      {"golf", {"borrowed-moves", "special-move", "first-hole"}}};
  for (const auto& [game, names] : wanted) {
    if (!lookup(game)) continue;  // a build of fewer games
    std::set<std::string> have;
    for (const json& lesson : lessons(game)) have.insert(lesson.value("id", ""));
    for (const std::string& name : names)
      EXPECT_TRUE(have.count(name)) << game << " lacks " << name;
  }
}

TEST(Lessons, UnknownVariantHasNone) { EXPECT_TRUE(lessons("no-such-game").empty()); }

// The check itself: a doctored copy of a working lesson must be caught.
json first_lesson() {
  const json& list = lessons("chess960");
  return list.empty() ? json::object() : list[0];
}

TEST(LessonFaults, AnIllegalStepIsNamed) {
  json lesson = first_lesson();
  ASSERT_TRUE(lesson.is_object() && lesson.contains("steps"));
  lesson["steps"][0]["move"] = "h1h8";  // no piece on h1
  EXPECT_THAT(lesson_fault_text(lesson_faults(find("chess960"), lesson)),
              HasSubstr("not a legal move"));
}

TEST(LessonFaults, AMissedGoalIsNamed) {
  json lesson = first_lesson();
  ASSERT_TRUE(lesson.is_object());
  lesson["check"] = json::array({json{{"kind", "piece"}, {"at", "h8"}, {"type", "queen"}}});
  EXPECT_THAT(lesson_fault_text(lesson_faults(find("chess960"), lesson)),
              HasSubstr("goal is not met"));
  lesson["check"] = json::array({json{{"kind", "win"}}});
  EXPECT_THAT(lesson_fault_text(lesson_faults(find("chess960"), lesson)),
              HasSubstr("goal is not met"));
}

TEST(LessonFaults, AGoalMetBeforeAnyMoveIsNamed) {
  json lesson = first_lesson();
  ASSERT_TRUE(lesson.is_object());
  lesson["check"] = json::array({json{{"kind", "empty"}, {"at", "e4"}}});
  EXPECT_THAT(lesson_fault_text(lesson_faults(find("chess960"), lesson)), HasSubstr("already met"));
}

TEST(LessonFaults, AMoveOutOfTurnAndBadShapesAreNamed) {
  json lesson = first_lesson();
  ASSERT_TRUE(lesson.is_object());
  json twice = lesson;  // the learner's second move, while the other side is to move
  twice["steps"] = json::array({lesson["steps"][0], lesson["steps"][0]});
  EXPECT_THAT(lesson_fault_text(lesson_faults(find("chess960"), twice)),
              HasSubstr("does not act now"));
  json shapeless = lesson;
  shapeless.erase("hint");
  shapeless["check"] = json::array({json{{"kind", "teleport"}}});
  std::string faults = lesson_fault_text(lesson_faults(find("chess960"), shapeless));
  EXPECT_THAT(faults, HasSubstr("'hint'"));
  EXPECT_THAT(faults, HasSubstr("unknown or incomplete check"));
  json refused = lesson;
  refused["options"] = json{{"fen", "not a position"}};
  EXPECT_THAT(lesson_fault_text(lesson_faults(find("chess960"), refused)),
              HasSubstr("refuses the options"));
}

// Any move meeting the goal passes, not only the written one (issue 26 §2): for every lesson
// whose last step is the learner's, the written move is judged to meet the goal there; and at
// some learner's step (the last where one exists: a lesson whose goal is "play any card" takes
// every card, and says "any_move") some other legal move is judged not to, which the page answers with the hint.
std::vector<std::string> legal_at_step(const Variant& v, const json& lesson, std::size_t step) {
  auto table = v.create(lesson["options"]);
  const Seat learner = lesson.value("seat", 0);
  const json& steps = lesson["steps"];
  for (std::size_t i = 0; i < step; ++i) {
    const bool mine = steps[i].contains("move");
    table->play_as(mine ? learner : table->to_move(),
                   (mine ? steps[i]["move"] : steps[i]["reply"]).get<std::string>());
  }
  return table->legal_moves_of(learner);
}

TEST(LessonJudge, TheWrittenMoveMeetsEveryGoalAndSomeOtherMoveDoesNot) {
  for (const Variant* v : variants()) {
    for (const json& lesson : lessons(v->id())) {
      const json& steps = lesson["steps"];
      SCOPED_TRACE(std::string(v->id()) + " lesson " + lesson.value("id", "?"));
      const std::size_t last = steps.size() - 1;
      if (steps[last].contains("move")) {
        EXPECT_TRUE(judge_lesson_move(*v, lesson, last, steps[last]["move"]).met);
      }
      bool some_wrong = false, some_other = false;
      for (std::size_t k = steps.size(); k-- > 0 && !some_wrong;) {
        if (!steps[k].contains("move")) continue;
        int tried = 0;
        for (const std::string& m : legal_at_step(*v, lesson, k)) {
          if (m == steps[k]["move"] || ++tried > 40) continue;
          some_other = true;
          LessonVerdict got = judge_lesson_move(*v, lesson, k, m);
          EXPECT_TRUE(got.legal) << m;
          some_wrong = some_wrong || !got.met;
        }
      }
      // A lesson that teaches how to make a kind of move ("any_move": every one passes) says so.
      if (some_other && lesson.value("any_move", false)) {
        EXPECT_FALSE(some_wrong) << "a lesson of any move refuses one";
      } else if (some_other) {
        EXPECT_TRUE(some_wrong) << "every other move meets the goal: mark it \"any_move\"";
      }
    }
  }
}

// Two mates in one: the written one and the other both pass; a quiet move and an illegal one do
// not; a step that is not the learner's is refused by name.
TEST(LessonJudge, AnotherMoveMeetingTheGoalPasses) {
  json lesson = first_lesson();
  ASSERT_TRUE(lesson.is_object());
  lesson["options"] = json{{"fen", "k7/8/1K6/8/8/8/6R1/7R w - - 0 1"}};
  lesson["steps"] = json::array({json{{"move", "h1h8"}}});
  lesson["check"] = json::array({json{{"kind", "win"}}});
  ASSERT_TRUE(lesson_faults(find("chess960"), lesson).empty())
      << lesson_fault_text(lesson_faults(find("chess960"), lesson));
  EXPECT_TRUE(judge_lesson_move(find("chess960"), lesson, 0, "h1h8").met);
  EXPECT_TRUE(judge_lesson_move(find("chess960"), lesson, 0, "g2g8").met);
  LessonVerdict quiet = judge_lesson_move(find("chess960"), lesson, 0, "h1h2");
  EXPECT_TRUE(quiet.legal);
  EXPECT_FALSE(quiet.met);
  LessonVerdict illegal = judge_lesson_move(find("chess960"), lesson, 0, "h1a8");
  EXPECT_FALSE(illegal.legal);
  EXPECT_FALSE(illegal.met);
  EXPECT_THROW(judge_lesson_move(find("chess960"), lesson, 1, "h1h8"), InputError);
}

// A multi-step lesson takes another first move that keeps its goal reachable (issue 26): Zombie's
// horde lesson moves c3 then e3; e3 first is judged right, with the rest of its line (c3c4), and
// the lesson completes along it (the page sends the moves played so far); a move that leaves no way
// to the goal in the steps left is refused, at the first step and after the other first move.
TEST(LessonJudge, AnotherFirstMoveOfATwoStepLessonIsTakenAndTheLessonCompletes) {
  const Variant& zombie = find("zombie");
  json horde;
  for (const json& l : lessons("zombie"))
    if (l.value("id", "") == "horde") horde = l;
  ASSERT_TRUE(horde.is_object());
  ASSERT_EQ(horde["steps"][0]["move"], "c3c4");
  LessonVerdict other = judge_lesson_move(zombie, horde, 0, "e3e4");
  EXPECT_TRUE(other.legal);
  EXPECT_TRUE(other.met) << "e3e4 first still reaches the goal";
  EXPECT_EQ(other.line, json::array({json{{"move", "c3c4"}}}));
  LessonVerdict last =
      judge_lesson_move(zombie, horde, 1, "c3c4", std::vector<std::string>{"e3e4"});
  EXPECT_TRUE(last.met) << "the lesson completes along the other line";
  EXPECT_EQ(last.line, json::array());
  LessonVerdict wrong = judge_lesson_move(zombie, horde, 0, "e1d1");
  EXPECT_TRUE(wrong.legal);
  EXPECT_FALSE(wrong.met) << "a king move leaves one step for two pawns";
  EXPECT_FALSE(judge_lesson_move(zombie, horde, 1, "e1d1", std::vector<std::string>{"e3e4"}).met);
  // What was played must be legal and as long as the steps done: else the request is refused.
  EXPECT_THROW(judge_lesson_move(zombie, horde, 1, "c3c4", std::vector<std::string>{"e3e5"}),
               InputError);
  EXPECT_THROW(judge_lesson_move(zombie, horde, 1, "c3c4", std::vector<std::string>{}), InputError);
}

// The same in a lesson whose second step is of another kind (Cooperative: a move on the board,
// then a card): another first move, then the written card, completes the turn.
TEST(LessonJudge, AnotherBoardMoveBeforeTheCardCompletesATurn) {
  const Variant& coop = find("cooperative");
  json turn;
  for (const json& l : lessons("cooperative"))
    if (l.value("id", "") == "a-turn") turn = l;
  ASSERT_TRUE(turn.is_object());
  ASSERT_EQ(turn["steps"][0]["move"], "e2e4");
  LessonVerdict other = judge_lesson_move(coop, turn, 0, "d2d4");
  EXPECT_TRUE(other.met);
  EXPECT_EQ(other.line, json::array({json{{"move", "card-P"}}})) << "the written card comes first";
  EXPECT_TRUE(judge_lesson_move(coop, turn, 1, "card-P", std::vector<std::string>{"d2d4"}).met);
}

}  // namespace
}  // namespace menagerie::catalog
