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

}  // namespace
}  // namespace menagerie::catalog
