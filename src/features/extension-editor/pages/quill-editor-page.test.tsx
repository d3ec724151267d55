import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Quill from 'quill';
import { renderRoute } from '@/test/render-route';
import { DRAFT_KEYS } from '../components/quill-content';

// Quill measures selections to scroll them into view; jsdom has no layout, so ranges report empty boxes.
const emptyRect = { x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0, toJSON: () => ({}) } as DOMRect;
beforeAll(() => {
  Range.prototype.getBoundingClientRect = () => emptyRect;
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: function* () {} }) as unknown as DOMRectList;
});

declare global {
  interface Window {
    __xss?: unknown;
  }
}

const PAYLOAD = [
  '<p>Hello <img src="x" onerror="window.__xss=1"> <a href="javascript:window.__xss=2" onclick="window.__xss=3">click</a></p>',
  '<iframe class="ql-video" src="javascript:window.__xss=4"></iframe>',
  '<span class="ql-formula" data-value="\\\\alert(1)">formula</span>',
  '<svg onload="window.__xss=5"></svg><script>window.__xss=6</script>',
  '<p style="background:url(javascript:alert(7))" onmouseover="window.__xss=8">styled</p>',
].join('');

async function openPage() {
  const view = await renderRoute('/extensions/quill-editor', { signedInAs: 'editor' });
  await screen.findByRole('textbox', { name: 'Snow editor' });
  return view;
}

function quillOf(name: string): Quill {
  const root = screen.getByRole('textbox', { name });
  const quill = Quill.find(root.parentElement as HTMLElement);
  if (!(quill instanceof Quill)) throw new Error(`no Quill for ${name}`);
  return quill;
}

const output = (name: string) => screen.getByRole('region', { name: `HTML of the ${name}` });
const findOutput = (name: string) => screen.findByRole('region', { name: `HTML of the ${name}` });

function paste(target: HTMLElement, html: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: { getData: (type: string) => (type === 'text/html' ? html : type === 'text/plain' ? 'plain' : ''), files: [] },
  });
  fireEvent(target, event);
}

/** Every attribute in `root` that could run or load something. */
function dangerousAttributes(root: ParentNode): string[] {
  const found: string[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name)) found.push(`${el.tagName}[${attr.name}]`);
      if (/^\s*javascript:/i.test(attr.value)) found.push(`${el.tagName}[${attr.name}=${attr.value}]`);
    }
  }
  return found;
}

describe('/extensions/quill-editor', { timeout: 40_000 }, () => {
  afterEach(() => {
    delete window.__xss;
  });

  it('shows the three editors with sample content and its sanitized HTML as text', async () => {
    await openPage();
    expect(screen.getByRole('textbox', { name: 'Bubble editor' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reply editor' })).toBeInTheDocument();
    const snowHtml = await findOutput('Snow editor');
    expect(snowHtml).toHaveTextContent('<h2>Release notes, beautifully written</h2>');
    expect(snowHtml).toHaveTextContent('<strong>bold</strong>');
    // The markup is text, not elements.
    expect(snowHtml.querySelector('h2, strong')).toBeNull();
    expect(await findOutput('Bubble editor')).toHaveTextContent('<h2>Select me</h2>');
  });

  it('updates the HTML output live while typing', async () => {
    await openPage();
    const quill = quillOf('Reply editor');
    await findOutput('Reply editor');
    expect(screen.getByTestId('custom-words')).toHaveTextContent('17 words');
    act(() => {
      quill.insertText(quill.getLength() - 1, ' Live words', 'user');
    });
    await waitFor(() => expect(output('Reply editor')).toHaveTextContent('Live words'));
    act(() => {
      quill.formatText(0, 3, 'italic', true, 'user');
    });
    await waitFor(() => expect(output('Reply editor')).toHaveTextContent('<p><em>Hi </em>Anna,</p>'));
    expect(screen.getByTestId('custom-words')).toHaveTextContent('19 words');
  });

  it('gives every Quill control a translated accessible name', async () => {
    await openPage();
    const toolbar = screen.getByRole('toolbar', { name: 'Snow editor formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Strikethrough',
      'Numbered list',
      'Checklist',
      'Subscript',
      'Increase indent',
      'Insert link',
      'Insert video',
      'Clear formatting',
    ]) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(toolbar).getByRole('button', { name: 'Font: Sans serif' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(toolbar).getByRole('button', { name: 'Font size: Normal' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Alignment: Align left', hidden: true })).toBeInTheDocument();
    // Swatches have colour names even while their list is closed.
    expect(within(toolbar).getAllByRole('button', { name: 'Red', hidden: true })).toHaveLength(2);
    // No control anywhere on the page is left without a name.
    const unnamed = Array.from(document.querySelectorAll<HTMLElement>('button, [role="button"]')).filter(
      (el) => !(el.getAttribute('aria-label') || el.textContent?.trim() || el.getAttribute('aria-labelledby')),
    );
    expect(unnamed.map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
  });

  it('opens a picker with Space and picks an option with the keyboard', async () => {
    await openPage();
    const user = userEvent.setup();
    const toolbar = screen.getByRole('toolbar', { name: 'Snow editor formatting' });
    const quill = quillOf('Snow editor');
    act(() => {
      quill.setSelection(0, 5, 'user');
    });
    const sizeButton = within(toolbar).getByRole('button', { name: 'Font size: Normal' });
    sizeButton.focus();
    await user.keyboard(' ');
    expect(sizeButton).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    // Opening focuses the selected option ("Normal"); one more step down is "Large".
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('aria-label', 'Large');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: 'Font size: Large' })).toHaveFocus());
    expect(quill.getFormat(0, 5)).toMatchObject({ size: 'large' });
  });

  it('inserts the signature with the custom toolbar button', async () => {
    await openPage();
    const user = userEvent.setup();
    const toolbar = screen.getByRole('toolbar', { name: 'Reply editor formatting' });
    const signature = within(toolbar).getByRole('button', { name: 'Insert signature' });
    expect(signature.querySelector('svg')).not.toBeNull();
    const quill = quillOf('Reply editor');
    act(() => {
      quill.setSelection(quill.getLength() - 1, 0, 'user');
    });
    await user.click(signature);
    await waitFor(() => expect(output('Reply editor')).toHaveTextContent('<p>Best regards,</p> <p><strong>Jane Roe</strong></p>'));
    expect(quill.getText()).toMatch(/Best regards,\nJane Roe\n$/);
  });

  it('F9: a pasted payload never executes and leaves no handler or script URL anywhere', async () => {
    await openPage();
    const quill = quillOf('Snow editor');
    act(() => {
      quill.setSelection(0, 0, 'user');
    });
    paste(quill.root, PAYLOAD);
    await waitFor(() => expect(output('Snow editor')).toHaveTextContent('Hello'));
    expect(window.__xss).toBeUndefined();
    expect(dangerousAttributes(document.body)).toEqual([]);
    // The unsafe image is dropped rather than requested; no frame, formula, svg or script survives.
    expect(quill.root.querySelector('img, iframe, svg, script, .ql-formula')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    const code = output('Snow editor').textContent ?? '';
    expect(code).not.toMatch(/onerror|onclick|onmouseover|javascript:|<script|<iframe/i);

    await userEvent.setup().click(screen.getAllByRole('tab', { name: 'Preview' })[0]!);
    const preview = await screen.findByRole('region', { name: 'Preview of the Snow editor' });
    expect(preview).toHaveTextContent('Hello');
    expect(preview.querySelector('img, iframe, script, svg')).toBeNull();
    expect(dangerousAttributes(preview)).toEqual([]);
  });

  it('F9: stored content with a payload loads as inert text', async () => {
    localStorage.setItem(
      DRAFT_KEYS.snow,
      JSON.stringify({
        v: 1,
        savedAt: 1,
        ops: [
          { insert: '<img src=x onerror=window.__xss=1>' },
          { insert: { formula: 'e=mc^2' } },
          { insert: { image: 'javascript:window.__xss=2' } },
          { insert: { video: 'javascript:window.__xss=3' } },
          { insert: 'link', attributes: { link: 'javascript:window.__xss=4', onclick: 'window.__xss=5' } },
          { insert: '\n' },
        ],
      }),
    );
    await openPage();
    const quill = quillOf('Snow editor');
    expect(quill.getText()).toBe('<img src=x onerror=window.__xss=1>link\n');
    expect(quill.root.querySelector('img, iframe, .ql-formula')).toBeNull();
    expect(dangerousAttributes(document.body)).toEqual([]);
    expect(window.__xss).toBeUndefined();
    // Shown as text in the output (escaped twice over: by the sanitizer's text and by React).
    expect(await findOutput('Snow editor')).toHaveTextContent('<p>&lt;img src=x onerror&#61;window.__xss=1&gt;');
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Draft saved in this browser')).toBe(true);
  });

  it('ignores a corrupt draft and shows the sample content', async () => {
    localStorage.setItem(DRAFT_KEYS.bubble, '{"v":1,"ops":"<script>"}');
    await openPage();
    expect(await findOutput('Bubble editor')).toHaveTextContent('<h2>Select me</h2>');
    expect(localStorage.getItem(DRAFT_KEYS.bubble)).toBeNull();
  });

  it('keeps each editor as a draft across a reload, and Reset restores the sample', async () => {
    const first = await openPage();
    const quill = quillOf('Bubble editor');
    act(() => {
      quill.setText('My own words\n', 'user');
    });
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEYS.bubble)).toContain('My own words'));
    first.unmount();

    await openPage();
    expect(quillOf('Bubble editor').getText()).toBe('My own words\n');
    expect(await findOutput('Bubble editor')).toHaveTextContent('<p>My own words</p>');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset Bubble editor' }));
    expect(output('Bubble editor')).toHaveTextContent('<h2>Select me</h2>');
    expect(localStorage.getItem(DRAFT_KEYS.bubble)).toBeNull();
    expect(await screen.findByText('Sample content restored')).toBeInTheDocument();

    // The toast's Undo brings the user's own text back, in the editor and in storage.
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Undo' }));
    expect(quillOf('Bubble editor').getText()).toBe('My own words\n');
    expect(output('Bubble editor')).toHaveTextContent('<p>My own words</p>');
    expect(localStorage.getItem(DRAFT_KEYS.bubble)).toContain('My own words');
  });

  it('writes a pending draft when the page unmounts before the save delay', async () => {
    const view = await openPage();
    const quill = quillOf('Reply editor');
    act(() => {
      quill.setText('Typed just before leaving\n', 'user');
    });
    view.unmount();
    expect(localStorage.getItem(DRAFT_KEYS.custom)).toContain('Typed just before leaving');
  });
});
