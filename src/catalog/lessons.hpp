// Lessons: short interactive lessons that teach a game by playing it (issue 26, "Learn each game
// by playing it"). Each game keeps its lessons as data in its own folder,
// src/games/<folder>/lessons.json, compiled into the catalog (so an installed program serves them
// wherever it runs); the server hands them out as they are and never reads a rule. The web Learn
// page creates a game from a lesson's options and plays it through the real referee.
//
// A lesson (JSON object):
//   "id", "title": a short name; "words": 2-4 sentences for a player (a string);
//   "options": the game's own options that create the position (a seed wherever chance plays);
//   "seat": the learner's seat (default 0; the page takes it before the game's first view);
//   "goal": the goal in words ("Take the rook in two moves"); "hint": one sentence;
//   "steps": the solution, in order: {"move": m} made by the learner, {"reply": m} made by the
//            page for whichever seat is to move (the other side's answer, or a set-up the lesson
//            makes for the learner, who watches), each in the machine form of the legal moves list;
//   "check": what the goal means, every item must hold after the steps (and not all at the start):
//     {"kind": "win"}                         the game is over and the learner's seat won
//     {"kind": "piece", "at": sq, ...fields}  the learner's view shows a piece on sq whose fields
//                                             ("type", "color", "zombie", ...) equal those given
//     {"kind": "empty", "at": sq}             no piece on sq in the learner's view
//     {"kind": "said", "text": t}             a move of the lesson, as the learner reads it in the
//                                             history, contains t ("buried", "yes")
//     {"kind": "over"}                        the game is over (a course of golf played out)
//   "done": optional words shown once the goal is met.
//   "any_move": optional, true when the lesson teaches how to make a kind of move and every legal
//            one meets its goal (Masquerade's first assignment); tested both ways.
// Any move that keeps the goal reachable passes, not only the written one: the page asks the server
// to judge a learner's move that differs from the written step (judge_lesson_move), before sending
// it, and follows the line the judge found from there.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catalog/variant.hpp"

namespace menagerie::catalog {

// The lessons of a game (a JSON array; empty when it has none). The text is the game's own
// lessons.json, parsed once.
const json& lessons(std::string_view variant_id);

// Plays `lesson` through `v`'s referee and returns every fault found (empty: the lesson works):
// missing or malformed fields, options the game refuses, a step that is not a legal move of the
// seat that must make it (machine form), a goal already met at the start, or a goal not met after
// the steps.
std::vector<std::string> lesson_faults(const Variant& v, const json& lesson);

// Judges a learner's move that is not the written one (the Learn page asks before sending it, so
// that any move keeping the goal reachable passes): plays the lesson's first `done` steps through
// `v`'s referee (the written ones, or `played`: the moves of another line the page is following,
// one per step, each made by the seat the written step names), then `move` as the learner, and
// says whether the move was legal there and whether the lesson's goal can still be met in the
// steps left: some moves for them, of the same kinds (the learner's, or a reply of the seat to
// move), after which the whole "check" holds (or after fewer). The written step is tried first at
// each step, so a line that rejoins the lesson keeps its replies. Throws InputError naming what is
// wrong with the request (no such lesson step, a `played` move that is not legal or a list of
// another length, a lesson that does not work).
struct LessonVerdict {
  bool legal = false;  // the learner may make `move` after the `done` steps
  bool met = false;    // and the goal holds after it, or can be met in the steps left
  // When met: the steps that follow `move` on the way to the goal, {"move": m} or {"reply": m}
  // (empty: met at once). The page plays them in place of the written ones.
  json line = json::array();
};
LessonVerdict judge_lesson_move(const Variant& v, const json& lesson, std::size_t done,
                                const std::string& move,
                                const std::optional<std::vector<std::string>>& played = {});

}  // namespace menagerie::catalog
