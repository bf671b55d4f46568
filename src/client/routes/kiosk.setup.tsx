import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "#client/components/ui/page-header.tsx";
import { SetupScreen } from "#client/features/kiosk/components/setup-screen.tsx";
import { kioskStrings as t } from "#client/features/kiosk/messages.gen.ts";

// Staff only, behind the PIN: bind this tablet to an outlet, or leave kiosk mode.
export const Route = createFileRoute("/kiosk/setup")({ component: KioskSetupPage });

function KioskSetupPage() {
  return (
    <>
      <PageHeader title={t.setupTitle} pageTitle={t.setupTitle} />
      <SetupScreen />
    </>
  );
}
