import { render } from '@testing-library/react';
import { i18n } from './i18n';

describe('i18n interpolation', () => {
  beforeAll(() => i18n.addResource('en', 'common', 'test.removeNamed', 'Remove {{name}}'));

  it.each(['R&D', '12/28', 'O\'Brien "Ops"', '<img src=x onerror=alert(1)>'])(
    'inserts %s as typed (no HTML entities), and React shows it as text',
    (name) => {
      const text = i18n.t('test.removeNamed', { name });
      expect(text).toBe(`Remove ${name}`);
      const { container } = render(<p>{text}</p>);
      expect(container.querySelector('img')).toBeNull();
      expect(container).toHaveTextContent(`Remove ${name}`);
    },
  );
});
