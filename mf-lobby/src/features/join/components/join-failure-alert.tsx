import { Link } from '@runoff/platform/router';
import { useNoticeText } from '@runoff/platform/i18n';
import { Alert } from '@runoff/ui';
import type { JoinFailure } from '../utils/join-error';
import { useText } from '../../../lib/i18n';
import styles from './join.module.css';

/** A failed join's message; for an accounts-only poll with a Sign in link that returns to this join page. */
export function JoinFailureAlert({ failure, pollId }: { failure: JoinFailure; pollId: string }) {
  const { t } = useText();
  const say = useNoticeText(t);
  return (
    <Alert>
      {say(failure)}
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
