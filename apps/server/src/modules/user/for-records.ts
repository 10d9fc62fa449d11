/** The status of a guest account waiting for approval (records module: registration approval). */
export { PENDING_APPROVAL } from './register.service';
