import { useText } from '../../../lib/i18n';
import styles from './count-animation.module.css';

const STEPS = ['animation.help1', 'animation.help2', 'animation.help3', 'animation.help4', 'animation.help5'] as const;

/** The step-by-step explanation behind Show Help. */
export function AnimationHelp({ id }: { id: string }) {
  const { t } = useText();
  return (
    <section id={id} className={styles.help} aria-label={t('animation.helpLabel')}>
      <ol>
        {STEPS.map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
      <p>{t('animation.helpSteps')}</p>
    </section>
  );
}
