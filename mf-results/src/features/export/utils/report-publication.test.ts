import { filmResults } from '@runoff/test-utils';
import { countResults } from '../../../../tests/support/count-results';
import { englishElectionText } from '../../../lib/i18n/elections';
import { auditLines } from './audit-lines';
import { buildResultsCsv } from './build-results-csv';

const fingerprint = 'c0ffee00'.repeat(8);

describe('the report of a poll whose ballots are published (issue 27)', () => {
  it('gives the fingerprint and the recount command in the header block; unpublished, neither', () => {
    const published = buildResultsCsv(countResults(filmResults({ ballotList: { publication: 'everyone', publishedAt: null, fingerprint } })));
    const lines = published.split('\r\n');
    expect(lines).toContain(`Ballot list fingerprint (SHA-256),${fingerprint}`);
    expect(lines).toContain('Recount,pnpm tabulate ballots.csv --verify <fingerprint>');
    // In the header block: before the blank line that opens the rounds.
    expect(lines.indexOf(`Ballot list fingerprint (SHA-256),${fingerprint}`)).toBeLessThan(lines.indexOf(''));
    expect(buildResultsCsv(countResults(filmResults()))).not.toContain('fingerprint');
  });

  it("ends the host's report with the audit trail, oldest first, each action worded and its figures", () => {
    const csv = buildResultsCsv(countResults(filmResults()), undefined, {
      audit: auditLines([
        { at: '2026-11-28T17:00:00.000Z', action: 'created', details: { voters: 'list', trackers: true } },
        { at: '2026-11-28T17:05:00.000Z', action: 'list_changed', details: { added: 3, removed: 1 } },
        { at: '2026-11-28T17:30:00.000Z', action: 'ballots_published', details: { audience: 'everyone', fingerprint } },
        { at: '2026-11-28T17:31:00.000Z', action: 'some_later_action', details: {} },
      ], englishElectionText),
    });
    expect(csv.trimEnd().split('\r\n').slice(-6)).toEqual([
      'Audit trail',
      'Time (UTC),Action,Details',
      '2026-11-28T17:00:00.000Z,Poll created,voters: list; trackers: true',
      '2026-11-28T17:05:00.000Z,Voter list changed,added: 3; removed: 1',
      `2026-11-28T17:30:00.000Z,Ballots published,audience: everyone; fingerprint: ${fingerprint}`,
      '2026-11-28T17:31:00.000Z,some_later_action,',
    ]);
  });
});
