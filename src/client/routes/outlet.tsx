import { createFileRoute, useNavigate, useRouterState } from "@tanstack/react-router";
import { useState } from "react";
import buttonStyles from "#client/components/ui/button.module.css";
import { Modal } from "#client/components/ui/modal.tsx";
import { PageHeader } from "#client/components/ui/page-header.tsx";
import styles from "#client/components/ui/page-layout.module.css";
import { selectPickupOutlet } from "#client/features/order-method/order-method.ts";
import { useOutlets } from "#client/features/outlets/api/get-outlets.ts";
import { OutletList, OutletListSkeleton } from "#client/features/outlets/components/outlet-list.tsx";
import { outletStrings as t } from "#client/features/outlets/strings.ts";
import type { Outlet } from "#shared/contract/outlets.ts";

export const Route = createFileRoute("/outlet")({ component: OutletPage });

function OutletPage() {
  const navigate = useNavigate();
  const menuState = useRouterState({ select: (state) => state.location.state });
  const outlets = useOutlets();
  const [candidate, setCandidate] = useState<Outlet | null>(null);

  const confirm = () => {
    if (!candidate) return;
    selectPickupOutlet(candidate);
    void navigate({ to: "/store-menu", state: { menu: menuState.menu, submenu: menuState.submenu } });
  };

  return (
    <>
      <PageHeader title={t.title} />
      <main className={styles.page}>
        <p className={styles.intro}>{t.intro}</p>
        {outlets.isPending ? (
          <OutletListSkeleton />
        ) : outlets.isError ? (
          <p role="alert" className={styles.error}>
            {t.fetchFailed}
          </p>
        ) : (
          <OutletList outlets={outlets.data} onChoose={setCandidate} />
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
        <p>{candidate && t.confirmText(candidate.name)}</p>
      </Modal>
    </>
  );
}
