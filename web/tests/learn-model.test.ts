import { describe, expect, it } from "vitest";
import {
  START,
  learnPath,
  learnerCount,
  learnerSeat,
  lessonIndex,
  nextLesson,
  nextStep,
  otherSeats,
  parseFinished,
  seatCount,
  solved,
  statusLine,
  stepPlayed,
  judged,
  judgeBody,
  tryMove,
  withFinished,
  type Lesson,
} from "../src/learn/model";

const bury: Lesson = {
  id: "bury",
  title: "Bury",
  words: "Take, then bury.",
  goal: "Take the pawn and bury it",
  hint: "e4 takes d5",
  options: { fen: "x" },
  steps: [{ move: "e4d5" }, { move: "bury-d5" }, { reply: "e8e7" }],
  check: [],
  done: "Buried.",
};

describe("learn model", () => {
  it("walks the steps: learner, learner, reply, end", () => {
    expect(nextStep(bury, 0)).toEqual({ kind: "learner", move: "e4d5" });
    expect(nextStep(bury, 1)).toEqual({ kind: "learner", move: "bury-d5" });
    expect(nextStep(bury, 2)).toEqual({ kind: "reply", move: "e8e7" });
    expect(nextStep(bury, 3)).toEqual({ kind: "end" });
  });

  it("sends the lesson's move and refuses another kindly, keeping the position", () => {
    const right = tryMove(bury, START, "e4d5");
    expect(right.send).toBe(true);
    expect(right.progress.wrong).toBe(false);
    const other = tryMove(bury, START, "e4e5");
    // Another move is not refused by the page: the judge (the game's referee) says.
    expect(other).toEqual({ progress: START, send: false, judge: true });
    const wrong = judged(START, { legal: true, met: false });
    expect(wrong.send).toBe(false);
    expect(wrong.progress).toEqual({ ...START, wrong: true, hinted: true });
    expect(statusLine(bury, wrong.progress)).toEqual({ text: "Not quite: that move does not reach the goal. The position is as it was; the hint may help.", tone: "wrong" });
    expect(statusLine(bury, { ...START, wrong: true }).tone).toBe("wrong");
    // A right move after a wrong one clears the reproach.
    expect(tryMove(bury, wrong.progress, "e4d5").progress.wrong).toBe(false);
  });

  it("passes any move the judge finds meets the goal, and the lesson ends once it is played", () => {
    const step2 = stepPlayed(START, bury);
    const asked = tryMove(bury, step2, "bury-e1");
    expect(asked.judge).toBe(true);
    const yes = judged(step2, { legal: true, met: true });
    expect(yes.send).toBe(true);
    expect(solved(bury, yes.progress)).toBe(false); // not until the referee has played it
    const played = stepPlayed(yes.progress, bury);
    expect(solved(bury, played)).toBe(true);
    expect(statusLine(bury, played).tone).toBe("right");
    // Met on the first of two steps: no further step is asked for.
    const early = stepPlayed(judged(START, { legal: true, met: true }).progress, bury);
    expect(early.done).toBe(bury.steps.length);
    // An illegal move is never sent, whatever else is said.
    expect(judged(START, { legal: false, met: true }).send).toBe(false);
  });

  it("follows the judge's line after another first move that keeps the goal reachable", () => {
    const horde: Lesson = { ...bury, id: "horde", steps: [{ move: "c3c4" }, { reply: "e8e7" }, { move: "e3e4" }] };
    expect(judgeBody(horde, START, "e3e4")).toEqual({ step: 0, move: "e3e4" });
    const alt = judged(START, { legal: true, met: true, line: [{ reply: "e8d7" }, { move: "c3c4" }] }, horde, "e3e4");
    expect(alt.send).toBe(true);
    const after = stepPlayed(alt.progress, horde);
    expect(solved(horde, after)).toBe(false); // the goal is still two steps away
    expect(nextStep(horde, after)).toEqual({ kind: "reply", move: "e8d7" }); // the judge's reply, not the written one
    const mine = stepPlayed(after, horde);
    expect(nextStep(horde, mine)).toEqual({ kind: "learner", move: "c3c4" });
    expect(statusLine(horde, mine).text).toBe("Good. Step 2 of 2: go on.");
    expect(tryMove(horde, mine, "c3c4").send).toBe(true);
    // Another move again: the judge is told the line played so far.
    expect(judgeBody(horde, mine, "c3c5")).toEqual({ step: 2, move: "c3c5", played: ["e3e4", "e8d7"] });
    expect(solved(horde, stepPlayed(mine, horde))).toBe(true);
  });

  it("never sends a learner's move while a reply is due or after the end", () => {
    expect(tryMove(bury, { ...START, done: 2 }, "e8e7").send).toBe(false);
    expect(tryMove(bury, { ...START, done: 3 }, "e4d5").send).toBe(false);
  });

  it("says what to do, and you've got it at the end", () => {
    expect(statusLine(bury, START).text).toBe("Your move (2 steps to make).");
    expect(statusLine(bury, stepPlayed(START)).text).toBe("Good. Step 2 of 2: go on.");
    expect(statusLine(bury, { ...START, done: 2 }).text).toBe("The other side answers…");
    const end = { ...START, done: 3 };
    expect(solved(bury, end)).toBe(true);
    expect(statusLine(bury, end)).toEqual({ text: "You've got it! Buried.", tone: "right" });
    expect(statusLine({ ...bury, steps: [{ move: "a" }] }, START).text).toBe("Your move.");
    expect(learnerCount(bury, 1)).toEqual({ made: 1, total: 2 });
  });

  it("finds lessons, the next one, paths and seats", () => {
    const two = [bury, { ...bury, id: "rise" }];
    expect(lessonIndex(two, "rise")).toBe(1);
    expect(lessonIndex(two, "nope")).toBe(0);
    expect(lessonIndex(two, null)).toBe(0);
    expect(nextLesson(two, 0)).toBe(1);
    expect(nextLesson(two, 1)).toBeNull();
    expect(learnPath("half-alice")).toBe("/learn/half-alice");
    expect(learnPath("zombie", "a b")).toBe("/learn/zombie?lesson=a%20b");
    expect(learnerSeat(bury)).toBe(0);
    expect(learnerSeat({ ...bury, seat: 2 })).toBe(2);
    expect(otherSeats(bury, 2)).toEqual([1]);
    expect(otherSeats({ ...bury, seat: 2 }, 4)).toEqual([0, 1, 3]);
    expect(otherSeats(bury, 1)).toEqual([]);
    expect(seatCount(bury, 2)).toBe(2);
    expect(seatCount({ ...bury, options: { seats: 1 } }, 8)).toBe(1);
  });

  it("remembers finished lessons without duplicates and survives bad storage", () => {
    expect(parseFinished("not json")).toEqual({});
    expect(parseFinished("[1]")).toEqual({});
    const once = withFinished({}, "zombie", "bury");
    expect(withFinished(once, "zombie", "bury")).toBe(once);
    expect(withFinished(once, "zombie", "rise")).toEqual({ zombie: ["bury", "rise"] });
  });
});
