import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { PollOption } from '@runoff/domain';
import { useText } from '../../../lib/i18n';
import { AreaIcon } from './area-icon';
import styles from './vote.module.css';

/**
 * One draggable option: its rank number and text; the whole card is the drag handle. The list item stays a
 * plain list item (a list may only hold list items); the handle inside it carries dnd-kit's button role and
 * keyboard listeners, and its accessible name comes from its own text ("Tacos, choice 3"), so what is
 * read out and what is shown agree.
 */
export function RankingCard({
  option,
  rank,
  disabled,
  onUnrank,
  unrankRef,
}: {
  option: PollOption;
  rank: number;
  disabled: boolean;
  /** With partial rankings: the card's Unrank button, which moves the option to the Unranked area. */
  onUnrank?: (id: string) => void;
  unrankRef?: (element: HTMLButtonElement | null) => void;
}) {
  const { t, intl } = useText();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: option.id,
    disabled,
  });
  return (
    <li ref={setNodeRef} className={`${styles.item} ${onUnrank ? styles.withAction : ''}`} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <div ref={setActivatorNodeRef} className={`${styles.card} ${isDragging ? styles.dragging : ''}`} {...attributes} {...listeners}>
        <span className={styles.rank} aria-hidden="true">
          {intl.formatNumber(rank)}
        </span>
        {/* One inline run, so the name reads "Tacos, choice 3" (flex items would get a space between). */}
        <span className={styles.optionText}>
          {option.text}
          <span className={styles.srOnly}>{t('ranking.choice', { rank })}</span>
        </span>
        <span className={styles.grip} aria-hidden="true">
          ⋮⋮
        </span>
      </div>
      {onUnrank && (
        <button
          type="button"
          className={styles.areaButton}
          ref={unrankRef}
          aria-label={t('ranking.unrankName', { option: option.text })}
          title={t('ranking.unrank')}
          onClick={() => onUnrank(option.id)}
          disabled={disabled}
        >
          <AreaIcon kind="unrank" />
        </button>
      )}
    </li>
  );
}
