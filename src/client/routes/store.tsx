import { createFileRoute, Outlet } from "@tanstack/react-router";
import { StoreBoardGate } from "#client/features/store-board/components/store-board-gate.tsx";

// The store's order board (staff, on a tablet at the counter): none of the customers' chrome.
// Sign-in shows here until a staff session exists; the server binds it to one outlet.
export const Route = createFileRoute("/store")({ component: StorePage });

function StorePage() {
  return (
    <StoreBoardGate>
      <Outlet />
    </StoreBoardGate>
  );
}
