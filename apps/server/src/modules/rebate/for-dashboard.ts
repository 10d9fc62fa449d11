export { rebateProgress } from './accrual.queries';
