import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from './processes';

/** Running, not merely a zombie waiting for whoever adopted it to reap it. */
const alive = (pid: number): boolean => {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
};

it('stops a service when its launcher is killed with SIGKILL, so no orphan keeps its port', async () => {
  const launcher = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'infra/src/launcher/testing/parent.ts')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const childPid = await new Promise<number>((resolve, reject) => {
    let out = '';
    launcher.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /child (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    launcher.on('exit', () => reject(new Error('the launcher exited before starting its child')));
  });
  expect(alive(childPid)).toBe(true);
  launcher.kill('SIGKILL');
  const deadline = Date.now() + 5000;
  while (alive(childPid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(alive(childPid)).toBe(false);
});
