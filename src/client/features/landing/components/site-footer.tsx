import { Link } from "@tanstack/react-router";
import { publicConfig } from "#client/lib/public-config.ts";
import { landingStrings } from "../strings.ts";
import styles from "./site-footer.module.css";

const t = landingStrings.footer;

const socialIcons = {
  instagram:
    "M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zM12 8.2a3.8 3.8 0 1 0 0 7.6 3.8 3.8 0 0 0 0-7.6zM17.2 6.6v.1",
  facebook:
    "M14 21v-7.5h2.6l.4-3H14V8.7c0-.9.3-1.5 1.6-1.5H17V4.5c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.2H8.3v3H11V21",
  tiktok: "M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.2 4.4 5 4.6",
} as const;

/** Helpline, the Maadi headquarters, social accounts, the policies and the rights line. */
export function SiteFooter() {
  const phone = publicConfig.helplinePhone;
  const socials = (["instagram", "facebook", "tiktok"] as const).map((key) => ({
    key,
    label: t[key],
    href: publicConfig.socialLinks[key],
    icon: socialIcons[key],
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
          <a
            className={styles.phone}
            href={`tel:${phone.replace(/[^\d+]/g, "")}`}
            aria-label={t.callHelpline(phone)}
          >
            {phone}
          </a>
          <h2 className={styles.heading}>{t.headquarters}</h2>
          <address className={styles.address}>{t.address}</address>
        </div>
        <div className={styles.column}>
          <h2 className={styles.heading}>{t.follow}</h2>
          <ul className={styles.socials}>
            {socials.map((social) => (
              <li key={social.key}>
                <a href={social.href} target="_blank" rel="noopener noreferrer">
                  <span className="visually-hidden">{social.label}</span>
                  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                    <path
                      d={social.icon}
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.7"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
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
      <p className={styles.rights}>{t.rights(new Date().getFullYear())}</p>
    </footer>
  );
}
