import { COUNT_METHODS, type CountMethod } from '@runoff/domain';
import type { MessageId } from '../../../lib/i18n';

/** The methods in the order the form lists them: the spec's default (the instant runoff) first. */
export const FORM_METHODS: readonly CountMethod[] = COUNT_METHODS;

export const DEFAULT_COUNTING_METHOD: CountMethod = 'irv';

/** A method's name on the form (the default says so) and its one-sentence description. */
export function methodLabel(method: CountMethod): { name: MessageId; about: MessageId } {
  return { name: method === 'irv' ? 'create.methodIrv' : `method.${method}`, about: `method.${method}.about` };
}

/**
 * The database's rule, checked before sending (create_poll, 'poll.counting_method_one_winner'): every
 * method but the instant runoff elects one winner.
 */
export function methodFitsSeats(method: CountMethod, seats: number): boolean {
  return method === 'irv' || seats <= 1;
}
