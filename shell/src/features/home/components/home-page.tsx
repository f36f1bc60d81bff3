import type { ReactNode } from 'react';
import { useAuth } from '@runoff/platform/auth';
import { useText } from '../../../lib/i18n';
import { CallToAction } from './call-to-action';
import { FeatureCards } from './feature-cards';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import styles from './home.module.css';

export interface HomePageProps {
  /** The "Join with a code" field, composed in by the app (features never import each other). */
  joinWithCode?: ReactNode;
}

export function HomePage({ joinWithCode }: HomePageProps) {
  const { t } = useText();
  const { user } = useAuth();
  const signedIn = user !== null;

  return (
    <div className={styles.home}>
      <Hero signedIn={signedIn} />
      {joinWithCode && <section className={styles.section}>{joinWithCode}</section>}
      <FeatureCards />
      <HowItWorks />
      <section className={styles.closing} aria-labelledby="closing-title">
        <h2 id="closing-title">{signedIn ? t('home.closing.signedIn') : t('home.closing.signedOut')}</h2>
        <p>{t('home.closing.text')}</p>
        <CallToAction signedIn={signedIn} />
      </section>
    </div>
  );
}
