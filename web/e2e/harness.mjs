// Everything a scenario needs, from one place. A scenario (scenarios/<name>.mjs) exports a `title`
// and a default async function that gets the scenario's Session `t` (t.base, t.page(), t.shot(),
// t.step()) and throws when something is not as it should be; see README.md, "End-to-end tests".
export { STEP_MS, sleep } from "./harness/setup.mjs";
export { desktop, phone } from "./harness/browser.mjs";
export { check, same } from "./harness/check.mjs";
export {
  alertText,
  boardPicture,
  chooserLabels,
  clickSquare,
  drag,
  dragBetween,
  moves,
  square,
  squareText,
  touchDrag,
  waitBoard,
  waitLabel,
  waitMoves,
  waitMyTurn,
  zone,
  zoneCell,
  zoneText,
} from "./harness/board.mjs";
export { catalogEngine, correspondenceUnderWay, createGame, gameId, getJson, openMoreOptions, postJson, sameSeatsOnPhone, serverHistory, startFromCard } from "./harness/games.mjs";
export { signUp } from "./harness/accounts.mjs";
