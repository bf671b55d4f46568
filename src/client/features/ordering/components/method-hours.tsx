// Under each choice of Select Method: whether ordering that way works now. Loaded only when the
// modal opens (the landing page's first render carries none of it).

import { OpenStatus } from "#client/components/ui/open-status.tsx";
import { useNow } from "#client/lib/use-now.ts";
import type { DeliveryType } from "#client/session/ordering-session.ts";
import { openingStatus, soonestStatus } from "#shared/rules/opening-hours.ts";
import { useOutlets } from "../api/get-outlets.ts";
import { storeHoursStrings as t } from "../messages.gen.ts";

/**
 * Home delivery: the delivering outlets' hours (open until the latest of them closes, else when
 * the first opens). Store pickup: how many stores are open now, or when the first one opens.
 */
export default function MethodHours({ type, id }: { type: DeliveryType; id: string }) {
  const outlets = useOutlets().data;
  const now = useNow();
  const statuses = (outlets ?? []).flatMap((outlet) =>
    outlet.opening_times && (type === "store-pickup" || outlet.delivery_enabled)
      ? [openingStatus(outlet.opening_times, now)]
      : [],
  );
  const status = soonestStatus(statuses);
  if (!status) return null;
  const open = statuses.filter((candidate) => candidate.open).length;
  const text =
    type === "store-pickup" && open > 0 ? t.storesOpen({ open, total: outlets?.length ?? open }) : undefined;
  return <OpenStatus id={id} status={status} text={text} />;
}
