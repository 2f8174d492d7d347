/**
 * Mail delivery as a scheduled job (issue 15): with SMTP_URL set, every few seconds each API
 * process sends the outbox's due mail (server/mail/delivery.ts: claimed one at a time, so
 * processes running at once never send the same mail). Without SMTP_URL nothing is sent and the
 * development mailbox remains the only reader of the outbox.
 *
 * Not a schedule.ts job: those run inside one transaction under an advisory lock, one process
 * at a time, while delivery must hold no transaction across SMTP conversations (delivery.ts says
 * why) and is shared by every process through its claims. Its handle has the same `stop`.
 */
import type { Db } from '../db/client';
import { deliverPending, MAIL_BATCH_SIZE, type DeliveryOutcome } from '../mail/delivery';
import { smtpTransport, type MailTransport } from '../mail/transport';
import { serverLog } from '../log';

/** Mail waits at most this long after it is queued (a password link should arrive while the person waits). */
export const MAIL_DELIVERY_INTERVAL_MS = 5_000;

export interface MailDelivery {
  /** Stops the timer and resolves once the run in progress, if any, has finished. */
  stop(): Promise<void>;
}

/**
 * Runs delivery now and then every interval; a run that finds a full batch goes on at once (a
 * bulk import queues hundreds). Runs never overlap, and the timer never keeps the process alive.
 */
export function scheduleMailDelivery(
  db: Db,
  transport: MailTransport,
  from: string,
  clock: () => Date = () => new Date(),
  intervalMs = MAIL_DELIVERY_INTERVAL_MS,
  log: (line: string) => void = serverLog.warn,
  counted?: (outcome: DeliveryOutcome) => void,
): MailDelivery {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = async (): Promise<void> => {
    while (!stopped) {
      const { sent, failed } = await deliverPending(db, transport, { from, now: clock(), log, ...(counted ? { counted } : {}) });
      if (sent + failed < MAIL_BATCH_SIZE) return;
    }
  };
  const tick = (): void => {
    running = run()
      .catch((err: unknown) => log(`delivering mail failed: ${String(err)}`))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, intervalMs);
        timer.unref();
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export interface MailDeliveryConfig {
  /** SMTP_URL; unset means no delivery. */
  smtpUrl?: string | undefined;
  /** MAIL_FROM, the sender of every mail. */
  mailFrom: string;
  /** Hears each send's outcome (the mail_deliveries_total metric, server/metrics/). */
  counted?: (outcome: DeliveryOutcome) => void;
}

/** For start.ts: delivery when SMTP_URL is set, else nothing to do. Its stop also closes the transport. */
export function startMailDelivery(db: Db, config: MailDeliveryConfig, clock?: () => Date): MailDelivery {
  if (!config.smtpUrl) return { stop: async () => undefined };
  const transport = smtpTransport(config.smtpUrl);
  const delivery = scheduleMailDelivery(db, transport, config.mailFrom, clock, undefined, undefined, config.counted);
  return {
    async stop() {
      await delivery.stop();
      transport.close?.();
    },
  };
}
