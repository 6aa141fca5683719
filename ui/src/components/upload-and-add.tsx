import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { t } from '@/i18n';

/** A list page's Bulk Upload and Add buttons, for a user who may manage the list. */
export function UploadAndAdd({
  addLabel,
  addIcon,
  onUpload,
  onAdd,
}: {
  /** 'Add Participant', 'Add Member'. */
  readonly addLabel: string;
  readonly addIcon: ReactNode;
  readonly onUpload: () => void;
  readonly onAdd: () => void;
}) {
  return (
    <>
      <Button icon={<UploadOutlined aria-hidden />} onClick={onUpload}>
        {t('Bulk Upload')}
      </Button>
      <Button type="primary" icon={addIcon} onClick={onAdd}>
        {addLabel}
      </Button>
    </>
  );
}
