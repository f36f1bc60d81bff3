import type { PollResults } from '@runoff/domain';

type BallotSource = Pick<PollResults, 'poll' | 'ballots'>;

/** Groups with a count, their rankings as option positions from 1 (unknown ids left out), in ranking order. */
function numbered({ poll, ballots }: BallotSource): { ranking: number[]; count: number }[] {
  const position = new Map(poll.options.map((option, i) => [option.id, i + 1]));
  return ballots
    .filter((group) => group.count > 0)
    .map((group) => ({ ranking: group.ranking.map((id) => position.get(id)).filter((n): n is number => n !== undefined), count: group.count }))
    .filter((group) => group.ranking.length > 0)
    .sort((a, b) => a.ranking.join(' ').localeCompare(b.ranking.join(' ')));
}

/** A BLT name is quoted and cannot hold a quote: one becomes ” (U+201D), which reads the same. */
function bltName(text: string): string {
  return `"${text.replace(/"/g, '\u201D')}"`;
}

/**
 * The ballots as a BLT file (OpenSTV, OpaVote; issue 31), which `pnpm tabulate --format blt` reads
 * (docs/counting.md): `OPTIONS SEATS`, then one line a group of identical rankings, `COUNT c1 c2 … 0`
 * (options numbered from 1 in the poll's order), `0`, each option's name quoted, and the poll's title.
 * The groups carry no voter and no time, as the CSV.
 */
export function buildBallotsBlt(results: BallotSource): string {
  const lines = [`${results.poll.options.length} ${results.poll.seats}`];
  for (const group of numbered(results)) lines.push(`${group.count} ${group.ranking.join(' ')} 0`);
  lines.push('0', ...results.poll.options.map((option) => bltName(option.text)), bltName(results.poll.title));
  return `${lines.join('\n')}\n`;
}

/**
 * The ballots as NIST SP 1500-103 cast vote records in JSON (RCTab's Common Data Format; issue 31), which
 * `pnpm tabulate --format cdf` reads: one contest (the poll), a candidate and a contest selection per option,
 * and one CVR per ballot, each selection at its rank. CVRs are numbered in ranking order, saying nothing of
 * who voted or when.
 */
export function buildBallotsCdf(results: BallotSource): string {
  const { poll } = results;
  const candidate = (n: number) => `candidate-${n}`;
  const selection = (n: number) => `selection-${n}`;
  const cvrs: unknown[] = [];
  for (const group of numbered(results)) {
    const record = {
      '@type': 'CVR.CVR',
      CurrentSnapshotId: 'snapshot',
      CVRSnapshot: [
        {
          '@id': 'snapshot',
          '@type': 'CVR.CVRSnapshot',
          Type: 'original',
          CVRContest: [
            {
              '@type': 'CVR.CVRContest',
              ContestId: 'contest-1',
              CVRContestSelection: group.ranking.map((n, i) => ({
                '@type': 'CVR.CVRContestSelection',
                ContestSelectionId: selection(n),
                SelectionPosition: [{ '@type': 'CVR.SelectionPosition', HasIndication: 'yes', IsAllocable: 'yes', NumberVotes: 1, Rank: i + 1 }],
              })),
            },
          ],
        },
      ],
    };
    for (let copy = 0; copy < group.count; copy += 1) cvrs.push({ ...record, BallotPrePrintedId: String(cvrs.length + 1) });
  }
  const report = {
    '@type': 'CVR.CastVoteRecordReport',
    Version: '1.0.0',
    ReportGeneratingDeviceIds: ['runoff'],
    GeneratedDate: new Date(0).toISOString(),
    Election: [
      {
        '@id': 'election-1',
        '@type': 'CVR.Election',
        Name: poll.title,
        Candidate: poll.options.map((option, i) => ({ '@id': candidate(i + 1), '@type': 'CVR.Candidate', Name: option.text })),
        Contest: [
          {
            '@id': 'contest-1',
            '@type': 'CVR.CandidateContest',
            Name: poll.title,
            VotesAllowed: 1,
            NumberElected: poll.seats,
            ContestSelection: poll.options.map((_, i) => ({ '@id': selection(i + 1), '@type': 'CVR.CandidateSelection', CandidateIds: [candidate(i + 1)] })),
          },
        ],
      },
    ],
    CVR: cvrs,
  };
  return JSON.stringify(report);
}

/** The file names, as the CSV's: poll-ballots-<id>.blt and poll-ballots-<id>.cdf.json. */
export function ballotsFileNameAs(pollId: string, format: 'blt' | 'cdf'): string {
  return `poll-ballots-${pollId.replace(/[^A-Za-z0-9_-]/g, '')}.${format === 'blt' ? 'blt' : 'cdf.json'}`;
}
