import type { ReactNode } from 'react';
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
    title: 'Create Custom Polls',
    text: 'Give your poll a title, a category and as many options as you need, then share it with a link or a QR code.',
  },
  {
    icon: (
      <Icon>
        <path d="M4 6h2v12M10 6h10M10 12h7M10 18h4" />
      </Icon>
    ),
    title: 'Ranked Choice Voting',
    text: 'Everyone ranks every option by dragging it into place. Instant-runoff counting finds the option a majority can accept.',
  },
  {
    icon: (
      <Icon>
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </Icon>
    ),
    title: 'Secure & Private',
    text: 'Ballots are stored without any link to the person who cast them, and the database itself enforces who may do what.',
  },
];

export function FeatureCards() {
  return (
    <section className={styles.section} aria-labelledby="features-title">
      <h2 id="features-title" className={styles.sectionTitle}>
        Why Runoff?
      </h2>
      <ul className={styles.cards}>
        {features.map((feature) => (
          <li key={feature.title} className={styles.card}>
            <span className={styles.cardIcon} aria-hidden="true">
              {feature.icon}
            </span>
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
