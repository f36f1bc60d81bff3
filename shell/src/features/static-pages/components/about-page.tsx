import type { ReactNode } from 'react';
import { Link } from '@runoff/platform/router';
import { useStaticPageText } from '../../../lib/i18n/static-pages';
import { StaticPage } from './static-page';

export function AboutPage() {
  const { t, rich } = useStaticPageText();
  return (
    <StaticPage title={t('about.title')} intro={t('about.intro')}>
      <h2>{t('about.why.heading')}</h2>
      <p>{t('about.why.text')}</p>
      <h2>{t('about.who.heading')}</h2>
      <p>{t('about.who.text')}</p>
      <h2>{t('about.runs.heading')}</h2>
      <p>
        {rich('about.runs.text', {
          link: (chunks: ReactNode[]) => (
            <Link key="link" to="/how-it-works">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <h2>{t('about.tools.heading')}</h2>
      <p>{t('about.tools.text')}</p>
    </StaticPage>
  );
}
