export { Alert, type AlertProps } from './alert';
export { Button, type ButtonProps } from './button';
export { Card, type CardProps } from './card';
export { Spinner, type SpinnerProps } from './spinner';
export { TextField, type TextFieldProps } from './text-field';
export { useLoad, type LoadState } from './use-load';
