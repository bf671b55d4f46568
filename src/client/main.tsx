// The entry. The landing pages arrive rendered (src/client/prerender): the browser paints them
// before the app's code is even requested, so on a phone's network the hero never waits behind
// ~150 KiB of JavaScript. Other pages start at once: their shell preloads the app's code, and
// paints the screen's skeleton, if any, while it downloads.
import "./styles/global.css";
import { showDemoMark } from "./lib/demo-mark.ts";

showDemoMark();

if (document.getElementById("root")?.dataset.prerendered) {
  await new Promise<void>((painted) => requestAnimationFrame(() => setTimeout(painted)));
}
await import("./start.tsx");
