import {
  Button,
  Checkbox,
  Empty,
  Flex,
  Input,
  Table,
  type TableColumnsType,
  TimePicker,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { t } from '@/i18n';
import { type GroupMeeting, useMeetingAttendance } from '../api/get-group-meetings';
import type { GroupMember } from '../api/get-group-members';
import { useRecordAttendance } from '../api/schedule-meeting';
import { type AttendanceLine, initialRegister, meetingDateText } from './meeting-format';

interface AttendanceRegisterProps {
  readonly meeting: GroupMeeting | null;
  readonly members: readonly GroupMember[];
  readonly canManage: boolean;
}

type Row = AttendanceLine & { readonly id: number; readonly name: string };

type Change = (memberId: number, patch: Partial<AttendanceLine>) => void;

/** The register's columns: present, member, arrival time (for those present) and notes. */
const attendanceColumns = (canManage: boolean, upcoming: boolean, change: Change): TableColumnsType<Row> => [
  {
    title: t('Present'),
    key: 'present',
    render: (_: unknown, row: Row) => (
      <Checkbox
        checked={row.isPresent}
        disabled={!canManage || upcoming}
        aria-label={t('{{name}} present', { name: row.name })}
        onChange={(e) => change(row.memberId, { isPresent: e.target.checked })}
      />
    ),
  },
  { title: t('Member'), dataIndex: 'name', key: 'name' },
  {
    title: t('Arrival time'),
    key: 'arrival',
    render: (_: unknown, row: Row) =>
      row.isPresent ? (
        <TimePicker
          format="HH:mm"
          aria-label={t('{{name}} arrival time', { name: row.name })}
          disabled={!canManage}
          value={row.arrivalTime ? dayjs(row.arrivalTime, 'HH:mm') : null}
          onChange={(value) => change(row.memberId, { arrivalTime: value ? value.format('HH:mm') : null })}
        />
      ) : null,
  },
  {
    title: t('Notes'),
    key: 'notes',
    render: (_: unknown, row: Row) => (
      <Input
        aria-label={t('{{name}} notes', { name: row.name })}
        maxLength={500}
        disabled={!canManage}
        value={row.notes ?? ''}
        onChange={(e) => change(row.memberId, { notes: e.target.value || null })}
      />
    ),
  },
];

/**
 * The register's lines as edited: opened on what was recorded for the active members, and a change to
 * one line (unticking a member clears their arrival time).
 */
const useRegisterLines = (
  members: readonly GroupMember[],
  recorded: readonly AttendanceLine[] | undefined,
) => {
  const active = useMemo(() => members.filter((m) => m.isActive), [members]);
  const [lines, setLines] = useState<AttendanceLine[]>([]);
  useEffect(() => {
    setLines(
      initialRegister(
        active.map((m) => m.id),
        recorded ?? [],
      ),
    );
  }, [active, recorded]);
  const change: Change = (memberId, patch) =>
    setLines((current) =>
      current.map((line) =>
        line.memberId !== memberId
          ? line
          : { ...line, ...patch, ...(patch.isPresent === false ? { arrivalTime: null } : {}) },
      ),
    );
  return { lines, change };
};

/**
 * The Attendance tab (spec: screens): a checkbox per member, arrival time and notes for those present, Save
 * Attendance. Recording again replaces the meeting's list; the register opens on what was recorded.
 */
export function AttendanceRegister({ meeting, members, canManage }: AttendanceRegisterProps) {
  const recorded = useMeetingAttendance(meeting?.id ?? null);
  const record = useRecordAttendance();
  const { lines, change } = useRegisterLines(members, recorded.data);

  if (!meeting)
    return <Empty description={t('Select a meeting from the meetings tab to record attendance')} />;
  const nameOf = (id: number) =>
    members.find((m) => m.id === id)?.memberName ??
    recorded.data?.find((a) => a.memberId === id)?.memberName ??
    t('Member {{id}}', { id });
  const rows: Row[] = lines.map((line) => ({ ...line, id: line.memberId, name: nameOf(line.memberId) }));
  const upcoming = meeting.status === 'Upcoming';
  const present = lines.filter((l) => l.isPresent).length;
  return (
    <Flex vertical gap="middle">
      <Typography.Text>
        {t('Meeting of {{date}}: {{present}} of {{total}} present', {
          date: meetingDateText(meeting.meetingDate),
          present,
          total: lines.length,
        })}
        {upcoming ? `. ${t('Attendance can be recorded from the day of the meeting.')}` : ''}
      </Typography.Text>
      <Table<Row>
        rowKey="id"
        size="small"
        columns={attendanceColumns(canManage, upcoming, change)}
        dataSource={rows}
        pagination={false}
        loading={recorded.isLoading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('This group has no active members') }}
      />
      {canManage && (
        <Flex justify="end">
          <Button
            type="primary"
            disabled={upcoming || lines.length === 0}
            loading={record.isPending}
            onClick={() =>
              record.mutate({ attendance: lines.map((line) => ({ meetingId: meeting.id, ...line })) })
            }
          >
            {t('Save Attendance')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
