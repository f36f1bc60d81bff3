import { useStaticPageText } from '../../../lib/i18n/static-pages';
import { StaticPage } from './static-page';

export function TermsPage() {
  const { t } = useStaticPageText();
  return (
    <StaticPage title={t('terms.title')} intro={t('terms.intro')}>
      <h2>{t('terms.using.heading')}</h2>
      <p>{t('terms.using.text')}</p>
      <h2>{t('terms.acceptable.heading')}</h2>
      <ul>
        <li>{t('terms.acceptable.item1')}</li>
        <li>{t('terms.acceptable.item2')}</li>
        <li>{t('terms.acceptable.item3')}</li>
      </ul>
      <h2>{t('terms.binding.heading')}</h2>
      <p>{t('terms.binding.text')}</p>
      <h2>{t('terms.content.heading')}</h2>
      <p>{t('terms.content.text')}</p>
      <h2>{t('terms.availability.heading')}</h2>
      <p>{t('terms.availability.text')}</p>
      <h2>{t('terms.changes.heading')}</h2>
      <p>{t('terms.changes.text')}</p>
    </StaticPage>
  );
}
