import { buildServices, SERVICES_DIR } from './build';

/** `npm run build:services`: the services as compiled JavaScript under dist/services (the Dockerfile). */
const ms = await buildServices();
console.log(`Services built into ${SERVICES_DIR} in ${(ms / 1000).toFixed(1)} s`);
