// Vite plugin: compiles the message catalogues before a build and again whenever one changes
// in development, so the generated modules never lag behind the JSON that is edited.
import path from "node:path";
import type { Plugin } from "vite";
import { CATALOGUE, compileAll } from "./compile-messages.ts";

export function compileMessages(): Plugin {
  let source = "";
  const run = () => {
    const { problems } = compileAll(source);
    if (problems.length) throw new Error(`message catalogues:\n${problems.join("\n")}`);
  };
  return {
    name: "storefront:compile-messages",
    configResolved(config) {
      source = path.join(config.root, "src");
    },
    buildStart: run,
    watchChange(id) {
      if (id.endsWith(CATALOGUE("en")) || id.endsWith(CATALOGUE("ar"))) run();
    },
  };
}
