import { afterAll } from 'vitest';
import { releasePerFile } from './per-file';

/** Vitest setup file of the integration tests: see ./per-file.ts. */
afterAll(releasePerFile);
