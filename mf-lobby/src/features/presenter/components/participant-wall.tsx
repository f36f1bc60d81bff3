import { AnimatePresence, motion } from 'framer-motion';
import type { ParticipantLabel } from '../../../lib/participant-labels';
import { visibleNames } from '../utils/visible-names';
import styles from './presenter.module.css';

export interface WallEntry extends ParticipantLabel {
  id: string;
}

/** The live count and the names popping in as people join; past ~60 names the oldest fold into "+N more". */
export function ParticipantWall({ entries }: { entries: readonly WallEntry[] }) {
  const { shown, more } = visibleNames(entries);
  const count = entries.length;
  return (
    <section className={styles.wall} aria-labelledby="presenter-participants">
      <h2 id="presenter-participants" className={styles.count}>
        <span data-testid="presenter-participant-count">{count}</span> {count === 1 ? 'participant' : 'participants'}
      </h2>
      {count === 0 ? (
        <p className={styles.waitingHint}>Scan the code to join</p>
      ) : (
        <ul className={styles.names} aria-live="polite">
          <AnimatePresence initial={false}>
            {shown.map((entry) => (
              <motion.li
                key={entry.id}
                layout
                className={styles.name}
                initial={{ opacity: 0, scale: 0.6, y: 12 }}
                animate={{ opacity: 1, scale: 1, y: 0 }}
                exit={{ opacity: 0, scale: 0.6 }}
                transition={{ type: 'spring', stiffness: 320, damping: 24 }}
              >
                <span className={styles.initial} aria-hidden="true">
                  {entry.initial}
                </span>
                <span className={styles.nameText}>{entry.name}</span>
              </motion.li>
            ))}
          </AnimatePresence>
        </ul>
      )}
      {more > 0 && <p className={styles.more}>+{more} more</p>}
    </section>
  );
}
