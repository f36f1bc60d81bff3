import { useText } from '../../../lib/i18n';
import styles from './results-panel.module.css';

/** The explanation box: how an instant-runoff (single transferable vote, one seat) count works. */
export function StvExplanation() {
  const { t } = useText();
  return (
    <aside className={styles.explanation} aria-labelledby="stv-explanation-title">
      <h2 id="stv-explanation-title" className={styles.explanationTitle}>
        {t('panel.howTitle')}
      </h2>
      <p>{t('panel.howBody')}</p>
    </aside>
  );
}
