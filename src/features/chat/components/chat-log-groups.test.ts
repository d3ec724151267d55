import { dayLabel, firstUnseenIndex, groupMessages } from './chat-log-groups';
import { splitLinks } from './message-text';

const m = (time: string, isSent: boolean, isSeen = true) => ({ textContent: time, time, isSent, isSeen });

describe('groupMessages', () => {
  it('groups consecutive senders and adds a divider when the day changes', () => {
    const items = groupMessages([
      m('2026-11-14T10:00:00', false),
      m('2026-11-14T10:01:00', false),
      m('2026-11-14T10:02:00', true),
      m('2026-11-15T08:00:00', true),
    ]);
    expect(items.map((i) => i.kind)).toEqual(['date', 'group', 'group', 'date', 'group']);
    const groups = items.filter((i) => i.kind === 'group');
    expect(groups.map((g) => g.messages.length)).toEqual([2, 1, 1]);
  });

  it('puts an unread divider before the first unseen message and splits the group there', () => {
    const msgs = [m('2026-11-14T10:00:00', false), m('2026-11-14T10:01:00', false, false)];
    expect(firstUnseenIndex(msgs)).toBe(1);
    expect(groupMessages(msgs, 1).map((i) => i.kind)).toEqual(['date', 'group', 'unread', 'group']);
    expect(firstUnseenIndex([])).toBe(-1);
  });

  it('labels today and yesterday', () => {
    const now = new Date('2026-11-15T12:00:00');
    expect(dayLabel('2026-11-15T01:00:00', now)).toBe('today');
    expect(dayLabel('2026-11-14T23:00:00', now)).toBe('yesterday');
    expect(dayLabel('2026-11-01T23:00:00', now)).toBeNull();
  });
});

describe('splitLinks (F5)', () => {
  it('links only http(s) URLs and keeps everything else as text', () => {
    expect(splitLinks('see https://ok.example/a?b=1. thanks')).toEqual([
      { kind: 'text', value: 'see ' },
      { kind: 'link', value: 'https://ok.example/a?b=1', href: 'https://ok.example/a?b=1' },
      { kind: 'text', value: '. thanks' },
    ]);
    for (const payload of [
      'javascript:alert(1)',
      '<img src=x onerror=alert(1)>',
      'data:text/html,<b>x</b>',
      'JaVaScRiPt:alert(1)',
      'mailto:a@b.c',
      'vbscript:x',
    ]) {
      expect(splitLinks(payload)).toEqual([{ kind: 'text', value: payload }]);
    }
    expect(splitLinks('HTTP://EXAMPLE.COM').map((p) => p.kind)).toEqual(['link']);
  });
});
