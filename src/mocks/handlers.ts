import type { HttpHandler } from 'msw';
import { controlHandler } from './http';

/** Every feature's handlers (src/features/<f>/mocks/<f>.handlers.ts exporting `handlers`); the control handler runs first. */
const modules = import.meta.glob<{ handlers?: HttpHandler[] }>('../features/*/mocks/*.handlers.ts', { eager: true });

export const handlers: HttpHandler[] = [
  controlHandler,
  ...Object.keys(modules)
    .sort()
    .flatMap((key) => modules[key]?.handlers ?? []),
];
