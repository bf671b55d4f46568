import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { ReOrderTimeDialog } from "#client/features/ordering/components/re-order-time-dialog.tsx";
import { PastOrders } from "#client/features/orders/components/past-orders.tsx";
import { ProfilePage, type ProfileTab } from "#client/features/profile/components/profile-page.tsx";
import { profileEarlyStrings } from "#client/features/profile/early/messages.gen.ts";
import { orderingSession, useStoredUserData } from "#client/session/ordering-session.ts";

type ProfileSearch = { tab?: "orders" };

export const Route = createFileRoute("/_auth/profile")({
  // `?tab=orders` opens the Past Orders panel; anything else the profile form.
  // (The key is always set: the router merges the validated search over the raw one.)
  validateSearch: (search: Record<string, unknown>): ProfileSearch => ({
    tab: search.tab === "orders" ? "orders" : undefined,
  }),
  // Spec section 5: the profile needs a login; the login screen says why, then comes back.
  staticData: {
    // Read when a visitor is sent to /login, in the language of that moment.
    get loginMessage() {
      return profileEarlyStrings.loginRequired;
    },
  },
  component: ProfileRoute,
});

function ProfileRoute() {
  const { tab } = Route.useSearch();
  const userData = useStoredUserData();
  useEffect(() => {
    // A token without readable user data cannot fill the form: log in again.
    if (!userData) orderingSession.forgetLogin();
  }, [userData]);
  if (!userData) return null;
  const panel: ProfileTab = tab === "orders" ? "orders" : "profile";
  return (
    <ProfilePage
      tab={panel}
      userData={userData}
      onSaved={orderingSession.storeUser}
      ordersPanel={
        <PastOrders showHeading={false} askTime={(request) => <ReOrderTimeDialog {...request} />} />
      }
    />
  );
}
