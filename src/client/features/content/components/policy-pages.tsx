import { publicConfig } from "#client/lib/public-config.ts";
import { contentStrings } from "../strings.ts";
import styles from "./content.module.css";
import { ContentLayout } from "./content-layout.tsx";

type PolicySection = { heading: string; paragraphs: readonly string[] };

type Policy = {
  pageTitle: string;
  title: string;
  intro: string;
  sections: readonly PolicySection[];
  contactHeading: string;
  contact: (phone: string) => string;
};

/** A policy page: its title in the page header, an optional lead line, the sections, then contact. */
function PolicyPage({ policy, lead }: { policy: Policy; lead?: string }) {
  const { intro, sections, contactHeading } = policy;
  const contact = policy.contact(publicConfig.helplinePhone);
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
          <a className={styles.phone} href={`tel:${publicConfig.helplinePhone.replace(/[^\d+]/g, "")}`}>
            {publicConfig.helplinePhone}
          </a>
        </section>
      </article>
    </ContentLayout>
  );
}

export function ReturnsPolicyPage() {
  return <PolicyPage policy={contentStrings.returns} />;
}

export function PrivacyPolicyPage() {
  return <PolicyPage policy={contentStrings.privacy} lead={contentStrings.privacy.lastUpdated} />;
}
