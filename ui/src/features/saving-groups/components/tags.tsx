import type { LoanDisplayStatus } from '@pm/domain/saving-groups/loan-rules';
import type { GroupStatus } from '@pm/domain/saving-groups/shared';
import { Tag } from 'antd';
import { t } from '@/i18n';
import type { DisbursementStatus } from '../api/get-emergency-disbursements';
import { DISBURSEMENT_STATUS_COLORS, DISBURSEMENT_STATUS_LABELS } from './emergency-format';
import { GROUP_STATUS_COLORS } from './group-format';
import { groupStatusLabel } from './group-labels';
import { LOAN_STATUS_COLORS, LOAN_STATUS_LABELS } from './loan-format';
import { roleColor, roleLabel } from './member-format';

export function GroupStatusTag({ status }: { readonly status: GroupStatus }) {
  return <Tag color={GROUP_STATUS_COLORS[status]}>{groupStatusLabel(status)}</Tag>;
}

export function LoanStatusTag({ status }: { readonly status: LoanDisplayStatus }) {
  return <Tag color={LOAN_STATUS_COLORS[status]}>{t(LOAN_STATUS_LABELS[status])}</Tag>;
}

export function DisbursementStatusTag({ status }: { readonly status: DisbursementStatus }) {
  const label = DISBURSEMENT_STATUS_LABELS[status] as string | undefined;
  return <Tag color={DISBURSEMENT_STATUS_COLORS[status] ?? 'default'}>{label ? t(label) : status}</Tag>;
}

export function RoleTag({ role }: { readonly role: string }) {
  return <Tag color={roleColor(role)}>{roleLabel(role)}</Tag>;
}
