import { createContext, useContext, type ReactNode } from 'react';

const Scope = createContext<string | null>(null);

/**
 * A page that shows several polls' results (a session's report, issue 32) gives each its own scope, so the
 * results' section headings and the aria-labelledby naming them stay unique on the page. Without one the
 * ids are the ones the pages and their tests have always used ("winner-title", "rounds-title"…).
 */
export function SectionIdScope({ scope, children }: { scope: string; children: ReactNode }) {
  return <Scope.Provider value={scope}>{children}</Scope.Provider>;
}

export function useSectionId(id: string): string {
  const scope = useContext(Scope);
  return scope === null ? id : `${scope}-${id}`;
}
