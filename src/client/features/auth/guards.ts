// Guards for routes' `beforeLoad` (guards live in the routes, not in components).
import { redirect, useNavigate, useRouterState } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { onUnauthenticated } from "#client/lib/api-client.ts";
import { type OrderingSession, useToken } from "#client/session/ordering-session.ts";
import { validateAuthSearch } from "./redirect.ts";

const AUTH_SCREENS = new Set(["/login", "/otp", "/register"]);

declare module "@tanstack/history" {
  interface HistoryState {
    /** Why the visitor was sent to /login (shown there); kept out of the URL on purpose. */
    loginMessage?: string;
    /** The number registration found taken: /login starts with it filled in. */
    loginPhone?: string;
  }
}

/**
 * For the logged-in screens (routes/_auth.tsx): sends a visitor to /login, which comes back to
 * `returnTo` after the OTP. `message` is shown on the login screen (it travels in the history
 * state, not the URL, so a link cannot make the login screen say anything).
 */
export function requireLogin(
  session: Pick<OrderingSession, "isLoggedIn">,
  { returnTo, message }: { returnTo: string; message?: string },
): void {
  if (session.isLoggedIn()) return;
  throw redirect({
    to: "/login",
    search: validateAuthSearch({ redirect: returnTo }),
    state: message ? { loginMessage: message } : undefined,
  });
}

/** For /login: a visitor who already has a token is sent to / (spec sections 2 and 6). */
export function redirectIfLoggedIn(session: Pick<OrderingSession, "isLoggedIn">): void {
  if (session.isLoggedIn()) throw redirect({ to: "/" });
}

/**
 * For main.tsx: when the server rejects the token (the API client has already forgotten it),
 * go to /login and come back afterwards. Returns the unsubscribe function.
 */
export function redirectToLoginOnUnauthenticated(router: {
  state: { location: { pathname: string; href: string } };
  navigate: (options: { to: "/login"; search: { redirect?: string } }) => Promise<void>;
}): () => void {
  return onUnauthenticated(() => {
    // Screens that watch the session themselves (useRequireSession) go first, with their own
    // message; this is the fallback for every other screen.
    setTimeout(() => {
      const { pathname, href } = router.state.location;
      if (AUTH_SCREENS.has(pathname)) return;
      void router.navigate({ to: "/login", search: validateAuthSearch({ redirect: href }) });
    }, 100);
  });
}

/**
 * For the logged-in screens, while they are shown: when the token goes away (the server
 * rejected it, a logout in another tab), go to /login with `message`, and come back afterwards.
 */
export function useRequireSession(message?: string, returnTo?: string): void {
  const token = useToken();
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });
  const returnRef = useRef(returnTo ?? href);
  returnRef.current = returnTo ?? href;
  useEffect(() => {
    if (token) return;
    void navigate({
      to: "/login",
      search: validateAuthSearch({ redirect: returnRef.current }),
      state: message ? { loginMessage: message } : undefined,
      replace: true,
    });
  }, [token, navigate, message]);
}
