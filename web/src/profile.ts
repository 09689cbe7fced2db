// A player's profile (/player/{name}) and a game's leaderboard (/leaderboard/{game}): views over
// profile-model.ts. The profile shows each game's rating ("?" while provisional) with its history
// chart and the record, then the recent games, each linking to its page.
import { api } from "./api";
import { dateText, leaderboardPath, profilePath, ratingText, recordText, resultText, type Leaderboard, type Profile, type ProfileGame, type RecentGame } from "./profile-model";
import { ratingChartView } from "./rating-chart";
import { Alerts, h, link } from "./ui";

function gameSection(g: ProfileGame): HTMLElement {
  return h(
    "section",
    { class: "profile-game", "data-game": g.game },
    h(
      "h2",
      {},
      g.title,
      " ",
      h("span", { class: "profile-rating-box" }, h("span", { class: "profile-rating-word" }, "rating "), h("span", { class: `profile-rating${g.provisional ? " provisional" : ""}`, "data-rating": g.rating === null ? "" : String(Math.round(g.rating)), title: g.provisional && g.rating !== null ? "provisional: too few recent games to be sure" : "" }, ratingText(g))),
    ),
    h(
      "p",
      { class: "profile-facts" },
      h("span", { class: "profile-record" }, recordText(g.record)),
      g.rating !== null ? ` · ${g.games} rated ${g.games === 1 ? "game" : "games"} · deviation ${Math.round(g.rd ?? 0)}` : "",
      " · ",
      link(leaderboardPath(g.game), "Leaderboard"),
    ),
    g.history.length > 0 ? h("div", { class: "rating-chart-box" }, ratingChartView(g.history, `${g.title} rating`)) : null,
  );
}

/** "vs Bob, Computer level 1": an account's name links to its profile. */
function opponentsOf(r: RecentGame): (Node | string)[] {
  if (r.opponents.length === 0) return ["alone"];
  const out: (Node | string)[] = ["vs "];
  r.opponents.forEach((o, i) => {
    if (i > 0) out.push(", ");
    out.push(o.account ? link(profilePath(o.name), o.name) : o.name);
  });
  return out;
}

export function profilePage(root: HTMLElement, name: string): () => void {
  let alive = true;
  const alerts = new Alerts();
  const body = h("div", { class: "profile-body" }, "Loading…");
  const title = h("h1", {}, name);
  root.replaceChildren(h("main", { class: "profile-page" }, h("nav", {}, link("/", "← Lobby")), title, alerts.element, body));
  document.title = `${name} — Menagerie`;
  api.player(name).then(
    (p: Profile) => {
      if (!alive) return;
      title.textContent = p.name;
      document.title = `${p.name} — Menagerie`;
      const recent = p.recent.length
        ? h(
            "ul",
            { class: "recent-games" },
            ...p.recent.map((r) =>
              h(
                "li",
                { "data-game": r.id, "data-result": r.result },
                link(r.link, r.title),
                " ",
                h("span", { class: "muted" }, dateText(r.created_ms)),
                " — ",
                ...opponentsOf(r),
                " — ",
                h("strong", { class: "recent-result" }, resultText(r.result)),
                r.analysis ? " · " : "",
                r.analysis ? link(r.analysis, "Analysis", { class: "analysis-link" }) : "",
              ),
            ),
          )
        : h("p", { class: "empty" }, "No games yet.");
      body.replaceChildren(
        h("p", { class: "muted" }, `Playing here since ${dateText(p.joined_ms)}.`),
        ...(p.games.length ? p.games.map(gameSection) : [h("p", { class: "empty" }, "No finished or rated games yet.")]),
        h("section", { class: "profile-recent" }, h("h2", {}, "Recent games"), recent),
      );
      body.setAttribute("data-loaded", "true");
    },
    (e: Error) => {
      if (!alive) return;
      body.replaceChildren(h("p", { class: "empty" }, "No profile to show."));
      alerts.show(e.message);
    },
  );
  return () => {
    alive = false;
  };
}

export function leaderboardPage(root: HTMLElement, game: string): () => void {
  let alive = true;
  const alerts = new Alerts();
  const body = h("div", { class: "leaderboard-body" }, "Loading…");
  const title = h("h1", {}, `Leaderboard: ${game}`);
  root.replaceChildren(h("main", { class: "leaderboard-page" }, h("nav", {}, link("/", "← Lobby"), " · ", link(`/rules/${game}`, "Rules")), title, alerts.element, body));
  document.title = `Leaderboard — Menagerie`;
  api.leaderboard(game).then(
    (b: Leaderboard) => {
      if (!alive) return;
      title.textContent = `Leaderboard: ${b.title}`;
      document.title = `${b.title} leaderboard — Menagerie`;
      const scores = b.kind === "scores";
      const note = scores
        ? "A game played together against the board keeps no rating: here are the best scores, the first game to reach each."
        : "The top 50 players with a settled rating (not provisional) who played a rated game in the last 30 days.";
      const table = b.rows.length
        ? h(
            "table",
            { class: "leaderboard" },
            h("thead", {}, h("tr", {}, h("th", {}, "#"), h("th", {}, "Player"), h("th", {}, scores ? "Score" : "Rating"), h("th", {}, scores ? "Game" : "Games"))),
            h(
              "tbody",
              {},
              ...b.rows.map((r) =>
                h(
                  "tr",
                  { "data-rank": r.rank },
                  h("td", {}, String(r.rank)),
                  h("td", {}, link(profilePath(r.name), r.name)),
                  h("td", { class: "num" }, scores ? String(r.score) : String(Math.round(r.rating ?? 0))),
                  h("td", { class: "num" }, scores ? (r.link ? link(r.link, "view") : "") : String(r.games)),
                ),
              ),
            ),
          )
        : h("p", { class: "empty" }, scores ? "No score yet." : "Nobody yet: a rating settles after a handful of rated games.");
      body.replaceChildren(h("p", { class: "muted" }, note), table);
      body.setAttribute("data-loaded", "true");
    },
    (e: Error) => {
      if (!alive) return;
      body.replaceChildren(h("p", { class: "empty" }, "No leaderboard to show."));
      alerts.show(e.message);
    },
  );
  return () => {
    alive = false;
  };
}
