import { useText } from '../../../lib/i18n';
import styles from './results-panel.module.css';
import { useSectionId, useSectionLabelledBy } from '../../../lib/hooks/section-id';

/**
 * The explanation box: how an instant-runoff (single transferable vote, one seat) count works. A disclosure,
 * closed at first: on a phone the open box pushed the winner off the first screen (issue 33); its title
 * still tells what it holds, and one tap opens it.
 */
export function StvExplanation() {
  const titleId = useSectionId('stv-explanation-title');
  const labelledBy = useSectionLabelledBy(titleId);
  const { t } = useText();
  return (
    <aside className={styles.explanation} aria-labelledby={labelledBy}>
      <details>
        <summary id={titleId} className={styles.explanationTitle}>
          {t('panel.howTitle')}
        </summary>
        <p>{t('panel.howBody')}</p>
      </details>
    </aside>
  );
}
