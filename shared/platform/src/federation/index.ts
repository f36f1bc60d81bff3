export * from './sign-in-redirect';
export * from './runoff-poll';
