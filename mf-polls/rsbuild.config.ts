import { defineRemote } from '@runoff/build/rsbuild';

/** mf_polls: the dashboard, the poll list, the create-poll form, the poll detail page and its voter list. */
export default defineRemote({
  name: 'mf_polls',
  exposes: {
    './dashboard-page': './src/expose/dashboard-page.tsx',
    './poll-list-page': './src/expose/poll-list-page.tsx',
    './create-poll-page': './src/expose/create-poll-page.tsx',
    './poll-detail-page': './src/expose/poll-detail-page.tsx',
    './create-session-page': './src/expose/create-session-page.tsx',
    './session-page': './src/expose/session-page.tsx',
    './voter-list-page': './src/expose/voter-list-page.tsx',
  },
  title: 'Runoff — polls (mf_polls standalone)',
});
