import { Link } from '@runoff/platform/router';
import { useText } from '../lib/i18n';

export function NotFoundPage() {
  const { t } = useText();
  return (
    <section style={{ maxWidth: '40rem', margin: '0 auto', padding: '4rem 1rem', textAlign: 'center' }}>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/" className="btn btn-primary">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
