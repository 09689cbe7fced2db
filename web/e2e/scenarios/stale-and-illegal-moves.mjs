// Two tabs on one hot-seat game: a move from a tab whose view is stale, and a move the rules do not
// allow (offered by a tampered legal list), are each refused with an error and change nothing.
import { alertText, check, createGame, desktop, drag, moves, serverHistory, waitBoard, waitMoves, waitMyTurn } from "../harness.mjs";

export const title = "a stale move and an illegal move each show an error and change nothing";

export default async function (t) {
  const one = await t.page(desktop());
  const url = await createGame(t, one, { mode: "hotseat", options: { sp: 518 } });
  await waitMyTurn(one);
  // A second tab holding the same token, whose socket we can hold back or tamper with.
  const two = await t.page(one.context());
  let freeze = false;
  let addIllegal = false;
  await two.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((msg) => {
      if (freeze && String(msg).includes('"type":"state"')) return; // errors still get through
      if (addIllegal) {
        const m = JSON.parse(String(msg));
        if (m.type === "state" && m.view?.legal) m.view.legal.push({ text: "d2d5", from: "d2", to: "d5" });
        msg = JSON.stringify(m);
      }
      ws.send(msg);
    });
  });
  t.step("tab one ready");
  await two.goto(url);
  await waitMyTurn(two);
  t.step("tab two ready");
  freeze = true; // tab two stops hearing the server: its view goes stale
  await drag(one, "e2", "e4");
  t.step("dragged");
  await waitMoves(one, 1, "tab one's move");
  t.step("moved");
  await drag(two, "d2", "d4"); // tab two still thinks it is move 0
  t.step("stale move sent");
  const stale = await alertText(two);
  t.step("stale error shown");
  check(stale.length > 0, "the stale move shows an error");
  const afterStale = await serverHistory(t, url);
  check(afterStale.length === 1, `the stale move changed the game: ${JSON.stringify(afterStale)}`);
  await t.shot(two, "stale");
  // Hear the server again; now the view offers a move the rules do not allow.
  freeze = false;
  addIllegal = true;
  await two.reload();
  t.step("reloaded");
  await waitBoard(two);
  await waitMoves(two, 1, "tab two after reload");
  await drag(two, "e7", "e5"); // Black's move, as hot-seat plays both sides
  await waitMoves(two, 2, "a legal move still works");
  await waitMyTurn(two);
  await drag(two, "d2", "d5"); // three squares for a pawn: only our tampered list calls it legal
  t.step("illegal move sent");
  const illegal = await alertText(two);
  t.step("illegal error shown");
  check(illegal.length > 0, "the illegal move shows an error");
  const afterIllegal = await serverHistory(t, url);
  check(afterIllegal.length === 2, `the illegal move changed the game: ${JSON.stringify(afterIllegal)}`);
  check((await moves(one)).length === 2, `tab one still shows two moves: ${await moves(one)}`);
  await t.shot(two, "illegal");
}
