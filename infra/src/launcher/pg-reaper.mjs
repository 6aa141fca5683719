// Started by the launcher next to its embedded PostgreSQL (start.ts): holds an IPC channel to the
// launcher, which closes when the launcher dies, even by SIGKILL. Then it stops the server named by the
// data folder's postmaster.pid (a fast shutdown), so no PostgreSQL is left running without its launcher.
// A launcher that stops normally stops the server itself first; this then finds nothing to do.
import { readFileSync } from 'node:fs';

const pidFile = process.argv[2];
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => {});
process.on('disconnect', () => {
  try {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (pid > 0) process.kill(pid, 'SIGINT');
  } catch {
    // no server running
  }
  process.exit(0);
});
