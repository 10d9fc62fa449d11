import { buttonCodes } from '../codes';

/** Routes (page /sales/shopVist/routeMgr and its detail): stores in sequence, frequency, salesperson. */
export const routeCodes = buttonCodes('route_visit', ['view', 'add', 'edit', 'delete', 'export']);
/** Visit plans (page /sales/shopVist/plan): `approve` publishes a plan a salesperson proposed. */
export const visitPlanCodes = buttonCodes('visit_plan', ['view', 'add', 'edit', 'delete', 'export', 'approve']);
/**
 * Visits (page /sales/shopVist/visit): `add` is the salesperson's own work (check in, tasks, check out,
 * an unplanned visit), which sub-accounts get; `edit` is the manager's (cancel, reasons for misses).
 */
export const visitCodes = buttonCodes('visit', ['view', 'add', 'edit', 'export']);
/** Delivery trips (page /field/delivery-trip). */
export const deliveryTripCodes = buttonCodes('delivery_trip', ['view', 'add', 'edit', 'delete', 'export']);
/** Van sales (page /field/van-sales): load, sell from and unload a vehicle's warehouse. */
export const vanSalesCodes = buttonCodes('van_sales', ['view', 'add', 'edit', 'export']);
