import { useLocation, useNavigate } from "@tanstack/react-router";
import { useLocale } from "#client/lib/use-locale.ts";
import { chooseLanguage } from "#client/session/language.ts";
import { landingPageIn } from "#shared/contract/pages.ts";
import { uiStrings as t } from "./messages.gen.ts";

/**
 * Switches between English and Arabic, named in the language it switches to (a reader of the
 * other language finds their own script). On a landing page it moves to the page's twin; a
 * logged-in customer's profile keeps the choice.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const other = useLocale() === "ar" ? "en" : "ar";
  const pathname = useLocation({ select: (location) => location.pathname });
  const navigate = useNavigate();

  const onSwitch = () => {
    const twin = landingPageIn(pathname, other);
    chooseLanguage(other);
    if (twin) void navigate({ to: twin, replace: true });
  };

  return (
    <button type="button" className={className} lang={other} onClick={onSwitch}>
      {t.languageSwitch}
    </button>
  );
}
