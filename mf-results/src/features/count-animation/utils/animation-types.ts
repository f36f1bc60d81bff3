type BarState = 'in-count' | 'winner' | 'eliminated' | 'tied';

export interface AnimationBar {
  optionId: string;
  name: string;
  votes: number;
  state: BarState;
  /** Position in the poll's option order: picks the bar's colour. */
  index: number;
}

type StepKind = 'round-start' | 'count' | 'winner-check' | 'elimination' | 'winner' | 'tie';

export type FinalOutcome =
  | { kind: 'winner'; optionId: string; name: string; votes: number; rounds: number; reason: 'quota' | 'last-remaining' }
  | { kind: 'tie'; names: string[] }
  /** Several seats: the winners in order of election; `tied` names the options a tie left for the seats still open. */
  | { kind: 'winners'; names: string[]; seats: number; rounds: number; tied: string[] | null };

/** One frame of the count animation: everything the modal shows at that moment. */
export interface AnimationStep {
  kind: StepKind;
  round: number;
  /** In the poll's option order. */
  bars: AnimationBar[];
  /** "Votes counted: counted of toCount" for this round. */
  counted: number;
  toCount: number;
  quota: number;
  narration: string;
  banner: { tone: 'eliminated' | 'winner' | 'tie'; text: string } | null;
  /** Several seats: the winners' surplus moving on in this frame, as the narration says (else absent). */
  surplus?: { from: string[]; fraction: number } | null;
  /** How long the frame stays, in ticks: 1 for a counted batch, 2 for a pause between steps (product §4.5). */
  ticks: 1 | 2;
  final: FinalOutcome | null;
}
