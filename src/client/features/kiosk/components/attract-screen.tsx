import { Link, useNavigate } from "@tanstack/react-router";
import { BeanMark } from "#client/components/ui/icons.tsx";
import { SettingsIcon } from "#client/components/ui/screen-icons.tsx";
import { requestKioskFullscreen } from "../fullscreen.ts";
import { useWipeOnArrival } from "../hooks/use-wipe.ts";
import { applyKioskBinding, type KioskConfig, startKioskSession } from "../kiosk-config.ts";
import { kioskStrings as t } from "../messages.gen.ts";
import styles from "./attract.module.css";

/**
 * Between customers: the previous session is wiped on arrival, and a tap anywhere starts a
 * new one (full screen, store pickup at the bound outlet, the menu).
 */
export function AttractScreen({ config }: { config: KioskConfig }) {
  const navigate = useNavigate();
  useWipeOnArrival();

  const start = () => {
    requestKioskFullscreen();
    startKioskSession();
    applyKioskBinding(config);
    void navigate({ to: "/store-menu" });
  };

  return (
    <main className={styles.screen}>
      <img className={styles.backdrop} src="/images/landing/hero.svg" alt="" width={1200} height={800} />
      <div className={styles.shade} />
      <div className={styles.content}>
        <p className={styles.brand}>
          <BeanMark size={32} groove="var(--color-espresso-strong)" />
          {t.brand}
        </p>
        <h1 className={styles.title}>{t.attractTitle}</h1>
        <p className={styles.lead}>{t.attractLead}</p>
        <p className={styles.outlet}>{t.attractAt({ outlet: config.outletName })}</p>
        <span className={styles.cta} aria-hidden="true">
          {t.tapToStart}
        </span>
      </div>
      <button type="button" className={styles.start} onClick={start} aria-label={t.startLabel} />
      <Link to="/kiosk/setup" className={styles.staff} aria-label={t.staffLabel}>
        <SettingsIcon />
        {t.staff}
      </Link>
    </main>
  );
}
