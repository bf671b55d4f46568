import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { smsOutbox } from "../../db/schema.ts";
import { maskPhone } from "../../http/logging.ts";
import type { SmsSender } from "./sms.port.ts";

/**
 * The built-in SMS default: every text goes to the sms_outbox table and nothing leaves the
 * machine. In demo mode `GET /api/dev/sms-outbox` reads the latest one, and the log shows it
 * too; otherwise the log names the phone masked and never holds the text (it carries a code).
 */
export function outboxSms(
  db: Db,
  log: { info(object: object, message: string): void },
  { logBody }: { logBody: boolean },
): SmsSender {
  return {
    async send(phone, body) {
      await db.insert(smsOutbox).values({ phone, body, sentAt: new Date() });
      log.info({ phone: maskPhone(phone), ...(logBody && { body }) }, "SMS (outbox, not sent to a network)");
    },
  };
}

export async function latestOutboxMessage(db: Db, phone: string) {
  const [row] = await db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.phone, phone)))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(1);
  return row ?? null;
}
