import { useInstallPrompt } from "../install-prompt.ts";
import { offlineStrings as t } from "../messages.gen.ts";
import { StatusBanner } from "./status-banner.tsx";

/** Offered where the customer has shown interest (a filled cart), not on first paint. */
export function InstallBanner() {
  const prompt = useInstallPrompt();
  if (!prompt.available) return null;
  return (
    <StatusBanner
      tone="info"
      action={
        <span style={{ display: "flex", gap: "var(--space-2)" }}>
          <button type="button" onClick={prompt.dismiss}>
            {t.notNow}
          </button>
          <button type="button" onClick={() => void prompt.install()}>
            {t.installButton}
          </button>
        </span>
      }
    >
      {t.install}
    </StatusBanner>
  );
}
