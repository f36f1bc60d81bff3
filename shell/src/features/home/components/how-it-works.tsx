import { useText } from '../../../lib/i18n';
import styles from './home.module.css';

const steps = [
  { title: 'how.create.title', text: 'how.create.text' },
  { title: 'how.invite.title', text: 'how.invite.text' },
  { title: 'how.rank.title', text: 'how.rank.text' },
  { title: 'how.watch.title', text: 'how.watch.text' },
] as const;

export function HowItWorks() {
  const { t, intl } = useText();
  return (
    <section className={styles.section} aria-labelledby="how-title">
      <h2 id="how-title" className={styles.sectionTitle}>
        {t('how.title')}
      </h2>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {intl.formatNumber(index + 1)}
            </span>
            <div>
              <h3>{t(step.title)}</h3>
              <p>{t(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
