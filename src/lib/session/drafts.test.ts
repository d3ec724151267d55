import { z } from 'zod';
import { clearDraft, formDraftSchema, readDraft, writeDraft } from './drafts';
import { signOut } from './sign-out';
import { useSession } from './session.store';

/** An unsigned JWT with a readable expiry: the client never checks signatures. */
const enc = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const token = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: 'jwt|1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

const signInAs = (uid: number) =>
  useSession.getState().signIn({
    userData: { uid, displayName: `User ${uid}`, email: `u${uid}@example.com`, photoURL: '', userRole: 'editor' },
    accessToken: token,
  });

afterEach(() => {
  sessionStorage.clear();
  useSession.getState().signOut();
});

describe('session drafts', () => {
  it('come back for the same user only', () => {
    signInAs(1);
    writeDraft('profile.settings.general', { company: 'Acme' });
    expect(readDraft('profile.settings.general', formDraftSchema)).toEqual({ company: 'Acme' });
    signInAs(2);
    expect(readDraft('profile.settings.general', formDraftSchema)).toBeNull();
    signInAs(1);
    expect(readDraft('profile.settings.general', formDraftSchema)).toEqual({ company: 'Acme' });
    clearDraft('profile.settings.general');
    expect(readDraft('profile.settings.general', formDraftSchema)).toBeNull();
  });

  it('treat stored text as untrusted: bad JSON or a wrong shape is no draft, and is dropped', () => {
    signInAs(1);
    const key = 'tessera.draft.1.profile.comment.7';
    for (const bad of ['{not json', '"text"', '[1,2]', JSON.stringify({ text: 42 }), 'x'.repeat(300_000)]) {
      sessionStorage.setItem(key, bad);
      expect(readDraft('profile.comment.7', z.object({ text: z.string() }))).toBeNull();
      expect(sessionStorage.getItem(key)).toBeNull();
    }
  });

  it('are kept nowhere while signed out, and an explicit sign-out drops them all', () => {
    writeDraft('orphan', { a: 1 });
    expect(Object.keys(sessionStorage)).toEqual([]);
    signInAs(1);
    writeDraft('users-edit.268.account', { username: 'typed' });
    sessionStorage.setItem('unrelated', 'kept');
    signOut();
    expect(Object.keys(sessionStorage)).toEqual(['unrelated']);
  });
});
