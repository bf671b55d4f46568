// What only a logged-in customer sees on the landing page, in a chunk of its own: a visitor never
// downloads it, and the page's first render stays within its JavaScript budget.
import { AccountMenu } from "#client/features/chrome/components/account-menu.tsx";
import { ReOrderTimeDialog } from "#client/features/ordering/components/re-order-time-dialog.tsx";
import { RecentOrders } from "#client/features/orders/components/recent-orders.tsx";
import sectionStyles from "../components/landing-sections.module.css";
import { SectionHeading } from "../components/section-heading.tsx";
import { customerStrings as t } from "./messages.gen.ts";

/** The header's account menu, or the "Order again" section with the newest past orders. */
export default function CustomerPart({ part }: { part: "account" | "last-order" }) {
  if (part === "account") return <AccountMenu />;
  return (
    <RecentOrders
      id="last-order"
      className={sectionStyles.section}
      labelledBy="last-order-title"
      heading={<SectionHeading id="last-order-title" eyebrow={t.eyebrow} title={t.title} box="header" />}
      askTime={(request) => <ReOrderTimeDialog {...request} />}
    />
  );
}
