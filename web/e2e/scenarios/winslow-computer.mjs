// The computer plays Winslow's Chessence: offered in the lobby, it answers a move at level 1.
import { createGame, desktop, drag, waitMoves, waitMyTurn } from "../harness.mjs";

export const title = "the computer (level 1) answers a move in Winslow's Chessence";

export default async function (t) {
  const page = await t.page(desktop(1000, 850));
  await createGame(t, page, { variant: "chessence-winslow", mode: "computer", level: 1, engine: true });
  await waitMyTurn(page);
  await drag(page, "d3", "c4");
  await waitMoves(page, 2, "chessence-winslow: the computer's reply");
  await waitMyTurn(page);
  await t.shot(page, "reply");
}
