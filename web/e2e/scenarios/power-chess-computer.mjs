// The computer plays Power Chess: offered in the lobby, it answers a move at level 1.
import { createGame, desktop, drag, waitMoves, waitMyTurn } from "../harness.mjs";

export const title = "the computer (level 1) answers a move in Power Chess";

export default async function (t) {
  const page = await t.page(desktop(1000, 850));
  await createGame(t, page, { variant: "power-chess", mode: "computer", level: 1, engine: true });
  await waitMyTurn(page);
  await drag(page, "c2", "c3");
  await waitMoves(page, 2, "power-chess: the computer's reply");
  await waitMyTurn(page);
  await t.shot(page, "reply");
}
