// Full screen where the browser allows it: the Fullscreen API needs a user's tap (we ask on
// taps), and an installed app whose display mode is already full screen needs nothing.
function alreadyFullscreen(): boolean {
  return (
    document.fullscreenElement !== null ||
    (typeof window.matchMedia === "function" && window.matchMedia("(display-mode: fullscreen)").matches)
  );
}

// One request at a time: a tap reaches both the attract screen's button and the document.
let requesting = false;

/** Call from a tap (click) handler. Refusals (an iframe, a policy, no gesture) are ignored. */
export function requestKioskFullscreen(): void {
  if (requesting || !document.fullscreenEnabled || alreadyFullscreen()) return;
  const root = document.documentElement;
  if (typeof root.requestFullscreen !== "function") return;
  requesting = true;
  root
    .requestFullscreen({ navigationUI: "hide" })
    .catch(() => {
      // not allowed here: the kiosk still works in a window
    })
    .finally(() => {
      requesting = false;
    });
}

export function exitKioskFullscreen(): void {
  if (document.fullscreenElement && typeof document.exitFullscreen === "function") {
    document.exitFullscreen().catch(() => {});
  }
}
