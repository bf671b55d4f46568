import { publicConfig } from "#client/lib/public-config.ts";
import { contentStrings } from "../strings.ts";
import styles from "./content.module.css";
import { ContentLayout } from "./content-layout.tsx";

type PolicySection = { heading: string; paragraphs: readonly string[] };

function PolicyArticle({
  lead,
  intro,
  sections,
  contactHeading,
  contact,
}: {
  lead?: string;
  intro: string;
  sections: readonly PolicySection[];
  contactHeading: string;
  contact: string;
}) {
  return (
    // The title is the page header's h1.
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
  );
}

export function ReturnsPolicyPage() {
  const t = contentStrings.returns;
  return (
    <ContentLayout title={t.title} pageTitle={t.pageTitle}>
      <PolicyArticle
        intro={t.intro}
        sections={t.sections}
        contactHeading={t.contactHeading}
        contact={t.contact(publicConfig.helplinePhone)}
      />
    </ContentLayout>
  );
}

export function PrivacyPolicyPage() {
  const t = contentStrings.privacy;
  return (
    <ContentLayout title={t.title} pageTitle={t.pageTitle}>
      <PolicyArticle
        lead={t.lastUpdated}
        intro={t.intro}
        sections={t.sections}
        contactHeading={t.contactHeading}
        contact={t.contact(publicConfig.helplinePhone)}
      />
    </ContentLayout>
  );
}
