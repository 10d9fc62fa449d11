/** PostgreSQL's unique_violation: someone inserted the same key between our check and our write. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
