import { useQuery } from '@tanstack/react-query';
import { get } from '../lib/http';

/** spec §3 "Company setting", as `companySystemSetting/detail` sends it for the caller's company. */
export type CompanySetting = {
  id: string;
  companyId: string;
  logo: string | null;
  shopEnabled: boolean;
  /** May the one who submits a party or closure request for approval approve it too (default no)? */
  allowSelfApproval: boolean;
};

/** The caller's company setting (logo, shop switch); the same query app/stores.ts reads the switch from. */
export const useCompanySetting = () =>
  useQuery({
    queryKey: ['company-setting'],
    queryFn: () => get<CompanySetting | null>('/blade-system/companySystemSetting/detail', undefined, { quiet: true }),
    staleTime: 30 * 60_000,
  });
