import { AnimatePresence, motion } from 'framer-motion';
import type { ParticipantLabel } from '../../../lib/utils/participant-labels';
import { visibleNames } from '../utils/visible-names';
import { useText } from '../../../lib/i18n';
import styles from './presenter.module.css';

export interface WallEntry extends ParticipantLabel {
  id: string;
}

/** The live count and the names popping in as people join; past ~60 names the oldest fold into "+N more". */
export function ParticipantWall({ entries }: { entries: readonly WallEntry[] }) {
  const { t, rich } = useText();
  const { shown, more } = visibleNames(entries);
  const count = entries.length;
  return (
    <section className={styles.wall} aria-labelledby="presenter-participants">
      <h2 id="presenter-participants" className={styles.count}>
        {rich('presenter.participants', {
          count,
          num: (chunks) => (
            <span key="count" data-testid="presenter-participant-count">
              {chunks}
            </span>
          ),
        })}
      </h2>
      {count === 0 ? (
        <p className={styles.waitingHint}>{t('presenter.scanToJoin')}</p>
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
                <bdi className={styles.nameText}>{entry.name}</bdi>
              </motion.li>
            ))}
          </AnimatePresence>
        </ul>
      )}
      {more > 0 && <p className={styles.more}>{t('presenter.more', { count: more })}</p>}
    </section>
  );
}
