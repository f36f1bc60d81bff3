import type { ReactNode } from 'react';
import { useText } from '../../../lib/i18n';
import styles from './home.module.css';

// Inline icons: emoji depend on the visitor's fonts and render as empty boxes on some systems.
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

const features = [
  {
    icon: (
      <Icon>
        <rect x="4" y="3" width="16" height="18" rx="2" />
        <path d="M8 8h8M8 12h8M8 16h5" />
      </Icon>
    ),
    title: 'features.create.title',
    text: 'features.create.text',
  },
  {
    icon: (
      <Icon>
        <path d="M4 6h2v12M10 6h10M10 12h7M10 18h4" />
      </Icon>
    ),
    title: 'features.ranked.title',
    text: 'features.ranked.text',
  },
  {
    icon: (
      <Icon>
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </Icon>
    ),
    title: 'features.secure.title',
    text: 'features.secure.text',
  },
] as const;

export function FeatureCards() {
  const { t } = useText();
  return (
    <section className={styles.section} aria-labelledby="features-title">
      <h2 id="features-title" className={styles.sectionTitle}>
        {t('features.title')}
      </h2>
      <ul className={styles.cards}>
        {features.map((feature) => (
          <li key={feature.title} className={styles.card}>
            <span className={styles.cardIcon} aria-hidden="true">
              {feature.icon}
            </span>
            <h3>{t(feature.title)}</h3>
            <p>{t(feature.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
