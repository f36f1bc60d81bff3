/**
 * The Rank (+) and Unrank (−) buttons' icon: a drawing rather than a word, so the button stays 44 px wide
 * in every language and the option's name keeps the row's width on a phone. The button's accessible name
 * ("Rank Kraków") says what it does; the icon is hidden from screen readers.
 */
export function AreaIcon({ kind }: { kind: 'rank' | 'unrank' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d={kind === 'rank' ? 'M10 4v12M4 10h12' : 'M4 10h12'} stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" fill="none" />
    </svg>
  );
}
