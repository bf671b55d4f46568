import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { BusyButton } from "#client/components/ui/busy-button.tsx";
import { LanguageSwitch } from "#client/components/ui/language-switch.tsx";
import { useOnlineStatus } from "#client/lib/use-online-status.ts";
import type { StaffSession } from "#shared/contract/store.ts";
import { useStoreOrders } from "../api/get-store-orders.ts";
import { useStaffSignOut } from "../api/sign-out.ts";
import { BoardContext, type BoardState } from "../board-context.ts";
import { waitingCount } from "../board-logic.ts";
import { type Connection, useBoardLive } from "../hooks/use-board-live.ts";
import { useNewOrderCue } from "../hooks/use-new-order-cue.ts";
import { useReloadOnLanguageSwitch } from "../hooks/use-reload-on-language-switch.ts";
import { useSessionExpiry } from "../hooks/use-session-expiry.ts";
import { storeBoardStrings as t } from "../messages.gen.ts";
import { disableSound, enableSound, useSoundEnabled } from "../sound.ts";
import { formatClock } from "../time-format.ts";
import styles from "./board-shell.module.css";

type BoardShellProps = { session: StaffSession; onSignOut: () => void; children: ReactNode };

/**
 * Around both tabs (orders, sold out): the outlet's name, the live feed and its status, the
 * new-order chime and highlight, sound and sign-out. It stays mounted across the tabs, so an
 * order arriving while staff mark something sold out still chimes.
 */
export function BoardShell({ session, onSignOut, children }: BoardShellProps) {
  const connection = useBoardLive();
  const orders = useStoreOrders({ polling: connection !== "live" });
  const { highlighted, announcement } = useNewOrderCue(orders.data?.orders);
  useSessionExpiry(session.expires_at);
  useReloadOnLanguageSwitch();
  const online = useOnlineStatus();
  const signOut = useStaffSignOut();
  const sound = useSoundEnabled();

  // The server decides the outlet; its answer names it, the session only until then.
  const outletName = orders.data?.outlet.name ?? session.outlet.name;
  const waiting = orders.data ? waitingCount(orders.data.orders) : 0;
  const board: BoardState = { orders, connection, highlighted };

  return (
    <div className={styles.shell}>
      <title>{t.documentTitle({ outlet: outletName, newCount: waiting })}</title>
      <header className={styles.header}>
        <div className={styles.identity}>
          <h1 className={styles.outlet}>
            <span className={styles.eyebrow}>{t.pageTitle}</span>
            <span className={styles.outletName}>{outletName}</span>
          </h1>
          <p className={styles.staff}>{t.signedInAs({ name: session.staff.name })}</p>
        </div>
        <nav className={styles.tabs} aria-label={t.tabs}>
          <Link
            to="/store"
            activeOptions={{ exact: true, includeSearch: false }}
            className={styles.tab}
            activeProps={{ "aria-current": "page" }}
          >
            {t.ordersTab}
            {waiting > 0 && " "}
            {waiting > 0 && (
              <span className={styles.badge}>
                {waiting}
                <span className="visually-hidden"> {t.columns.new}</span>
              </span>
            )}
          </Link>
          <Link to="/store/sold-out" className={styles.tab} activeProps={{ "aria-current": "page" }}>
            {t.soldOutTab}
          </Link>
        </nav>
        <div className={styles.tools}>
          <ConnectionStatus connection={online ? connection : "down"} updatedAt={orders.dataUpdatedAt} />
          <LanguageSwitch className={styles.tool} />
          <button
            type="button"
            className={sound ? styles.tool : styles.toolAttention}
            onClick={sound ? disableSound : enableSound}
          >
            <SoundIcon on={sound} />
            <span className={styles.toolText}>{sound ? t.soundOff : t.soundOn}</span>
          </button>
          <BusyButton
            type="button"
            className={styles.tool}
            busy={signOut.isPending}
            onClick={() => {
              onSignOut();
              signOut.mutate();
            }}
          >
            {t.signOut}
          </BusyButton>
        </div>
      </header>
      {!online && (
        <p className={styles.offline} role="status">
          {t.offline}
        </p>
      )}
      {/* Screen readers hear a new order even on the sold-out tab. */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <BoardContext.Provider value={board}>{children}</BoardContext.Provider>
    </div>
  );
}

function ConnectionStatus({ connection, updatedAt }: { connection: Connection; updatedAt: number }) {
  return (
    <p className={styles.status} data-connection={connection} role="status">
      <span className={styles.dot} aria-hidden="true" />
      <span>
        {connection === "live" ? t.live : connection === "connecting" ? t.connecting : t.reconnecting}
        {connection === "down" && updatedAt > 0 && (
          <span className={styles.updated}> {t.lastUpdated({ time: formatClock(updatedAt) })}</span>
        )}
      </span>
    </p>
  );
}

/** A speaker as the sound is now: with waves when on, crossed out when off. */
function SoundIcon({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {on ? (
        <path
          d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M16 9l5 6M21 9l-5 6"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}
