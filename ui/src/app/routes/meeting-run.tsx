import { Empty, Result } from 'antd';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { t } from '@/i18n';
import { useMediaQuery } from '@/lib/use-media-query';
import { MeetingRunForm } from './meeting-run/meeting-run-form';
import { useMeetingRun } from './meeting-run/use-meeting-run';

/**
 * /saving-groups/meetings/record?groupId=&meetingId= (ours: what facilitators' apps offer): one screen to
 * mark attendance and record every member's saving, repayment, penalty and emergency contribution, with
 * the cash box before and after. Each request carries the meeting id and a key kept until it all
 * succeeds, so submitting again after a dropped connection records nothing twice. With no connection the
 * meeting is kept on the phone (its records listed below the form) and sent when the connection returns;
 * what is typed is kept in the browser until then, so a reload loses nothing.
 */
/** A phone's width: the meeting is laid out in cards. */
const PHONE_QUERY = '(max-width: 767px)';

export default function MeetingRunPage() {
  // a phone: one card per member, its name kept in view (a table there scrolled the name away)
  const phone = useMediaQuery(PHONE_QUERY);
  const data = useMeetingRun();
  const { groupId, meetingId, meeting } = data;
  // reached by its address, the form is not shown to those who may not record (an Auditor reads the
  // meeting under Meetings instead)
  if (!data.canManage)
    return (
      <Result status="403" title={t('Record Meeting')} subTitle={t('Your role cannot record meetings.')} />
    );
  if (data.loading) return <FullPageSpinner label={t('Loading the meeting')} fullHeight={false} />;
  if (groupId === null || meetingId === null || !meeting)
    return <Empty description={t('Open a meeting from Meetings Management to record it')} />;
  return (
    <MeetingRunForm data={data} groupId={groupId} meetingId={meetingId} meeting={meeting} phone={phone} />
  );
}
