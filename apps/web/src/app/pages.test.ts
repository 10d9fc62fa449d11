import { describe, expect, it } from 'vitest';
import { type PageLoader, resolvePage } from './pages';

describe('resolvePage', () => {
  const user: PageLoader = async () => ({ default: () => null });
  const report: PageLoader = async () => ({ default: () => null });
  const pages = { '/system/user': user, '/report/sales/index': report };

  it('finds a page by its path, then by its path plus /index, else nothing', () => {
    expect(resolvePage('/system/user', pages)).toBe(user);
    expect(resolvePage('/report/sales', pages)).toBe(report);
    expect(resolvePage('/report/sales/', pages)).toBe(report);
    expect(resolvePage('/nowhere', pages)).toBeUndefined();
  });
});
