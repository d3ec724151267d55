import type { LogMessage } from '../api/chat.queries';

export type LogItem =
  | { kind: 'date'; key: string; time: string }
  | { kind: 'unread'; key: string }
  | { kind: 'group'; key: string; isSent: boolean; messages: LogMessage[] };

const dayKey = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
};

/**
 * Turns a message list into render items: a date divider whenever the (local) day changes, an
 * unread divider before `unreadFrom`, and bubbles grouped by consecutive sender.
 */
export function groupMessages(messages: readonly LogMessage[], unreadFrom = -1): LogItem[] {
  const items: LogItem[] = [];
  let day = '';
  let group: Extract<LogItem, { kind: 'group' }> | null = null;
  messages.forEach((m, i) => {
    const d = dayKey(m.time);
    if (d !== day) {
      day = d;
      group = null;
      items.push({ kind: 'date', key: `date-${i}`, time: m.time });
    }
    if (i === unreadFrom) {
      group = null;
      items.push({ kind: 'unread', key: 'unread' });
    }
    if (!group || group.isSent !== m.isSent) {
      group = { kind: 'group', key: `group-${i}`, isSent: m.isSent, messages: [] };
      items.push(group);
    }
    group.messages.push(m);
  });
  return items;
}

export function firstUnseenIndex(messages: readonly LogMessage[] | undefined): number {
  return messages?.findIndex((m) => !m.isSent && !m.isSeen) ?? -1;
}

/** "Today", "Yesterday" or a full date for a divider, relative to `now`. */
export function dayLabel(iso: string, now: Date): 'today' | 'yesterday' | null {
  const d = new Date(iso);
  const start = (x: Date) => new Date(x.getFullYear(), x.getMonth(), x.getDate()).getTime();
  const diff = Math.round((start(now) - start(d)) / 86_400_000);
  return diff === 0 ? 'today' : diff === 1 ? 'yesterday' : null;
}
