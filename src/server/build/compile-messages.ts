/**
 * Compiles the message catalogues (ICU MessageFormat, one JSON file per language beside the code
 * that speaks them) into plain TypeScript: one getter or function per message, with both
 * languages in it and no parser or formatter at run time. The bundler keeps only the message
 * groups a page imports, so the landing page carries its own words and nothing more.
 *
 *   features/x/messages.en.json + messages.ar.json  ->  features/x/messages.gen.ts
 *
 * Run by `npm run messages` and by the Vite plugin on every change; a unit test fails when a
 * generated file is stale or the catalogues disagree (keys, arguments, Arabic's plural forms).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { LOCALES, type Locale } from "#shared/i18n/locale.ts";

export const CATALOGUE = (locale: Locale) => `messages.${locale}.json`;
export const GENERATED = "messages.gen.ts";

type Catalogue = { [key: string]: string | Catalogue };
type ArgumentKind = "string" | "number";

/** Directories under `root` holding a catalogue. */
export function catalogueDirectories(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === "node_modules" || name.startsWith(".")) continue;
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === CATALOGUE("en")) found.push(dir);
    }
  };
  walk(root);
  return found.sort();
}

const ARABIC_PLURAL_EXACT: Record<string, string> = { zero: "=0", one: "=1", two: "=2" };
const ARABIC_CATEGORIES = ["zero", "one", "two", "few", "many", "other"];

class Problems {
  readonly list: string[] = [];
  add(where: string, what: string) {
    this.list.push(`${where}: ${what}`);
  }
}

function parseMessage(text: string, where: string, problems: Problems): MessageFormatElement[] {
  try {
    return parse(text, { ignoreTag: true, requiresOtherClause: true });
  } catch (error) {
    problems.add(where, `not valid ICU (${(error as Error).message})`);
    return [];
  }
}

function collectArguments(
  elements: MessageFormatElement[],
  into: Map<string, ArgumentKind>,
  locale: Locale,
  where: string,
  problems: Problems,
) {
  const note = (name: string, kind: ArgumentKind) => {
    if (into.get(name) !== "number") into.set(name, kind);
  };
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        note(element.value, "string");
        break;
      case TYPE.number:
        note(element.value, "number");
        break;
      case TYPE.select:
        note(element.value, "string");
        for (const option of Object.values(element.options))
          collectArguments(option.value, into, locale, where, problems);
        break;
      case TYPE.plural: {
        note(element.value, "number");
        if (element.offset) problems.add(where, "plural offsets are not supported");
        const keys = Object.keys(element.options);
        if (locale === "ar") {
          const missing = ARABIC_CATEGORIES.filter(
            (category) =>
              !keys.includes(category) &&
              !(ARABIC_PLURAL_EXACT[category] && keys.includes(ARABIC_PLURAL_EXACT[category])),
          );
          if (missing.length) problems.add(where, `Arabic plural lacks ${missing.join(", ")}`);
        }
        for (const option of Object.values(element.options))
          collectArguments(option.value, into, locale, where, problems);
        break;
      }
      case TYPE.literal:
      case TYPE.pound:
        break;
      default:
        problems.add(where, "dates, times and tags are formatted in code, not in messages");
    }
  }
}

const escapeTemplate = (text: string) => text.replace(/[\\`]|\$\{/g, (match) => `\\${match}`);

function templateOf(elements: MessageFormatElement[], locale: Locale, pound?: string): string {
  let out = "";
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        out += escapeTemplate(element.value);
        break;
      case TYPE.argument:
        out += `\${a.${element.value}}`;
        break;
      case TYPE.number:
        out += `\${number("${locale}", a.${element.value})}`;
        break;
      case TYPE.pound:
        out += `\${number("${locale}", a.${pound})}`;
        break;
      case TYPE.select:
        out += `\${select(String(a.${element.value}), ${branchesOf(element.options, locale, pound)})}`;
        break;
      case TYPE.plural:
        out += `\${plural("${locale}", a.${element.value}, ${branchesOf(element.options, locale, element.value)})}`;
        break;
    }
  }
  return out;
}

function branchesOf(
  options: Record<string, { value: MessageFormatElement[] }>,
  locale: Locale,
  pound?: string,
): string {
  const entries = Object.entries(options).map(
    ([key, option]) => `${JSON.stringify(key)}: \`${templateOf(option.value, locale, pound)}\``,
  );
  return `{ ${entries.join(", ")} }`;
}

function expressionOf(elements: MessageFormatElement[], locale: Locale): string {
  if (elements.every((element) => element.type === TYPE.literal))
    return JSON.stringify(elements.map((element) => element.value).join(""));
  return `\`${templateOf(elements, locale)}\``;
}

function readCatalogue(dir: string, locale: Locale): Catalogue {
  const file = path.join(dir, CATALOGUE(locale));
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Catalogue) : {};
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function compileGroup(
  english: Catalogue,
  arabic: Catalogue,
  where: string,
  indent: string,
  problems: Problems,
  uses: Set<string>,
): string {
  const lines: string[] = [];
  for (const extra of Object.keys(arabic).filter((key) => !(key in english)))
    problems.add(`${where}.${extra}`, "in Arabic but not in English");
  for (const [key, englishValue] of Object.entries(english)) {
    const at = `${where}.${key}`;
    if (!IDENTIFIER.test(key)) problems.add(at, "keys are identifiers");
    const arabicValue = arabic[key];
    if (typeof englishValue !== "string") {
      if (typeof arabicValue === "string") problems.add(at, "a group in English, a message in Arabic");
      const inner = compileGroup(
        englishValue,
        typeof arabicValue === "object" ? arabicValue : {},
        at,
        `${indent}  `,
        problems,
        uses,
      );
      lines.push(`${indent}${key}: {\n${inner}${indent}},`);
      continue;
    }
    if (typeof arabicValue !== "string") problems.add(at, "missing in Arabic");
    const parsed = {
      en: parseMessage(englishValue, `${at} (en)`, problems),
      ar: parseMessage(typeof arabicValue === "string" ? arabicValue : englishValue, `${at} (ar)`, problems),
    };
    const args = { en: new Map<string, ArgumentKind>(), ar: new Map<string, ArgumentKind>() };
    for (const locale of LOCALES)
      collectArguments(parsed[locale], args[locale], locale, `${at} (${locale})`, problems);
    const names = (locale: Locale) => [...args[locale].keys()].sort().join(", ");
    if (names("en") !== names("ar"))
      problems.add(at, `arguments differ: English {${names("en")}}, Arabic {${names("ar")}}`);
    const en = expressionOf(parsed.en, "en");
    const ar = expressionOf(parsed.ar, "ar");
    for (const helper of ["plural", "select", "number"])
      if (`${en}${ar}`.includes(`${helper}(`)) uses.add(helper);
    const body = `currentLocale() === "ar" ? ${ar} : ${en}`;
    const doc = `${indent}/** ${englishValue.replaceAll("*/", "* /")} */\n`;
    if (args.en.size === 0) {
      lines.push(`${doc}${indent}get ${key}(): string {\n${indent}  return ${body};\n${indent}},`);
    } else {
      const kinds = new Map([...args.ar, ...args.en]);
      for (const [name, kind] of args.ar) if (kind === "number") kinds.set(name, "number");
      const type = [...kinds].map(([name, kind]) => `${name}: ${kind}`).join("; ");
      lines.push(`${doc}${indent}${key}: (a: { ${type} }): string =>\n${indent}  ${body},`);
    }
  }
  return lines.map((line) => `${line}\n`).join("");
}

/** The generated module for one directory's catalogues, or the problems that stop it. */
export function compileDirectory(dir: string, root: string): { source: string; problems: string[] } {
  const problems = new Problems();
  const english = readCatalogue(dir, "en");
  const arabic = readCatalogue(dir, "ar");
  const where = path.relative(root, dir);
  const uses = new Set<string>();
  const groups: string[] = [];
  for (const extra of Object.keys(arabic).filter((key) => !(key in english)))
    problems.add(`${where}: ${extra}`, "in Arabic but not in English");
  for (const [name, group] of Object.entries(english)) {
    if (typeof group === "string") {
      problems.add(`${where}: ${name}`, "top-level keys are groups (exported objects)");
      continue;
    }
    const arabicGroup = arabic[name];
    const body = compileGroup(
      group,
      typeof arabicGroup === "object" ? arabicGroup : {},
      `${where}: ${name}`,
      "  ",
      problems,
      uses,
    );
    groups.push(`export const ${name} = {\n${body}};\n`);
  }
  const imports = ["currentLocale", ...[...uses].sort()].join(", ");
  const source = [
    `// Generated from ${CATALOGUE("en")} and ${CATALOGUE("ar")} by \`npm run messages\`: edit those.`,
    `import { ${imports} } from "#shared/i18n/format.ts";`,
    "",
    groups.join("\n"),
  ].join("\n");
  return { source, problems: problems.list };
}

/** Writes every stale generated module under `root`; returns the problems found. */
export function compileAll(root: string, write = true): { stale: string[]; problems: string[] } {
  const stale: string[] = [];
  const problems: string[] = [];
  for (const dir of catalogueDirectories(root)) {
    const result = compileDirectory(dir, root);
    problems.push(...result.problems);
    const target = path.join(dir, GENERATED);
    const current = existsSync(target) ? readFileSync(target, "utf8") : "";
    if (current !== result.source) {
      stale.push(path.relative(root, target));
      if (write) writeFileSync(target, result.source);
    }
  }
  return { stale, problems };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, "../../..", "src");
  const { stale, problems } = compileAll(root);
  for (const file of stale) console.log(`wrote ${file}`);
  if (problems.length) {
    console.error(problems.join("\n"));
    process.exitCode = 1;
  }
}
