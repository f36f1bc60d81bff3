import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Participant } from '../../../lib/utils/participant';
import type { ParticipantLabel } from '../../../lib/utils/participant-labels';
import { ParticipantRow } from './participant-row';
import { useText } from '../../../lib/i18n';
import styles from './lobby.module.css';
import rowStyles from './participant-row.module.css';

/** A row's height before it is measured (avatar 2.1rem + gap). */
const ESTIMATED_ROW_PX = 48;

export interface VirtualParticipantListProps {
  participants: readonly Participant[];
  /** Each participant's name or Participant {n} (participantLabels). */
  labels: ReadonlyMap<string, ParticipantLabel>;
  onRemove?: (participantId: string) => void;
  removingId?: string | null;
}

/**
 * A lecture hall's list (issue 13: 1,000 participants arriving without a long task): only the rows in view
 * are in the DOM. aria-setsize / aria-posinset keep the full count for screen readers.
 */
export function VirtualParticipantList({ participants, labels, onRemove, removingId = null }: VirtualParticipantListProps) {
  const { t } = useText();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: participants.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => participants[index]?.id ?? index,
    overscan: 8,
  });

  return (
    <div ref={scroller} className={rowStyles.scroller} role="region" tabIndex={0} aria-label={t('participants.scrollable')}>
      <ul className={rowStyles.virtualList} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const participant = participants[item.index];
          if (!participant) return null;
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              aria-setsize={participants.length}
              aria-posinset={item.index + 1}
              className={`${rowStyles.virtualItem} ${styles.participant} ${onRemove ? rowStyles.hostRow : ''}`}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <ParticipantRow participant={participant} label={labels.get(participant.id)} onRemove={onRemove} removing={removingId === participant.id} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
