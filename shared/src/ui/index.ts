export { Alert, type AlertProps } from './alert';
export { Button, type ButtonProps } from './button';
export { Card, type CardProps } from './card';
export { Spinner, type SpinnerProps } from './spinner';
export { TextField, type TextFieldProps } from './text-field';
export { useLoad, type LoadState } from './use-load';
export { ShareLink, type ShareLinkProps } from './share-link';
export { COPIED_MS, useCopyToClipboard } from './use-copy-to-clipboard';
