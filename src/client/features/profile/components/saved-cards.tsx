import { useRef, useState } from "react";
import { BusyButton } from "#client/components/ui/busy-button.tsx";
import buttonStyles from "#client/components/ui/button.module.css";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { FormMessage } from "#client/components/ui/form/field-parts.tsx";
import { ApiError, isConnectionError, statusMessage } from "#client/lib/api-client.ts";
import type { SavedCard } from "#shared/contract/profile.ts";
import { useDeleteCard, useSavedCards } from "../api/saved-cards.ts";
import { profileStrings } from "../messages.gen.ts";
import styles from "./profile.module.css";
import { Subsection } from "./subsection.tsx";

const t = profileStrings.savedCards;

/** The cards the payment page offers this account, each with Remove (asked once more first). */
export function SavedCards() {
  const cards = useSavedCards();
  const removeCard = useDeleteCard();
  const [asking, setAsking] = useState<SavedCard | null>(null);
  // What the last removal is doing or did, read from the mutation (a new one starts afresh).
  const removingId = removeCard.isPending ? removeCard.variables : null;
  const status = removeCard.isSuccess ? t.removed : null;
  const failure = removeCard.error;
  const error =
    !failure || (failure instanceof ApiError && failure.status === 401) // the route sends them to /login
      ? null
      : (statusMessage(failure) ?? (isConnectionError(failure) ? profileStrings.offline : t.failed));

  // The removed card's row goes, and its Remove button was disabled while the removal ran:
  // keyboard and screen-reader users are brought back to the list's heading instead of nowhere.
  const heading = useRef<HTMLHeadingElement>(null);
  const remove = (card: SavedCard) => {
    setAsking(null);
    removeCard.mutate(card.id, { onSettled: () => heading.current?.focus() });
  };

  return (
    <Subsection title={t.title} intro={t.intro} headingRef={heading}>
      {cards.isPending ? (
        <p className={styles.intro}>{t.loading}</p>
      ) : cards.isError ? (
        <FormMessage>{t.loadFailed}</FormMessage>
      ) : cards.data.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul className={styles.cards}>
          {cards.data.map((card) => (
            <li key={card.id} className={styles.card}>
              <div>
                <p className={styles.cardName}>{t.card({ brand: card.brand, last4: card.last4 })}</p>
                <p className={styles.cardDetails}>
                  {/* A card saved on Paymob's page has no expiry here: its page shows it. */}
                  {card.expiry ? `${t.expires({ expiry: card.expiry })} · ${card.name}` : card.name}
                </p>
              </div>
              <BusyButton
                type="button"
                className={buttonStyles.secondary}
                aria-label={t.removeLabel({ brand: card.brand, last4: card.last4 })}
                busy={removingId === card.id}
                disabled={removingId !== null}
                onClick={() => setAsking(card)}
              >
                {t.remove}
              </BusyButton>
            </li>
          ))}
        </ul>
      )}
      <FormMessage tone="info">{status}</FormMessage>
      <FormMessage>{error}</FormMessage>
      <ConfirmDialog
        open={asking !== null}
        title={t.confirmTitle}
        text={asking ? t.confirmText({ brand: asking.brand, last4: asking.last4 }) : ""}
        cancelLabel={t.keep}
        confirmLabel={t.remove}
        onConfirm={() => asking && remove(asking)}
        onCancel={() => setAsking(null)}
      />
    </Subsection>
  );
}
