import { createFileRoute, useNavigate, useRouterState } from "@tanstack/react-router";
import { useState } from "react";
import buttonStyles from "#client/components/ui/button.module.css";
import { ErrorReference } from "#client/components/ui/error-reference.tsx";
import { Modal } from "#client/components/ui/modal.tsx";
import { PageHeader } from "#client/components/ui/page-header.tsx";
import styles from "#client/components/ui/page-layout.module.css";
import { OutletMap } from "#client/features/addresses/components/outlet-map.tsx";
import { addressStrings } from "#client/features/addresses/messages.gen.ts";
import { useOutlets } from "#client/features/ordering/api/get-outlets.ts";
import { OutletList, OutletListSkeleton } from "#client/features/ordering/components/outlet-list.tsx";
import { outletStrings as t } from "#client/features/ordering/messages.gen.ts";
import { ApiError } from "#client/lib/api-client.ts";
import { orderingSession } from "#client/session/ordering-session.ts";
import type { Outlet } from "#shared/contract/outlets.ts";
import { outletName } from "#shared/i18n/localized-content.ts";

export const Route = createFileRoute("/outlet")({ component: OutletPage });

/**
 * Spec section 8: an answer that is not a success is 'Failed to fetch outlet data'; a request
 * that got no answer is 'Error fetching outlet data'. Either way the list stays empty.
 */
function outletFetchMessage(error: unknown): string {
  return error instanceof ApiError && (error.kind === "http" || error.kind === "invalid-response")
    ? t.fetchFailed
    : t.fetchError;
}

function OutletPage() {
  const navigate = useNavigate();
  const menuState = useRouterState({ select: (state) => state.location.state });
  const outlets = useOutlets();
  const [candidate, setCandidate] = useState<Outlet | null>(null);
  const list = outlets.data ?? [];

  const confirm = () => {
    if (!candidate) return;
    orderingSession.selectPickupOutlet(candidate);
    void navigate({ to: "/store-menu", state: { menu: menuState.menu, submenu: menuState.submenu } });
  };

  return (
    <>
      <PageHeader title={t.title} />
      <main className={styles.page}>
        <p className={styles.intro}>{t.intro}</p>
        {/* The map is an extra: it loads lazily, and the list below does everything it does. */}
        <OutletMap outlets={list} pending={outlets.isPending} onChoose={setCandidate} />
        <p className={styles.intro}>{addressStrings.outletMapHint}</p>
        {outlets.isPending ? (
          <OutletListSkeleton />
        ) : outlets.isError ? (
          <div role="alert" className={styles.error}>
            <p>{outletFetchMessage(outlets.error)}</p>
            <ErrorReference error={outlets.error} />
          </div>
        ) : (
          <OutletList outlets={list} onChoose={setCandidate} />
        )}
      </main>
      <Modal
        open={candidate !== null}
        title={t.confirmTitle}
        onClose={() => setCandidate(null)}
        footer={
          <>
            <button type="button" className={buttonStyles.secondary} onClick={() => setCandidate(null)}>
              {t.confirmNo}
            </button>
            <button type="button" className={buttonStyles.button} onClick={confirm}>
              {t.confirmYes}
            </button>
          </>
        }
      >
        <p>{candidate && t.confirmText({ name: outletName(candidate) })}</p>
      </Modal>
    </>
  );
}
