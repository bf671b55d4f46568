// Where to go after logging in (`/login?redirect=/cart`). Only a path of this site is accepted:
// a URL, a protocol-relative `//host`, a backslash trick (`/\host`, which browsers read as
// `//host`) or control characters would turn the login screen into an open redirect.
import * as z from "zod/mini";

const MAX_REDIRECT_LENGTH = 2000;
const SAME_SITE_BASE = "https://storefront.invalid";
/** Going back to these after logging in would loop. */
const AUTH_PATHS = new Set(["/login", "/otp", "/register"]);

export function isSafeRedirectPath(value: string): boolean {
  if (value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return false;
  if (!value.startsWith("/") || value.startsWith("//")) return false;
  // Backslashes and control characters: browsers normalise them in ways that leave the site.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\\\u0000-\u001f\u007f\s]/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value, SAME_SITE_BASE);
  } catch {
    return false;
  }
  if (url.origin !== SAME_SITE_BASE) return false;
  return !AUTH_PATHS.has(url.pathname.replace(/\/+$/, "") || "/");
}

export const redirectPathSchema = z.lazy(() =>
  z.string().check(z.refine(isSafeRedirectPath, "Not a path of this site.")),
);

export type AuthSearch = { redirect?: string };

/**
 * validateSearch of /login, /otp and /register: a bad `redirect` is dropped, never an error.
 * The key is always returned (undefined when dropped): the router merges the validated search
 * over the raw one, so leaving it out would let the raw value through.
 */
export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  const parsed = redirectPathSchema.safeParse(search.redirect);
  return { redirect: parsed.success ? parsed.data : undefined };
}

/** Where the app goes after a verified OTP. */
export function afterLoginHref(search: AuthSearch): string {
  return search.redirect ?? "/";
}
