import { filterPolls } from './filter-polls';
import { pollFixture } from '@runoff/test-utils';

const polls = [
  pollFixture({ id: 'a', title: 'Team lunch', description: 'Friday', category: 'Food' }),
  pollFixture({ id: 'b', title: 'Film night', description: 'Pick a MOVIE for the team', category: 'Movies' }),
  pollFixture({ id: 'c', title: 'Book club', description: '', category: 'Books' }),
];

const ids = (search: string) => filterPolls(polls, search).map((poll) => poll.id);

describe('filterPolls', () => {
  it('keeps every poll for a blank search', () => {
    expect(ids('')).toEqual(['a', 'b', 'c']);
    expect(ids('   ')).toEqual(['a', 'b', 'c']);
  });

  it('matches title, description and category, ignoring case', () => {
    expect(ids('TEAM')).toEqual(['a', 'b']);
    expect(ids('movie')).toEqual(['b']);
    expect(ids('books')).toEqual(['c']);
  });

  it('finds nothing when no field contains the text', () => {
    expect(ids('karaoke')).toEqual([]);
  });
});
