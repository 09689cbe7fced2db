// The Learn page: the first lesson of every game, completed in the browser at desktop and phone
// size, with a screenshot at its start and at "You've got it". The lessons come from the API
// (GET /api/variants/{id}/lessons), so the scenario knows none by heart: it makes each of the
// lesson's own moves as a person would (a button when the move is one, else a click on its start
// square and its target), and logs how long each first lesson took on the scenario's clock
// (issue 26: under a minute). On the first game it also tries a wrong move and the hint; on
// Zombie's first lesson (bury) the desktop learner buries under the king, not the written pawn:
// another right answer, which the lesson accepts (issue 26 §2).
import fs from "node:fs";
import path from "node:path";
import { check, clickSquare, desktop, getJson, phone, squareText, STEP_MS } from "../harness.mjs";
import { makeLessonMove, playLesson, waitLessonStep } from "../harness/learn.mjs";

export const title = "Learn: the first lesson of every game, desktop and phone, reached from the lobby card";

async function firstLesson(t, page, variant, lesson, size, tryWrong) {
  const t0 = Date.now();
  await page.goto(`${t.base}/learn/${variant}`);
  await waitLessonStep(page, 0);
  const heading = (await page.locator(".lesson-title").textContent()) ?? "";
  check(heading === lesson.title, `${variant}: the first lesson is shown (${heading})`);
  check(((await page.locator(".lesson-goal").textContent()) ?? "").includes(lesson.goal), `${variant}: the goal is shown`);
  await t.shot(page, `${variant}-${size}-start`);
  if (tryWrong) {
    // A legal move that is not the lesson's: a kind word, and the position stays as it was.
    await clickSquare(page, "b1");
    await clickSquare(page, "b2");
    await page.waitForSelector(".lesson-status.wrong", { timeout: STEP_MS });
    const said = (await page.locator(".lesson-status").textContent()) ?? "";
    check(said.startsWith("Not quite"), `a wrong move is answered kindly: ${said}`);
    check((await squareText(page, "b1")).includes("king"), "the king is still on b1");
    await page.locator("#lesson-hint").click();
    check(await page.locator(".lesson-hint").isVisible(), "the hint is shown");
    check(((await page.locator(".lesson-hint").textContent()) ?? "") === lesson.hint, "the lesson's hint");
    await t.shot(page, `${variant}-${size}-wrong-and-hint`);
  }
  if (size === "desktop" && variant === "zombie" && lesson.id === "bury") {
    await waitLessonStep(page, 0);
    await makeLessonMove(page, lesson.steps[0].move);
    await waitLessonStep(page, 1);
    await makeLessonMove(page, "bury-e1"); // under the king: the goal does not say where
    await page.waitForSelector(".lesson-status.right", { timeout: STEP_MS });
    await t.shot(page, `${variant}-${size}-another-right-answer`);
  } else await playLesson(page, lesson);
  const seconds = (Date.now() - t0) / 1000;
  check(await page.locator("#lesson-next").isVisible(), `${variant}: a button to the next lesson`);
  await t.shot(page, `${variant}-${size}-got-it`);
  return seconds;
}

async function allGames(t, size, viewport, variants, lessons) {
  const page = await t.page(viewport);
  // The way in: the Learn link of the game's card in the lobby.
  await page.goto(t.base + "/");
  await page.locator('.game-card[data-variant="zombie"] .learn-link').click({ timeout: STEP_MS });
  await page.waitForURL(/\/learn\/zombie/, { timeout: STEP_MS });
  await waitLessonStep(page, 0);
  const times = {};
  for (const v of variants) times[v] = await firstLesson(t, page, v, lessons[v][0], size, size === "desktop" && v === "chess960");
  return times;
}

export default async function (t) {
  const variants = (await getJson(t, "/api/variants")).map((v) => v.id);
  check(variants.length === 10, `ten games: ${variants}`);
  const lessons = {};
  for (const v of variants) {
    lessons[v] = (await getJson(t, `/api/variants/${v}/lessons`)).lessons;
    check(lessons[v]?.length >= 1, `${v} has lessons`);
  }
  // Desktop and phone side by side: two pages of one browser.
  const [desk, ph] = await Promise.all([
    allGames(t, "desktop", desktop(1280, 900), variants, lessons),
    allGames(t, "phone", phone(390, 844), variants, lessons),
  ]);
  const lines = variants.map((v) => `${v.padEnd(20)} desktop ${desk[v].toFixed(1)} s   phone ${ph[v].toFixed(1)} s`);
  console.log(`     first lessons (scenario clock):\n     ${lines.join("\n     ")}`);
  fs.writeFileSync(path.join(t.dir, "timings.json"), JSON.stringify({ desktop: desk, phone: ph }, null, 1));
  for (const v of variants) check(desk[v] < 60 && ph[v] < 60, `${v}: the first lesson takes under a minute`);
}
