import { useRef, useState } from 'react';
import { MIN_OPTIONS } from '../utils/validate-poll-form';

interface OptionField {
  /** Stable React key, so removing an option keeps the other inputs' focus and text. */
  key: number;
  text: string;
}

/**
 * The option inputs of the create-poll form: starts with the given texts, or 2 empty ones; removing below 2 is refused and
 * reported through the return value of remove().
 */
export function usePollOptions(initial: readonly string[] = []) {
  const first = initial.length >= MIN_OPTIONS ? initial : [...initial, ...Array<string>(MIN_OPTIONS - initial.length).fill('')];
  const nextKey = useRef(first.length);
  const [options, setOptions] = useState<OptionField[]>(() => first.map((text, key) => ({ key, text })));

  return {
    options,
    add() {
      const key = nextKey.current++;
      setOptions((current) => [...current, { key, text: '' }]);
      return key;
    },
    /** False when the option was kept because only the minimum remain. */
    remove(key: number): boolean {
      if (options.length <= MIN_OPTIONS) return false;
      setOptions((current) => current.filter((option) => option.key !== key));
      return true;
    },
    change(key: number, text: string) {
      setOptions((current) => current.map((option) => (option.key === key ? { ...option, text } : option)));
    },
  };
}
