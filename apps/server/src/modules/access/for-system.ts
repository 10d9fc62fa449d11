/** The names of the roles a new tenant starts with (system module: creating a tenant). */
export { ROLE_NAMES } from './role-names';
