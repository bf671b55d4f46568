import { useNow } from "#client/lib/use-now.ts";
import { openingStatus } from "#shared/rules/opening-hours.ts";
import { useOutlets } from "./api/get-outlets.ts";

/**
 * An outlet from the outlet list and whether it is open now (null: no such outlet loaded, or no
 * hours known, when nothing is said), kept current minute by minute.
 */
export function useOutletStatus(outletId: number | null) {
  const outlets = useOutlets();
  const now = useNow();
  const outlet = outletId === null ? undefined : outlets.data?.find((candidate) => candidate.id === outletId);
  const status = outlet?.opening_times ? openingStatus(outlet.opening_times, now) : null;
  return { outlet, status, now, loaded: outlets.data !== undefined };
}
