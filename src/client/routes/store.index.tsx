import { createFileRoute } from "@tanstack/react-router";
import { OrderBoard } from "#client/features/store-board/components/order-board.tsx";

// The outlet's open orders, column by column.
export const Route = createFileRoute("/store/")({ component: OrderBoard });
