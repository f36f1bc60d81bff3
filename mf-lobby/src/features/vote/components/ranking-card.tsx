import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { PollOption } from '@runoff/shared/domain';
import styles from './vote.module.css';

/** One draggable option: its rank number and text; the whole card is the drag handle. */
export function RankingCard({ option, rank, disabled }: { option: PollOption; rank: number; disabled: boolean }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: option.id, disabled });
  return (
    <li
      ref={setNodeRef}
      className={`${styles.card} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      {...attributes}
      {...listeners}
      aria-label={`${option.text}, choice ${rank}`}
    >
      <span className={styles.rank} aria-hidden="true">
        {rank}
      </span>
      <span className={styles.optionText}>{option.text}</span>
      <span className={styles.grip} aria-hidden="true">
        ⋮⋮
      </span>
    </li>
  );
}
