import { redirect } from "@tanstack/react-router";
import { LandingLanguages } from "#client/features/chrome/components/landing-languages.tsx";
import { LandingPage } from "#client/features/landing/components/landing-page.tsx";
import { currentLocale } from "#client/lib/locale.ts";
import { landingPageIn } from "#shared/contract/pages.ts";

type LandingScreenProps = { pathname: string; variant: "newer" | "older" };

/** A landing page with its title and its twin in the other language named for search engines. */
export function LandingScreen({ pathname, variant }: LandingScreenProps) {
  return (
    <>
      <LandingLanguages pathname={pathname} />
      <LandingPage variant={variant} />
    </>
  );
}

/** A link to a landing page in the other language (Back to home, the logo) lands on its twin. */
export function inReadersLanguage({ location }: { location: { pathname: string } }) {
  const twin = landingPageIn(location.pathname, currentLocale());
  if (twin && twin !== location.pathname) throw redirect({ to: twin, replace: true });
}
