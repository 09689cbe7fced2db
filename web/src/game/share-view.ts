// What leads away from the game page or brings others to it: the invitation links for the open
// seats (with a Copy button) and the links under the move list (the record, the rules, the
// lessons, the lobby). Which invitations exist is model.invitations.
import { api } from "../api";
import { seatName } from "../describe";
import { teamOf } from "../seats";
import type { Game, View } from "../types";
import { h, link } from "../ui";
import { button } from "./button";
import { invitations } from "./model";

export function renderInvite(el: HTMLElement, game: Game | null, live: View | null, you: number[], id: string, copied: () => void): void {
  const links = game ? invitations(game, you, location.origin, id) : [];
  if (!game || links.length === 0) {
    el.replaceChildren();
    return;
  }
  const row = (url: string, label: string, seat?: number) => {
    const input = h("input", { type: "text", readonly: true, value: url, "aria-label": label, class: "invite-link", ...(seat === undefined ? {} : { "data-invite-seat": seat }) });
    return h("div", { class: "copy-row" }, input, button("Copy", () => {
      input.select();
      navigator.clipboard?.writeText(url).then(copied, () => document.execCommand?.("copy"));
    }));
  };
  if (game.seats.length <= 2) {
    el.replaceChildren(h("label", {}, "Invite a friend with this link:"), row(links[0].url, "invitation link"));
    return;
  }
  // Several open seats: one link each, so every friend lands on the seat meant for them.
  el.replaceChildren(
    h("label", {}, links.length > 1 ? "Invite a friend to each open seat, one link per seat:" : "Invite a friend with this link:"),
    ...links.map(({ url, seat }) => {
      const i = seat ?? 0;
      const name = seatName(live, i);
      const team = live ? teamOf(live.seats, i, game.traits) : null;
      return h("div", { class: "invite-seat" }, h("span", { class: "invite-seat-name" }, `${name}${team ? ` (team ${team})` : ""}`), row(url, `invitation link for ${name}`, i));
    }),
  );
}

export function renderLinks(el: HTMLElement, live: View, id: string): void {
  el.replaceChildren(
    h("span", {}, h("a", { href: api.recordUrl(id), download: true, class: "record-link" }, "Download the record"), " (", h("a", { href: api.recordUrl(id, "json"), download: true, class: "record-json-link" }, "JSON"), ")"),
    link(`/rules/${live.variant}`, "Rules of this game"),
    link(`/learn/${live.variant}`, "Learn it by playing", { class: "learn-link" }),
    link("/", "Back to the lobby"),
  );
}
