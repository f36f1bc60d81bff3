import { say } from './src/support/messages-dry';
const texts: Array<[string, Record<string, string | number>?, object?]> = [
  ['Language', undefined, { package: 'shell' }], ['Site language', undefined, { package: 'shell' }], ['How It Works'],
  ['Title'], ['Description'], ['Category'], ['Add Option'], ['Option {number}', { number: 1 }], ['Fair ballots'], ['Create Poll'],
  ['Start Live Poll'], ['No participants have joined yet.'], ['Join Poll'], ['Your Name'], ['Participants ({count})', { count: 2 }],
  ['Participants ({count})', { count: 5 }], ['Start Voting'], ['Rank Your Choices'], ['Your ranking, first choice on top'],
  [', choice {rank, number}', { rank: 2 }], ['Submit Vote'], ['Vote submitted successfully!'], ['Voted'], ['End Voting & Show Results'],
  ['Vote Calculation Animation'], ['Pause'], ['Next'], ['Winner: {name}', { name: 'Pizza' }], ['Close Animation'], ['Winner'],
  ['Won with the highest support after {rounds} round(s) of counting.', { rounds: 2 }], ['Results'], ['Export Report'],
  ['Ranked Choice Voting Results'], ['Generated'], ['Total Votes'], ['Quota'], ['Winner {n}', { n: 1 }], ['Round'], ['Winners'],
  ['Eliminated'], ['Explanation'], ['Election Summary'], ['Rounds Breakdown'], ['Play Count Animation'],
];
for (const locale of ['de', 'ar', 'es', 'fr'] as const) {
  for (const [text, values, options] of texts) {
    try { const out = say(locale, text, values, options as never); if (locale === 'de' || locale === 'ar') console.log(locale, JSON.stringify(text), '→', out); }
    catch (e) { console.log('!!', locale, String(e).slice(0, 300)); }
  }
}
