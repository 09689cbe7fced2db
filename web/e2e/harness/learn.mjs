// The Learn page (src/learn/view.ts) played as a person would: each of a lesson's own moves made
// with a button when the move is one, else by clicks on the board (a start then a target: a
// square, a card in a hand, a man in a field).
import { clickSquare, zone, zoneCell } from "./board.mjs";
import { check } from "./check.mjs";
import { STEP_MS } from "./setup.mjs";

const KINDS = { p: "pawn", n: "knight", b: "bishop", r: "rook", q: "queen", k: "king" };

/** Waits until the lesson has played `step` steps and the learner may move. */
export async function waitLessonStep(page, step) {
  await page.waitForSelector(`.lesson-status[data-step="${step}"][data-ready="1"]`, { timeout: STEP_MS });
}

/** Makes one of the lesson's moves (machine form) on the Learn page, as White. */
export async function makeLessonMove(page, move) {
  const button = page.locator(`.learn-page [data-move="${move}"]`);
  if (await button.count()) return button.first().click();
  // Cooperative's card ("card-P": the red pawn card): the card in the hand, then the stack.
  const card = /^card-([A-Za-z])$/.exec(move);
  if (card) {
    // A red card (upper case) stands for a white piece, a black card for a black one; the
    // learner plays White, from White's hand onto White's stack.
    const colour = card[1] === card[1].toUpperCase() ? "white" : "black";
    await (await zoneCell(page, "white-hand", `${colour} ${KINDS[card[1].toLowerCase()]}`)).click();
    await zone(page, "white-discards").click();
    // The board asks which card when the tap fits several: answer with the lesson's.
    const choice = page.locator(`dialog.chooser [data-move="${move}"]`);
    await choice.waitFor({ timeout: 2000 }).then(() => choice.click(), () => {});
    return;
  }
  // A man from a zone: Winslow's drop "M@e3" (the hand), Power Chess's "R4@near" (back field to
  // near field) and "R4@a1" (near field onto the board).
  const placed = /^[A-Z]\d?@(\w+)$/.exec(move);
  if (placed) {
    const to = placed[1];
    if (to === "near") {
      await zone(page, "white-back").click();
      return zone(page, "white-near").click();
    }
    const from = (await zone(page, "white-hand").count()) ? "white-hand" : "white-near";
    await zone(page, from).click();
    return clickSquare(page, to);
  }
  const squares = move.match(/[a-z]\d+/g) ?? [];
  check(squares.length >= 1, `a move the page can make: ${move}`);
  // "bury-d5": the burial's zone is selected by itself; a click on the square buries there.
  if (squares.length === 1) return clickSquare(page, squares[0]);
  await clickSquare(page, squares[0]);
  await clickSquare(page, squares[1]);
}

/** Plays the lesson on screen to "You've got it"; returns the seconds it took from now. */
export async function playLesson(page, lesson) {
  for (const [i, step] of lesson.steps.entries()) {
    if (step.move === undefined) continue; // a reply: the page plays it
    await waitLessonStep(page, i);
    await makeLessonMove(page, step.move);
  }
  await page.waitForSelector(".lesson-status.right", { timeout: STEP_MS });
  const said = (await page.locator(".lesson-status").textContent()) ?? "";
  check(said.startsWith("You've got it"), `${lesson.id}: you've got it (${said})`);
}
