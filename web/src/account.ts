// The lobby header's account box (account-model.ts is its model): a guest sees the name field
// with "Log in" and "Sign up", which open a small form; a signed-in player sees their name and
// "Log out". A success reloads the page, so every list on it is read again as the account.
import { api } from "./api";
import { formProblem, formWords, seatClaims, type AccountForm, type Who } from "./account-model";
import { myGameIds, setPlayerName, tokensFor } from "./tokens";
import { profilePath } from "./profile-model";
import { Alerts, h, link } from "./ui";

/** The box, for who `whoever` says this browser is (the lobby asks once for the box and its lists). */
export function accountBox(nameField: HTMLElement, whoever: Promise<Who>): HTMLElement {
  const box = h("div", { class: "account-box", "data-account": "unknown" }, nameField);
  void whoever.then(show);

  function show(who: Who): void {
    box.setAttribute("data-account", who.kind);
    if (who.kind === "unknown") return; // a server without accounts (or down): the name field alone
    if (who.kind === "signed-in") {
      setPlayerName(who.account.name); // the seats this browser takes carry the account's name
      box.replaceChildren(
        h("span", { class: "signed-in" }, "Signed in as ", h("strong", { id: "account-name" }, link(profilePath(who.account.name), who.account.name, { title: "your profile: ratings and games" }))),
        h("button", { type: "button", id: "logout", onclick: logout }, "Log out"),
      );
      return;
    }
    const panel = h("div", { class: "account-panel", hidden: true });
    box.replaceChildren(
      nameField,
      h("button", { type: "button", id: "login-open", onclick: () => open(panel, "login") }, "Log in"),
      h("button", { type: "button", id: "signup-open", onclick: () => open(panel, "signup") }, "Sign up"),
      panel,
    );
  }

  function open(panel: HTMLElement, form: AccountForm): void {
    const words = formWords(form);
    const alerts = new Alerts();
    const name = h("input", { id: "account-user", type: "text", autocomplete: "username", maxlength: 40, required: true });
    const password = h("input", { id: "account-password", type: "password", autocomplete: form === "signup" ? "new-password" : "current-password", required: true });
    const repeat = h("input", { id: "account-repeat", type: "password", autocomplete: "new-password" });
    const submit = h("button", { type: "submit", class: "primary", id: "account-submit" }, words.submit);
    const el = h(
      "form",
      { class: "account-form", "data-form": form, "aria-label": words.title },
      h("p", { class: "account-title" }, words.title),
      h("label", {}, "User name ", name),
      h("label", {}, "Password ", password),
      form === "signup" ? h("label", {}, "Password again ", repeat) : null,
      alerts.element,
      h(
        "div",
        { class: "account-buttons" },
        submit,
        h("button", { type: "button", class: "link-like", onclick: () => open(panel, form === "signup" ? "login" : "signup") }, words.other),
        h("button", { type: "button", onclick: () => (panel.hidden = true) }, "Cancel"),
      ),
    );
    el.addEventListener("submit", (e) => {
      e.preventDefault();
      const problem = formProblem(form, name.value, password.value, repeat.value);
      if (problem) {
        alerts.show(problem);
        return;
      }
      submit.disabled = true;
      const ask = form === "signup" ? api.account.signup : api.account.login;
      ask(name.value.trim(), password.value).then(
        // The games played here as a guest become the account's (listed on every device); a
        // failure there keeps them in this browser as before, so it does not stop the log-in.
        () =>
          api.account
            .claim(seatClaims(Object.fromEntries(myGameIds().map((g) => [g, tokensFor(g)]))))
            .catch(() => undefined)
            .then(() => location.reload()),
        (err: Error) => {
          submit.disabled = false;
          alerts.show(err.message);
        },
      );
    });
    panel.replaceChildren(el);
    panel.hidden = false;
    name.focus();
  }

  function logout(): void {
    api.account.logout().then(
      () => location.reload(),
      () => location.reload(), // an ended session is logged out too
    );
  }

  return box;
}
