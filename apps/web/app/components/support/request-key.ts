/**
 * Issue 35 item 12: one request key per composed message. A retry of the same message keeps
 * its key, so the server stores it once; a changed message, or the next one after 'Send
 * another message', gets a new key (under the old one the server kept only the first).
 */
export function messageKeys(newKey: () => string = () => crypto.randomUUID()) {
  let last: { key: string; message: string } | null = null;
  return {
    /** The key to send `message` with: the last one while the message is the same. */
    keyFor(message: unknown): string {
      const text = JSON.stringify(message);
      if (last?.message !== text) last = { key: newKey(), message: text };
      return last.key;
    },
    /** The message was sent: whatever comes next is another one. */
    next() {
      last = null;
    },
  };
}
