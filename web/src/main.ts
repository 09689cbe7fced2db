// The single-page client: eight routes, chosen from the path (the server answers index.html for
// any other path that is not under /api).
import "./style.css";
import { analysisPage } from "./analysis";
import { gamePage } from "./game";
import { learnPage } from "./learn/view";
import { lobbyPage } from "./lobby";
import { leaderboardPage, profilePage } from "./profile";
import { puzzlePage } from "./puzzle";
import { rulesPage } from "./rules";
import { h, link } from "./ui";

const root = document.getElementById("app") as HTMLElement;
let cleanup: () => void = () => {};

export function route(path: string): void {
  cleanup();
  const game = /^\/game\/([^/]+)\/?$/.exec(path);
  const rules = /^\/rules\/([^/]+)\/?$/.exec(path);
  const puzzle = /^\/puzzle\/([^/]+)\/?$/.exec(path);
  const learn = /^\/learn\/([^/]+)\/?$/.exec(path);
  const player = /^\/player\/([^/]+)\/?$/.exec(path);
  const board = /^\/leaderboard\/([^/]+)\/?$/.exec(path);
  if (path === "/" || path === "/index.html") cleanup = lobbyPage(root);
  else if (path === "/analysis" || path === "/analysis/") cleanup = analysisPage(root, new URLSearchParams(location.search));
  else if (game) cleanup = gamePage(root, decodeURIComponent(game[1]));
  else if (rules) cleanup = rulesPage(root, decodeURIComponent(rules[1]));
  else if (puzzle) cleanup = puzzlePage(root, decodeURIComponent(puzzle[1]), new URLSearchParams(location.search));
  else if (learn) cleanup = learnPage(root, decodeURIComponent(learn[1]), new URLSearchParams(location.search));
  else if (player) cleanup = profilePage(root, decodeURIComponent(player[1]));
  else if (board) cleanup = leaderboardPage(root, decodeURIComponent(board[1]));
  else {
    root.replaceChildren(h("main", {}, h("h1", {}, "Not found"), h("p", {}, "No page here. ", link("/", "Go to the lobby"))));
    cleanup = () => {};
  }
  window.scrollTo(0, 0);
}

window.addEventListener("popstate", () => route(location.pathname));
route(location.pathname);
