import type { ReactNode } from 'react';
import { useAuth } from '@runoff/platform/auth';
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
  const { user } = useAuth();
  const signedIn = user !== null;

  return (
    <div className={styles.home}>
      <Hero signedIn={signedIn} />
      {joinWithCode && <section className={styles.section}>{joinWithCode}</section>}
      <FeatureCards />
      <HowItWorks />
      <section className={styles.closing} aria-labelledby="closing-title">
        <h2 id="closing-title">{signedIn ? 'Ready for your next poll?' : 'Ready to find out what your group really wants?'}</h2>
        <p>It takes a minute to set up a poll and seconds for everyone to vote.</p>
        <CallToAction signedIn={signedIn} />
      </section>
    </div>
  );
}
