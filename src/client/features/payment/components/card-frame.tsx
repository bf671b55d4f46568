import { useEffect, useRef, useState } from "react";
import { useSaveCard } from "../api/save-card.ts";
import { frameOriginOf, readFrameMessage } from "../frame-messages.ts";
import { paymentStrings as t } from "../messages.gen.ts";
import styles from "./payment.module.css";

type CardFrameProps = {
  /** The provider's page; card number, expiry and CVV are typed there, never in this app. */
  src: string;
  title: string;
};

/**
 * The provider's card page in an iframe. Its payment_tokenized message is saved with save_card;
 * its error message is shown. Messages from any other window or origin are ignored.
 */
export function CardFrame({ src, title }: CardFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const saveCard = useSaveCard();
  const [error, setError] = useState<string | null>(null);
  const origin = frameOriginOf(src, window.location.origin);
  const { mutate } = saveCard;

  useEffect(() => {
    if (!origin) return;
    const onMessage = (event: MessageEvent) => {
      const message = readFrameMessage(event, { origin, window: frameRef.current?.contentWindow ?? null });
      if (!message) return;
      if (message.type === "error") {
        setError(message.message);
        return;
      }
      setError(null);
      const { type: _type, ...card } = message;
      mutate(card);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [origin, mutate]);

  if (!origin) {
    return (
      <p role="alert" className={styles.error}>
        {t.noPaymentPage}
      </p>
    );
  }

  return (
    <div className={styles.frameBlock}>
      <div aria-live="polite">
        {saveCard.isPending && <p className={styles.notice}>{t.savingCard}</p>}
        {saveCard.isSuccess && (
          <p role="status" className={styles.saved}>
            {t.cardSaved({ brand: saveCard.data.data.brand, last4: saveCard.data.data.last4 })}
          </p>
        )}
        {saveCard.isError && (
          <p role="alert" className={styles.error}>
            {saveCard.error.message || t.cardSaveFailed}
          </p>
        )}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </div>
      <iframe
        ref={frameRef}
        className={styles.frame}
        src={src}
        title={title}
        // The provider's page runs its own script and form; nothing else.
        sandbox="allow-scripts allow-forms allow-same-origin"
        referrerPolicy="strict-origin"
      />
    </div>
  );
}
