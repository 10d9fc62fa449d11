/** Tables of roles, grants, data scope, tenants and packages (migration 0004_access). */
export type AccessTables = Record<never, never>;
