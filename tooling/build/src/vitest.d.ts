import type { ViteUserConfig } from 'vitest/config';

/** The one Vitest preset of the front-end packages (vitest.js). */
export function vitestPreset(overrides?: ViteUserConfig): ViteUserConfig;
