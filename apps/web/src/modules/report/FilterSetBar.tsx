import { Button, Flex, Input, Modal, message, Popconfirm, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FilterValues, useFilterSets } from './api';

/** The caller's saved filter sets of a report: pick one to apply it, save the current filters under a name, delete. */
export function FilterSetBar({
  reportCode,
  current,
  onApply,
}: {
  reportCode: string;
  current: FilterValues;
  onApply: (values: FilterValues) => void;
}) {
  const { t } = useTranslation('report');
  const { sets, save, remove } = useFilterSets(reportCode);
  const [chosen, setChosen] = useState<string | undefined>();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const chosenSet = sets.find((set) => set.id === chosen);

  async function saveCurrent() {
    const trimmed = name.trim();
    if (!trimmed) return;
    const saved = await save.mutateAsync({ name: trimmed, filters: current });
    setChosen(saved.id);
    setNaming(false);
    message.success(t('filterSet.saved', { name: trimmed }));
  }

  return (
    <Flex gap={8} wrap align="center">
      <Select
        aria-label={t('filterSet.label')}
        placeholder={t('filterSet.placeholder')}
        value={chosenSet?.id}
        onChange={(id: string) => {
          setChosen(id);
          const set = sets.find((one) => one.id === id);
          if (set) onApply(set.filters);
        }}
        options={sets.map((set) => ({ value: set.id, label: set.name }))}
        style={{ minWidth: 180 }}
      />
      <Button
        onClick={() => {
          setName(chosenSet?.name ?? '');
          setNaming(true);
        }}
      >
        {t('filterSet.save')}
      </Button>
      <Popconfirm
        title={t('filterSet.confirmDelete', { name: chosenSet?.name ?? '' })}
        disabled={!chosenSet}
        onConfirm={async () => {
          if (!chosenSet) return;
          await remove.mutateAsync(chosenSet.id);
          setChosen(undefined);
        }}
      >
        <Button danger disabled={!chosenSet}>
          {t('filterSet.delete')}
        </Button>
      </Popconfirm>
      <Modal
        title={t('filterSet.save')}
        open={naming}
        onOk={saveCurrent}
        okButtonProps={{ disabled: !name.trim(), loading: save.isPending }}
        onCancel={() => setNaming(false)}
        destroyOnHidden
      >
        <Input
          aria-label={t('filterSet.name')}
          placeholder={t('filterSet.name')}
          maxLength={60}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={saveCurrent}
        />
      </Modal>
    </Flex>
  );
}
