import styles from "./spinner.module.css";

/** The ring a submit button shows while it waits; the button's text says what is happening. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
