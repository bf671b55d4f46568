// A server in demo mode sets a cookie on every answer (it stays for offline visits); while it is
// there every page wears a small "Demo" tab. It lives outside React's root, so it never takes
// part in hydration, and is fixed, so it shifts nothing.
import { DEMO_MODE_COOKIE } from "#shared/config/demo-mode.ts";

export function showDemoMark(): void {
  if (!document.cookie.split("; ").includes(`${DEMO_MODE_COOKIE}=1`)) return;
  const mark = document.createElement("p");
  mark.className = "demo-mark";
  mark.innerHTML =
    '<span>Demo</span><span class="visually-hidden"> mode: no real orders, payments or texts</span>';
  document.body.append(mark);
}
