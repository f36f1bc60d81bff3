import { Fragment } from 'react';
import { useStaticPageText } from '../../../lib/i18n/static-pages';
import { StaticPage } from './static-page';

const sections = ['account', 'polls', 'participants', 'ballots', 'browser', 'access', 'deleting'] as const;

export function PrivacyPage() {
  const { t } = useStaticPageText();
  return (
    <StaticPage title={t('privacy.title')} intro={t('privacy.intro')}>
      {sections.map((section) => (
        <Fragment key={section}>
          <h2>{t(`privacy.${section}.heading`)}</h2>
          <p>{t(`privacy.${section}.text`)}</p>
        </Fragment>
      ))}
    </StaticPage>
  );
}
