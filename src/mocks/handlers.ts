import type { HttpHandler } from 'msw';
import { controlHandler } from './http';
import { authHandlers } from '@/features/auth/mocks/auth.handlers';

/** Every feature's handlers, one import line each. The control handler always runs first. */
export const handlers: HttpHandler[] = [controlHandler, ...authHandlers];
