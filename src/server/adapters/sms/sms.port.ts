/** Sends text messages to phones (one-time codes). */
export interface SmsSender {
  send(phone: string, body: string): Promise<void>;
}
