import { LandingLanguages } from "#client/features/chrome/components/landing-languages.tsx";
import { LandingPage } from "#client/features/landing/components/landing-page.tsx";

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
