import { defineRemote } from '@runoff/build/rsbuild';

/** mf_auth: the sign-in, sign-up, password-reset and profile pages, loaded by the shell at run time. */
export default defineRemote({
  name: 'mf_auth',
  exposes: {
    './login-page': './src/expose/login-page.tsx',
    './signup-page': './src/expose/signup-page.tsx',
    './forgot-password-page': './src/expose/forgot-password-page.tsx',
    './profile-page': './src/expose/profile-page.tsx',
  },
  title: 'Runoff — accounts (mf_auth standalone)',
});
