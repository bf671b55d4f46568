import { createFileRoute } from "@tanstack/react-router";
import { SoldOutPanel } from "#client/features/store-board/components/sold-out-panel.tsx";

// What the outlet cannot make today (or until undone), item by item and condiment by condiment.
export const Route = createFileRoute("/store/sold-out")({ component: SoldOutPanel });
