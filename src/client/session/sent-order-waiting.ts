// Whether a sent queued order may be waiting to be paid: all the app's start needs to know. The
// record itself is read and checked by ./sent-order.ts, which loads only when there is one.
import { storageKeys, useStoredRaw } from "#client/lib/storage.ts";

export const useSentOrderWaiting = (): boolean => useStoredRaw(storageKeys.sentOrder) !== null;
