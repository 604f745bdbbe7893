// The e-mails the served worker has sent, read through Miniflare's local explorer, so browser
// tests can use the 6-digit codes a customer receives and read what the shop wrote.

const SENT_EMAILS = "/cdn-cgi/local/explorer/api/local/email/sending";

type SentEmail = { messageId: string; to: string[]; subject: string; sentAt: string };
type ExplorerAnswer<T> = { result: T; result_info?: { cursor?: string; has_more?: boolean } };

async function sentEmails(baseUrl: string): Promise<SentEmail[]> {
  const emails: SentEmail[] = [];
  let cursor: string | undefined;
  do {
    const query = new URLSearchParams({ per_page: "100", ...(cursor ? { cursor } : {}) });
    const page = (await (await fetch(`${baseUrl}${SENT_EMAILS}?${query}`)).json()) as ExplorerAnswer<SentEmail[]>;
    emails.push(...page.result);
    cursor = page.result_info?.has_more ? page.result_info.cursor : undefined;
  } while (cursor);
  return emails;
}

/** The plain text of the newest e-mail to `to` with this subject, once the events queue has sent it (polls, so hooks may use it too). */
export async function emailedText(baseUrl: string, to: string, subject: string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let newest: SentEmail | undefined;
  while (!newest) {
    if (Date.now() > deadline) throw new Error(`no e-mail "${subject}" to ${to} within ${timeoutMs} ms`);
    newest = (await sentEmails(baseUrl)).filter((e) => e.to.includes(to) && e.subject === subject).sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
    if (!newest) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const query = new URLSearchParams({ email_id: newest.messageId });
  const detail = (await (await fetch(`${baseUrl}${SENT_EMAILS}?${query}`)).json()) as ExplorerAnswer<{ text: string }>;
  return detail.result.text;
}

/** Who every e-mail with this subject went to, one entry per e-mail sent: a test counts them to prove one was sent once. */
export async function recipientsOf(baseUrl: string, subject: string): Promise<string[][]> {
  return (await sentEmails(baseUrl)).filter((e) => e.subject === subject).map((e) => e.to);
}

/** The code in the newest e-mail to `to` with this subject, once the events queue has sent it. */
export async function emailedCode(baseUrl: string, to: string, subject: string, timeoutMs = 30_000): Promise<string> {
  const text = await emailedText(baseUrl, to, subject, timeoutMs);
  const code = /^\s*(\d{6})\s*$/m.exec(text)?.[1];
  if (!code) throw new Error(`no 6-digit code in the e-mail:\n${text}`);
  return code;
}
