// The new-order chime, drawn with the Web Audio API: no sound file to download or cache.
// Browsers keep a page silent until it has had a press: signing in unlocks the sound, and a
// board reopened without one (a reload) offers "Turn sound on".
import { useSyncExternalStore } from "react";

let context: AudioContext | null = null;
let muted = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Call from a press (sign-in, "Turn sound on"): browsers allow audio to start only then. */
export function enableSound(): void {
  muted = false;
  try {
    if (!context) {
      context = new AudioContext();
      context.addEventListener("statechange", notify);
    }
    void context.resume().then(notify, notify);
  } catch {
    // No Web Audio here: the board still highlights new orders and says so in the title.
  }
  notify();
}

export function disableSound(): void {
  muted = true;
  notify();
}

export function soundEnabled(): boolean {
  return !muted && context?.state === "running";
}

export function useSoundEnabled(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    soundEnabled,
    () => false,
  );
}

/** Two short rising tones, about a third of a second; nothing when the sound is off. */
export function playNewOrderSound(): void {
  if (!context || !soundEnabled()) return;
  const start = context.currentTime + 0.01;
  for (const [index, frequency] of [880, 1320].entries()) {
    const at = start + index * 0.16;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = "sine";
    oscillator.frequency.value = frequency;
    // A quick rise and fall: no click at either end.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.14);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.15);
  }
}
