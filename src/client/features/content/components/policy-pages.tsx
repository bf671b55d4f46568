import { publicConfig } from "#client/lib/public-config.ts";
import { contentStrings } from "../messages.gen.ts";
import styles from "./content.module.css";
import { ContentLayout } from "./content-layout.tsx";

type PolicySection = { heading: string; paragraphs: readonly string[] };

type Policy = {
  pageTitle: string;
  title: string;
  intro: string;
  sections: readonly PolicySection[];
  contactHeading: string;
  contact: string;
};

/** A policy page: its title in the page header, an optional lead line, the sections, then contact. */
function PolicyPage({ policy, lead }: { policy: Policy; lead?: string }) {
  const { intro, sections, contactHeading, contact } = policy;
  return (
    <ContentLayout title={policy.title} pageTitle={policy.pageTitle}>
      {/* The title is the page header's h1. */}
      <article className={styles.article}>
        <header className={styles.articleHeader}>
          {lead && <p className={styles.updated}>{lead}</p>}
          <p className={styles.intro}>{intro}</p>
        </header>
        {sections.map((section) => (
          <section key={section.heading} className={styles.policySection}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <section className={`${styles.policySection} ${styles.contact}`}>
          <h2>{contactHeading}</h2>
          <p>{contact}</p>
          {/* An isolated left-to-right run, so "+20 2 …" keeps its order on a right-to-left page. */}
          <a
            className={styles.phone}
            href={`tel:${publicConfig.helplinePhone.replace(/[^\d+]/g, "")}`}
            dir="ltr"
          >
            {publicConfig.helplinePhone}
          </a>
        </section>
      </article>
    </ContentLayout>
  );
}

/** A phone number in a sentence is read whole: it never breaks across lines. */
const unbroken = (phone: string) => phone.replaceAll(" ", "\u00a0");

// The policies are built at render, so they read the current language.
export function ReturnsPolicyPage() {
  const t = contentStrings.returns;
  const policy: Policy = {
    pageTitle: t.pageTitle,
    title: t.title,
    intro: t.intro,
    sections: [
      { heading: t.claims.heading, paragraphs: [t.claims.text] },
      { heading: t.refunds.heading, paragraphs: [t.refunds.text] },
      { heading: t.exclusions.heading, paragraphs: [t.exclusions.online, t.exclusions.packaged] },
    ],
    contactHeading: t.contactHeading,
    contact: t.contact({ phone: unbroken(publicConfig.helplinePhone) }),
  };
  return <PolicyPage policy={policy} />;
}

export function PrivacyPolicyPage() {
  const t = contentStrings.privacy;
  const policy: Policy = {
    pageTitle: t.pageTitle,
    title: t.title,
    intro: t.intro,
    sections: [
      { heading: t.collect.heading, paragraphs: [t.collect.details, t.collect.cards] },
      { heading: t.use.heading, paragraphs: [t.use.text] },
      { heading: t.sharing.heading, paragraphs: [t.sharing.text] },
      { heading: t.device.heading, paragraphs: [t.device.text] },
      { heading: t.children.heading, paragraphs: [t.children.text] },
      { heading: t.choices.heading, paragraphs: [t.choices.text] },
    ],
    contactHeading: t.contactHeading,
    contact: t.contact({ phone: unbroken(publicConfig.helplinePhone) }),
  };
  return <PolicyPage policy={policy} lead={t.lastUpdated} />;
}
