import DOMPurify, { type Config } from 'dompurify';
import { useMemo, type ElementType } from 'react';
import { cn } from '@/lib/cn';
import { safeHref, safeImageSrc } from '@/lib/safe-url';

const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'base',
  'meta',
  'link',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'listing',
  'xmp',
  'plaintext',
  'portal',
  'svg',
  'math',
  'video',
  'audio',
  'source',
  'track',
  'dialog',
];
const FORBID_ATTR = ['style', 'srcset', 'srcdoc', 'formaction', 'action', 'xlink:href', 'background', 'ping', 'poster', 'target'];

export interface SanitizeOptions {
  /** Drop remote (https) images and keep only same-origin relative ones (privacy: no tracking pixels). */
  blockRemoteImages?: boolean;
}

/** A private DOMPurify instance, so our hooks never leak into anybody else's use of the library. */
function createPurifier(blockRemoteImages: boolean) {
  const purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.hasAttribute('href')) {
      const href = safeHref(node.getAttribute('href'));
      if (href) node.setAttribute('href', href);
      else node.removeAttribute('href');
    }
    if (node.tagName === 'A' || node.tagName === 'AREA') {
      if (node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('rel');
      }
    }
    // Quill marks a checklist item with data-list (the only data attribute let through): keep its two values only.
    const list = node.getAttribute('data-list');
    if (list !== null && list !== 'checked' && list !== 'unchecked') node.removeAttribute('data-list');
    if (node.hasAttribute('src')) {
      const src = safeImageSrc(node.getAttribute('src'));
      const allowed = node.tagName === 'IMG' && src && !(blockRemoteImages && !src.startsWith('/'));
      if (allowed) node.setAttribute('src', src);
      else node.removeAttribute('src');
    }
  });
  return purifier;
}

const purifiers = new Map<boolean, ReturnType<typeof DOMPurify>>();

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOW_DATA_ATTR: false,
  ADD_ATTR: ['data-list'],
  ALLOW_ARIA_ATTR: true,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  SAFE_FOR_XML: true,
  KEEP_CONTENT: true,
};

/** Untrusted HTML -> safe HTML string. Pure and idempotent; the only sanitizer of the app. */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  if (typeof html !== 'string' || html === '') return '';
  const block = options.blockRemoteImages ?? false;
  let purifier = purifiers.get(block);
  if (!purifier) {
    purifier = createPurifier(block);
    purifiers.set(block, purifier);
  }
  const clean = purifier.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
  // Real on* attributes are gone; an "onx=" left in text or a quoted value is written as "onx&#61;" (same DOM),
  // so no later string handling can ever mistake it for a handler.
  return clean.replace(/(\son\w+)=/gi, '$1&#61;');
}

export interface SafeHtmlProps extends SanitizeOptions {
  html: string;
  className?: string;
  as?: ElementType;
}

/** Renders untrusted HTML (emails, rich-text notes) after sanitizing it at display time. */
export function SafeHtml({ html, className, as: Tag = 'div', blockRemoteImages = false }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html, { blockRemoteImages }), [html, blockRemoteImages]);
  return (
    <Tag
      data-slot="safe-html"
      className={cn(
        'text-sm leading-relaxed break-words [&_a]:text-primary-text [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground [&_h1]:text-xl [&_h2]:text-lg [&_h3]:text-base [&_img]:h-auto [&_img]:max-w-full [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_ul]:list-disc [&_ul]:pl-5',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
