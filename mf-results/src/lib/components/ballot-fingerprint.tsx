import { Fragment, useId } from 'react';
import { Button, useCopyToClipboard } from '@runoff/ui';
import { useText } from '../i18n';
import { fingerprintGroups, recountCommand } from '../utils/fingerprint';
import styles from './ballot-fingerprint.module.css';


/**
 * The published ballot list's fingerprint (issue 27): SHA-256 of its canonical form, recorded when the host
 * published it, with what it is for and how to recount. A later change to any stored ballot gives another
 * fingerprint, which anyone can compute from the list. The results panel, the embed and the presenter show it.
 */
export function BallotFingerprint({ fingerprint, seats = 1 }: { fingerprint: string; seats?: number }) {
  const { t, rich } = useText();
  const { copy, copied } = useCopyToClipboard();
  const title = useId();
  return (
    <section className={styles.fingerprint} aria-labelledby={title} data-testid="ballot-fingerprint" data-fingerprint={fingerprint}>
      <h2 id={title} className={styles.title}>
        {t('fingerprint.title')}
      </h2>
      {/* Hex digits read left to right in every language. */}
      <p className={styles.value} dir="ltr" translate="no">
        {fingerprintGroups(fingerprint).map((group, i) => (
          <Fragment key={i}>
            {i > 0 && ' '}
            <span>{group}</span>
          </Fragment>
        ))}
      </p>
      <p className={styles.muted}>{t('fingerprint.explain')}</p>
      <p className={styles.muted}>
        {rich('fingerprint.recount', {
          command: (
            <code key="command" dir="ltr" translate="no" className={styles.command}>
              {recountCommand(seats)}
            </code>
          ),
        })}
      </p>
      <div>
        <Button variant="secondary" onClick={() => void copy(fingerprint)} aria-live="polite">
          {copied ? t('fingerprint.copied') : t('fingerprint.copy')}
        </Button>
      </div>
    </section>
  );
}
