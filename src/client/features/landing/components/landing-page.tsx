import { Link } from "@tanstack/react-router";
import { useState } from "react";
import buttonStyles from "#client/components/ui/button.module.css";
import { SelectMethodModal } from "#client/features/order-method/components/select-method-modal.tsx";
import type { MenuState } from "#client/lib/navigation-state.ts";
import { landingStrings as t } from "../strings.ts";
import styles from "./landing-page.module.css";

const FEATURED = [
  ["Cortado", "/images/menu/latte.svg"],
  ["Espresso Double", "/images/menu/espresso.svg"],
  ["Espresso Single", "/images/menu/espresso.svg"],
  ["Flat White", "/images/menu/latte.svg"],
  ["Espresso Con Panna", "/images/menu/espresso.svg"],
  ["American Coffee", "/images/menu/americano.svg"],
  ["Nutella Cappuccino", "/images/menu/latte.svg"],
  ["Brownie Northino", "/images/menu/dessert.svg"],
] as const;

export function LandingPage() {
  const [methodFor, setMethodFor] = useState<MenuState | null>(null);

  return (
    <>
      <header className={styles.header}>
        <span className={styles.brand}>{t.brand}</span>
        <Link to="/login" className={styles.login}>
          {t.login}
        </Link>
      </header>
      <main>
        <section className={styles.hero}>
          <img
            className={styles.heroImage}
            src="/images/landing/hero.svg"
            alt=""
            width={1200}
            height={800}
            fetchPriority="high"
          />
          <div className={styles.heroText}>
            <h1>{t.heroTitle}</h1>
            <p>{t.heroText}</p>
            <button type="button" className={buttonStyles.button} onClick={() => setMethodFor({})}>
              {t.orderNow}
            </button>
          </div>
        </section>
        <section className={styles.featured} aria-labelledby="featured-title">
          <h2 id="featured-title">{t.featuredTitle}</h2>
          <ul className={styles.featuredGrid}>
            {FEATURED.map(([name, image]) => (
              <li key={name} className={styles.product}>
                <img src={image} alt="" width={400} height={300} loading="lazy" decoding="async" />
                <h3>{name}</h3>
                <button type="button" className={buttonStyles.secondary} onClick={() => setMethodFor({})}>
                  {t.order}
                  <span className="visually-hidden"> {name}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <SelectMethodModal
        open={methodFor !== null}
        menuState={methodFor ?? {}}
        onClose={() => setMethodFor(null)}
        onDeliveryChosen={() => setMethodFor(null)}
      />
    </>
  );
}
