/**
 * The React layer every app shares: the primitives, the poll's join link (ShareLink: link, Copy/Copied!, QR
 * code; its clipboard hook), useLoad (one async load keyed by an id, latest answer wins, reload()) and
 * useFocusTrap (modal dialogs: focus in, Tab kept inside, Escape, focus restored).
 * The design tokens are a stylesheet of their own: import '@runoff/ui/tokens.css' (shell, dev pages).
 */
export { Alert, type AlertProps } from './alert';
export { Button, type ButtonProps } from './button';
export { Card, type CardProps } from './card';
export { Spinner, type SpinnerProps } from './spinner';
export { TextField, type TextFieldProps } from './text-field';
export { useLoad, type LoadState } from './use-load';
export { ShareLink, type ShareLinkProps } from './share-link';
export { COPIED_MS, useCopyToClipboard } from './use-copy-to-clipboard';
export { useFocusTrap, type FocusTrapOptions } from './use-focus-trap';
export { CharacterCount, isNearLimit } from './character-count';
export { LanguageMenu, type LanguageMenuProps } from './language-menu';
