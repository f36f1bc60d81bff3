/**
 * embed.js: results on any site (docs/embedding.md). Built as its own bundle (rsbuild.embed.ts), not a
 * federated module: it brings its own React and reads as anon. Importing it defines <runoff-results>;
 * `mount` is for pages that prefer code.
 */
import { lazy } from 'react';
import { defineRunoffResults } from '../features/embed/components/runoff-results-element';
import { provideEmbedParts } from '../features/embed/utils/embed-parts';
import { ResultsView } from '../features/results-panel';

// The same components as the app's results panel, so the two can never disagree. The animation loads
// when someone presses Play, not with the results.
provideEmbedParts({ ResultsView, CountAnimation: lazy(() => import('./embed-count-animation')) });
defineRunoffResults();

export { mount, type MountOptions } from '../features/embed/components/runoff-results-element';
