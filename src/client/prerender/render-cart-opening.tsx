// Run time, on the server (loaded by server/modules/menu/cart-page.ts): the cart's opening screen
// for a cold load of /cart, as the app first draws it from the same cart and answers
// (routes/cart.tsx): the pickup card, the lines and the totals. The app's first render replaces
// it, and adds what depends on this device alone (the pickup time, the checkout).
import { renderToStaticMarkup } from "react-dom/server";
import { cartLineSoldOut } from "#client/features/menu/sold-out.ts";
import { CartContents } from "#client/features/ordering/components/cart-layout.tsx";
import { PickupFrom } from "#client/features/ordering/components/pickup-from-card.tsx";
import { cartStrings } from "#client/features/ordering/messages.gen.ts";
import type { CartOpening } from "#shared/contract/cart-paint.ts";
import { setLocaleSource } from "#shared/i18n/locale.ts";
import { outletName } from "#shared/i18n/localized-content.ts";
import { openingStatus } from "#shared/rules/opening-hours.ts";
import { Skeleton } from "./skeleton-frame.tsx";

/** Synchronous, as renderMenuOpening: the locale it sets is every message's until the next call. */
export function renderCartOpening({ lines, outlet, menuData, now, locale }: CartOpening): string {
  setLocaleSource(() => locale);
  return renderToStaticMarkup(
    <Skeleton title={cartStrings.title}>
      <CartContents
        destination={
          <PickupFrom
            storedName={outletName(outlet)}
            outlet={outlet}
            status={outlet.opening_times ? openingStatus(outlet.opening_times, now) : null}
            changeLink={(props) => <a href="/outlet" {...props} />}
          />
        }
        lines={lines}
        menu={menuData}
        soldOut={(line) => cartLineSoldOut(menuData, line)}
        delivery={false}
      />
    </Skeleton>,
  );
}
