import { createFileRoute, redirect, useRouterState } from "@tanstack/react-router";
import { useState } from "react";
import { OtpPage } from "#client/features/auth/components/otp-page.tsx";
import { redirectIfLoggedIn } from "#client/features/auth/guards.ts";
import { validateAuthSearch } from "#client/features/auth/redirect.ts";
import { wasReloadedOnto } from "#client/lib/countdown.ts";

export const Route = createFileRoute("/otp")({
  validateSearch: validateAuthSearch,
  beforeLoad: ({ context, search }) => {
    redirectIfLoggedIn(context.session);
    // The code went to the phone stored by login or registration; without it, start there.
    const challenge = context.session.otpChallenge();
    if (!challenge) throw redirect({ to: "/login", search });
    return { challenge };
  },
  component: OtpRoute,
});

function OtpRoute() {
  const { challenge } = Route.useRouteContext();
  const search = Route.useSearch();
  const entryKey = useRouterState({
    select: (state) => state.location.state.__TSR_key ?? state.location.state.key ?? state.location.href,
  });
  // Decided once per mount: a reload of this very history entry starts the countdown at 0.
  const [reloaded] = useState(() => wasReloadedOnto(entryKey));
  return <OtpPage key={entryKey} challenge={challenge} search={search} reloaded={reloaded} />;
}
