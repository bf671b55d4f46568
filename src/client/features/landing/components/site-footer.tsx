import { Link } from "@tanstack/react-router";
import { FacebookIcon, InstagramIcon, TikTokIcon } from "#client/components/ui/icons.tsx";
import { publicConfig } from "#client/lib/public-config.ts";
import { landingStrings } from "../messages.gen.ts";
import styles from "./site-footer.module.css";

const socialIcons = { instagram: InstagramIcon, facebook: FacebookIcon, tiktok: TikTokIcon } as const;

/** Helpline, the Maadi headquarters, social accounts, the policies and the rights line. */
export function SiteFooter() {
  const t = landingStrings.footer;
  const phone = publicConfig.helplinePhone;
  const socials = (["instagram", "facebook", "tiktok"] as const).map((key) => ({
    key,
    label: t[key],
    href: publicConfig.socialLinks[key],
    Icon: socialIcons[key],
  }));

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.name}>{t.brand}</p>
          <p className={styles.tagline}>{t.tagline}</p>
        </div>
        <div className={styles.column}>
          <h2 className={styles.heading}>{t.helpline}</h2>
          {/* An isolated left-to-right run, so "+20 2 …" keeps its order on a right-to-left page. */}
          <a
            className={styles.phone}
            href={`tel:${phone.replace(/[^\d+]/g, "")}`}
            aria-label={t.callHelpline({ phone })}
            dir="ltr"
          >
            {phone}
          </a>
          <h2 className={styles.heading}>{t.headquarters}</h2>
          <address className={styles.address}>{t.address}</address>
        </div>
        <div className={styles.column}>
          <h2 className={styles.heading}>{landingStrings.followUs}</h2>
          <ul className={styles.socials}>
            {socials.map((social) => (
              <li key={social.key}>
                <a href={social.href} target="_blank" rel="noopener noreferrer">
                  <span className="visually-hidden">{social.label}</span>
                  <social.Icon />
                </a>
              </li>
            ))}
          </ul>
          <h2 className={styles.heading}>{t.policies}</h2>
          <ul className={styles.links}>
            <li>
              <Link to="/privacy-policy">{t.privacyPolicy}</Link>
            </li>
            <li>
              <Link to="/returns-policy">{t.returnsPolicy}</Link>
            </li>
          </ul>
        </div>
      </div>
      <p className={styles.rights}>{t.rights({ year: String(new Date().getFullYear()) })}</p>
    </footer>
  );
}
