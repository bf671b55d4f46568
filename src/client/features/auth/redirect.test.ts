import { describe, expect, it } from "vitest";
import { afterLoginHref, isSafeRedirectPath, validateAuthSearch } from "./redirect.ts";

describe("isSafeRedirectPath", () => {
  const verdicts: { name: string; paths: string[]; safe: boolean }[] = [
    {
      name: "accepts paths of this site, with a query and a hash",
      paths: ["/", "/cart", "/profile", "/store-menu?menu=COFFEE-BEANS", "/order-summary#top"],
      safe: true,
    },
    {
      name: "refuses URLs and protocol-relative addresses",
      paths: [
        "https://evil.example/",
        "http://127.0.0.1:8090/cart",
        "//evil.example/cart",
        "///evil.example",
        "javascript:alert(1)",
        "data:text/html,hi",
        "cart",
        "",
      ],
      safe: false,
    },
    {
      name: "refuses backslash and control-character tricks browsers turn into //host",
      paths: ["/\\evil.example", "/\\/evil.example", "/\t/evil.example", "/\n/evil.example", "/ /x"],
      safe: false,
    },
    {
      name: "refuses the login screens themselves (a loop)",
      paths: ["/login", "/login?redirect=/cart", "/otp", "/register/", "/login/"],
      safe: false,
    },
    { name: "refuses absurdly long values", paths: [`/${"a".repeat(3000)}`], safe: false },
  ];

  for (const { name, paths, safe } of verdicts) {
    it(name, () => {
      // Quoted, so that a tab or a line break in a failing path shows.
      for (const path of paths) expect(isSafeRedirectPath(path), JSON.stringify(path)).toBe(safe);
    });
  }
});

describe("validateAuthSearch", () => {
  it("keeps a good redirect", () => {
    expect(validateAuthSearch({ redirect: "/cart" })).toEqual({ redirect: "/cart" });
  });

  it("drops a bad one, or one that is not a string, without failing the route", () => {
    // The key stays, undefined: the router merges the validated search over the raw one.
    for (const search of [{ redirect: "//evil.example" }, { redirect: 42 }, { redirect: ["/cart"] }, {}]) {
      const validated = validateAuthSearch(search);
      expect(validated).toHaveProperty("redirect", undefined);
      expect(Object.keys(validated)).toEqual(["redirect"]);
    }
  });

  it("ignores other parameters", () => {
    expect(validateAuthSearch({ redirect: "/cart", message: "Pay here: evil.example" })).toEqual({
      redirect: "/cart",
    });
  });
});

describe("afterLoginHref", () => {
  it("goes back to the redirect, else home", () => {
    expect(afterLoginHref({ redirect: "/cart" })).toBe("/cart");
    expect(afterLoginHref({})).toBe("/");
  });
});
