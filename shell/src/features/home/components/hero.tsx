import { useText } from '../../../lib/i18n';
import { heroWordIntervalMs, heroWords, useRotatingWord } from '../hooks/use-rotating-word';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { CallToAction } from './call-to-action';
import styles from './home.module.css';

export function Hero({ signedIn }: { signedIn: boolean }) {
  const { t, rich } = useText();
  const reducedMotion = usePrefersReducedMotion();
  const wordId = useRotatingWord(heroWords, heroWordIntervalMs, reducedMotion);
  const word = wordId ? t(wordId) : '';

  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <h1 id="hero-title" className={styles.heroTitle}>
        {/* Screen readers get one stable sentence instead of a word changing every two seconds. */}
        <span className="visually-hidden">{t('hero.title')}</span>
        <span aria-hidden="true">
          {rich('hero.titleWithWord', {
            word: (
              <span className={styles.word} data-testid="hero-word" key={wordId ?? 'blank'}>
                {word || '\u00a0'}
              </span>
            ),
          })}
        </span>
      </h1>
      <p className={styles.lead}>{t('hero.lead')}</p>
      <CallToAction signedIn={signedIn} />
    </section>
  );
}
