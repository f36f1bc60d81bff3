export * from './contracts';
export * from './sign-in-redirect';
