import { createFileRoute, redirect } from "@tanstack/react-router";
import { AttractScreen } from "#client/features/kiosk/components/attract-screen.tsx";
import { readKioskConfig, useKioskConfig } from "#client/features/kiosk/kiosk-config.ts";

// The kiosk's home between customers. A tablet not set up yet starts with the setup.
export const Route = createFileRoute("/kiosk/")({
  beforeLoad: () => {
    if (!readKioskConfig()) throw redirect({ to: "/kiosk/setup", replace: true });
  },
  component: KioskAttractPage,
});

function KioskAttractPage() {
  const config = useKioskConfig();
  return config ? <AttractScreen config={config} /> : null;
}
