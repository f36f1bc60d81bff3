import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BallotFileError, readBallots, type BallotFile } from './read-ballots';

const read = (text: string | Buffer, options?: string[]) => readBallots(Readable.from([typeof text === 'string' ? Buffer.from(text) : text]), { options });

/** Each ballot's ranking as names. */
function rankings(file: BallotFile): string[][] {
  const { choices, starts } = file.ballots;
  return Array.from({ length: starts.length - 1 }, (_, b) => Array.from(choices.subarray(starts[b], starts[b + 1]), (option) => file.names[option]!));
}

async function failure(promise: Promise<unknown>): Promise<BallotFileError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BallotFileError);
  return error as BallotFileError;
}

describe('readBallots', () => {
  it('reads one ballot a row, trailing cells empty, names in order of first appearance', async () => {
    const file = await read('ballot_id,rank1,rank2,rank3\n1,Pizza,Sushi,\n2,Tacos,,\n3,Sushi,Pizza,Tacos\n');
    expect(file.names).toEqual(['Pizza', 'Sushi', 'Tacos']);
    expect(rankings(file)).toEqual([['Pizza', 'Sushi'], ['Tacos'], ['Sushi', 'Pizza', 'Tacos']]);
    expect(file.ballotsRead).toBe(3);
    expect(file.notices).toEqual([]);
  });

  it('reads a published ballot list: a tracker column after ballot_id, each row reported with its tracker', async () => {
    const seen: Array<[string, readonly string[]]> = [];
    const file = await readBallots(Readable.from([Buffer.from('ballot_id,tracker,rank1,rank2\n1,K7QM2XPA,Pizza,Sushi\n2, B3HJ9RTE ,Sushi,\n')]), {
      onBallot: (tracker, names) => seen.push([tracker, names]),
    });
    expect(rankings(file)).toEqual([['Pizza', 'Sushi'], ['Sushi']]);
    expect(file.names).toEqual(['Pizza', 'Sushi']);
    expect(seen).toEqual([['K7QM2XPA', ['Pizza', 'Sushi']], ['B3HJ9RTE', ['Sushi']]]);
    expect((await failure(read('ballot_id,tracker\n1,K7QM2XPA\n'))).message).toMatch(/^line 1: expected the header/);
  });

  it('undoes the formula defusing of Export Ballots: the option names come back exactly', async () => {
    const file = await read("ballot_id,rank1,rank2\n1,'=SUM(1),''+1\n2,'''@home,'=SUM(1)\n");
    expect(file.names).toEqual(['=SUM(1)', "'+1", "''@home"]);
  });

  it('reads quoted names with commas and quotes (RFC 4180); a line break in a name is refused at its line', async () => {
    const file = await read('ballot_id,rank1,rank2\n1,"Smith, ""Junior""","Ice cream"\n2,"Ice cream",\n');
    expect(file.names).toEqual(['Smith, "Junior"', 'Ice cream']);
    expect(rankings(file)).toEqual([['Smith, "Junior"', 'Ice cream'], ['Ice cream']]);
    // Runoff's option text holds no control character, a line break included.
    const error = await failure(read('ballot_id,rank1,rank2\n1,A,B\n2,"Ice\ncream",A\n'));
    expect(error.message).toBe('line 3: a cell holds the control character U+000A, which Runoff never exports');
  });

  it('refuses C1 controls, DEL and bidirectional controls in any cell, the ballot id too', async () => {
    const message = async (cell: string) => (await failure(read(`ballot_id,rank1\n1,A\n${cell}\n`))).message;
    expect(await message('2,\u009b2J')).toBe('line 3: a cell holds the control character U+009B, which Runoff never exports');
    expect(await message('2,A\u007f')).toBe('line 3: a cell holds the control character U+007F, which Runoff never exports');
    expect(await message('2,Alice\u202eyrellaM')).toBe('line 3: a cell holds the bidirectional control character U+202E, which Runoff never exports');
    expect(await message('\u001b[2J,A')).toBe('line 3: a cell holds the control character U+001B, which Runoff never exports');
  });

  it('names the line of a control character inside a quoted cell that spans lines', async () => {
    const error = await failure(read('ballot_id,rank1\n1,Alice\n2,"Bob\n\u001b[2J"\n3,Alice\n'));
    expect(error.message).toBe('line 3: a cell holds the control character U+000A, which Runoff never exports');
    const after = await failure(read('ballot_id,rank1,rank2\n1,Alice\n2,"Bob","x\ny"\n'.replace('"Bob"', '"B\u001bob"')));
    expect(after.line).toBe(3);
  });

  it('refuses a name longer than any Runoff option at its line, before holding it', async () => {
    const error = await failure(read(`ballot_id,rank1\n1,A\n2,${'x'.repeat(5_000)}\n`));
    expect(error.message).toBe("line 3: a name of 5,000 characters: Runoff's options are at most 200");
    // Counted in characters, as the database counts: 200 emoji are 400 UTF-16 units.
    expect((await read(`ballot_id,rank1\n1,${'🍜'.repeat(200)}\n`)).names).toEqual(['🍜'.repeat(200)]);
  });

  it('reads a UTF-8 byte order mark, CRLF line ends and non-ASCII names', async () => {
    const file = await read(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('ballot_id,rank1,rank2\r\n1,Crème brûlée,Ramen 🍜\r\n2,Ramen 🍜,\r\n')]));
    expect(file.names).toEqual(['Crème brûlée', 'Ramen 🍜']);
    expect(rankings(file)).toEqual([['Crème brûlée', 'Ramen 🍜'], ['Ramen 🍜']]);
  });

  it('reads a name split across stream chunks, even inside a multi-byte character', async () => {
    const bytes = Buffer.from('ballot_id,rank1\n1,Crème\n2,Crème\n');
    const chunks = Array.from(bytes, (byte) => Buffer.from([byte]));
    const file = await readBallots(Readable.from(chunks));
    expect(rankings(file)).toEqual([['Crème'], ['Crème']]);
  });

  it('skips blank lines, and keeps counting lines through them', async () => {
    const text = '\nballot_id,rank1,rank2\n\n1,Pizza,Sushi\n\r\n\n2,Sushi,\n\n';
    expect(rankings(await read(text))).toEqual([['Pizza', 'Sushi'], ['Sushi']]);
    const error = await failure(read(text.replace('2,Sushi,', '2,Tacos,'), ['Pizza', 'Sushi']));
    expect(error.line).toBe(7);
  });

  it('keeps the first rank of a name repeated within a ballot and reports the line (as RCTab)', async () => {
    const file = await read('ballot_id,rank1,rank2,rank3,rank4\n1,Pizza,Sushi,Pizza,Tacos\n2,Sushi,,,\n3,Tacos,Tacos,Tacos,\n');
    expect(rankings(file)).toEqual([['Pizza', 'Sushi', 'Tacos'], ['Sushi'], ['Tacos']]);
    expect(file.notices).toEqual([{ kind: 'repeated-name', count: 3, lines: [2, 4, 4] }]);
  });

  it('skips a blank rank before a name and reports it', async () => {
    const file = await read('ballot_id,rank1,rank2,rank3\n1,Pizza,,Sushi\n');
    expect(rankings(file)).toEqual([['Pizza', 'Sushi']]);
    expect(file.notices).toEqual([{ kind: 'skipped-blank-rank', count: 1, lines: [2] }]);
  });

  it('takes the option order from --options, and refuses an unknown name with its line', async () => {
    const file = await read('ballot_id,rank1,rank2\n1,Tacos,Pizza\n', ['Pizza', 'Sushi', 'Tacos']);
    expect(file.names).toEqual(['Pizza', 'Sushi', 'Tacos']);
    expect(rankings(file)).toEqual([['Tacos', 'Pizza']]);
    const error = await failure(read('ballot_id,rank1,rank2\n1,Tacos,Pizza\n2,Pizza,Pizzza\n', ['Pizza', 'Sushi', 'Tacos']));
    expect(error.message).toBe('line 3: "Pizzza" is not one of the options given with --options');
  });

  it('counts a row that ranks no one as read', async () => {
    const file = await read('ballot_id,rank1,rank2\n1,,\n2,Pizza,\n');
    expect(file.ballotsRead).toBe(2);
    expect(rankings(file)).toEqual([[], ['Pizza']]);
  });

  it('gives the line of malformed CSV', async () => {
    expect((await failure(read('ballot_id,rank1\n1,Pizza\n2,"Sushi\n'))).message).toMatch(/^line \d+: Quote Not Closed/);
    const stray = await failure(read('ballot_id,rank1\n1,Pizza\n2,"Sushi"x\n'));
    expect(stray.line).toBe(3);
    const wide = await failure(read('ballot_id,rank1\n1,Pizza\n2,Sushi,Tacos\n'));
    expect(wide.message).toBe('line 3: more cells than the header has columns');
    const huge = await failure(read(`ballot_id,rank1\n1,Pizza\n2,${'x'.repeat(1_000_001)}\n`));
    expect(huge.message).toBe('line 3: a row of more than 1,000,000 bytes (no ballot needs that much)');
  });

  it('refuses a wrong header, an empty file and bytes that are not UTF-8', async () => {
    expect((await failure(read('id,first,second\n1,A,B\n'))).message).toMatch(/^line 1: expected the header ballot_id,rank1,…,rankN/);
    expect((await failure(read('ballot_id,rank2\n'))).line).toBe(1);
    expect((await failure(read(''))).message).toMatch(/the file is empty/);
    const latin1 = Buffer.concat([Buffer.from('ballot_id,rank1\n1,Pizza\n2,Cr'), Buffer.from([0xe8]), Buffer.from('me\n')]);
    expect((await failure(read(latin1))).message).toBe('line 3: the file is not valid UTF-8');
  });
});
