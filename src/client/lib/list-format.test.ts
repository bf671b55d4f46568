import { afterEach, describe, expect, it } from "vitest";
import { setLocaleSource } from "#shared/i18n/locale.ts";
import { formatList } from "./list-format.ts";

describe("formatList", () => {
  afterEach(() => setLocaleSource(() => "en"));

  it("lists the current language's short way: commas and no 'and' in English", () => {
    expect(formatList(["Latte", "Mocha", "Cortado"])).toBe("Latte, Mocha, Cortado");
    setLocaleSource(() => "ar");
    expect(formatList(["لاتيه", "موكا", "كورتادو"])).toBe("لاتيه، وموكا، وكورتادو");
  });

  it("gives a single name as it is, and nothing for none", () => {
    expect(formatList(["12"])).toBe("12");
    expect(formatList([])).toBe("");
  });
});
