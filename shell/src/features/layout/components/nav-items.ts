import type { useText } from '../../../lib/i18n';

type MessageId = Parameters<ReturnType<typeof useText>['t']>[0];

export interface NavItem {
  to: string;
  /** The link's text, as a message id of the shell's messages. */
  label: MessageId;
}

/** The header's page links; the account links (Login/Sign Up or the user menu) are added beside them. */
export function mainNavItems(signedIn: boolean): NavItem[] {
  return signedIn
    ? [
        { to: '/', label: 'nav.home' },
        { to: '/dashboard', label: 'nav.dashboard' },
        { to: '/polls/create', label: 'nav.createPoll' },
      ]
    : [{ to: '/', label: 'nav.home' }];
}

export const signedOutAccountItems: NavItem[] = [
  { to: '/login', label: 'nav.login' },
  { to: '/signup', label: 'nav.signUp' },
];

export const footerItems: NavItem[] = [
  { to: '/', label: 'nav.home' },
  { to: '/about', label: 'nav.about' },
  { to: '/how-it-works', label: 'nav.howItWorks' },
  { to: '/privacy', label: 'nav.privacy' },
  { to: '/terms', label: 'nav.terms' },
];
