import { heroWordIntervalMs, heroWords, useRotatingWord } from '../hooks/use-rotating-word';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { CallToAction } from './call-to-action';
import styles from './home.module.css';

export function Hero({ signedIn }: { signedIn: boolean }) {
  const reducedMotion = usePrefersReducedMotion();
  const word = useRotatingWord(heroWords, heroWordIntervalMs, reducedMotion);

  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <h1 id="hero-title" className={styles.heroTitle}>
        {/* Screen readers get one stable sentence instead of a word changing every two seconds. */}
        <span className="visually-hidden">Ranked-choice polls for anything</span>
        <span aria-hidden="true">
          Ranked-choice polls for{' '}
          <span className={styles.word} data-testid="hero-word" key={word}>
            {word || '\u00a0'}
          </span>
        </span>
      </h1>
      <p className={styles.lead}>
        Create a poll, share a link or QR code, let everyone rank the options and watch the instant-runoff count
        find the choice the room really prefers.
      </p>
      <CallToAction signedIn={signedIn} />
    </section>
  );
}
