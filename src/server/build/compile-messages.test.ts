import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { setLocaleSource } from "#shared/i18n/locale.ts";
import { compileAll, compileDirectory } from "./compile-messages.ts";

const src = fileURLToPath(new URL("../..", import.meta.url));

function catalogues(en: object, ar: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), "messages-"));
  writeFileSync(path.join(dir, "messages.en.json"), JSON.stringify(en));
  writeFileSync(path.join(dir, "messages.ar.json"), JSON.stringify(ar));
  return dir;
}

/** Compiles catalogues and loads the result as a module (the runtime import resolved to ours). */
async function load(en: object, ar: object) {
  const dir = catalogues(en, ar);
  const { source, problems } = compileDirectory(dir, dir);
  expect(problems).toEqual([]);
  const runtime = new URL("../../shared/i18n/format.ts", import.meta.url).href;
  const file = path.join(dir, "messages.gen.ts");
  writeFileSync(file, source.replace("#shared/i18n/format.ts", runtime));
  return import(file);
}

describe("the message catalogues", () => {
  it("agree between English and Arabic, and every generated module is current", () => {
    const { stale, problems } = compileAll(src, false);
    expect(problems).toEqual([]);
    expect(stale, "run `npm run messages`").toEqual([]);
  });
});

describe("compiling ICU messages", () => {
  const sixForms =
    "{count, plural, zero {لا أصناف} one {صنف واحد} two {صنفان} few {# أصناف} many {# صنفًا} other {# صنف}}";

  it("gives each Arabic plural form its own words, and English its two", async () => {
    const m = await load(
      { g: { items: "{count, plural, one {# item} other {# items}}" } },
      { g: { items: sixForms } },
    );
    setLocaleSource(() => "ar");
    expect([0, 1, 2, 3, 11, 100].map((count) => m.g.items({ count }))).toEqual([
      "لا أصناف",
      "صنف واحد",
      "صنفان",
      "3 أصناف",
      "11 صنفًا",
      "100 صنف",
    ]);
    setLocaleSource(() => "en");
    expect([1, 2, 11].map((count) => m.g.items({ count }))).toEqual(["1 item", "2 items", "11 items"]);
  });

  it("reads the current language on every call, with arguments, selects and literal backticks", async () => {
    const m = await load(
      { g: { hello: "Hi {name} `$'{'x'}'` \\", kind: "{type, select, pickup {Pickup} other {Delivery}}" } },
      { g: { hello: "أهلًا {name} `$'{'x'}'` \\", kind: "{type, select, pickup {استلام} other {توصيل}}" } },
    );
    setLocaleSource(() => "en");
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the message's own text, kept literally
    expect(m.g.hello({ name: "Mona" })).toBe("Hi Mona `${x}` \\");
    expect(m.g.kind({ type: "pickup" })).toBe("Pickup");
    setLocaleSource(() => "ar");
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the message's own text, kept literally
    expect(m.g.hello({ name: "منى" })).toBe("أهلًا منى `${x}` \\");
    expect(m.g.kind({ type: "delivery" })).toBe("توصيل");
    setLocaleSource(() => "en");
  });

  it("refuses catalogues that disagree", () => {
    const dir = catalogues(
      { g: { a: "A {name}", b: "B", c: "{n, plural, one {#} other {#}}" } },
      { g: { a: "أ {other}", c: "{n, plural, one {#} other {#}}", d: "extra" } },
    );
    const { problems } = compileDirectory(dir, dir);
    expect(problems.join("\n")).toMatch(/g\.a: arguments differ/);
    expect(problems.join("\n")).toMatch(/g\.b: missing in Arabic/);
    expect(problems.join("\n")).toMatch(/g\.c \(ar\): Arabic plural lacks zero, two, few, many/);
    expect(problems.join("\n")).toMatch(/g\.d: in Arabic but not in English/);
  });
});
