import { defineHost } from '@runoff/build/rsbuild';

// The remotes are found at run time from /runtime-config.json (src/features/remotes).
export default defineHost({ name: 'shell', title: 'Runoff — live ranked-choice polls', favicon: './public/favicon.svg' });
