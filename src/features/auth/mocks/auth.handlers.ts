import { http } from 'msw';
import { api, fail, ok, readJson } from '@/mocks/http';
import { issueToken, verifyToken } from '@/mocks/jwt';
import { loginRequestSchema, refreshRequestSchema, registerRequestSchema, socialRequestSchema } from '../api/auth.contract';
import { loginUsers, type LoginUser } from './auth.seed';

const toUserData = (u: LoginUser) => ({
  uid: u.uid,
  displayName: u.displayName,
  email: u.email,
  photoURL: u.photoURL,
  userRole: u.userRole,
  phoneNumber: u.phoneNumber,
});

const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const handlers = [
  http.post(api('auth/login'), async ({ request }) => {
    const body = loginRequestSchema.safeParse(await readJson(request));
    if (!body.success) return ok({ error: 'Something went wrong' });
    const user = loginUsers
      .all()
      .find((u) => u.email === normalizeEmail(body.data.email) && u.password !== '' && u.password === body.data.password);
    if (!user) return ok({ error: 'Email Or Password Invalid' });
    return ok({ userData: toUserData(user), accessToken: await issueToken(user.uid, user.userRole) });
  }),

  http.post(api('auth/register'), async ({ request }) => {
    const body = registerRequestSchema.safeParse(await readJson(request));
    if (!body.success) return ok({ error: { displayName: 'Please enter your name.' } }, 400);
    const email = normalizeEmail(body.data.email);
    const error: { email?: string; displayName?: string } = {};
    if (loginUsers.all().some((u) => u.email === email)) error.email = 'This email is already in use.';
    if (!body.data.displayName.trim()) error.displayName = 'Please enter your name.';
    if (error.email || error.displayName) return ok({ error });
    const id = loginUsers.nextId();
    const user: LoginUser = {
      id,
      uid: id,
      displayName: body.data.displayName.trim(),
      password: body.data.password,
      email,
      photoURL: '',
      phoneNumber: null,
      userRole: 'admin',
      checkpointReward: { userName: body.data.displayName.trim().split(' ')[0] ?? '', progress: 0, sales: 0 },
    };
    loginUsers.insert(user);
    return ok({ userData: toUserData(user), accessToken: await issueToken(user.uid, user.userRole) });
  }),

  /** Demo social sign-in: finds or creates the user for the provider profile (no real provider behind it). */
  http.post(api('auth/social'), async ({ request }) => {
    const body = socialRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, 'Invalid sign-in profile');
    const email = normalizeEmail(body.data.profile.email);
    let user = loginUsers.all().find((u) => u.email === email);
    if (!user) {
      const id = loginUsers.nextId();
      const name = body.data.profile.name.trim();
      user = loginUsers.insert({
        id,
        uid: id,
        displayName: name,
        password: '',
        email,
        photoURL: body.data.profile.picture?.startsWith('/images/') ? body.data.profile.picture : '',
        phoneNumber: null,
        userRole: 'admin',
        checkpointReward: { userName: name.split(' ')[0] ?? '', progress: 0, sales: 0 },
      });
    }
    return ok({ userData: toUserData(user), accessToken: await issueToken(user.uid, user.userRole) });
  }),

  http.post(api('auth/refresh-token'), async ({ request }) => {
    const body = refreshRequestSchema.safeParse(await readJson(request));
    // An expired but genuine token may be renewed; a forged or unknown one may not.
    const uid = body.success ? await verifyToken(body.data.accessToken, { ignoreExpiry: true }) : null;
    const user = uid ? loginUsers.find(Number(uid)) : undefined;
    if (!user) return fail(401, 'Invalid access token');
    return ok({ userData: toUserData(user), accessToken: await issueToken(user.uid, user.userRole) });
  }),

  http.get(api('user/checkpoint-reward'), async ({ request }) => {
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
    const uid = token ? await verifyToken(token) : null;
    const user = (uid && loginUsers.find(Number(uid))) || loginUsers.all()[0];
    return ok(
      user
        ? { userName: user.displayName, progress: user.checkpointReward.progress, sales: user.checkpointReward.sales }
        : { userName: '', progress: 0, sales: 0 },
    );
  }),
];
