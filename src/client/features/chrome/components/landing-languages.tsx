import { landingPageIn } from "#shared/contract/pages.ts";
import { chromeStrings as t } from "../messages.gen.ts";

/**
 * A landing page's title, description and its twin in the other language, for search engines (React puts
 * them in the head; the prerendered HTML carries them before any JavaScript runs).
 */
export function LandingLanguages({ pathname }: { pathname: string }) {
  const english = landingPageIn(pathname, "en");
  const arabic = landingPageIn(pathname, "ar");
  return (
    <>
      <title>{t.documentTitle}</title>
      <meta name="description" content={t.documentDescription} />
      <link rel="alternate" hrefLang="en" href={english} />
      <link rel="alternate" hrefLang="ar" href={arabic} />
      <link rel="alternate" hrefLang="x-default" href={english} />
    </>
  );
}
