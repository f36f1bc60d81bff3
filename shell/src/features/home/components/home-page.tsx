import { useAuth } from '@runoff/shared/auth';
import { JoinCodeForm } from '../../join-code';
import { CallToAction } from './call-to-action';
import { FeatureCards } from './feature-cards';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import styles from './home.module.css';

export function HomePage() {
  const { user } = useAuth();
  const signedIn = user !== null;

  return (
    <div className={styles.home}>
      <Hero signedIn={signedIn} />
      <section className={styles.section}>
        <JoinCodeForm />
      </section>
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
