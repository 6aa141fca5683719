import { ENVIRONMENT, toConfig } from './config/schema';
import type { Config } from './config/settings';
import { ConfigError, type ConfigProblem, shown } from './config/values';

export { VARIABLES } from './config/schema';
export type { Config, SmsLimits, SmsSimulatorSettings } from './config/settings';
export { ConfigError, type ConfigProblem, LOG_LEVELS, type LogLevel } from './config/values';

/**
 * The configuration as one schema (./config/schema.ts): every variable of README.md's "Configuration"
 * table with its kind and default, turned into the Config the services, the launcher and the tools take
 * their settings from. No other module reads those variables from process.env.
 */
const CONFIG = ENVIRONMENT.transform(toConfig);

/**
 * Reads the configuration from `env`, once per process at its entry point (createRuntime, npm start's
 * launcher, the SMS simulator), and passes it on. Unset, empty or blank is the default; a value present
 * but not of its kind (PORT=abc, SESSION_IDLE_MINUTES=-3) throws a ConfigError naming every such variable,
 * what it must be and what it is: no setting quietly falls back to its default.
 *
 * `defaults` stand in for variables `env` leaves unset: npm start's own (LOG_LEVEL=warn, HOST=0.0.0.0).
 */
export const loadConfig = (
  env: NodeJS.ProcessEnv = process.env,
  defaults: Readonly<Record<string, string>> = {},
): Config => {
  const merged: NodeJS.ProcessEnv = { ...env };
  for (const [name, value] of Object.entries(defaults)) if (!merged[name]?.trim()) merged[name] = value;
  const parsed = CONFIG.safeParse(merged);
  if (parsed.success) {
    // the ports made from PORT (PORT+1 to +4) must be ports too
    const { commandPort, readPort, smsSimulator, mpesa } = parsed.data;
    const derived = Math.max(commandPort, readPort, smsSimulator.port, mpesa.simulatorPort);
    if (derived <= 65_535) return parsed.data;
    throw new ConfigError([
      {
        variable: 'PORT',
        must: `a port number that leaves room for the ports made from it (${derived} is not a port): at most 65531, or set COMMAND_PORT, READ_PORT, SMS_SIMULATOR_PORT and MPESA_SIMULATOR_PORT`,
        got: shown('PORT', merged.PORT),
      },
    ]);
  }
  const problems: ConfigProblem[] = parsed.error.issues.map((issue) => {
    const variable = String(issue.path[0]);
    return {
      variable,
      must: issue.code === 'custom' ? issue.message : 'text',
      got: shown(variable, merged[variable]),
    };
  });
  throw new ConfigError(problems);
};

/**
 * loadConfig for a process's entry point: a ConfigError is printed as it is (no stack) and the process
 * exits with 1 before it starts anything.
 */
export const configOrExit = (
  env: NodeJS.ProcessEnv = process.env,
  defaults: Readonly<Record<string, string>> = {},
): Config => {
  try {
    return loadConfig(env, defaults);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    console.error(e.message);
    process.exit(1);
  }
};

export const requireDatabaseUrl = (config: Config): string => {
  if (!config.databaseUrl)
    throw new Error('DATABASE_URL is required (npm start sets it for the embedded database)');
  return config.databaseUrl;
};
