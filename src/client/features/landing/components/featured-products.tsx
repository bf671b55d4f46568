import buttonStyles from "#client/components/ui/button.module.css";
import { MinusSmallIcon, PlusSmallIcon } from "#client/components/ui/icons.tsx";
import { LazyImage } from "#client/components/ui/lazy-image.tsx";
import { FEATURED_PRODUCTS, type LandingVariant } from "../landing-content.ts";
import { landingStrings } from "../messages.gen.ts";
import styles from "./featured-products.module.css";
import sectionStyles from "./landing-sections.module.css";
import { SectionHeading } from "./section-heading.tsx";

type FeaturedProductsProps = { variant: LandingVariant; onOrder: () => void };

/** The eight static products; their images and Order buttons open Select Method. */
export function FeaturedProducts({ variant, onOrder }: FeaturedProductsProps) {
  const t = landingStrings.featured;
  return (
    <section id="favourites" className={sectionStyles.section} aria-labelledby="favourites-title">
      <SectionHeading
        id="favourites-title"
        eyebrow={t.eyebrow}
        title={t.title}
        intro={t.intro}
        box="header"
      />
      <ul className={styles.grid}>
        {FEATURED_PRODUCTS.map(({ key, image }) => {
          const name = t.products[key];
          return (
            <li key={key} className={styles.card}>
              {/* The Order button below carries the name for keyboards and screen readers. */}
              <button
                type="button"
                className={styles.imageButton}
                onClick={onOrder}
                tabIndex={-1}
                aria-hidden="true"
              >
                <LazyImage src={image} alt="" width={400} height={300} />
              </button>
              <div className={styles.body}>
                <h3 className={styles.name}>{name}</h3>
                {variant === "older" && (
                  <div className={styles.priceRow}>
                    <span className={styles.price}>{t.price}</span>
                    <OlderStepper name={name} />
                  </div>
                )}
                <button
                  type="button"
                  className={`${buttonStyles.secondary} ${styles.order}`}
                  onClick={onOrder}
                >
                  {landingStrings.order}
                  <span className="visually-hidden"> {name}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The older version's plus/minus controls, which (as in that version) do nothing. */
function OlderStepper({ name }: { name: string }) {
  const t = landingStrings.featured;
  return (
    <fieldset className={styles.stepper} aria-label={t.quantity({ name })}>
      <button type="button" aria-label={t.decrease({ name })} aria-disabled="true">
        <MinusSmallIcon />
      </button>
      <output className={styles.quantity}>1</output>
      <button type="button" aria-label={t.increase({ name })} aria-disabled="true">
        <PlusSmallIcon />
      </button>
    </fieldset>
  );
}
