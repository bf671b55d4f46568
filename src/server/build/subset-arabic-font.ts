/**
 * Writes the Arabic typeface the storefront ships (IBM Plex Sans Arabic, from its npm package)
 * cut down to the Arabic block, U+0600-06FF, which holds every letter, mark, digit and
 * punctuation an Egyptian reader or a customer's typed address uses: about 29 KiB a weight
 * instead of 43. Shaping (joining forms, ligatures) is kept. Latin text keeps the system font.
 * Two weights: regular (also used for medium) and bold. Run `npm run fonts` after a font update.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const output = path.resolve(import.meta.dirname, "../../client/styles/fonts");

let arabicBlock = "\u200c\u200d\u200e\u200f"; // joiners and direction marks
for (let code = 0x0600; code <= 0x06ff; code++) arabicBlock += String.fromCharCode(code);

for (const weight of [400, 700]) {
  const source = require.resolve(
    `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`,
  );
  const subset = await subsetFont(readFileSync(source), arabicBlock, { targetFormat: "woff2" });
  const target = path.join(output, `ibm-plex-sans-arabic-${weight}.woff2`);
  writeFileSync(target, subset);
  console.log(`wrote ${path.relative(process.cwd(), target)}: ${subset.length} bytes`);
}
