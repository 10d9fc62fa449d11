import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type CaptchaAnswer, signIn } from '../../app/auth';
import { pendingStep } from '../../app/guard';
import { api, get } from '../../lib/http';
import { notify } from '../../lib/notify';
import { settings } from '../../lib/settings';

export type SignInFields = { tenantId?: string; account?: string; password?: string; captchaCode?: string };
type Captcha = { key: string; image: string };

/**
 * The sign-in form's behaviour, shared by the standard and the macOS layouts: the tenant resolved from
 * the domain (spec §2), the image captcha when captcha mode is on, the spec §5 warnings, and where to go
 * after signing in (a pending password change or phone check first, spec §4).
 */
export function useSignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const domainTenant = useQuery({
    queryKey: ['tenant-info', location.hostname],
    queryFn: () =>
      get<{ tenantId?: string }>('/blade-system/tenant/info', { domain: location.hostname }, { quiet: true }),
    // With tenant mode off too: a tenant's own domain signs into that tenant (README, "Tenants").
    staleTime: Number.POSITIVE_INFINITY,
  });
  const captcha = useQuery({
    queryKey: ['captcha'],
    queryFn: () => api<Captcha>('GET', '/blade-auth/oauth/captcha', { quiet: true }),
    enabled: settings.captchaMode,
    gcTime: 0,
  });
  const resolvedTenant = domainTenant.data?.tenantId;

  async function submit(fields: SignInFields) {
    // Until the domain's answer is in, the tenant is unknown: signing into the default one would be wrong.
    if (domainTenant.isLoading) return;
    const tenantId = resolvedTenant ?? (fields.tenantId?.trim() || settings.defaultTenantId);
    const account = fields.account?.trim() ?? '';
    // spec §5: each missing field warns and stops, in this order.
    if (settings.tenantMode && !resolvedTenant && !fields.tenantId?.trim())
      return void notify('warning', t('login.tenantRequired'));
    if (!account) return void notify('warning', t('login.accountRequired'));
    if (!fields.password) return void notify('warning', t('login.passwordRequired'));
    let answer: CaptchaAnswer | undefined;
    if (settings.captchaMode) {
      if (!captcha.data || !fields.captchaCode?.trim()) return void notify('warning', t('account:login.codeRequired'));
      answer = { key: captcha.data.key, code: fields.captchaCode.trim() };
    }
    setBusy(true);
    try {
      const user = await signIn(tenantId, account, fields.password, answer);
      navigate(pendingStep(user) ?? settings.homePath, { replace: true });
    } catch {
      // The http client has shown the reason; a captcha is good for one try.
      if (settings.captchaMode) void captcha.refetch();
    } finally {
      setBusy(false);
    }
  }

  return {
    submit,
    busy: busy || domainTenant.isLoading,
    showTenant: settings.tenantMode && !resolvedTenant && !domainTenant.isLoading,
    /** The tenant signed into when the form names none: the domain's, else the default. */
    tenantId: resolvedTenant ?? settings.defaultTenantId,
    captcha: settings.captchaMode ? { image: captcha.data?.image, refresh: () => void captcha.refetch() } : null,
  };
}
