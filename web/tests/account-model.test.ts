import { describe, expect, it } from "vitest";
import { formProblem, formWords, seatClaims, whoFrom } from "../src/account-model";

const ada = { id: 3, name: "Ada", created_ms: 1 };

describe("whoFrom", () => {
  it("reads me's answer: an account, a guest on 401, unknown otherwise", () => {
    expect(whoFrom(200, ada)).toEqual({ kind: "signed-in", account: ada });
    expect(whoFrom(401, { error: "not logged in" })).toEqual({ kind: "guest" });
    expect(whoFrom(500, { error: "store down" })).toEqual({ kind: "unknown" });
    expect(whoFrom(200, { error: "odd" })).toEqual({ kind: "unknown" });
    expect(whoFrom(0, undefined)).toEqual({ kind: "unknown" });
  });
});

describe("formProblem", () => {
  it("catches empty fields and two different passwords, nothing the server decides", () => {
    expect(formProblem("login", " ", "pw")).toBe("Enter your user name.");
    expect(formProblem("signup", "", "pw", "pw")).toBe("Choose a user name.");
    expect(formProblem("login", "ada", "")).toBe("Enter your password.");
    expect(formProblem("signup", "ada", "one", "two")).toMatch(/differ/);
    expect(formProblem("signup", "ada", "same", "same")).toBeNull();
    expect(formProblem("login", "ada", "x")).toBeNull(); // short: the server says what it accepts
  });
});

describe("formWords", () => {
  it("name the form", () => {
    expect(formWords("signup").submit).toBe("Sign up");
    expect(formWords("login").other).toMatch(/Sign up/);
  });
});

describe("seatClaims", () => {
  it("lists each token of each game once, the most recent games within the bound", () => {
    expect(seatClaims({ a: ["t1", "t1"], b: ["t2", "t3"] })).toEqual([
      { game: "a", token: "t1" },
      { game: "b", token: "t2" },
      { game: "b", token: "t3" },
    ]);
    expect(seatClaims({ a: ["t1"], b: ["t2"], c: ["t3"] }, 2).map((c) => c.game)).toEqual(["b", "c"]);
    expect(seatClaims({})).toEqual([]);
  });
});
