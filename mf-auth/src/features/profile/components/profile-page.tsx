import { Link } from '@runoff/platform/router';
import { useAuth } from '@runoff/platform/auth';
import { Alert, Spinner } from '@runoff/ui';
import { AuthPage, authPageStyles } from '../../../lib/auth-page';
import { ProfileForm } from './profile-form';

export function ProfilePage() {
  const { status, user, updateDisplayName } = useAuth();

  if (status === 'loading') return <Spinner label="Loading your profile…" />;
  // The shell's route guard normally keeps signed-out visitors away; this covers any other host.
  if (!user) {
    return (
      <AuthPage title="Your profile">
        <Alert tone="warning">You need to be signed in to see your profile.</Alert>
        <p className={authPageStyles.links}>
          <Link to="/login" state={{ from: '/profile' }}>
            Sign in
          </Link>
        </p>
      </AuthPage>
    );
  }

  return (
    <AuthPage title="Your profile" description="Change the name other people see in polls." wide>
      {/* Keyed by user so that switching accounts starts from the new user's name. */}
      <ProfileForm key={user.uid} user={user} onSubmit={updateDisplayName} />
    </AuthPage>
  );
}
