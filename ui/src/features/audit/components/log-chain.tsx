import { Alert, Card, Flex, Tag, Typography, theme } from 'antd';
import { LoadError } from '@/components/load-error';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { type LogChainState, useLogChain } from '../api/get-log-chain';

type Check = NonNullable<LogChainState['latestCheck']>;
type SignedHead = LogChainState['signedHeads'][number];

/** The chain check's latest run in words: the Tag's text and colour. */
export const chainOutcome = (check: Check | null): { text: string; color: string } => {
  if (check === null) return { text: t('Not checked yet'), color: 'default' };
  if (check.brokenAt !== null) return { text: t('Altered'), color: 'error' };
  if (check.error !== null) return { text: t('Failed'), color: 'warning' };
  return { text: t('Verified'), color: 'success' };
};

/** Where the chain broke, in words. */
export const breakText = (check: Check): string => {
  switch (check.reason) {
    case 'altered':
      return t('The event at position {{position}} ({{stream}}) was changed after it was stored', {
        position: check.brokenAt,
        stream: check.streamId ?? '',
      });
    case 'missing':
      return t('The event at position {{position}} is missing from the log', { position: check.brokenAt });
    case 'signature':
      return t('The head signed at position {{position}} does not carry a valid signature', {
        position: check.brokenAt,
      });
    case 'head':
      return t('The head of the log does not match its last event (position {{position}})', {
        position: check.brokenAt,
      });
    default:
      return t(
        'The log was rewritten: an event after position {{from}} and up to {{position}} was changed and every later hash recomputed',
        { from: check.goodTo ?? '0', position: check.brokenAt },
      );
  }
};

/** A signed head's state: its signature, and whether the log still holds its hash. */
export const headState = (head: SignedHead): { text: string; color: string } => {
  if (!head.matchesLog) return { text: t('Differs from the log'), color: 'error' };
  if (head.signatureValid === false) return { text: t('Signature not valid'), color: 'error' };
  if (head.signatureValid === null)
    return { text: t('Matches the log (signed with another key)'), color: 'default' };
  return { text: t('Signature valid, matches the log'), color: 'success' };
};

/** Whether the head reached the NationalDirectors by SMS. */
export const smsState = (head: SignedHead): string =>
  head.smsError !== null
    ? t('Not sent by SMS: {{reason}}', { reason: head.smsError })
    : t('Sent by SMS to {{accepted}} of {{recipients}} National Directors', {
        accepted: head.smsAccepted ?? 0,
        recipients: head.smsRecipients ?? 0,
      });

/**
 * The running check of the event log's hash chain (where the SuperAdmin's bell leads when it breaks) and
 * the head signed each day, sent to the NationalDirectors: "Log head signed on … position … hash …".
 */
export function LogChain() {
  const { token } = theme.useToken();
  const state = useLogChain(true);
  const check = state.data?.latestCheck ?? null;
  const [head] = state.data?.signedHeads ?? [];
  const outcome = state.data ? chainOutcome(check) : null;
  const headOutcome = head ? headState(head) : null;
  return (
    <Card
      data-print-hide
      data-testid="log-chain"
      title={
        <Typography.Title level={3} style={{ margin: 0, fontSize: 'inherit' }}>
          {t('Event log hash chain')}
        </Typography.Title>
      }
      extra={outcome && <Tag color={outcome.color}>{outcome.text}</Tag>}
    >
      <LoadError what={t('the log check')} error={state.error} />
      {state.data && (
        <Flex vertical gap={token.marginSM}>
          {check === null && (
            <Typography.Text type="secondary">
              {t('No check has run yet: the first runs a minute after the read API starts, then hourly.')}
            </Typography.Text>
          )}
          {check && check.brokenAt === null && check.error === null && (
            <Typography.Text>
              {t('Verified up to position {{position}} on {{time}}', {
                position: check.toPosition ?? '0',
                time: formatDateTime(check.finishedAt ?? check.startedAt),
              })}
            </Typography.Text>
          )}
          {check?.brokenAt != null && <Alert type="error" showIcon title={breakText(check)} />}
          {check?.error != null && (
            <Alert
              type="warning"
              showIcon
              title={t('The check stopped: {{error}}', { error: check.error })}
            />
          )}
          {head ? (
            <Flex vertical gap={token.marginXXS}>
              <Flex gap={token.marginSM} wrap align="center">
                <Typography.Text>
                  {t('Log head signed on {{day}}: position {{position}}', {
                    day: head.day,
                    position: head.position,
                  })}
                </Typography.Text>
                {headOutcome && <Tag color={headOutcome.color}>{headOutcome.text}</Tag>}
              </Flex>
              <Typography.Text code style={{ wordBreak: 'break-all', userSelect: 'all' }}>
                {head.hash}
              </Typography.Text>
              <Typography.Text type="secondary">
                {t('{{algorithm}} key {{key}}', { algorithm: head.algorithm, key: head.keyId })} ·{' '}
                {smsState(head)}
              </Typography.Text>
            </Flex>
          ) : (
            <Typography.Text type="secondary">{t('No head has been signed yet.')}</Typography.Text>
          )}
        </Flex>
      )}
    </Card>
  );
}
