import { foundation } from './0001_foundation';
import type { Migration } from './migration';

export const migrations: Migration[] = [foundation];
