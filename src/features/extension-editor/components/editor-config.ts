import type { QuillToolbar } from '@/components/rich-text/quill-editor';

/**
 * Toolbars and formats of the three demo editors. Colours are content (what the author picks for a word),
 * not theme, so they are fixed values; each has a translated name for its swatch's accessible label.
 */
const PALETTE = [
  { value: '#ea5455', name: 'red' },
  { value: '#ff9f43', name: 'orange' },
  { value: '#f4c430', name: 'yellow' },
  { value: '#28c76f', name: 'green' },
  { value: '#00a598', name: 'teal' },
  { value: '#1e88e5', name: 'blue' },
  { value: '#7367f0', name: 'purple' },
  { value: '#e83e8c', name: 'pink' },
  { value: '#82868b', name: 'gray' },
  { value: '#000000', name: 'black' },
  { value: '#ffffff', name: 'white' },
] as const;

const COLORS = ['', ...PALETTE.map((c) => c.value)];

export function colorName(value: string): string {
  return PALETTE.find((c) => c.value === value.toLowerCase())?.name ?? 'custom';
}

export const SNOW_TOOLBAR: QuillToolbar = [
  [{ font: [] }, { size: ['small', false, 'large', 'huge'] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: COLORS }, { background: COLORS }],
  [{ script: 'sub' }, { script: 'super' }],
  [{ header: 1 }, { header: 2 }, 'blockquote', 'code-block'],
  [{ list: 'ordered' }, { list: 'bullet' }, { list: 'check' }, { indent: '-1' }, { indent: '+1' }],
  [{ direction: 'rtl' }, { align: [] }],
  ['link', 'image', 'video'],
  ['clean'],
];
export const SNOW_FORMATS = [
  'font',
  'size',
  'bold',
  'italic',
  'underline',
  'strike',
  'color',
  'background',
  'script',
  'header',
  'blockquote',
  'code-block',
  'code',
  'list',
  'indent',
  'direction',
  'align',
  'link',
  'image',
  'video',
] as const;

export const BUBBLE_TOOLBAR: QuillToolbar = [
  ['bold', 'italic', 'underline', 'link'],
  [{ header: 1 }, { header: 2 }, 'blockquote'],
];
export const BUBBLE_FORMATS = ['bold', 'italic', 'underline', 'link', 'header', 'blockquote', 'list'] as const;

export const SIGNATURE = 'signature';
export const CUSTOM_TOOLBAR: QuillToolbar = [
  ['bold', 'italic', 'underline'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link', 'clean'],
  [SIGNATURE],
];
export const CUSTOM_FORMATS = ['bold', 'italic', 'underline', 'list', 'link'] as const;
