import type { ComponentProps, ReactNode } from "react";
import styles from "./auth.module.css";
import { CardMark } from "./auth-layout.tsx";

type AuthCardHeaderProps = {
  mark: ComponentProps<typeof CardMark>["kind"];
  /** The heading's id: AuthLayout's card is labelled by it. */
  titleId: string;
  title: string;
  intro: ReactNode;
  /** Anything under the intro (the OTP screen's 'change number' link). */
  children?: ReactNode;
};

/** The top of an auth card: the round picture, the card's heading and a line of introduction. */
export function AuthCardHeader({ mark, titleId, title, intro, children }: AuthCardHeaderProps) {
  return (
    <header className={styles.cardHeader}>
      <CardMark kind={mark} />
      <h2 id={titleId} className={styles.prompt}>
        {title}
      </h2>
      <p className={styles.intro}>{intro}</p>
      {children}
    </header>
  );
}
