// Display preferences this browser remembers (localStorage): small on/off choices that change how
// a game is drawn, never what is played. A store that fails (private mode, quota, disabled) only
// loses the memory: the default is used and the page goes on.

/** The part of the Web Storage interface a preference needs (localStorage, or a test's fake). */
export interface FlagStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Whether the overlay of each man's current powers (annotations.powers) is drawn. */
export const SHOW_POWERS = "menagerie.showPowers";
/** On until a person turns it off: see docs in web/README.md ("Powers overlay"). */
export const SHOW_POWERS_DEFAULT = true;

/** Whether moves, captures and checks are sounded (sound.ts). */
export const SOUND = "menagerie.sound";
/** On until turned off, as in most chess sites: a move by the other side is heard. */
export const SOUND_DEFAULT = true;

export function readFlag(store: FlagStore | null | undefined, key: string, fallback: boolean): boolean {
  try {
    const raw = store?.getItem(key);
    if (raw === "1" || raw === "true") return true;
    if (raw === "0" || raw === "false") return false;
  } catch {
    // unreadable store: the default
  }
  return fallback;
}

export function writeFlag(store: FlagStore | null | undefined, key: string, value: boolean): void {
  try {
    store?.setItem(key, value ? "1" : "0");
  } catch {
    // unwritable store: the choice lasts for this page only
  }
}

/** localStorage when the browser gives it, else null (reading it may throw when disabled). */
export function browserStore(): FlagStore | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** A remembered choice among a few named ones; a stored name not among `allowed` is the fallback. */
export function readChoice(store: FlagStore | null | undefined, key: string, allowed: readonly string[], fallback: string): string {
  try {
    const raw = store?.getItem(key);
    if (raw !== null && raw !== undefined && allowed.includes(raw)) return raw;
  } catch {
    // unreadable store: the default
  }
  return fallback;
}

export function writeChoice(store: FlagStore | null | undefined, key: string, value: string): void {
  try {
    store?.setItem(key, value);
  } catch {
    // unwritable store: the choice lasts for this page only
  }
}
