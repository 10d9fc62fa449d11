import { Alert, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type SecretShown = { title: string; items: { label: string; value: string; secret?: boolean }[] };

/**
 * A credential the server hands out once (a new tenant's administrator password, an OAuth client's
 * secret): shown with a copy button and the warning that it cannot be shown again.
 */
export function OneTimeSecret({ shown, onClose }: { shown: SecretShown | null; onClose: () => void }) {
  const { t } = useTranslation('system');
  return (
    <Modal
      open={Boolean(shown)}
      title={shown?.title}
      onOk={onClose}
      onCancel={onClose}
      okText={t('secret.done')}
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('secret.once')} style={{ marginBottom: 16 }} />
      <Descriptions
        column={1}
        bordered
        size="small"
        items={(shown?.items ?? []).map((item) => ({
          key: item.label,
          label: item.label,
          children: (
            <Typography.Text
              code={item.secret}
              copyable={{ text: item.value }}
              data-testid={item.secret ? 'one-time-secret' : undefined}
            >
              {item.value}
            </Typography.Text>
          ),
        }))}
      />
    </Modal>
  );
}
