// The Learn page: every lesson of every game, in order, each reached with the "Next lesson" button
// after the one before, at desktop size, with a screenshot at each "You've got it". The lessons
// come from the API, so the scenario knows none by heart. Two pages share the games to stay
// within a scenario's time.
import { check, desktop, getJson, STEP_MS } from "../harness.mjs";
import { playLesson } from "../harness/learn.mjs";

export const title = "Learn: every lesson of every game, one after another with the Next lesson button";

async function games(t, variants, lessons) {
  const page = await t.page(desktop(1280, 900));
  for (const v of variants) {
    await page.goto(`${t.base}/learn/${v}`);
    for (const [i, lesson] of lessons[v].entries()) {
      await page.waitForFunction((title) => document.querySelector(".lesson-title")?.textContent === title, lesson.title, { timeout: STEP_MS });
      await playLesson(page, lesson);
      await t.shot(page, `${v}-${i + 1}-${lesson.id}`);
      if (i + 1 < lessons[v].length) {
        check(((await page.locator("#lesson-next").textContent()) ?? "") === "Next lesson", `${v}: a next lesson`);
        await page.locator("#lesson-next").click();
        await page.waitForURL(new RegExp(`lesson=${encodeURIComponent(lessons[v][i + 1].id)}`), { timeout: STEP_MS });
      }
    }
    // Every lesson is marked done in the list.
    check((await page.locator(".lesson-list .done-mark").count()) === lessons[v].length, `${v}: every lesson is marked done`);
  }
}

export default async function (t) {
  const variants = (await getJson(t, "/api/variants")).map((v) => v.id);
  const lessons = {};
  for (const v of variants) lessons[v] = (await getJson(t, `/api/variants/${v}/lessons`)).lessons;
  const half = Math.ceil(variants.length / 2);
  await Promise.all([games(t, variants.slice(0, half), lessons), games(t, variants.slice(half), lessons)]);
}
