// The lines beside the board (the game's own info), this seat's secrets while the game is on, and
// once it is over every seat's secrets revealed; with the deduction and the game's other tables.
// Which lines and secrets are shown is decided in game/model.ts (sideInfo, revealed).
import { mySeatToAct } from "../acting";
import { isTable, secretLabel, secretText } from "../secret";
import { tableView } from "../table-view";
import type { Game, View } from "../types";
import { h } from "../ui";
import { isOver, revealed, sideInfo } from "./model";

export function renderResult(parts: { info: HTMLElement; tables: HTMLElement }, view: View, game: Game | null, you: number[]): void {
  const rows: HTMLElement[] = [];
  // A prompt is shown in the status, to the seat it is for; the others' lines stay here.
  const promptShown = mySeatToAct(view, you) !== null;
  for (const i of sideInfo(view, game, promptShown)) rows.push(h("dt", {}, i.label), h("dd", {}, i.text));
  // Once over, every seat's secret: the burials (also on the board), the hands, the assignments.
  const shownSecrets = revealed(view);
  for (const l of shownSecrets.lines) rows.push(h("dt", { class: "revealed" }, l.label), h("dd", { class: "revealed", "data-revealed": l.label }, l.text));
  const over = isOver(view, game);
  const secretTables: HTMLElement[] = [];
  // Once the secrets are all revealed, a seat's own is among them.
  for (const [k, v] of Object.entries(over && shownSecrets.tables.length + shownSecrets.lines.length > 0 ? {} : (view.secret ?? {}))) {
    if (isTable(v)) secretTables.push(tableView(v, " (only you see this)"));
    else rows.push(h("dt", { class: "secret" }, secretLabel(k)), h("dd", { class: "secret", "data-secret": k }, secretText(v)));
  }
  parts.info.replaceChildren(...rows);
  const deduction = (view.deduction ?? []).filter(isTable);
  parts.tables.replaceChildren(
    // The assignments a finished game reveals stand beside the deduction they answer.
    ...(deduction.length ? [h("h2", {}, "Deduction"), h("div", { class: "table-row" }, ...deduction.map((t) => tableView(t))), h("p", { class: "table-legend" }, "O certain · X impossible · ? still possible")] : []),
    ...(shownSecrets.tables.length ? [h("h2", {}, "The secrets, revealed"), h("div", { class: "table-row revealed-tables", "data-revealed-tables": "" }, ...shownSecrets.tables.map((t) => tableView(t)))] : []),
    ...secretTables,
    // The game's other tables (Golf's race: the counts of the hole, the score sheet), in order.
    ...(view.tables ?? []).filter(isTable).map((t) => h("div", { class: "game-table" }, tableView(t))),
  );
}
