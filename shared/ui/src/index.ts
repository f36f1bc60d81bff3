/**
 * The React layer every app shares: the primitives, the poll's join link (ShareLink: link, Copy/Copied!, QR
 * code; its clipboard hook), the QR code alone (LazyQrCode: printed voting codes), useLoad (one async load keyed by an id, latest answer wins, reload()) and
 * useFocusTrap (modal dialogs: focus in, Tab kept inside, Escape, focus restored).
 * The design tokens are a stylesheet of their own: import '@runoff/ui/tokens.css' (shell, dev pages).
 */
export { Alert } from './alert';
export { Button } from './button';
export { Card } from './card';
export { Spinner } from './spinner';
export { TextField } from './text-field';
export { useLoad, type LoadState } from './use-load';
export { ShareLink } from './share-link';
export { LazyQrCode } from './lazy-qr-code';
export { useCopyToClipboard } from './use-copy-to-clipboard';
export { useFocusTrap } from './use-focus-trap';
export { CharacterCount } from './character-count';
export { LanguageMenu } from './language-menu';
