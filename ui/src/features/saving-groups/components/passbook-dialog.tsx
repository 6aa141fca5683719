import { BookOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Select, Skeleton, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { t } from '@/i18n';
import { printSheet } from '@/lib/print-sheet';
import type { GroupMember } from '../api/get-group-members';
import { useMemberPassbook } from '../api/get-member-passbook';
import { memberDisplayName } from './member-format';
import { memberPassbookHtml } from './passbook-print';
import { PassbookStatement } from './passbook-statement';

/** The passbook of one member: a cycle picker when the group has closed cycles, the statement and Print. */
export function PassbookPanel({
  groupId,
  memberId,
}: {
  readonly groupId: number;
  readonly memberId: number;
}) {
  const { token } = theme.useToken();
  const [cycle, setCycle] = useState<number | null>(null);
  const passbook = useMemberPassbook(groupId, memberId, cycle);
  const data = passbook.data;
  const current = data?.cycles.at(-1)?.number ?? null;
  return (
    <Flex vertical gap={token.margin}>
      <LoadError what={t('passbook')} error={passbook.error} />
      {!data ? (
        passbook.isLoading && <Skeleton active aria-label={t('Loading the passbook')} />
      ) : (
        <>
          <Flex gap="small" align="center" justify="space-between" wrap>
            {data.cycles.length > 1 ? (
              <Flex gap="small" align="center">
                <Typography.Text id="passbook-cycle-label">{t('Cycle')}</Typography.Text>
                <Select<number>
                  aria-labelledby="passbook-cycle-label"
                  style={{ minWidth: 220 }}
                  value={data.cycle.number}
                  onChange={(value) => setCycle(value === current ? null : value)}
                  options={data.cycles.map((c) => ({
                    value: c.number,
                    label:
                      c.closeDate && c.status === 'closed'
                        ? t('Cycle {{number}} (closed {{date}})', { number: c.number, date: c.closeDate })
                        : t('Cycle {{number}} (current)', { number: c.number }),
                  }))}
                />
              </Flex>
            ) : (
              <span />
            )}
            <Button
              icon={<PrinterOutlined aria-hidden />}
              onClick={() => printSheet(memberPassbookHtml(data, dayjs().format('D MMM YYYY HH:mm')))}
            >
              {t('Print passbook')}
            </Button>
          </Flex>
          <PassbookStatement passbook={data} />
        </>
      )}
    </Flex>
  );
}

/** "Passbook" on a member's row or card: opens the member's statement in a dialog. */
export function PassbookButton({ member }: { readonly member: GroupMember }) {
  const [open, setOpen] = useState(false);
  const name = memberDisplayName(member);
  return (
    <>
      <Button
        size="small"
        icon={<BookOutlined aria-hidden />}
        aria-label={t('Passbook of {{name}}', { name })}
        onClick={() => setOpen(true)}
      >
        {t('Passbook')}
      </Button>
      <Modal
        open={open}
        title={t('Passbook of {{name}} (No. {{number}})', { name, number: member.memberNumber })}
        onCancel={() => setOpen(false)}
        footer={null}
        width={960}
        destroyOnHidden
      >
        {open && <PassbookPanel groupId={member.groupId} memberId={member.id} />}
      </Modal>
    </>
  );
}
