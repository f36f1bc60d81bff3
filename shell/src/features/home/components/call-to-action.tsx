import { Link } from '@runoff/platform/router';
import styles from './home.module.css';

/** Signed-out visitors are invited to join; signed-in users go straight to work. */
export function CallToAction({ signedIn }: { signedIn: boolean }) {
  return signedIn ? (
    <div className={styles.actions}>
      <Link to="/dashboard" className="btn btn-primary">
        Go to Dashboard
      </Link>
      <Link to="/polls/create" className="btn btn-secondary">
        Create a Poll
      </Link>
    </div>
  ) : (
    <div className={styles.actions}>
      <Link to="/signup" className="btn btn-primary">
        Get Started
      </Link>
      <Link to="/login" className="btn btn-secondary">
        Log In
      </Link>
    </div>
  );
}
