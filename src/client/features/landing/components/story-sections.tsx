import buttonStyles from "#client/components/ui/button.module.css";
import { LazyImage } from "#client/components/ui/lazy-image.tsx";
import { publicConfig } from "#client/lib/public-config.ts";
import type { LandingVariant } from "../landing-content.ts";
import { landingStrings } from "../messages.gen.ts";
import styles from "./landing-sections.module.css";
import { SectionHeading } from "./section-heading.tsx";

/** Now brewing: Peruvian in the newer version, Autumn Blend in the older; Shop opens the beans. */
export function NowBrewing({ variant, onShop }: { variant: LandingVariant; onShop: () => void }) {
  const t = landingStrings.nowBrewing;
  const coffee = variant === "newer" ? t.newer : t.older;
  return (
    <div className={styles.band}>
      <section id="now-brewing" className={styles.section} aria-labelledby="now-brewing-title">
        <div className={styles.split}>
          <div className={styles.splitMedia}>
            <LazyImage
              src={
                variant === "newer"
                  ? "/images/landing/now-brewing-peruvian.svg"
                  : "/images/landing/now-brewing-autumn-blend.svg"
              }
              alt={coffee.imageAlt}
              width={800}
              height={600}
            />
          </div>
          <div className={styles.splitText}>
            <SectionHeading
              id="now-brewing-title"
              eyebrow={landingStrings.nav.nowBrewing}
              title={coffee.name}
            />
            <p className={styles.muted}>{coffee.text}</p>
            {variant === "newer" && (
              <>
                <p className="visually-hidden">{t.newer.notesSentence}</p>
                <ul className={styles.chips} aria-label={t.newer.notesTitle}>
                  {(["whiteHoney", "orange", "grapes", "milkChocolate"] as const).map((note) => (
                    <li key={note}>{t.newer.notes[note]}</li>
                  ))}
                </ul>
                <p className={styles.roast}>{t.newer.roast}</p>
              </>
            )}
            <button type="button" className={buttonStyles.button} onClick={onShop}>
              {landingStrings.shop}
              <span className="visually-hidden"> {t.shopBeans({ name: coffee.name })}</span>
            </button>
          </div>
        </div>
      </section>
    </div>
  );
}

/** The gift box; its Shop button opens Select Method on the specialty beans. */
export function GiftBox({ onShop }: { onShop: () => void }) {
  const t = landingStrings.giftBox;
  return (
    <section id="gift-box" className={styles.section} aria-labelledby="gift-box-title">
      <div className={`${styles.split} ${styles.reverse}`}>
        <div className={styles.splitMedia}>
          <LazyImage src="/images/landing/gift-box.svg" alt={t.imageAlt} width={800} height={600} />
        </div>
        <div className={styles.splitText}>
          <SectionHeading id="gift-box-title" eyebrow={t.eyebrow} title={t.title} />
          <p>{t.text}</p>
          <p className={styles.muted}>{t.detail}</p>
          <button type="button" className={buttonStyles.button} onClick={onShop} aria-label={t.shopLabel}>
            {landingStrings.shop}
          </button>
        </div>
      </div>
    </section>
  );
}

/** Big gatherings: boxes ordered online; finger food ordered by message. */
export function BigGatherings({ onOrder }: { onOrder: () => void }) {
  const t = landingStrings.gatherings;
  const box = publicConfig.boxProduct;
  return (
    <div className={styles.band}>
      <section id="big-gatherings" className={styles.section} aria-labelledby="big-gatherings-title">
        <div className={styles.split}>
          <div className={styles.splitMedia}>
            <LazyImage src="/images/landing/big-gathering.svg" alt={t.imageAlt} width={800} height={600} />
          </div>
          <div className={styles.splitText}>
            <SectionHeading
              id="big-gatherings-title"
              eyebrow={t.eyebrow}
              title={landingStrings.nav.gatherings}
            />
            <div className={styles.pair}>
              <div className={styles.pairItem}>
                <h3>{t.boxes({ product: box })}</h3>
                <p className={styles.muted}>{t.boxesText}</p>
                <button
                  type="button"
                  className={`${buttonStyles.button} ${styles.action}`}
                  onClick={onOrder}
                  aria-label={t.orderBoxes({ product: box })}
                >
                  {landingStrings.order}
                </button>
              </div>
              <div className={styles.pairItem}>
                <h3>{t.fingerFood}</h3>
                <p className={styles.muted}>{t.fingerFoodText}</p>
                <a
                  className={`${buttonStyles.secondary} ${styles.action}`}
                  href={publicConfig.messagingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t.messageLabel}
                >
                  {t.message}
                </a>
              </div>
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}

export function AboutUs() {
  const t = landingStrings.about;
  return (
    <section id="about" className={styles.section} aria-labelledby="about-title">
      <div className={`${styles.split} ${styles.reverse}`}>
        <div className={styles.splitMedia}>
          <LazyImage src="/images/landing/about.svg" alt={t.imageAlt} width={800} height={600} />
        </div>
        <div className={styles.splitText}>
          <SectionHeading
            id="about-title"
            eyebrow={landingStrings.ourStory}
            title={landingStrings.nav.about}
          />
          <p className={styles.muted}>{t.beginnings}</p>
          <p className={styles.muted}>{t.today}</p>
        </div>
      </div>
    </section>
  );
}
