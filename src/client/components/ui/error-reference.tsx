import { errorReference } from "#client/lib/api-client.ts";
import { uiStrings as t } from "./messages.gen.ts";
import styles from "./text.module.css";

/**
 * Under a "something went wrong" message: the code that finds the failed request in the server's
 * logs, for the customer or the store's staff to quote. Nothing when the server did not fail.
 */
export function ErrorReference({ error }: { error: unknown }) {
  const code = errorReference(error);
  if (!code) return null;
  return (
    <p className={styles.reference} data-error-reference>
      {t.quoteCode}{" "}
      <code dir="ltr" translate="no">
        {code}
      </code>
    </p>
  );
}
