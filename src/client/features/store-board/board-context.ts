import type { UseQueryResult } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import type { getStoreOrders } from "./api/get-store-orders.ts";
import type { Connection } from "./hooks/use-board-live.ts";

export type BoardState = {
  orders: UseQueryResult<Awaited<ReturnType<typeof getStoreOrders>>>;
  connection: Connection;
  /** Orders that just arrived: their cards stand out for a few seconds. */
  highlighted: ReadonlySet<string>;
};

/** The shell (live feed, new-order cue) hands the board tab what it keeps up to date. */
export const BoardContext = createContext<BoardState | null>(null);

export function useBoard(): BoardState {
  const board = useContext(BoardContext);
  if (!board) throw new Error("useBoard outside the board's shell");
  return board;
}
