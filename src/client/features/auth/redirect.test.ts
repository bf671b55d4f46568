import { describe, expect, it } from "vitest";
import { afterLoginHref, isSafeRedirectPath, validateAuthSearch } from "./redirect.ts";

describe("isSafeRedirectPath", () => {
  it("accepts paths of this site, with a query and a hash", () => {
    for (const path of ["/", "/cart", "/profile", "/store-menu?menu=COFFEE-BEANS", "/order-summary#top"]) {
      expect(isSafeRedirectPath(path), path).toBe(true);
    }
  });

  it("refuses URLs and protocol-relative addresses", () => {
    for (const value of [
      "https://evil.example/",
      "http://127.0.0.1:8090/cart",
      "//evil.example/cart",
      "///evil.example",
      "javascript:alert(1)",
      "data:text/html,hi",
      "cart",
      "",
    ]) {
      expect(isSafeRedirectPath(value), value).toBe(false);
    }
  });

  it("refuses backslash and control-character tricks browsers turn into //host", () => {
    for (const value of [
      "/\\evil.example",
      "/\\/evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/ /x",
    ]) {
      expect(isSafeRedirectPath(value), JSON.stringify(value)).toBe(false);
    }
  });

  it("refuses the login screens themselves (a loop)", () => {
    for (const value of ["/login", "/login?redirect=/cart", "/otp", "/register/", "/login/"]) {
      expect(isSafeRedirectPath(value), value).toBe(false);
    }
  });

  it("refuses absurdly long values", () => {
    expect(isSafeRedirectPath(`/${"a".repeat(3000)}`)).toBe(false);
  });
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
