import { BarChart3, Mail, Megaphone, Sparkles, Target, Workflow, type LucideIcon } from 'lucide-react';

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

export interface KbSection {
  id: string;
  title: string;
  questions: readonly string[];
}

export const KB_SECTIONS: readonly KbSection[] = [
  {
    id: 'buying',
    title: 'Buying',
    questions: [
      'What are the payment options?',
      'Can I upgrade my license later?',
      'Do you offer refunds?',
      'How do I download my invoice?',
    ],
  },
  {
    id: 'item-support',
    title: 'Item Support',
    questions: ['What does item support include?', 'How long does support last?', 'Where do I report a bug?'],
  },
  {
    id: 'payments',
    title: 'Payments',
    questions: ['Which currencies are accepted?', 'Why was my card declined?', 'Is my payment information safe?'],
  },
  {
    id: 'downloads',
    title: 'Downloads',
    questions: ['Where can I find my downloads?', 'How do I get the latest version?', 'What is in the package?'],
  },
  {
    id: 'licenses',
    title: 'Licenses',
    questions: ['Regular or extended license?', 'Can I use one license for several sites?', 'How do I transfer a license?'],
  },
  { id: 'account', title: 'Account', questions: ['How do I change my email?', 'How do I delete my account?', 'I forgot my password'] },
];

export const KB_ARTICLE = {
  title: 'What are the payment options?',
  updated: Date.UTC(2026, 9, 12),
  paragraphs: [
    'We accept all major credit and debit cards (Visa, Mastercard, American Express), PayPal and, for company purchases over $500, bank transfer against an invoice.',
    'Payments are processed by our payment provider over an encrypted connection; we never see or store your full card number. Your receipt arrives by email a minute after the purchase.',
    'If a payment fails, nothing is charged. Check that the billing address matches your card, or try another method; support answers within one business day.',
  ],
  topics: ['Cards and PayPal', 'Bank transfer for companies', 'Receipts and invoices', 'Failed payments'],
};
