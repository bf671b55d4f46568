import { lazy, memo, Suspense, useCallback, useEffect, useState } from "react";
import { HydrateWhenVisible } from "#client/components/ui/hydrate-when-visible.tsx";
import { BottomBar } from "#client/features/chrome/components/bottom-bar.tsx";
import { SiteHeader } from "#client/features/chrome/components/site-header.tsx";
import { OrderMethodFlow } from "#client/features/ordering/components/order-method-flow.tsx";
import { type MenuState, SPECIALTY_BEANS } from "#client/lib/navigation-state.ts";
import { orderingSession, useToken } from "#client/session/ordering-session.ts";
import type { LandingVariant } from "../landing-content.ts";
import { landingStrings as t } from "../messages.gen.ts";
import { FeaturedProducts } from "./featured-products.tsx";
import { HeroSection } from "./hero-section.tsx";
import { OpeningsBanner } from "./openings-banner.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { AboutUs, BigGatherings, GiftBox, NowBrewing } from "./story-sections.tsx";

const PromoVideoModal = lazy(() => import("./promo-video-modal.tsx"));
// A logged-in customer's account menu and newest orders: one chunk, which visitors never load.
const CustomerPart = lazy(() => import("../customer/customer-parts.tsx"));
const Customer = ({ part }: { part: "account" | "last-order" }) =>
  useToken() && (
    <Suspense>
      <CustomerPart part={part} />
    </Suspense>
  );
// Far below the fold, with the map's and the carousel's code: loaded when they near the screen
// (the prerendered HTML shows them meanwhile, and each hydrates when its code arrives).
const SocialPosts = lazy(() =>
  import("./social-posts.tsx").then(({ SocialPosts }) => ({ default: SocialPosts })),
);
const OutletsMap = lazy(() =>
  import("./outlets-map.tsx").then(({ OutletsMap }) => ({ default: OutletsMap })),
);

// Section anchors and their nav labels' keys; the labels are read at render, in the current language.
const sectionLinks = [
  ["#favourites", "favourites"],
  ["#now-brewing", "nowBrewing"],
  ["#gift-box", "giftBox"],
  ["#big-gatherings", "gatherings"],
  ["#stores", "stores"],
  ["#about", "about"],
] as const;

/** The marketing landing page, in its newer or older version (see the routes). */
export function LandingPage({ variant }: { variant: LandingVariant }) {
  // Select Method is open while this holds the menu state to carry; closing clears it.
  const [methodRequest, setMethodRequest] = useState<MenuState | null>(null);
  const [promoOpen, setPromoOpen] = useState(false);

  useEffect(() => {
    orderingSession.applyLandingDefaults();
  }, []);

  const order = useCallback(() => setMethodRequest({}), []);
  const shopBeans = useCallback(() => setMethodRequest(SPECIALTY_BEANS), []);

  return (
    <>
      <SiteHeader
        navLabel={t.sectionsNav}
        nav={sectionLinks.map(([href, key]) => (
          <a key={href} href={href}>
            {t.nav[key]}
          </a>
        ))}
        account={<Customer part="account" />}
      />
      {variant === "older" && <OpeningsBanner />}
      <main data-landing-variant={variant}>
        <HeroSection onOrderNow={order} onShopAll={order} onWatch={() => setPromoOpen(true)} />
        <Customer part="last-order" />
        <BelowTheHero variant={variant} onOrder={order} onShopBeans={shopBeans} />
      </main>
      <Footer />
      <BottomBar variant={variant} onSelectMethod={order} />
      <OrderMethodFlow request={methodRequest} onClose={() => setMethodRequest(null)} />
      {promoOpen && (
        <Suspense fallback={null}>
          <PromoVideoModal onClose={() => setPromoOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

type BelowTheHeroProps = { variant: LandingVariant; onOrder: () => void; onShopBeans: () => void };

/**
 * The sections under the hero: a phone starting the page hydrates none of them, each comes to
 * life as it nears the screen. Memoised with stable props, so that the page's own updates (Select
 * Method opening) never reach a section still waiting, which React would then render afresh.
 */
const BelowTheHero = memo(function BelowTheHero({ variant, onOrder, onShopBeans }: BelowTheHeroProps) {
  return (
    <>
      <HydrateWhenVisible>
        <FeaturedProducts variant={variant} onOrder={onOrder} />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <NowBrewing variant={variant} onShop={onShopBeans} />
        <GiftBox onShop={onShopBeans} />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <SocialPosts />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <BigGatherings onOrder={onOrder} />
        <OutletsMap />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <AboutUs />
      </HydrateWhenVisible>
    </>
  );
});

const Footer = memo(function Footer() {
  return (
    <HydrateWhenVisible>
      <SiteFooter />
    </HydrateWhenVisible>
  );
});
