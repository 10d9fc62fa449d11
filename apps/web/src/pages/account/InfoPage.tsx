import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Card, DatePicker, Form, Input, message, Select, Skeleton, Space, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { get, post } from '../../lib/http';
import { ACCEPT_IMAGES, isAcceptedImage } from '../../lib/image';
import { uploadAvatar } from '../../modules/records/api';
import './account.css';

/** `GET /api/blade-user/info`: the caller's own profile. */
type Profile = {
  account: string;
  name: string | null;
  realName: string | null;
  nickName: string | null;
  avatar: string | null;
  email: string | null;
  phone: string | null;
  birthday: string | null;
  sex: number | null;
  version: number;
};
type Fields = Omit<Profile, 'account' | 'version' | 'birthday'> & { birthday: Dayjs | null };

const INFO = ['user-info-profile'];

const toFields = ({ account, version, birthday, ...rest }: Profile): Fields => ({
  ...rest,
  birthday: birthday ? dayjs(birthday) : null,
});

/** /info/index: the signed-in user's own profile, editable (spec §2, §7 info / update-info). */
export function InfoPage() {
  const { t } = useTranslation('account');
  const client = useQueryClient();
  const [form] = Form.useForm<Fields>();
  const avatar = Form.useWatch('avatar', form);
  const profile = useQuery({ queryKey: INFO, queryFn: () => get<Profile>('/blade-user/info') });
  const save = useMutation({
    mutationFn: (fields: Fields) =>
      post<Profile>('/blade-user/update-info', {
        ...fields,
        birthday: fields.birthday ? fields.birthday.format('YYYY-MM-DD') : null,
        version: profile.data?.version,
      }),
    onSuccess: (saved) => {
      client.setQueryData(INFO, saved);
      message.success(t('info.saved'));
    },
  });

  useEffect(() => {
    if (profile.data) form.setFieldsValue(toFields(profile.data));
  }, [profile.data, form]);

  async function pickAvatar(file: File) {
    if (!isAcceptedImage(file)) {
      message.error(t('info.avatarTypes'));
      return Upload.LIST_IGNORE;
    }
    // Stored at once (the server checks the content); the profile keeps only the short url, saved with Save.
    const { url } = await uploadAvatar(file).catch(() => ({ url: null }));
    if (url) form.setFieldValue('avatar', url);
    return Upload.LIST_IGNORE;
  }

  if (!profile.data) return <Card>{profile.isError ? null : <Skeleton active />}</Card>;
  return (
    <Card title={t('info.title')}>
      <Form<Fields> form={form} layout="vertical" onFinish={(fields) => save.mutate(fields)} className="info-form">
        <Form.Item label={t('info.avatar')}>
          <Space size="large">
            <Avatar size={72} src={avatar || undefined} icon={<UserOutlined />} />
            <Upload accept={ACCEPT_IMAGES} showUploadList={false} beforeUpload={pickAvatar}>
              <Button icon={<UploadOutlined />}>{t('info.avatarPick')}</Button>
            </Upload>
          </Space>
        </Form.Item>
        <Form.Item name="avatar" hidden>
          <Input />
        </Form.Item>
        <Form.Item label={t('info.account')}>
          <Input value={profile.data.account} disabled />
        </Form.Item>
        <Form.Item name="name" label={t('info.name')} rules={[{ max: 50 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="realName" label={t('info.realName')} rules={[{ max: 50 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="nickName" label={t('info.nickName')} rules={[{ max: 50 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="phone" label={t('info.phone')} rules={[{ max: 30 }]}>
          <Input inputMode="tel" />
        </Form.Item>
        <Form.Item name="email" label={t('info.email')} rules={[{ type: 'email', message: t('info.emailInvalid') }]}>
          <Input inputMode="email" />
        </Form.Item>
        <Form.Item name="birthday" label={t('info.birthday')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="sex" label={t('info.sex')}>
          <Select
            allowClear
            options={[
              { value: 1, label: t('info.male') },
              { value: 2, label: t('info.female') },
              { value: 3, label: t('info.unknown') },
            ]}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('info.save')}
          </Button>
          <Button onClick={() => profile.data && form.setFieldsValue(toFields(profile.data))}>{t('info.reset')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
