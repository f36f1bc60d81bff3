import type { PollOption } from '@runoff/domain';
import { useFocusNext } from '../hooks/use-focus-next';
import { useText } from '../../../lib/i18n';
import { AreaIcon } from './area-icon';
import styles from './vote.module.css';

export interface UnrankedListProps {
  unranked: readonly PollOption[];
  disabled: boolean;
  /** Adds the option to the ranking as the next choice. */
  onRank: (id: string) => void;
  /** Where keyboard focus goes once the last unranked option is ranked. */
  focusWhenEmpty?: () => HTMLElement | null;
}

/**
 * The Unranked area of a poll that allows partial rankings: the options the voter leaves out. Each has a
 * Rank button (a plain button: mouse, touch and keyboard alike) that makes it the next choice; a ranked
 * option's Unrank button brings it back here.
 */
export function UnrankedList({ unranked, disabled, onRank, focusWhenEmpty }: UnrankedListProps) {
  const { t } = useText();
  const focus = useFocusNext(
    unranked.map((option) => option.id),
    focusWhenEmpty,
  );
  return (
    <section className={styles.unranked} aria-labelledby="unranked-heading">
      <h3 id="unranked-heading" className={styles.subheading}>
        {t('unranked.heading')}
      </h3>
      {unranked.length === 0 ? (
        <p className={styles.hint}>{t('unranked.allRanked')}</p>
      ) : (
        <ul className={styles.list} aria-labelledby="unranked-heading">
          {unranked.map((option) => (
            <li key={option.id} className={`${styles.item} ${styles.withAction}`}>
              <div className={`${styles.card} ${styles.unrankedCard}`}>
                <span className={styles.optionText}>{option.text}</span>
              </div>
              <button
                type="button"
                className={styles.areaButton}
                ref={focus.register(option.id)}
                aria-label={t('unranked.rankName', { option: option.text })}
                title={t('unranked.rank')}
                onClick={() => {
                  focus.leaving(option.id);
                  onRank(option.id);
                }}
                disabled={disabled}
              >
                <AreaIcon kind="rank" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
