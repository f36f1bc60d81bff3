import { vitestPreset } from '@runoff/build/vitest';

export default vitestPreset();
