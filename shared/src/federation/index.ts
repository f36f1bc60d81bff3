export * from './contracts';
export * from './shared-dependencies';
export * from './sign-in-redirect';
