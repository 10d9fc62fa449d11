import { foundation } from './0001_foundation';
import { crudMigration } from './0002_crud';
import { usersMigration } from './0003_users';
import { accessMigration } from './0004_access';
import { structureMigration } from './0005_structure';
import { recordsMigration } from './0006_records';
import { platformMigration } from './0007_platform';
import { partiesMigration } from './0008_parties';
import { catalogMigration } from './0009_catalog';
import { storesMigration } from './0010_stores';
import { listsMigration } from './0011_lists';
import { wordsMigration } from './0012_words';
import { sessionsMigration } from './0013_sessions';
import { jobsMigration } from './0014_jobs';
import type { Migration } from './migration';

export const migrations: Migration[] = [
  foundation,
  crudMigration,
  usersMigration,
  accessMigration,
  structureMigration,
  recordsMigration,
  platformMigration,
  partiesMigration,
  catalogMigration,
  storesMigration,
  listsMigration,
  wordsMigration,
  sessionsMigration,
  jobsMigration,
];
