// "Analyse / import": a dialog to paste a game (PGN, a move list) or a position of any game, then
// open it on the analysis board or play on from it against the computer. The server reads the
// text with the game's own parsers (POST /api/import) and names what is wrong in it.
import { analysisPath, pgnPlayers, pgnTags, variantOfTag } from "./analysis-model";
import { api } from "./api";
import { rememberTokens } from "./tokens";
import type { Imported, Variant } from "./types";
import { h, navigate } from "./ui";

/** Opens the dialog over the page; it removes itself when closed. */
export function openImport(variants: Variant[], preselect?: string): HTMLDialogElement {
  const select = h("select", { id: "import-variant", "aria-label": "game" }, ...variants.map((v) => h("option", { value: v.id, selected: v.id === (preselect ?? variants[0]?.id) }, v.name)));
  const text = h("textarea", {
    id: "import-text",
    rows: 8,
    spellcheck: "false",
    "aria-label": "game or position",
    placeholder: "[Event \"...\"]\n\n1. e4 e5 2. Nf3 ...   or a position: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
  });
  const message = h("p", { class: "import-error", role: "alert", "aria-live": "assertive" });
  const level = h("select", { id: "import-level", "aria-label": "computer level" }, ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => h("option", { value: n, selected: n === 4 }, `level ${n}`)));
  const analyse = h("button", { type: "button", id: "import-analyse", class: "primary", onclick: () => void go("analyse") }, "Analyse");
  const playOn = h("button", { type: "button", id: "import-play", onclick: () => void go("play") }, "Play on against the computer");
  const dialog = h(
    "dialog",
    { class: "import-dialog", "aria-label": "analyse or import a game" },
    h("h2", {}, "Analyse or import"),
    h("p", { class: "muted" }, "Paste a PGN, a list of moves in the game's own notation, or a position (FEN) of the chosen game."),
    h("div", { class: "row" }, h("label", { for: "import-variant" }, "Game"), select),
    text,
    message,
    h("div", { class: "import-actions" }, analyse, h("span", { class: "play-on" }, playOn, level), h("button", { type: "button", id: "import-cancel", onclick: () => dialog.close() }, "Cancel")),
  );
  const refresh = () => {
    const v = variants.find((x) => x.id === select.value);
    // Only the computer's games can be played on against it, and analysed.
    playOn.disabled = !v?.engine;
    analyse.disabled = !v?.engine || !!v.traits?.hidden || !!v.traits?.chance;
    analyse.title = analyse.disabled ? "analysis is for games of perfect information that the computer plays" : "";
  };
  select.addEventListener("change", refresh);
  refresh();
  // A PGN names its game in a [Variant] tag: that game is chosen as the text comes in (pasted or
  // typed), and a game not played here is said at once.
  const fromTag = () => {
    const found = variantOfTag(pgnTags(text.value).Variant, variants);
    if (!found) return;
    if ("error" in found) {
      message.textContent = found.error;
      return;
    }
    if (message.textContent?.startsWith("The PGN's [Variant")) message.textContent = "";
    if (select.value !== found.id) {
      select.value = found.id;
      refresh();
    }
  };
  text.addEventListener("input", fromTag);
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  text.focus();

  async function go(what: "analyse" | "play"): Promise<void> {
    message.textContent = "";
    const tags = pgnTags(text.value);
    const tagged = variantOfTag(tags.Variant, variants);
    if (tagged && "error" in tagged) {
      message.textContent = tagged.error;
      return;
    }
    if (tagged) select.value = tagged.id;
    const variant = select.value;
    let imported: Imported;
    analyse.disabled = playOn.disabled = true;
    try {
      imported = await api.importText(variant, text.value);
    } catch (e) {
      message.textContent = (e as Error).message;
      refresh();
      return;
    }
    if (what === "analyse") {
      if (!imported.analysable) {
        message.textContent = imported.why_not ?? "this game cannot be analysed";
        refresh();
        return;
      }
      dialog.close();
      navigate(analysisPath({ variant, options: imported.options, moves: imported.moves, players: pgnPlayers(tags) }));
      return;
    }
    if (imported.over) {
      message.textContent = "The game is over in that position: there is nothing to play on.";
      refresh();
      return;
    }
    const v = variants.find((x) => x.id === variant);
    const me = imported.to_move;
    const options = { ...imported.options, ...(imported.moves.length ? { moves: imported.moves } : {}) };
    const seats = (v?.seats ?? [0, 1]).map((_, i) => (i === me ? { kind: "human" as const } : { kind: "computer" as const, level: Number(level.value) }));
    try {
      const a = await api.createGame({ variant, options, seats, clock: null, take: [me] });
      rememberTokens(a.id, a.tokens);
      dialog.close();
      navigate(a.url || `/game/${a.id}`);
    } catch (e) {
      message.textContent = (e as Error).message;
      refresh();
    }
  }
  return dialog;
}
