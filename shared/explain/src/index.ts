/**
 * A count in plain language (docs/explanations.md): every round, every transfer and tie, a participant's own
 * ballot, who beats whom and where the ways to count disagree, as messages (a key and values) that a catalog turns into text. The results
 * panel, the count animation's narration, the presenter view, the embed and the CSV report all explain a
 * count with these, so they say the same thing in the same words.
 */
export { describeCount, describeTransfer, type RoundStory } from './describe-round';
export { describeHeadToHead } from './describe-head-to-head';
export { describeComparison, describeMargin, methodName } from './describe-comparison';
export { describeBallot } from './follow-ballot';
export { catalogFor, loadCatalog } from './catalog';
export { createMessageFormat, voteFigures, type MessageFormat } from './format-message';
