import { Link } from '@runoff/platform/router';
import { Alert } from '@runoff/ui';
import type { JoinFailure } from '../utils/join-error';
import { joinFailureText } from '../utils/join-failure-text';
import { useServerText, useText } from '../../../lib/i18n';
import styles from './join.module.css';

/** A failed join's message; for an accounts-only poll with a Sign in link that returns to this join page. */
export function JoinFailureAlert({ failure, pollId }: { failure: JoinFailure; pollId: string }) {
  const { t } = useText();
  const describe = useServerText();
  return (
    <Alert>
      {joinFailureText(failure, t, describe)}
      {failure.signIn && (
        <>
          {' '}
          <Link className={styles.signInLink} to="/login" state={{ from: `/polls/${encodeURIComponent(pollId)}/vote` }}>
            {t('join.signIn')}
          </Link>
        </>
      )}
    </Alert>
  );
}
