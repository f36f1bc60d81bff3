import { Link } from '@runoff/platform/router';
import { Alert } from '@runoff/ui';
import type { JoinFailure } from '../utils/join-error';
import styles from './join.module.css';

/** A failed join's message; for an accounts-only poll with a Sign in link that returns to this join page. */
export function JoinFailureAlert({ failure, pollId }: { failure: JoinFailure; pollId: string }) {
  return (
    <Alert>
      {failure.message}
      {failure.signIn && (
        <>
          {' '}
          <Link className={styles.signInLink} to="/login" state={{ from: `/polls/${encodeURIComponent(pollId)}/vote` }}>
            Sign in
          </Link>
        </>
      )}
    </Alert>
  );
}
