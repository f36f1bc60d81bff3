export interface NavItem {
  to: string;
  label: string;
}

/** The header's page links; the account links (Login/Sign Up or the user menu) are added beside them. */
export function mainNavItems(signedIn: boolean): NavItem[] {
  return signedIn
    ? [
        { to: '/', label: 'Home' },
        { to: '/dashboard', label: 'Dashboard' },
        { to: '/polls/create', label: 'Create Poll' },
      ]
    : [{ to: '/', label: 'Home' }];
}

export const signedOutAccountItems: NavItem[] = [
  { to: '/login', label: 'Login' },
  { to: '/signup', label: 'Sign Up' },
];

export const footerItems: NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
];
