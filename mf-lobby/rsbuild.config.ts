import { defineRemote } from '@runoff/build/rsbuild';

/** mf_lobby: the join page (/polls/:pollId/vote) and the live lobby with ranking and voting. */
export default defineRemote({
  name: 'mf_lobby',
  exposes: {
    './join-page': './src/expose/join-page.tsx',
    './lobby': './src/expose/lobby.tsx',
    './presenter': './src/expose/presenter.tsx',
    './session-page': './src/expose/session-page.tsx',
    './session-presenter': './src/expose/session-presenter.tsx',
  },
  title: 'Runoff — lobby (mf_lobby standalone)',
});
