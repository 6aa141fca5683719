import type { DatabaseLimits } from '../db/pool';
import type { MpesaSettings } from '../mpesa/port';
import type { SmsSettings } from '../sms/gateway';
import type { LogLevel } from './values';

/**
 * The configuration of a process, read from its environment once at start (../config.ts: loadConfig).
 * Each field names its variable when the name is not plain; README.md's "Configuration" table says what
 * each one means.
 */
export interface Config {
  readonly port: number;
  readonly commandPort: number;
  readonly readPort: number;
  /** HOST: where the services listen (127.0.0.1 by default; npm start's one origin: 0.0.0.0). */
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** EMBEDDED_PG_PORT: the port of npm start's embedded PostgreSQL. */
  readonly embeddedPgPort: number;
  readonly eventStoreUrl: string | undefined;
  readonly sessionSecret: string | undefined;
  readonly demoData: boolean;
  readonly sessionIdleMinutes: number;
  readonly sessionAbsoluteHours: number;
  /** How long the command service reuses a session it read (0: it reads the row on every request). */
  readonly sessionCacheSeconds: number;
  readonly readWaitMs: number;
  readonly trustProxy: string;
  /** Shared by the gateway and the services: forwarded headers are believed only with it. */
  readonly gatewayToken: string | undefined;
  /** Where the read API's health check finds the command service. */
  readonly commandServiceUrl: string;
  /** Origins besides the product's own from which writes are accepted (comma-separated URLs). */
  readonly allowedOrigins: readonly string[];
  readonly logLevel: LogLevel;
  /** The SMS gateway (Africa's Talking: AT_USERNAME, AT_API_KEY, AT_SENDER_ID, AT_BASE_URL); null without AT_API_KEY. */
  readonly sms: SmsSettings | null;
  /** The secret of the delivery-report callback's URL (SMS_CALLBACK_TOKEN); npm start generates one. */
  readonly smsCallbackToken: string | undefined;
  /** What a composed message may cost (SMS_DAILY_PARTS_PER_PROJECT, ...; command-service's sms/limits.ts). */
  readonly smsLimits: SmsLimits;
  /**
   * How many requests one client (its session, else its address) may make in a minute: to the read API
   * and to the command service (RATE_LIMIT_READS_PER_MINUTE, RATE_LIMIT_WRITES_PER_MINUTE; 0: no limit).
   */
  readonly rateLimits: { readonly readsPerMinute: number; readonly writesPerMinute: number };
  /** The local SMS gateway simulator's process (npm start without AT_API_KEY). */
  readonly smsSimulator: SmsSimulatorSettings;
  /** M-Pesa (Daraja): its callbacks and, with MPESA_CONSUMER_KEY, the live or sandbox API. */
  readonly mpesa: MpesaConfig;
  readonly ussd: UssdConfig;
  /** How often the read API replays everything and compares it with the read tables (hours; 0: never). */
  readonly auditCheckIntervalHours: number;
  /** How often the read API recomputes the log's hash chain from where it last verified (hours; 0: never). */
  readonly chainCheckIntervalHours: number;
  /** How often that check recomputes the whole chain from position 1 (hours; 0: only when needed). */
  readonly chainFullCheckIntervalHours: number;
  /**
   * The Ed25519 key that signs the log's head each day (LOG_HEAD_KEY_FILE, PEM PKCS#8), kept outside the
   * database; created under DATA_DIR when the variable is not set and the file does not exist.
   */
  readonly logHeadKeyFile: string;
  /** LOG_HEAD_KEY_FILE was set: the file must exist (no key is made up in its place). */
  readonly logHeadKeyConfigured: boolean;
  /**
   * How long the command service and the read API let the database keep them waiting
   * (DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS, DB_IDLE_IN_TRANSACTION_TIMEOUT_MS; 0 turns one off).
   * The projector and the command-line tools run without them.
   */
  readonly database: DatabaseLimits;
  /** COMMAND_FOLLOW_GATHER_MS: the command service's followers of the log read it at most this often (0: at once). */
  readonly commandFollowGatherMs: number;
  readonly projector: {
    /** PROJECTOR_GATHER_MS: how long the projector gathers commands arriving together into one batch (0: off). */
    readonly gatherMs: number;
    /** PROJECTOR_PIPELINE: its connections are pipelined. */
    readonly pipeline: boolean;
  };
  /** npm start's own knobs. */
  readonly launcher: {
    /** READY_TIMEOUT_SECONDS: how long it waits for a service before opening the port anyway (0: no limit). */
    readonly readyTimeoutSeconds: number;
    /** UI_BUILD: it builds the UI when its sources changed. */
    readonly uiBuild: boolean;
    /** SERVICES_BUILD: the services run built (dist/services), not through tsx. */
    readonly servicesBuild: boolean;
  };
}

/**
 * What a composed message may cost (SMS_DAILY_PARTS_PER_PROJECT, SMS_SENDS_PER_MINUTE, SMS_REPEAT_MINUTES,
 * SMS_PART_PRICE_KES); command-service/src/features/sms/limits.ts holds messages to them.
 */
export interface SmsLimits {
  readonly dailyPartsPerProject: number;
  readonly sendsPerMinute: number;
  readonly repeatMinutes: number;
  /** KES per SMS part. */
  readonly partPrice: number;
}

export interface SmsSimulatorSettings {
  /** SMS_SIMULATOR_PORT (PORT + 3 by default). */
  readonly port: number;
  /** SMS_SIMULATOR_FAILURE_RATE: the share of numbers it reports failed, 0 to 1. */
  readonly failureRate: number;
  /** SMS_SIMULATOR_REPORT_DELAY_MS: how long after a send it posts the delivery reports. */
  readonly reportDelayMs: number;
  /** SMS_CALLBACK_URL: where it posts them (npm start sets it to the one origin's callback). */
  readonly callbackUrl: string | undefined;
  /** USSD_CALLBACK_URL: where its USSD page posts a session's inputs (npm start: the one origin's). */
  readonly ussdCallbackUrl: string | undefined;
}

/** M-Pesa's settings (README.md, "Configuration"; docs/domain/mobile-money.md). */
export interface MpesaConfig {
  /** The paybill number payments must be made to (MPESA_SHORT_CODE); a callback for another is refused. */
  readonly shortCode: string;
  /** The secret path segment of every callback (MPESA_CALLBACK_SECRET); unset: no callback is accepted. */
  readonly callbackSecret: string | undefined;
  /** The addresses callbacks are accepted from (MPESA_CALLBACK_SOURCES); none: any address. */
  readonly callbackSources: readonly string[];
  /** The Daraja API (MPESA_CONSUMER_KEY and the rest); null: the local simulator under npm start. */
  readonly daraja: MpesaSettings | null;
  /** The local simulator's port (MPESA_SIMULATOR_PORT, PORT+4). */
  readonly simulatorPort: number;
  readonly timeoutMs: number;
  /** MPESA_BASE_URL as given: npm start points it at the simulator when there is no key. */
  readonly baseUrl: string | undefined;
}

/** The USSD menu's settings (README.md, "Configuration"; docs/domain/ussd.md). */
export interface UssdConfig {
  /** The secret path segment of Africa's Talking's callback (USSD_CALLBACK_SECRET); unset: no menu. */
  readonly callbackSecret: string | undefined;
  /** The addresses the callback is accepted from (USSD_CALLBACK_SOURCES); none: any address. */
  readonly callbackSources: readonly string[];
  /** The service code the menu answers (USSD_SERVICE_CODE); a session for another is refused. */
  readonly serviceCode: string;
}
