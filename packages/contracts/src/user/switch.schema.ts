import { z } from 'zod';
import { Id, IdInput } from '../common';

/**
 * What an account may switch to (BladeX `dept/select`, `role/select`; Saber's top bar "switch
 * department/role" dialog, then a refresh_token grant with `Dept-Id` / `Role-Id`).
 */
export const SwitchTargetsQuery = z.object({
  userId: z
    .preprocess((value) => (value === '' ? undefined : value), IdInput.optional())
    .describe("whose departments or roles; default the caller's own"),
});

export const SwitchDept = z.object({ id: Id, deptName: z.string() });
export type SwitchDept = z.infer<typeof SwitchDept>;

export const SwitchRole = z.object({ id: Id, roleName: z.string() });
export type SwitchRole = z.infer<typeof SwitchRole>;
