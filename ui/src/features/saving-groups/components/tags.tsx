import type { LoanDisplayStatus } from '@pm/domain/saving-groups/loan-rules';
import type { GroupStatus } from '@pm/domain/saving-groups/shared';
import { Tag } from 'antd';
import type { DisbursementStatus } from '../api/get-emergency-disbursements';
import { DISBURSEMENT_STATUS_COLORS, DISBURSEMENT_STATUS_LABELS } from './emergency-format';
import { GROUP_STATUS_COLORS } from './group-format';
import { LOAN_STATUS_COLORS, LOAN_STATUS_LABELS } from './loan-format';
import { roleColor, roleLabel } from './member-format';

export function GroupStatusTag({ status }: { readonly status: GroupStatus }) {
  return <Tag color={GROUP_STATUS_COLORS[status]}>{status}</Tag>;
}

export function LoanStatusTag({ status }: { readonly status: LoanDisplayStatus }) {
  return <Tag color={LOAN_STATUS_COLORS[status]}>{LOAN_STATUS_LABELS[status]}</Tag>;
}

export function DisbursementStatusTag({ status }: { readonly status: DisbursementStatus }) {
  return (
    <Tag color={DISBURSEMENT_STATUS_COLORS[status] ?? 'default'}>
      {DISBURSEMENT_STATUS_LABELS[status] ?? status}
    </Tag>
  );
}

export function RoleTag({ role }: { readonly role: string }) {
  return <Tag color={roleColor(role)}>{roleLabel(role)}</Tag>;
}
