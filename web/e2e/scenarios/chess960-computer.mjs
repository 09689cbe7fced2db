// Chess960 against the computer at level 1: a mouse drag, the computer's reply in the move list;
// then a reload shows the same board and list, and the game goes on from there.
import { boardPicture, check, createGame, desktop, drag, moves, same, squareText, waitBoard, waitMoves, waitMyTurn } from "../harness.mjs";

export const title = "Chess960 against the computer (level 1): drag a piece, see the reply; reload and continue";

export default async function (t) {
  const page = await t.page(desktop());
  await createGame(t, page, { mode: "computer", level: 1, options: { sp: 100 } });
  await waitMyTurn(page);
  await t.shot(page, "start");
  check((await squareText(page, "e2")).includes("white pawn"), `e2 should hold a white pawn: ${await squareText(page, "e2")}`);
  await drag(page, "e2", "e4");
  await waitMoves(page, 2, "after 1. e4 the computer replies");
  check((await squareText(page, "e4")).includes("white pawn"), `e4 should hold the pawn: ${await squareText(page, "e4")}`);
  check((await squareText(page, "e2")).includes("empty"), "e2 should be empty");
  check(/e4/.test((await moves(page))[0]), `first move shown as e4, got ${(await moves(page))[0]}`);
  await waitMyTurn(page);
  await t.shot(page, "reply");

  // Reload: the page rebuilds itself from the server alone.
  const before = { board: await boardPicture(page), moves: await moves(page) };
  await page.reload();
  await waitBoard(page);
  await waitMoves(page, before.moves.length, "after reload");
  same(await moves(page), before.moves, "the move list after a reload");
  same(await boardPicture(page), before.board, "the board after a reload");
  await waitMyTurn(page);
  await drag(page, "d2", "d4");
  await waitMoves(page, 4, "after 2. d4 the computer replies");
  // The level-1 computer answers at random and may take on d4: then a black piece stands there.
  const played = await moves(page);
  check(played[2] === "d4", `the third move should be d4: ${played}`);
  const d4 = await squareText(page, "d4");
  const taken = played[3].includes("xd4");
  check(d4.includes(taken ? "black" : "white pawn"), `d4 after ${played[3]}: ${d4}`);
  await t.shot(page, "continued");
}
