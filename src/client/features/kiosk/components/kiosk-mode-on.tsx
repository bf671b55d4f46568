// Everything a kiosk adds to every screen, loaded only on a tablet set up as a kiosk.
import "./kiosk-mode.css";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { onUpdateAvailable } from "#client/lib/service-worker.ts";
import { requestKioskFullscreen } from "../fullscreen.ts";
import { type TouchMemory, useIdleWatcher } from "../hooks/use-idle-watcher.ts";
import { lastTouch, rememberLastTouch } from "../kiosk-config.ts";
import { isInStoreResultPath, KIOSK_ATTRACT_PATH } from "../kiosk-routes.ts";
import { kioskTimings } from "../kiosk-settings.ts";
import { FieldKeypad } from "./field-keypad.tsx";
import { StillThereDialog } from "./still-there-dialog.tsx";

const sessionTouches: TouchMemory = {
  lastTouch,
  remember: (at) => rememberLastTouch(at, kioskTimings.idleMs + kioskTimings.countdownMs),
};

const KIOSK_VIEWPORT =
  "width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover";

/** The document in kiosk mode: styles, no zoom, no long-press menus, full screen on taps. */
function useKioskDocument() {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.kiosk = "";
    const viewport = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    const viewportBefore = viewport?.content;
    if (viewport) viewport.content = KIOSK_VIEWPORT;

    const isTextEntry = (target: EventTarget | null) =>
      target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
    // Long-press menus (save image, select all) have no place on a shared tablet.
    const onContextMenu = (event: Event) => {
      if (!isTextEntry(event.target)) event.preventDefault();
    };
    // Safari's pinch gestures, which `touch-action` does not stop everywhere.
    const onGesture = (event: Event) => event.preventDefault();
    // The Fullscreen API needs a tap; leaving full screen (a payment page) is undone at the next one.
    const onClick = () => requestKioskFullscreen();
    document.addEventListener("contextmenu", onContextMenu);
    document.addEventListener("gesturestart", onGesture);
    document.addEventListener("click", onClick, true);
    return () => {
      delete root.dataset.kiosk;
      if (viewport && viewportBefore !== undefined) viewport.content = viewportBefore;
      document.removeEventListener("contextmenu", onContextMenu);
      document.removeEventListener("gesturestart", onGesture);
      document.removeEventListener("click", onClick, true);
    };
  }, []);
}

/** A new version waits: apply it only on the attract screen, where nobody is ordering. */
function useUpdateWhenIdle(idle: boolean) {
  const [applyUpdate, setApplyUpdate] = useState<(() => void) | null>(null);
  useEffect(() => onUpdateAvailable((apply) => setApplyUpdate(() => apply)), []);
  useEffect(() => {
    if (idle && applyUpdate) applyUpdate();
  }, [idle, applyUpdate]);
}

export default function KioskModeOn() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const navigate = useNavigate();
  const onAttract = pathname === KIOSK_ATTRACT_PATH || pathname === `${KIOSK_ATTRACT_PATH}/`;
  useKioskDocument();
  useUpdateWhenIdle(onAttract);

  // Back to the attract screen, which wipes the session.
  const startOver = () => void navigate({ to: KIOSK_ATTRACT_PATH, replace: true });
  // Back from the payment provider on a result page, the customer is right there (and the page
  // ends the session itself): count from now. On any other page, from the session's last touch.
  const touches = isInStoreResultPath(pathname) ? undefined : sessionTouches;
  const idle = useIdleWatcher(!onAttract, kioskTimings, startOver, touches);

  return (
    <>
      <StillThereDialog
        secondsLeft={idle.state.phase === "prompt" ? idle.state.secondsLeft : null}
        onStillHere={idle.stillHere}
        onStartOver={startOver}
      />
      <FieldKeypad pathname={pathname} />
    </>
  );
}
