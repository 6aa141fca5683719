import { TooManyRequestsError } from '@pm/domain/shared/errors';
import { describe, expect, it } from 'vitest';
import { ParseSlots } from './parse-slots';

describe('parse slots', () => {
  it('runs at most `concurrent` at once, queues `queued` more and refuses the rest', async () => {
    const slots = new ParseSlots(2, 3);
    let running = 0;
    let most = 0;
    const release: Array<() => void> = [];
    const work = () =>
      slots.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => release.push(resolve));
        running--;
        return 'parsed';
      });
    const started = Array.from({ length: 8 }, () => work().catch((e: unknown) => e));
    await new Promise((r) => setTimeout(r, 10));
    expect(release).toHaveLength(2);
    while (release.length > 0 || running > 0) {
      release.shift()?.();
      await new Promise((r) => setTimeout(r, 5));
    }
    const results = await Promise.all(started);
    expect(most).toBe(2);
    expect(results.filter((r) => r === 'parsed')).toHaveLength(5);
    expect(results.filter((r) => r instanceof TooManyRequestsError)).toHaveLength(3);
  });
});
