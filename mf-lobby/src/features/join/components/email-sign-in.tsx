import { useAuth } from '@runoff/platform/auth';
import { Link, useNavigate } from '@runoff/platform/router';
import { useText } from '../../../lib/i18n';
import styles from './join.module.css';

const CODE_SIGN_IN = '/login?method=code';

/**
 * The way in for a voter on a list by e-mail: sign in with a code mailed to the address (mf_auth), then
 * back to this join page, where the proven address joins at once. An account signed in another way
 * (a password proves no address) is signed out first, as the sign-in page would send it straight back.
 */
export function EmailSignIn({ pollId }: { pollId: string }) {
  const { t } = useText();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const back = { from: `/polls/${encodeURIComponent(pollId)}/vote` };
  return (
    <p className={styles.emailSignIn}>
      {t('join.invitedByEmail')}{' '}
      {user ? (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => void signOut().catch(() => {}).then(() => navigate(CODE_SIGN_IN, { state: back }))}
        >
          {t('join.emailSignInAgain')}
        </button>
      ) : (
        <Link className={styles.signInLink} to={CODE_SIGN_IN} state={back}>
          {t('join.emailSignIn')}
        </Link>
      )}
    </p>
  );
}
