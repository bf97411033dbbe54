// Sends plain-text e-mail over SMTP with nodemailer; the outbox worker is its only caller.
import nodemailer from "nodemailer";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * A mailer for `smtp://user:pass@host:port` (STARTTLS when offered) or `smtps://…` (TLS from the start).
 * Timeouts are short so a dead server fails the attempt quickly and the outbox retries later.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
    // Our messages are plain text we wrote; never let content make the server read files or fetch URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close() {
      transport.close();
    },
  };
}
