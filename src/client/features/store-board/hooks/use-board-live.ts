// The board's live feed: store/events says when something changed at the outlet, and the board
// reloads the list (never patches it from the event), so a dropped or reordered event cannot
// leave it wrong. Each (re)connection reloads too, for what happened while it was cut; while
// it is cut, the orders are polled (the query's refetchInterval).
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { openEventStream } from "#client/lib/event-stream.ts";
import { forgetRefusedStaffToken, staffToken } from "#client/session/staff.ts";
import { storeEvents } from "#shared/contract/store.ts";
import { storeBoardKeys } from "../api/keys.ts";

export type Connection = "connecting" | "live" | "down";

/** Events come in bursts (a rush, a reconnect): one reload for all within this time. */
const COALESCE_MS = 250;

export function useBoardLive(): Connection {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<Connection>("connecting");

  useEffect(() => {
    const sentToken = staffToken();
    const pending = new Set<"orders" | "menu">();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reload = (...what: ("orders" | "menu")[]) => {
      for (const part of what) pending.add(part);
      timer ??= setTimeout(() => {
        timer = undefined;
        const parts = [...pending];
        pending.clear();
        for (const part of parts) {
          void queryClient.invalidateQueries({
            queryKey: part === "orders" ? storeBoardKeys.orders() : storeBoardKeys.menu(),
          });
        }
      }, COALESCE_MS);
    };

    const stop = openEventStream(storeEvents, undefined, {
      onOpen: () => {
        setConnection("live");
        reload("orders", "menu");
      },
      onEvent: (event) => {
        if (event.type === "order") reload("orders");
        else if (event.type === "sold_out") reload("menu");
        // "reload": the server may have missed telling us something (it resumed): all of it.
        else reload("orders", "menu");
      },
      onDown: () => setConnection("down"),
      onRefused: (status) => {
        setConnection("down");
        // The session ended (expired, signed out elsewhere): back to sign-in. Otherwise the
        // poll carries on, and its own 401 would do the same.
        if (status === 401 && sentToken) forgetRefusedStaffToken(sentToken);
      },
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [queryClient]);

  return connection;
}
