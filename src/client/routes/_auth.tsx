import { createFileRoute, Outlet, useMatches } from "@tanstack/react-router";
import { requireLogin, useRequireSession } from "#client/features/auth/guards.ts";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** Shown on the login screen when a visitor is sent there from this screen. */
    loginMessage?: string;
    /** Where to come back after the login, when not to this screen itself. */
    afterLogin?: string;
  }
}

/**
 * The screens that need a login. A visitor is sent to /login, which comes back afterwards; the
 * token going away while one is open (refused by the server, a logout in another tab) does the same.
 */
export const Route = createFileRoute("/_auth")({
  beforeLoad: ({ context, location, matches }) => {
    const screen = matches[matches.length - 1]?.staticData;
    requireLogin(context.session, {
      returnTo: screen?.afterLogin ?? location.href,
      message: screen?.loginMessage,
    });
  },
  component: LoggedInScreens,
});

function LoggedInScreens() {
  const screen = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData });
  useRequireSession(screen?.loginMessage, screen?.afterLogin);
  return <Outlet />;
}
