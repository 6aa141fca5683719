import { UploadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Flex, Input, Select, Typography, Upload } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { t } from '@/i18n';
import { useToast } from '@/lib/toast';
import type { SavingGroup } from '../api/get-saving-groups';
import { useUploadMinutes } from '../api/group-reports';
import { groupOptionLabel } from './group-format';

/** The largest minutes file (1 MB), checked here before sending and again by the server. */
const MAX_BYTES = 1024 * 1024;

/** Upload Minutes (spec: screens "Group Reports"): group, meeting date and a PDF are required. */
export function MinutesUpload({ groups }: { readonly groups: readonly SavingGroup[] }) {
  const toast = useToast();
  const [groupId, setGroupId] = useState<number | null>(null);
  const [date, setDate] = useState<Dayjs | null>(null);
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const reset = () => {
    setFile(null);
    setDescription('');
  };
  const upload = useUploadMinutes(reset);
  const submit = () => {
    if (groupId === null || date === null || file === null) {
      toast.error(t('Validation Error'), t('Please fill in all required fields'));
      return;
    }
    if (file.size > MAX_BYTES) {
      toast.error(t('Error'), t('The file must be at most 1 MB'));
      return;
    }
    upload.mutate({ groupId, meetingDate: date.format('YYYY-MM-DD'), description, file });
  };
  return (
    <Flex vertical gap="small">
      <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
        {t('Upload Minutes')}
      </Typography.Title>
      <Flex gap="small" wrap align="center">
        <Select
          aria-label={t('Minutes group')}
          placeholder={t('Group')}
          showSearch={{ optionFilterProp: 'label' }}
          value={groupId ?? undefined}
          onChange={(v: number) => setGroupId(v)}
          options={groups.map((g) => ({ value: g.id, label: groupOptionLabel(g) }))}
          style={{ minWidth: 220 }}
        />
        <DatePicker aria-label={t('Meeting date')} value={date} onChange={setDate} />
        <Input
          aria-label={t('Minutes description')}
          placeholder={t('Description')}
          maxLength={500}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          style={{ maxWidth: 280 }}
        />
        <Upload
          accept="application/pdf,.pdf"
          maxCount={1}
          beforeUpload={(chosen) => {
            setFile(chosen);
            return false;
          }}
          onRemove={() => setFile(null)}
          fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
        >
          <Button icon={<UploadOutlined aria-hidden />}>{t('Choose PDF')}</Button>
        </Upload>
        <Button type="primary" loading={upload.isPending} onClick={submit}>
          {t('Upload Minutes')}
        </Button>
      </Flex>
    </Flex>
  );
}
