import { useOnlineStatus } from "#client/lib/use-online-status.ts";
import { madeOnFirstUse } from "#shared/lib/made-on-first-use.ts";
import { offlineStrings as t } from "../strings.ts";
import { StatusBanner } from "./status-banner.tsx";

const relativeFormat = madeOnFirstUse(() => new Intl.RelativeTimeFormat("en", { numeric: "auto" }));

export function describeAge(savedAt: number, now = Date.now()): string {
  const relative = relativeFormat();
  const minutes = Math.round((savedAt - now) / 60_000);
  if (Math.abs(minutes) < 60) return relative.format(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return relative.format(hours, "hour");
  return relative.format(Math.round(hours / 24), "day");
}

/** Offline: says so, and since when the shown menu was fetched when there is one. */
export function OfflineBanner({ savedAt, ordering }: { savedAt?: number; ordering?: boolean }) {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <StatusBanner tone="warning">
      {t.offline}{" "}
      {ordering ? t.orderingNeedsConnection : savedAt ? t.menuSavedAt(describeAge(savedAt)) : null}
    </StatusBanner>
  );
}
