import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, message, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logOut } from '../../app/auth';
import { LOGIN_PATH } from '../../app/guard';
import { get, post } from '../../lib/http';
import { settings } from '../../lib/settings';

import { AccountFrame } from './AccountFrame';

type Fields = { phone: string; code: string };
type Profile = { phone: string | null };

const PHONE = /^\+?[0-9][0-9 -]{5,28}$/;

/** Counts down the seconds before another code may be asked for. */
function useCountdown(): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(settings.smsResendSeconds)];
}

/**
 * /modifyphone (spec §2, §4): a user whose phone is not verified confirms it with a code sent by SMS
 * (`send-sms`); `verify-phone` then saves the number and sets login_phone_verify, and they sign in again.
 */
export function ModifyPhonePage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [form] = Form.useForm<Fields>();
  const [left, startCountdown] = useCountdown();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    get<Profile>('/blade-user/info', undefined, { quiet: true })
      .then((info) => form.setFieldValue('phone', info.phone ?? ''))
      .catch(() => {});
  }, [form]);

  async function sendCode() {
    const phone = await form.validateFields(['phone']).then((values) => values.phone.trim());
    await post('/blade-user/send-sms', undefined, { query: { empNoOrPhone: phone } });
    message.success(t('phone.codeSent'));
    startCountdown();
  }

  async function submit({ phone, code }: Fields) {
    setBusy(true);
    try {
      await post('/blade-user/verify-phone', { phone: phone.trim(), code: code.trim() });
      message.success(t('phone.verified'));
      await logOut().catch(() => {});
      navigate(LOGIN_PATH, { replace: true });
    } catch {
      // The http client has shown the reason.
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountFrame title={t('phone.title')} intro={t('phone.intro')}>
      <Form<Fields> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="phone"
          label={t('phone.number')}
          rules={[{ required: true, pattern: PHONE, message: t('phone.numberInvalid') }]}
        >
          <Input prefix={<MobileOutlined />} autoComplete="tel" inputMode="tel" />
        </Form.Item>
        <Form.Item label={t('phone.code')} required>
          <Space.Compact block>
            <Form.Item name="code" noStyle rules={[{ required: true, message: t('phone.codeRequired') }]}>
              <Input
                prefix={<SafetyOutlined />}
                autoComplete="one-time-code"
                inputMode="numeric"
                aria-label={t('phone.code')}
              />
            </Form.Item>
            <Button disabled={left > 0} onClick={() => void sendCode().catch(() => {})}>
              {left > 0 ? t('phone.resendIn', { seconds: left }) : t('phone.sendCode')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('phone.submit')}
        </Button>
      </Form>
    </AccountFrame>
  );
}
