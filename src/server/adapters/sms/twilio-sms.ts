import type { TwilioConfig } from "../../config/config.ts";
import { maskPhone } from "../../http/logging.ts";
import { SmsDeliveryError, type SmsSender } from "./sms.port.ts";

type Log = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

type Attempt =
  | { sent: true; sid: unknown; status: unknown }
  | { sent: false; retry: boolean; problem: Record<string, unknown> };

/**
 * Twilio Programmable Messaging (SMS_PROVIDER=twilio): a widely used gateway with a documented
 * REST API that reaches Egyptian mobiles. One POST to the Messages resource per attempt, under
 * a per-attempt timeout. Network errors, timeouts, 429 and 5xx are retried with growing waits;
 * any other 4xx is our request's fault and would fail again. Twilio takes no idempotency key,
 * so a retry after a timeout may text twice: every attempt sends the same form, so the
 * customer can at worst receive the same code twice, never two different codes.
 * The log names the phone masked; never the text (it carries the code) nor the token.
 */
export function twilioSms(
  options: TwilioConfig & {
    log: Log;
    fetchImpl?: typeof fetch;
    /** Waits between attempts (tests pass one that returns at once). */
    sleep?: (ms: number) => Promise<void>;
    timeoutMs?: number;
    attempts?: number;
  },
): SmsSender {
  const { log, timeoutMs = 5000, attempts = 3 } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const url = `${options.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const credentials = `${options.apiKeySid ?? options.accountSid}:${options.authToken}`;
  const headers = {
    authorization: `Basic ${Buffer.from(credentials).toString("base64")}`,
    "content-type": "application/x-www-form-urlencoded",
    accept: "application/json",
  };
  const sender: Record<string, string> = options.messagingServiceSid
    ? { MessagingServiceSid: options.messagingServiceSid }
    : { From: options.from ?? "" };

  async function attempt(form: string): Promise<Attempt> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: "POST",
        headers,
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const { name, cause } = error as Error & { cause?: { code?: string } };
      return {
        sent: false,
        retry: true,
        problem: { reason: name === "TimeoutError" ? "timeout" : name, cause: cause?.code },
      };
    }
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return { sent: true, sid: answer.sid, status: answer.status };
    // Twilio's own message may quote the number (21211: "The 'To' number +20… is not valid"),
    // so only its error code and documentation link are logged.
    return {
      sent: false,
      retry: response.status === 429 || response.status >= 500,
      problem: { status: response.status, code: answer.code, moreInfo: answer.more_info },
    };
  }

  return {
    async send(phone, body) {
      const form = new URLSearchParams({ To: phone, Body: body, ...sender }).toString();
      const masked = maskPhone(phone);
      for (let tries = 1; ; tries += 1) {
        const outcome = await attempt(form);
        if (outcome.sent) {
          log.info({ phone: masked, sid: outcome.sid, status: outcome.status, tries }, "SMS sent (Twilio)");
          return;
        }
        if (!outcome.retry || tries >= attempts) {
          log.error({ phone: masked, tries, ...outcome.problem }, "SMS not sent (Twilio)");
          throw new SmsDeliveryError(`Twilio did not take the text after ${tries} attempt(s)`);
        }
        log.warn({ phone: masked, tries, ...outcome.problem }, "SMS attempt failed (Twilio), retrying");
        // ~300 ms, then ~900 ms; the jitter keeps instances that failed together from retrying together.
        await sleep(Math.round(300 * 3 ** (tries - 1) * (0.8 + Math.random() * 0.4)));
      }
    },
  };
}
