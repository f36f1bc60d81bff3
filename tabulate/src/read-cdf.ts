import fs from 'node:fs/promises';
import { noticeCollector } from './ballot-file-parts';
import { PackedBallotBuilder } from './packed-ballot-builder';
import { BallotFileError, MAX_NAMES, nameProblem, type BallotFile, type ReadBallotsOptions } from './read-ballots';
import { findTerminalControl } from './terminal-text';

/**
 * A CDF file is one JSON document, parsed whole: the most the reader takes. At RCTab's verbosity (about
 * 1.7 kB a ballot of four ranks, indented) that is some 60,000 ballots; a bigger election converts to CSV
 * first. A 99 MB file counts within a 256 MB heap (docs/counting.md).
 */
const MAX_CDF_BYTES = 100_000_000;
/** RCTab's name for a write-in selection (it counts all write-ins as one candidate). */
const WRITE_IN = 'Undeclared Write-ins';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Reads NIST SP 1500-103 cast vote records in JSON (CDF) as RCTab's CommonDataFormatReader does: the
 * contest (`--contest NAME`, or the file's only one), its ContestSelections in order as the options (each
 * named by its first Candidate's Name; a write-in selection is "Undeclared Write-ins"), then for each CVR
 * its current snapshot's selections for that contest, each at the Rank on the selection or on each
 * SelectionPosition (skipping positions with HasIndication or IsAllocable "no"), ranks sorted.
 *
 * Where RCTab has configurable rules, Runoff keeps one: a repeated option keeps its first rank; a skipped
 * rank is passed over; an overvote (two options at one rank) ends the ballot there (RCTab's
 * "exhaustImmediately"). Each is reported as a notice, "lines" being the CVRs' numbers (from 1).
 */
export async function readCdf(file: string, { options, optionsFrom = '--options', contest }: ReadBallotsOptions = {}): Promise<BallotFile> {
  const { size } = await fs.stat(file).catch((error: NodeJS.ErrnoException) => {
    throw new BallotFileError(null, error.code === 'ENOENT' ? 'no such file' : error.code === 'EACCES' ? 'permission denied' : String(error));
  });
  if (size > MAX_CDF_BYTES) throw new BallotFileError(null, `${size.toLocaleString('en-US')} bytes: a CDF file is read whole, at most ${MAX_CDF_BYTES.toLocaleString('en-US')} (convert a bigger one to CSV)`);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(await fs.readFile(file)).replace(/^\uFEFF/, ''));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EISDIR') throw new BallotFileError(null, 'a folder, not a file');
    throw new BallotFileError(null, error instanceof SyntaxError ? `not JSON: ${error.message.slice(0, 200)}` : 'the file is not valid UTF-8');
  }
  if (!isObject(json)) throw new BallotFileError(null, 'not a CDF CastVoteRecordReport (a JSON object with Election and CVR)');

  const candidateNames = new Map<string, string>();
  const contests: Json[] = [];
  for (const election of list(json.Election).filter(isObject)) {
    for (const candidate of list(election.Candidate).filter(isObject)) {
      const id = text(candidate['@id']);
      if (id !== undefined) candidateNames.set(id, checkedName(text(candidate.Name) ?? '', `candidate "${id.slice(0, 80)}"`));
    }
    contests.push(...list(election.Contest).filter(isObject));
  }
  const contestNames = contests.map((c) => text(c.Name) ?? text(c['@id']) ?? '');
  const chosen = contest === undefined ? (contests.length === 1 ? contests[0] : undefined) : contests.find((c) => text(c.Name) === contest);
  if (!chosen) {
    const named = contestNames.map((name) => `"${name.slice(0, 80)}"`).join(', ') || 'none';
    throw new BallotFileError(null, contest === undefined ? `${contests.length} contests (${named}): give --contest NAME` : `no contest named "${contest.slice(0, 80)}" (contests: ${named})`);
  }

  // The contest's selections in order: its options, as RCTab lists its candidates.
  const selectionOption = new Map<string, string>();
  const fileNames: string[] = [];
  for (const selection of list(chosen.ContestSelection).filter(isObject)) {
    const id = text(selection['@id']) ?? '';
    let name: string;
    if (selection.IsWriteIn === true || selection.IsWriteIn === 'true') name = WRITE_IN;
    else {
      const candidate = text(list(selection.CandidateIds)[0]);
      const found = candidate === undefined ? undefined : candidateNames.get(candidate);
      if (found === undefined) throw new BallotFileError(null, `contest selection "${id.slice(0, 80)}" names no candidate of the file`);
      name = found;
    }
    selectionOption.set(id, name);
    if (!fileNames.includes(name)) fileNames.push(name);
    if (fileNames.length > MAX_NAMES) throw new BallotFileError(null, `more than ${MAX_NAMES.toLocaleString('en-US')} options`);
  }
  const names = options ? [...options] : fileNames;
  const index = new Map(names.map((name, i) => [name, i]));
  for (const name of fileNames) if (!index.has(name)) throw new BallotFileError(null, `"${name.slice(0, 80)}" is not one of the options given with ${optionsFrom}`);

  const builder = new PackedBallotBuilder();
  const notices = noticeCollector();
  const contestId = text(chosen['@id']);
  const cvrs = list(json.CVR);
  const lastBallot = new Int32Array(names.length).fill(-1);
  for (const [number, cvr] of cvrs.entries()) {
    const at = number + 1;
    const ranked = isObject(cvr) ? rankingsOf(cvr, contestId, selectionOption, at) : [];
    ranked.sort((a, b) => a.rank - b.rank);
    let expected = 1;
    for (let i = 0; i < ranked.length; i += 1) {
      const { rank, name } = ranked[i]!;
      if (ranked[i + 1]?.rank === rank) {
        notices.add('overvote', at);
        break;
      }
      if (rank > expected) notices.add('skipped-blank-rank', at);
      expected = rank + 1;
      const option = index.get(name)!;
      if (lastBallot[option] === number) {
        notices.add('repeated-name', at);
        continue;
      }
      lastBallot[option] = number;
      builder.rank(option);
    }
    builder.endBallot();
  }
  return { names, ballots: builder.finish(), ballotsRead: cvrs.length, notices: notices.list().map((notice) => ({ ...notice, at: 'CVR' as const })), title: text(chosen.Name) };
}

/** A CVR's ranks for the contest, from its current snapshot. */
function rankingsOf(cvr: Json, contestId: string | undefined, selectionOption: ReadonlyMap<string, string>, at: number): Array<{ rank: number; name: string }> {
  const snapshots = list(cvr.CVRSnapshot).filter(isObject);
  const current = snapshots.find((snapshot) => snapshot['@id'] === cvr.CurrentSnapshotId) ?? (snapshots.length === 1 ? snapshots[0] : undefined);
  const contest = list(current?.CVRContest).filter(isObject).find((c) => c.ContestId === contestId);
  const ranks: Array<{ rank: number; name: string }> = [];
  for (const selection of list(contest?.CVRContestSelection).filter(isObject)) {
    if (selection.Status === 'needs-adjudication') continue;
    const id = text(selection.ContestSelectionId) ?? '';
    const name = selectionOption.get(id);
    if (name === undefined) throw new BallotFileError(null, `CVR ${at}: contest selection "${id.slice(0, 80)}" is not one of the contest's`);
    const positions = selection.Rank !== undefined ? [{ Rank: selection.Rank }] : list(selection.SelectionPosition).filter(isObject);
    for (const position of positions) {
      if (position.HasIndication === 'no' || position.IsAllocable === 'no') continue;
      const rank = position.Rank;
      if (typeof rank !== 'number' || !Number.isInteger(rank) || rank < 1 || rank > MAX_NAMES) throw new BallotFileError(null, `CVR ${at}: the rank ${String(rank).slice(0, 20)} is not a whole number from 1`);
      ranks.push({ rank, name: position.CVRWriteIn !== undefined ? WRITE_IN : name });
    }
  }
  return ranks;
}

function checkedName(name: string, what: string): string {
  const trimmed = name.trim();
  const control = findTerminalControl(trimmed);
  const problem = control ? `holds ${control.description}, which Runoff never exports` : trimmed === '' ? 'has no name' : nameProblem(trimmed);
  if (problem) throw new BallotFileError(null, `${what} ${problem}`);
  return trimmed;
}
