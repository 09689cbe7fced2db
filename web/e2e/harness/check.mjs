// Assertions that say what was expected and what was seen, so a failure reads without a debugger.

export function check(cond, message) {
  if (!cond) throw new Error(message);
}

/** Equal as JSON (arrays in order, strings exactly): the message shows both sides. */
export function same(actual, expected, what) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: expected ${e}, saw ${a}`);
}
