import { createFileRoute, useRouterState } from "@tanstack/react-router";
import { LoginPage } from "#client/features/auth/components/login-page.tsx";
import { redirectIfLoggedIn } from "#client/features/auth/guards.ts";
import { afterLoginHref, validateAuthSearch } from "#client/features/auth/redirect.ts";
import { WalkInCard } from "#client/features/kiosk/components/walk-in-card.tsx";
import { useKioskMode } from "#client/features/kiosk/kiosk-config.ts";

export const Route = createFileRoute("/login")({
  // `redirect`: where to go after the OTP (only a path of this site; anything else is dropped).
  validateSearch: validateAuthSearch,
  // A visitor with a token is sent to / (spec section 2).
  beforeLoad: ({ context }) => redirectIfLoggedIn(context.session),
  // Without a token, the stored selected address is forgotten on arrival (not on a preload).
  onEnter: ({ context }) => context.session.forgetSelectedAddress(),
  component: LoginRoute,
});

function LoginRoute() {
  const search = Route.useSearch();
  const notice = useRouterState({ select: (state) => state.location.state.loginMessage });
  const kiosk = useKioskMode();
  return (
    <LoginPage
      search={search}
      notice={notice}
      before={kiosk ? <WalkInCard afterHref={afterLoginHref(search)} /> : undefined}
    />
  );
}
