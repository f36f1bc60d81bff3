import { Link } from '@runoff/platform/router';
import { useAuth } from '@runoff/platform/auth';
import { Alert, Spinner } from '@runoff/ui';
import { AuthPage, authPageStyles } from '../../../lib/components/auth-page';
import { useText } from '../../../lib/i18n';
import { ProfileForm } from './profile-form';

export function ProfilePage() {
  const { t } = useText();
  const { status, user, updateDisplayName } = useAuth();

  if (status === 'loading') return <Spinner label={t('profile.loading')} />;
  // The shell's route guard normally keeps signed-out visitors away; this covers any other host.
  if (!user) {
    return (
      <AuthPage title={t('profile.title')}>
        <Alert tone="warning">{t('profile.signedOut')}</Alert>
        <p className={authPageStyles.links}>
          <Link to="/login" state={{ from: '/profile' }}>
            {t('profile.signIn')}
          </Link>
        </p>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t('profile.title')} description={t('profile.description')} wide>
      {/* Keyed by user so that switching accounts starts from the new user's name. */}
      <ProfileForm key={user.uid} user={user} onSubmit={updateDisplayName} />
    </AuthPage>
  );
}
