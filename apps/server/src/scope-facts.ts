import { widestRoleScope } from './modules/access';
import { customerIdsUnder } from './modules/customer';
import { deptAndBelow } from './modules/structure';
import { provideScopeFacts } from './platform/scope/data-scope';

/**
 * What a caller's data scope is made of, from the modules that own it (platform/scope/data-scope.ts):
 * provided by the app before any module runs, and by the demo seed, whose stock vouchers go through
 * the same scoped services as a request.
 */
export function provideModuleScopeFacts(): void {
  provideScopeFacts({ widestRoleScope, deptAndBelow, partyTree: customerIdsUnder });
}
