const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * For tests of parts that render on their own schedule (FullCalendar's sizing, AG Grid's timers, navigations the
 * app's session handling makes): React's act() environment is off during each test of the file and back on after,
 * so those renders do not warn "not wrapped in act(...)".
 */
export function runOutsideAct(): void {
  beforeEach(() => {
    env.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    env.IS_REACT_ACT_ENVIRONMENT = true;
  });
}
