import { useState } from "react";
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
  const [removingId, setRemovingId] = useState<number | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const remove = (card: SavedCard) => {
    setAsking(null);
    setStatus(null);
    setError(null);
    setRemovingId(card.id);
    removeCard.mutate(card.id, {
      onSuccess: () => setStatus(t.removed),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 401) return; // the route sends them to /login
        setError(statusMessage(failure) ?? (isConnectionError(failure) ? profileStrings.offline : t.failed));
      },
      onSettled: () => setRemovingId(null),
    });
  };

  return (
    <Subsection title={t.title} intro={t.intro}>
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
                  {t.expires({ expiry: card.expiry })} · {card.name}
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
