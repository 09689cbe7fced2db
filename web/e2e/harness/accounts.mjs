// Accounts from the lobby's header, as a player signs up.
import { STEP_MS } from "./setup.mjs";

/** Signs `name` up on `page` from the lobby's header and reloads the lobby as the signed-in player. */
export async function signUp(page, base, name, password) {
  await page.goto(`${base}/`);
  await page.waitForSelector('[data-account="guest"]', { timeout: STEP_MS });
  await page.click("#signup-open");
  for (const [id, value] of Object.entries({ "account-user": name, "account-password": password, "account-repeat": password })) await page.fill(`#${id}`, value);
  await page.click("#account-submit");
  await page.waitForSelector('[data-account="signed-in"]', { timeout: STEP_MS });
  // The lobby as a signed-in player loads it.
  await page.reload();
  await page.waitForSelector('[data-account="signed-in"]', { timeout: STEP_MS });
}
