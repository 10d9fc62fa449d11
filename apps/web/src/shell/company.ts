import type { Wire } from '@smdp/contracts';
import type { CompanySetting as CompanySettingShape } from '@smdp/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { frameKeys } from '../lib/frame-keys';
import { get } from '../lib/http';

/** spec §3 "Company setting", as `companySystemSetting/detail` sends it for the caller's company. */
export type CompanySetting = Wire<CompanySettingShape>;

/** The caller's company setting (logo, shop switch); the same query app/stores.ts reads the switch from. */
export const useCompanySetting = () =>
  useQuery({
    queryKey: frameKeys.companySetting(),
    queryFn: () => get<CompanySetting | null>('/blade-system/companySystemSetting/detail', undefined, { quiet: true }),
    staleTime: 30 * 60_000,
  });
