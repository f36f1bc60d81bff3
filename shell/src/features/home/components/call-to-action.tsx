import { Link } from '@runoff/platform/router';
import { useText } from '../../../lib/i18n';
import styles from './home.module.css';

/** Signed-out visitors are invited to join; signed-in users go straight to work. */
export function CallToAction({ signedIn }: { signedIn: boolean }) {
  const { t } = useText();
  return signedIn ? (
    <div className={styles.actions}>
      <Link to="/dashboard" className="btn btn-primary">
        {t('cta.dashboard')}
      </Link>
      <Link to="/polls/create" className="btn btn-secondary">
        {t('cta.createPoll')}
      </Link>
    </div>
  ) : (
    <div className={styles.actions}>
      <Link to="/signup" className="btn btn-primary">
        {t('cta.getStarted')}
      </Link>
      <Link to="/login" className="btn btn-secondary">
        {t('cta.logIn')}
      </Link>
    </div>
  );
}
