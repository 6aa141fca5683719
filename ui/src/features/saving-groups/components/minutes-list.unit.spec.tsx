import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MeetingMinutes } from '../api/get-meeting-minutes';
import { MinutesList } from './minutes-list';

const minutes = (overrides: Partial<MeetingMinutes>): MeetingMinutes => ({
  id: 1,
  groupId: 7,
  groupName: 'Upendo Women Group',
  meetingDate: '2026-11-23',
  agenda: null,
  discussions: null,
  decisions: null,
  attendees: [],
  attendeesCount: 0,
  nextMeetingDate: null,
  description: null,
  hasFile: false,
  originalName: null,
  fileSize: null,
  mimeType: null,
  uploadedBy: 'facilitator',
  createdAt: '2026-11-23T12:00:00.000Z',
  ...overrides,
});

describe('the meeting-minutes tab', () => {
  it('lists every minutes the Meeting Minutes card counts: written ones and uploads', () => {
    const written = minutes({
      id: 1,
      agenda: 'Raising the weekly saving',
      discussions: 'KES 250 a week',
      decisions: 'Agreed from next month',
    });
    const uploaded = minutes({
      id: 2,
      hasFile: true,
      originalName: 'Upendo minutes.pdf',
      description: 'Signed by the secretary',
    });
    const html = renderToStaticMarkup(<MinutesList minutes={[written, uploaded]} loading={false} />);
    expect(html.match(/data-row-key="/g)).toHaveLength(2);
    expect(html).toContain('Raising the weekly saving');
    expect(html).toContain('aria-label="Read the minutes of 2026-11-23"');
    expect(html).toContain('Signed by the secretary');
    expect(html).toContain('aria-label="View Upendo minutes.pdf"');
    expect(html).toContain('aria-label="Download Upendo minutes.pdf"');
    // written minutes have no file to view or download
    expect(html.match(/aria-label="Download /g)).toHaveLength(1);
  });
});
