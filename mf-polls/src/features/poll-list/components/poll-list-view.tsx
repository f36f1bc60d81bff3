import { useId, useState } from 'react';
import { Link } from '@runoff/platform/router';
import { failureMessage } from '@runoff/platform/supabase';
import { Alert, Spinner } from '@runoff/ui';
import { Page, pageStyles } from '../../../lib/page';
import type { LoadState } from '@runoff/ui';
import type { Poll } from '@runoff/domain';
import { filterPolls } from '../utils/filter-polls';
import { PollListRow } from './poll-list-row';
import styles from './poll-list.module.css';

export const SEARCH_PLACEHOLDER = 'Search polls by title, description or category';

export function PollListView({ polls }: { polls: LoadState<Poll[]> }) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const shown = polls.status === 'ready' ? filterPolls(polls.data, search) : [];
  return (
    <Page
      title="Your Polls"
      actions={
        <Link to="/polls/create" className={pageStyles.buttonLink}>
          Create New Poll
        </Link>
      }
    >
      <div role="search" className={styles.search}>
        <label htmlFor={searchId} className={styles.visuallyHidden}>
          Search polls
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.searchInput}
          placeholder={SEARCH_PLACEHOLDER}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {polls.status === 'loading' && <Spinner label="Loading your polls…" />}
      {polls.status === 'error' && <Alert>{failureMessage('Failed to load polls', polls.error)}</Alert>}
      {polls.status === 'ready' &&
        (polls.data.length === 0 ? (
          <p className={pageStyles.empty}>You haven&apos;t created any polls yet.</p>
        ) : shown.length === 0 ? (
          <p className={pageStyles.empty} role="status">
            No polls matching your search.
          </p>
        ) : (
          <ul className={styles.list} aria-label="Your polls">
            {shown.map((poll) => (
              <PollListRow key={poll.id} poll={poll} />
            ))}
          </ul>
        ))}
    </Page>
  );
}
