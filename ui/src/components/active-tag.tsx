import { Tag } from 'antd';
import { t } from '@/i18n';

export function ActiveTag({ isActive }: { readonly isActive: boolean }) {
  return isActive ? <Tag color="green">{t('Active')}</Tag> : <Tag>{t('Inactive')}</Tag>;
}
