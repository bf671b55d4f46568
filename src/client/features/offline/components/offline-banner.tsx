import { useOnlineStatus } from "#client/lib/use-online-status.ts";
import { currentLocale, intlTagOf, type Locale } from "#shared/i18n/locale.ts";
import { offlineStrings as t } from "../messages.gen.ts";
import { StatusBanner } from "./status-banner.tsx";

// Made on first use (building one loads locale data), one per language.
const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();

function relativeFormat(): Intl.RelativeTimeFormat {
  const locale = currentLocale();
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(intlTagOf(locale), { numeric: "auto" });
    relativeFormats.set(locale, format);
  }
  return format;
}

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
      {ordering ? t.orderingNeedsConnection : savedAt ? t.menuSavedAt({ when: describeAge(savedAt) }) : null}
    </StatusBanner>
  );
}
