import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '@runoff/platform/router';
import { useDismiss } from '../hooks/use-dismiss';
import { useText } from '../../../lib/i18n';
import styles from './header.module.css';

interface UserMenuProps {
  name: string;
  onLogout: () => void;
  busy: boolean;
}

/** Menu button pattern (WAI-ARIA APG): arrows move between items, Escape closes and returns focus. */
export function UserMenu({ name, onLogout, busy }: UserMenuProps) {
  const { t } = useText();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const focusOnOpen = useRef<'first' | 'last'>('first');
  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const openMenu = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };
  // Once the menu is shown, move focus into it (APG menu button pattern).
  useEffect(() => {
    if (!open) return;
    const all = items();
    (focusOnOpen.current === 'first' ? all[0] : all[all.length - 1])?.focus();
  }, [open]);
  const close = useCallback((reason: 'escape' | 'outside' | 'select') => {
    setOpen(false);
    if (reason === 'escape') button.current?.focus();
  }, []);
  useDismiss(container, open, close);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div className={styles.userMenu} ref={container}>
      <button
        ref={button}
        type="button"
        className={styles.userButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? setOpen(false) : openMenu('first'))}
        onKeyDown={onButtonKey}
      >
        <span className={styles.avatar} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <bdi className={styles.userName} title={name}>
          {name}
        </bdi>
        <span aria-hidden="true">▾</span>
      </button>
      <ul id={menuId} ref={menu} role="menu" aria-label={t('header.account')} className={styles.menu} hidden={!open} onKeyDown={onMenuKey}>
        <li role="none">
          <Link role="menuitem" to="/profile" className={styles.menuItem} onClick={() => close('select')}>
            {t('header.profile')}
          </Link>
        </li>
        <li role="none">
          <button
            role="menuitem"
            type="button"
            className={styles.menuItem}
            disabled={busy}
            onClick={() => {
              close('select');
              onLogout();
            }}
          >
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
