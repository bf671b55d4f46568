import { useEffect, useState } from "react";

const MINUTE = 60_000;

/**
 * The time now, renewed at each new minute and when the page comes back into view: "open now"
 * turns into "closed now" on screen at closing time without a reload. Read from the page's clock
 * (Date), which tests set.
 */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(new Date());
      timer = setTimeout(tick, MINUTE - (Date.now() % MINUTE));
    };
    timer = setTimeout(tick, MINUTE - (Date.now() % MINUTE));
    const onVisible = () => {
      if (document.visibilityState === "visible") setNow(new Date());
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
  return now;
}
