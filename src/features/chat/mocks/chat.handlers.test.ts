import { chatContactsResponseSchema, chatsResponseSchema, contactsResponseSchema, sendMessageResponseSchema } from '../api/chat.contract';

const base = 'http://localhost/api/apps/chat';
const post = (path: string, body: unknown) =>
  fetch(`${base}/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const getJson = async (path: string) => {
  const res = await fetch(`${base}/${path}`);
  expect(res.status).toBe(200);
  return res.json();
};

describe('chat mock API', () => {
  it('lists ~10 contacts with every status, filtered by q', async () => {
    const all = contactsResponseSchema.parse(await getJson('contacts'));
    expect(all).toHaveLength(10);
    expect(new Set(all.map((c) => c.status))).toEqual(new Set(['online', 'offline', 'away', 'do not disturb']));
    expect(all.every((c) => /^\/images\/avatars\/avatar-\d+\.svg$/.test(c.photoURL))).toBe(true);
    const some = contactsResponseSchema.parse(await getJson('contacts?q=FELE'));
    expect(some.map((c) => c.displayName)).toEqual(['Felecia Rower']);
    expect(await getJson('contacts?q=nobody-here')).toEqual([]);
  });

  it('has two seeded conversations keyed by contact id, holding the F5 payloads', async () => {
    const chats = chatsResponseSchema.parse(await getJson('chats'));
    expect(Object.keys(chats)).toEqual(['1', '2']);
    const texts = Object.values(chats)
      .flatMap((c) => c.msg.map((m) => m.textContent))
      .join('\n');
    expect(texts).toContain('<img src=x onerror=alert(1)>');
    expect(texts).toContain('javascript:alert(1)');
    expect(texts).toContain('https://ok.example');
  });

  it('chat-contacts returns contacts with a chat, last message and unseen count, filtered by q', async () => {
    const list = chatContactsResponseSchema.parse(await getJson('chat-contacts'));
    expect(list.map((c) => c.id)).toEqual([1, 2]);
    expect(list[0]?.chat).toMatchObject({ isPinned: true, unseenMsgs: 0 });
    expect(list[1]?.chat.unseenMsgs).toBe(3);
    expect(list[1]?.chat.lastMessage?.textContent).toBe('Should I open a ticket?');
    expect(chatContactsResponseSchema.parse(await getJson('chat-contacts?q=adal')).map((c) => c.id)).toEqual([2]);
    expect(await getJson('chat-contacts?q=zenia')).toEqual([]);
  });

  it('mark-all-seen/ {contactId} and mark-all-seen {id} clear the unseen count', async () => {
    expect((await post('mark-all-seen/', { contactId: 2 })).status).toBe(200);
    let list = chatContactsResponseSchema.parse(await getJson('chat-contacts'));
    expect(list.find((c) => c.id === 2)?.chat.unseenMsgs).toBe(0);

    await post('msg', { payload: { id: 3, msg: 'hello' } });
    expect((await post('mark-all-seen', { id: 3 })).status).toBe(200);
    list = chatContactsResponseSchema.parse(await getJson('chat-contacts'));
    expect(list.find((c) => c.id === 3)?.chat.unseenMsgs).toBe(0);
  });

  it('mark-all-seen answers 400 for a bad body and 404 for a contact without a chat', async () => {
    expect((await post('mark-all-seen/', {})).status).toBe(400);
    expect((await post('mark-all-seen/', { contactId: 'x' })).status).toBe(400);
    expect((await post('mark-all-seen/', { contactId: 9 })).status).toBe(404);
    expect((await post('mark-all-seen', { id: 999 })).status).toBe(404);
  });

  it('set-pinned toggles the flag both ways', async () => {
    let res = await post('set-pinned/', { contactId: 2, value: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ contactId: 2, isPinned: true });
    res = await post('set-pinned/', { contactId: 2, value: false });
    expect(await res.json()).toEqual({ contactId: 2, isPinned: false });
    const chats = chatsResponseSchema.parse(await getJson('chats'));
    expect(chats['2']?.isPinned).toBe(false);
  });

  it('set-pinned answers 400 without a boolean value and 404 for an unknown chat', async () => {
    expect((await post('set-pinned/', { contactId: 1, value: 'yes' })).status).toBe(400);
    expect((await post('set-pinned/', { contactId: 404, value: true })).status).toBe(404);
  });

  it('msg appends to an existing chat (200) and creates a new one (201)', async () => {
    let res = await post('msg', { payload: { id: 1, msg: 'Another one', isPinned: true } });
    expect(res.status).toBe(200);
    let body = sendMessageResponseSchema.parse(await res.json());
    expect(body.msg).toMatchObject({ textContent: 'Another one', isSent: true, isSeen: false });
    expect(body.chat.msg.at(-1)?.textContent).toBe('Another one');

    res = await post('msg', { payload: { id: 5, msg: 'First words', isPinned: false } });
    expect(res.status).toBe(201);
    body = sendMessageResponseSchema.parse(await res.json());
    expect(body.chat).toMatchObject({ id: 5, isPinned: false });
    expect(body.chat.msg).toHaveLength(1);
    const list = chatContactsResponseSchema.parse(await getJson('chat-contacts'));
    expect(list.map((c) => c.id)).toContain(5);
  });

  it('msg refuses empty or whitespace text (400), oversize text (400) and unknown contacts (404)', async () => {
    expect((await post('msg', { payload: { id: 1, msg: '' } })).status).toBe(400);
    expect((await post('msg', { payload: { id: 1, msg: ' \n\t ' } })).status).toBe(400);
    expect((await post('msg', { payload: { id: 1, msg: 'x'.repeat(2001) } })).status).toBe(400);
    expect((await post('msg', { msg: 'no payload' })).status).toBe(400);
    expect((await post('msg', { payload: { id: 77, msg: 'hi' } })).status).toBe(404);
    const chats = chatsResponseSchema.parse(await getJson('chats'));
    expect(chats['1']?.msg).toHaveLength(8);
  });
});
