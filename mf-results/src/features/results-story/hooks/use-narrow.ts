import { useEffect, useState } from 'react';

/** Below this width the story puts its tables first and its diagram behind a disclosure (issue 33). */
const NARROW_QUERY = '(max-width: 40rem)';

/** True on a phone-sized screen, followed as it changes (a phone turned); false where matchMedia is missing. */
export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => typeof matchMedia === 'function' && matchMedia(NARROW_QUERY).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(NARROW_QUERY);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}
