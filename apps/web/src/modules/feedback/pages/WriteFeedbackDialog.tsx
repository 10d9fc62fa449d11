import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentPicker } from '../../../components/files/AttachmentPicker';
import type { AttachedFile } from '../../../components/files/attachments';
import { FEEDBACK_CATEGORIES, FEEDBACK_LIMITS, type Feedback, writeFeedback } from '../api';

type Values = { category: Feedback['category']; title: string; content: string };

/** Writing feedback: subject, category, what happened, and files (photos, documents) uploaded at once. */
export function WriteFeedbackDialog({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('feedback');
  const { t: tc } = useTranslation('crud');
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<AttachedFile[]>([]);
  const [saving, setSaving] = useState(false);
  const required = (label: string) => [{ required: true, whitespace: true, message: tc('required', { label }) }];
  const submit = async (values: Values) => {
    setSaving(true);
    // The http layer shows the server's translated refusal; the dialog stays open to correct it.
    const saved = await writeFeedback({ ...values, attachmentIds: files.map((file) => file.id) }).catch(() => null);
    setSaving(false);
    if (!saved) return;
    form.resetFields();
    setFiles([]);
    onSaved();
  };
  return (
    <Modal
      open={open}
      title={t('write')}
      okText={tc('save')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        // Its own name keeps the fields' ids apart from the list's search form (Subject is there too).
        name="feedback-write"
        layout="vertical"
        initialValues={{ category: 'ORDER' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="title" label={t('subject')} rules={required(t('subject'))}>
          <Input maxLength={FEEDBACK_LIMITS.title} />
        </Form.Item>
        <Form.Item name="category" label={t('category')}>
          <Select options={FEEDBACK_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))} />
        </Form.Item>
        <Form.Item name="content" label={t('content')} rules={required(t('content'))}>
          <Input.TextArea maxLength={FEEDBACK_LIMITS.content} autoSize={{ minRows: 3 }} />
        </Form.Item>
        <Form.Item label={t('files')}>
          <AttachmentPicker
            value={files}
            onChange={setFiles}
            max={FEEDBACK_LIMITS.attachments}
            labels={{ add: t('attach'), empty: t('noFiles'), remove: t('removeFile') }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
