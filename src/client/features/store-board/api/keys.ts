// The board's query keys, under one root: signing out drops them all, and none is persisted
// (they are about one outlet's customers and need the network anyway).
export const storeBoardKeys = {
  all: ["store-board"] as const,
  orders: () => ["store-board", "orders"] as const,
  menu: () => ["store-board", "menu"] as const,
  move: () => ["store-board", "move"] as const,
  soldOut: () => ["store-board", "sold-out"] as const,
};
