import { useId, useState } from 'react';
import { Link } from '@runoff/platform/router';
import { useErrorMessage } from '@runoff/platform/i18n';
import { Alert, Spinner } from '@runoff/ui';
import { Page, pageStyles } from '../../../lib/components/page';
import { useText } from '../../../lib/i18n';
import type { LoadState } from '@runoff/ui';
import type { Poll } from '@runoff/domain';
import { filterPolls } from '../utils/filter-polls';
import { PollListRow } from './poll-list-row';
import styles from './poll-list.module.css';

export function PollListView({ polls }: { polls: LoadState<Poll[]> }) {
  const { t } = useText();
  const describe = useErrorMessage();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const shown = polls.status === 'ready' ? filterPolls(polls.data, search) : [];
  return (
    <Page
      title={t('polls.yourPolls')}
      actions={
        <Link to="/polls/create" className={pageStyles.buttonLink}>
          {t('polls.createNew')}
        </Link>
      }
    >
      <div role="search" className={styles.search}>
        <label htmlFor={searchId} className={styles.visuallyHidden}>
          {t('pollList.searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.searchInput}
          placeholder={t('pollList.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {polls.status === 'loading' && <Spinner label={t('polls.loading')} />}
      {polls.status === 'error' && <Alert>{t('polls.loadFailed', { message: describe(polls.error) })}</Alert>}
      {polls.status === 'ready' &&
        (polls.data.length === 0 ? (
          <p className={pageStyles.empty}>{t('polls.noneCreated')}</p>
        ) : shown.length === 0 ? (
          <p className={pageStyles.empty} role="status">
            {t('pollList.noMatch')}
          </p>
        ) : (
          <ul className={styles.list} aria-label={t('pollList.listLabel')}>
            {shown.map((poll) => (
              <PollListRow key={poll.id} poll={poll} />
            ))}
          </ul>
        ))}
    </Page>
  );
}
