import { createContext, useContext, type ReactNode } from 'react';

const Scope = createContext<string | null>(null);

/**
 * A page that shows several polls' results (a session's report, issue 32) gives each its own scope: the id
 * of the heading that names that poll's part of the page. The results' section ids then stay unique, and
 * each section (a landmark) is named by that heading and its own ("Question 2: Lunch Rounds Breakdown"), so
 * no two landmarks share a name. Without a scope the ids and names are the ones the pages and their tests
 * have always used ("winner-title", "rounds-title"…).
 */
export function SectionIdScope({ scope, children }: { scope: string; children: ReactNode }) {
  return <Scope.Provider value={scope}>{children}</Scope.Provider>;
}

/** The id of a section's own title. */
export function useSectionId(id: string): string {
  const scope = useContext(Scope);
  return scope === null ? id : `${scope}-${id}`;
}

/** What names the section (`aria-labelledby`): its title, after the scope's heading when there is one. */
export function useSectionLabelledBy(titleId: string): string {
  const scope = useContext(Scope);
  return scope === null ? titleId : `${scope} ${titleId}`;
}
