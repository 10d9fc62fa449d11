export type Migration = {
  /** Sortable and unique: applied once, in name order, never edited after release. */
  name: string;
  statements: string[];
};
