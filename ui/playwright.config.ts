import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = process.env.E2E_PORT ?? '5055';
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Browser tests against the whole product (ui/e2e/serve.ts starts it on a fresh database with the demo
 * data). Debian's Chromium, never a downloaded browser; one worker on these two cores.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.spec.ts',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // the service worker would keep a copy of the whole app in every test's fresh browser context (216
    // files); ui/e2e/offline.e2e.spec.ts, which tests it, allows it
    serviceWorkers: 'block',
    // a trace records a screencast and a DOM snapshot at every step: recording one for every test took a
    // third of the browser tests' time on two cores (chromium's GPU process compositing the frames). CI
    // retries a failed test once, with the trace on; E2E_TRACE=retain-on-failure keeps one of every
    // failure on a first run
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node --import tsx ui/e2e/serve.ts',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: port },
  },
});
