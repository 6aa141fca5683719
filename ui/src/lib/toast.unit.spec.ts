import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { failureText, fixedFailureText, messageVia, TOAST_CONFIG, toastPlacement } from './toast';

describe('error toast texts', () => {
  it("show the server's answer to a refusal", () => {
    expect(
      failureText(new ApiError(422, 'Amount exceeds the outstanding amount'), 'Failed to record payment'),
    ).toBe('Amount exceeds the outstanding amount');
    expect(
      failureText(new ApiError(409, 'Project code KE0420 already exists'), 'Failed to create project'),
    ).toBe('Project code KE0420 already exists');
  });

  it('show the fallback for a server failure or a lost connection', () => {
    expect(failureText(new ApiError(500, 'Internal Server Error'), 'Failed to record saving')).toBe(
      'Failed to record saving',
    );
    expect(failureText(new TypeError('Failed to fetch'), 'Failed to record saving')).toBe(
      'Failed to record saving',
    );
  });

  it("show the browser's own words for a request that never left", () => {
    expect(failureText(new ApiError(0, 'The upload could not reach the server'), 'Upload failed')).toBe(
      'The upload could not reach the server',
    );
  });

  it("keep the specification's fixed text first and give the server's reason after it", () => {
    expect(
      fixedFailureText(
        new ApiError(422, 'The saving date cannot be before the group was registered on 2026-01-15'),
        'Failed to record saving',
      ),
    ).toBe(
      'Failed to record saving. The saving date cannot be before the group was registered on 2026-01-15',
    );
    expect(fixedFailureText(new ApiError(503, 'Service Unavailable'), 'Failed to record saving')).toBe(
      'Failed to record saving',
    );
  });

  it('show the server’s sentence when its database is away for a moment, rather than a generic failure', () => {
    const away = new ApiError(
      503,
      'The service cannot reach its database just now. Please try again in a few seconds.',
      'database_unavailable',
      undefined,
      5_000,
    );
    expect(failureText(away, 'Failed to create project')).toBe(
      'The service cannot reach its database just now. Please try again in a few seconds.',
    );
    expect(fixedFailureText(away, 'Failed to record saving')).toBe(
      'Failed to record saving. The service cannot reach its database just now. Please try again in a few seconds.',
    );
  });
});

describe('the toasts', () => {
  it('show one at a time for 5 seconds, closing on their own even under the pointer', () => {
    expect(TOAST_CONFIG).toMatchObject({ maxCount: 1, duration: 5, pauseOnHover: false });
  });

  it("open at the top centre below the header, or at a phone's bottom, never in the page's top-right corner", () => {
    expect(toastPlacement(false)).toBe('top');
    expect(toastPlacement(true)).toBe('bottom');
    expect(TOAST_CONFIG.top).toBeGreaterThanOrEqual(64);
  });

  /** A notification API that records what it is asked. */
  const recording = () => {
    const calls: { kind: string; args: ArgsProps }[] = [];
    const destroyed: unknown[] = [];
    const record = (kind: string) => (args: ArgsProps) => {
      calls.push({ kind, args });
    };
    const api: NotificationInstance = {
      success: record('success'),
      error: record('error'),
      info: record('info'),
      warning: record('warning'),
      open: record('open'),
      destroy: (key) => {
        destroyed.push(key);
      },
    };
    return { api, calls, destroyed };
  };

  it("show antd's messages through the one notification holder, so the two never show at once", async () => {
    const { api, calls, destroyed } = recording();
    const message = messageVia(api);
    let closedWith: unknown;
    message.success('Saved', () => {
      closedWith = 'saved';
    });
    const loading = message.loading({ content: 'Working', key: 'work', duration: 2 });
    message.open({ content: 'Refused', type: 'error' });

    expect(calls.map((c) => [c.kind, c.args.title, c.args.duration])).toEqual([
      ['success', 'Saved', 5],
      ['info', 'Working', 2],
      ['error', 'Refused', 5],
    ]);
    expect(calls[2]?.args.role).toBe('alert');
    loading();
    expect(destroyed).toEqual(['work']);
    calls[0]?.args.onClose?.();
    expect(closedWith).toBe('saved');
  });
});
