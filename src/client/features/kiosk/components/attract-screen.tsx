import { Link, useNavigate } from "@tanstack/react-router";
import { requestKioskFullscreen } from "../fullscreen.ts";
import { useWipeOnArrival } from "../hooks/use-wipe.ts";
import { applyKioskBinding, type KioskConfig, startKioskSession } from "../kiosk-config.ts";
import { kioskStrings as t } from "../strings.ts";
import styles from "./attract.module.css";

export function BeanMark({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true">
      <ellipse cx="16" cy="16" rx="10" ry="13" transform="rotate(28 16 16)" fill="currentColor" />
      <path
        d="M11.5 6.5c5 4.5 4 14-2 19"
        transform="rotate(28 16 16) translate(2.5 0)"
        fill="none"
        stroke="var(--color-espresso-strong)"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

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
          <BeanMark />
          {t.brand}
        </p>
        <h1 className={styles.title}>{t.attractTitle}</h1>
        <p className={styles.lead}>{t.attractLead}</p>
        <p className={styles.outlet}>{t.attractAt(config.outletName)}</p>
        <span className={styles.cta} aria-hidden="true">
          {t.tapToStart}
        </span>
      </div>
      <button type="button" className={styles.start} onClick={start} aria-label={t.startLabel} />
      <Link to="/kiosk/setup" className={styles.staff} aria-label={t.staffLabel}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 15.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM19.4 13a7.6 7.6 0 0 0 0-2l2-1.6-2-3.4-2.4 1a7.4 7.4 0 0 0-1.7-1L15 3.5h-4l-.4 2.5a7.4 7.4 0 0 0-1.7 1l-2.4-1-2 3.4 2 1.6a7.6 7.6 0 0 0 0 2l-2 1.6 2 3.4 2.4-1a7.4 7.4 0 0 0 1.7 1l.4 2.5h4l.4-2.5a7.4 7.4 0 0 0 1.7-1l2.4 1 2-3.4z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
        {t.staff}
      </Link>
    </main>
  );
}
