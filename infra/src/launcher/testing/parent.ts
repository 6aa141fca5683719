import { spawnTs } from '../processes';

/** A stand-in launcher for the orphan test: starts one service, prints its pid once it runs, then waits. */
const child = spawnTs('infra/src/launcher/testing/idle.ts', process.env, 'idle');
child.on('message', () => console.log(`child ${child.pid}`));
setInterval(() => {}, 1000);
