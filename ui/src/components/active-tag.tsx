import { Tag } from 'antd';

export function ActiveTag({ isActive }: { readonly isActive: boolean }) {
  return isActive ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>;
}
