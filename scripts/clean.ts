/** Empties dist/ before a build: rollup keeps stale hashed chunks otherwise, and budgets would count them. */
import { rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
