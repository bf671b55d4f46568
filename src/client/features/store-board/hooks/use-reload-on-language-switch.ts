import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocale } from "#client/lib/use-locale.ts";
import { storeBoardKeys } from "../api/keys.ts";

/**
 * The board's item, condiment and outlet names come from the server in the reader's language:
 * on a switch of language they are read again.
 */
export function useReloadOnLanguageSwitch(): void {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const shown = useRef(locale);
  useEffect(() => {
    if (locale === shown.current) return;
    shown.current = locale;
    void queryClient.invalidateQueries({ queryKey: storeBoardKeys.all });
  }, [locale, queryClient]);
}
