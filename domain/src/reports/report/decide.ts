import { assertNever } from '../../shared/decider';
import { ConflictError, msg, NotFoundError, ValidationError } from '../../shared/errors';
import { reportDefinition } from '../catalog';
import type { ReportCommand } from './commands';
import type { ReportEvent } from './events';
import type { ReportState } from './state';

/** A failure reason is shown in the Recent Reports list: one line, bounded. */
export const MAX_REASON = 500;

export const decide = (command: ReportCommand, state: ReportState): ReportEvent[] => {
  if (command.type === 'RequestReport') {
    if (state.status !== 'none') throw new ConflictError('This report was already requested');
    const d = command.data;
    const definition = reportDefinition(d.reportType);
    if (definition.participant && d.participantId === null)
      throw new ValidationError('Please select a participant', {
        participantId: 'Please select a participant',
      });
    if (!definition.participant && d.participantId !== null)
      throw new ValidationError('This report is not about one participant', {
        participantId: 'This report is not about one participant',
      });
    if (!definition.dateRange && (d.from !== null || d.to !== null))
      throw new ValidationError('This report takes no date range', {
        from: 'This report takes no date range',
      });
    if (d.from !== null && d.to !== null && d.from > d.to)
      throw new ValidationError('The start date must not be after the end date', {
        to: 'The start date must not be after the end date',
      });
    return [{ type: 'ReportRequested', data: d }];
  }
  if (state.status === 'none') throw new NotFoundError('Report not found');
  if (state.status !== 'requested')
    throw new ConflictError(msg`The report has already ${{ status: state.status }}`);
  switch (command.type) {
    case 'CompleteReport':
      return [{ type: 'ReportGenerated', data: { reportId: state.reportId, ...command.data } }];
    case 'FailReport': {
      const reason = command.data.reason.replace(/\s+/g, ' ').trim().slice(0, MAX_REASON) || 'Failed';
      return [{ type: 'ReportFailed', data: { reportId: state.reportId, reason } }];
    }
    default:
      return assertNever(command);
  }
};
