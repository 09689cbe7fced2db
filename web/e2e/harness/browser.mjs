// Debian's chromium, driven by playwright-core (no browser download): headless, and quiet on the
// network so nothing but our server is talked to.
import { chromium } from "playwright-core";
import { browserPath } from "./setup.mjs";

export function launchBrowser() {
  return chromium.launch({
    executablePath: browserPath,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

/** The window sizes the scenarios play in: a desktop window, and a phone held upright (touch). */
export const desktop = (width = 1100, height = 850) => ({ viewport: { width, height } });
export const phone = (width = 360, height = 760) => ({ viewport: { width, height }, hasTouch: true, isMobile: true });
