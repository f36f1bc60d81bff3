import { useStaticPageText } from '../../../lib/i18n/static-pages';
import styles from './static-page.module.css';
import { StaticPage } from './static-page';

export function HowItWorksPage() {
  const { t } = useStaticPageText();
  return (
    <StaticPage title={t('how.title')} intro={t('how.intro')}>
      <h2>{t('how.create.heading')}</h2>
      <p>{t('how.create.text')}</p>
      <h2>{t('how.join.heading')}</h2>
      <p>{t('how.join.text')}</p>
      <h2>{t('how.rank.heading')}</h2>
      <p>{t('how.rank.text')}</p>
      <h2>{t('how.count.heading')}</h2>
      <p>{t('how.count.text')}</p>
      <ol>
        <li>{t('how.count.step1')}</li>
        <li>{t('how.count.step2')}</li>
        <li>{t('how.count.step3')}</li>
        <li>{t('how.count.step4')}</li>
      </ol>
      <p className={styles.example}>{t('how.count.example')}</p>
      <h2>{t('how.ties.heading')}</h2>
      <p>{t('how.ties.text')}</p>
      <h2>{t('how.results.heading')}</h2>
      <p>{t('how.results.text')}</p>
    </StaticPage>
  );
}
