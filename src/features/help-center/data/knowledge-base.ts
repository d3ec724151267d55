import { BarChart3, Mail, Megaphone, Sparkles, Target, Workflow, type LucideIcon } from 'lucide-react';
import { KB_ARTICLES, type KbArticle, type KbArticleId } from './kb-articles';

/** Demo knowledge-base content (sample data, shown as is in every locale). */
export interface KbTopic {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  tone: string;
}

export const KB_TOPICS: readonly KbTopic[] = [
  {
    id: 'sales-automation',
    title: 'Sales Automation',
    description: 'Pipelines, follow-ups and deal stages that move on their own.',
    icon: Workflow,
    tone: 'bg-primary-soft text-primary-text',
  },
  {
    id: 'marketing-automation',
    title: 'Marketing Automation',
    description: 'Campaign flows, triggers and audience segments explained.',
    icon: Megaphone,
    tone: 'bg-success-soft text-success-text',
  },
  {
    id: 'marketing-bi',
    title: 'Marketing BI',
    description: 'Dashboards, attribution and the numbers that matter.',
    icon: BarChart3,
    tone: 'bg-info-soft text-info-text',
  },
  {
    id: 'personalization',
    title: 'Personalization',
    description: 'Tailor content and offers to every visitor.',
    icon: Sparkles,
    tone: 'bg-warning-soft text-warning-text',
  },
  {
    id: 'email-marketing',
    title: 'Email Marketing',
    description: 'Templates, deliverability and newsletter best practice.',
    icon: Mail,
    tone: 'bg-danger-soft text-danger-text',
  },
  {
    id: 'demand-generation',
    title: 'Demand Generation',
    description: 'Lead capture, scoring and nurturing that converts.',
    icon: Target,
    tone: 'bg-secondary-soft text-secondary-text',
  },
];

export interface KbQuestion extends KbArticle {
  /** Stable slug, carried as `?question=` to the question page. */
  id: KbArticleId;
}

export interface KbSection {
  id: string;
  title: string;
  questions: readonly KbQuestion[];
}

const SECTIONS: readonly { id: string; title: string; questions: readonly KbArticleId[] }[] = [
  { id: 'buying', title: 'Buying', questions: ['payment-options', 'upgrade-license', 'refunds', 'download-invoice'] },
  { id: 'item-support', title: 'Item Support', questions: ['support-scope', 'support-duration', 'report-bug'] },
  { id: 'payments', title: 'Payments', questions: ['currencies', 'card-declined', 'payment-security'] },
  { id: 'downloads', title: 'Downloads', questions: ['find-downloads', 'latest-version', 'package-contents'] },
  { id: 'licenses', title: 'Licenses', questions: ['license-types', 'multiple-sites', 'transfer-license'] },
  { id: 'account', title: 'Account', questions: ['change-email', 'delete-account', 'forgot-password'] },
];

export const KB_SECTIONS: readonly KbSection[] = SECTIONS.map((section) => ({
  ...section,
  questions: section.questions.map((id) => ({ id, ...KB_ARTICLES[id] })),
}));

export interface KbQuestionContext {
  question: KbQuestion;
  section: KbSection;
  previous: KbQuestion | undefined;
  next: KbQuestion | undefined;
}

/** Every question in reading order across sections, with its neighbours: what Previous / Next article walk. */
export const KB_QUESTIONS: readonly KbQuestionContext[] = KB_SECTIONS.flatMap((section) =>
  section.questions.map((question) => ({ question, section })),
).map((entry, index, all) => ({ ...entry, previous: all[index - 1]?.question, next: all[index + 1]?.question }));

const [FIRST_QUESTION] = KB_QUESTIONS;
if (!FIRST_QUESTION) throw new Error('KB_SECTIONS has no question');
const FALLBACK: KbQuestionContext = FIRST_QUESTION;

/** The question for a `?question=` value; a missing or unknown id (a direct visit, an old link) gets the first one. */
export function resolveKbQuestion(id: string | null): KbQuestionContext {
  return KB_QUESTIONS.find((entry) => entry.question.id === id) ?? FALLBACK;
}
