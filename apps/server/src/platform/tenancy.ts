/** The trading company's own tenant (api-conventions.md); sign-in uses it when no tenant is given. */
export const ADMIN_TENANT = '000000';
