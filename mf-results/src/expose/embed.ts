/**
 * embed.js: results on any site (docs/embedding.md). Built as its own bundle (rsbuild.embed.ts), not a
 * federated module: it brings its own React and reads as anon. Importing it defines <runoff-results>;
 * `mount` is for pages that prefer code.
 */
import { defineRunoffResults } from '../features/embed/components/runoff-results-element';

defineRunoffResults();

export { mount, type MountOptions } from '../features/embed/components/runoff-results-element';
