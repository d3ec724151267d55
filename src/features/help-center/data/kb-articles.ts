import {
  ArrowRightLeft,
  AtSign,
  Bug,
  CircleArrowUp,
  CircleSlash,
  Clock,
  Coins,
  CreditCard,
  Download,
  Globe,
  KeyRound,
  LifeBuoy,
  Package,
  ReceiptText,
  RefreshCw,
  Scale,
  ShieldCheck,
  Undo2,
  UserX,
  type LucideIcon,
} from 'lucide-react';

/** One knowledge-base answer (sample data, shown as is in every locale). */
export interface KbArticle {
  title: string;
  updated: number;
  /** Drawn large in the article's hero panel. */
  icon: LucideIcon;
  paragraphs: readonly string[];
  topics: readonly string[];
}

/** Keyed by the question's slug (the question page's `?question=`); KB_SECTIONS groups and orders them. */
export const KB_ARTICLES = {
  'payment-options': {
    title: 'What are the payment options?',
    updated: Date.UTC(2026, 9, 12),
    icon: CreditCard,
    paragraphs: [
      'We accept all major credit and debit cards (Visa, Mastercard, American Express), PayPal and, for company purchases over $500, bank transfer against an invoice.',
      'Payments are processed by our payment provider over an encrypted connection; we never see or store your full card number. Your receipt arrives by email a minute after the purchase.',
      'If a payment fails, nothing is charged. Check that the billing address matches your card, or try another method; support answers within one business day.',
    ],
    topics: ['Cards and PayPal', 'Bank transfer for companies', 'Receipts and invoices', 'Failed payments'],
  },
  'upgrade-license': {
    title: 'Can I upgrade my license later?',
    updated: Date.UTC(2026, 8, 28),
    icon: CircleArrowUp,
    paragraphs: [
      'Yes. You can move from a regular to an extended license at any time from the Purchases page of your account.',
      'You only pay the difference between the two prices at today’s rates, and the new license keeps the purchase date of the original one.',
    ],
    topics: ['Regular to extended', 'Paying only the difference', 'Where to find Purchases'],
  },
  refunds: {
    title: 'Do you offer refunds?',
    updated: Date.UTC(2026, 8, 3),
    icon: Undo2,
    paragraphs: [
      'Because the full source code is delivered at once, purchases are generally not refundable.',
      'We do refund when the item does not work as described and we cannot fix it, when you were charged twice, or when you bought the wrong license and have not used it yet.',
      'Write to support within 14 days of the purchase with your order number and a short description; refunds go back to the original payment method within 5–10 business days.',
    ],
    topics: ['When a refund applies', 'Double charges', 'The 14-day window', 'How long a refund takes'],
  },
  'download-invoice': {
    title: 'How do I download my invoice?',
    updated: Date.UTC(2026, 7, 19),
    icon: ReceiptText,
    paragraphs: [
      'Open Purchases in your account and choose Invoice next to the order. The PDF lists the item, the license and the taxes paid.',
      'To add a company name, address or VAT number, edit your billing details first and then download the invoice again: it is regenerated with the new details.',
    ],
    topics: ['Invoices as PDF', 'Company and VAT details', 'Reissuing an invoice'],
  },
  'support-scope': {
    title: 'What does item support include?',
    updated: Date.UTC(2026, 9, 2),
    icon: LifeBuoy,
    paragraphs: [
      'Item support covers answering questions about how the template works, helping with reported bugs and fixing problems in the code we ship.',
      'It does not include customising the template for you, installing it on your server or help with third-party libraries you add; for that we can point you to a freelancer.',
    ],
    topics: ['Questions about features', 'Bug fixes in our code', 'What is not covered', 'Custom work'],
  },
  'support-duration': {
    title: 'How long does support last?',
    updated: Date.UTC(2026, 6, 14),
    icon: Clock,
    paragraphs: [
      'Every purchase includes six months of support from the date of purchase. You can extend it to twelve months at checkout or later from your account.',
      'Updates are not tied to support: you keep receiving new versions of the major version you bought even after support ends.',
    ],
    topics: ['Six months included', 'Extending to twelve months', 'Updates after support ends'],
  },
  'report-bug': {
    title: 'Where do I report a bug?',
    updated: Date.UTC(2026, 9, 7),
    icon: Bug,
    paragraphs: [
      'Use the support form in your account and choose the Bug report category. Tell us the version, the browser and the steps that show the problem.',
      'A screenshot or a short screen recording helps a lot. We confirm every report within one business day and ship the fix in the next update.',
    ],
    topics: ['The support form', 'What to include', 'Screenshots and recordings', 'When fixes ship'],
  },
  currencies: {
    title: 'Which currencies are accepted?',
    updated: Date.UTC(2026, 5, 30),
    icon: Coins,
    paragraphs: [
      'Prices are set in US dollars, and you can pay in US dollars, euros or British pounds. The checkout shows the converted amount before you confirm.',
      'If your card is in another currency, your bank converts the amount at its own rate and may add a small fee.',
    ],
    topics: ['US dollars, euros and pounds', 'Conversion at checkout', 'Bank conversion fees'],
  },
  'card-declined': {
    title: 'Why was my card declined?',
    updated: Date.UTC(2026, 8, 16),
    icon: CircleSlash,
    paragraphs: [
      'Most declines come from the bank: the card is not enabled for online or international payments, the daily limit is reached, or the billing address does not match.',
      'Call your bank or approve the payment in its app, then try again. A declined payment is never charged, although a temporary hold may show for a few days.',
    ],
    topics: ['Online and international payments', 'Card limits', 'Billing address checks', 'Temporary holds'],
  },
  'payment-security': {
    title: 'Is my payment information safe?',
    updated: Date.UTC(2026, 4, 21),
    icon: ShieldCheck,
    paragraphs: [
      'Card details are entered on our payment provider’s PCI DSS certified page and never reach our servers.',
      'We keep only the last four digits and the expiry month to show on your invoices. Every page of the checkout is served over HTTPS.',
      'Where your bank supports it, payments are confirmed with 3-D Secure, so nobody can pay with your card without your approval.',
    ],
    topics: ['PCI DSS certified provider', 'What we store', '3-D Secure confirmation'],
  },
  'find-downloads': {
    title: 'Where can I find my downloads?',
    updated: Date.UTC(2026, 7, 5),
    icon: Download,
    paragraphs: [
      'Sign in and open Downloads from the account menu. Every item you bought is listed there with its latest version.',
      'The download link is also in your purchase email. If you bought with another email address, sign in with that one or ask support to merge the accounts.',
    ],
    topics: ['The Downloads page', 'Links in the purchase email', 'Merging accounts'],
  },
  'latest-version': {
    title: 'How do I get the latest version?',
    updated: Date.UTC(2026, 9, 9),
    icon: RefreshCw,
    paragraphs: [
      'Downloads always offer the newest release. Turn on update emails in your account settings to hear about new versions as they ship.',
      'Each release comes with a changelog. Compare it with your copy and move your own changes over, or merge the new version with git if you keep the template in a repository.',
    ],
    topics: ['Update emails', 'Reading the changelog', 'Merging with git', 'Keeping your changes'],
  },
  'package-contents': {
    title: 'What is in the package?',
    updated: Date.UTC(2026, 3, 8),
    icon: Package,
    paragraphs: [
      'The package holds the full source code in TypeScript, the mock API with its sample data, the tests and the documentation.',
      'A starter kit with just the layout, the sign-in pages and the theme is included too, for projects that want to begin from a clean slate.',
    ],
    topics: ['Full source code', 'Mock API and sample data', 'Documentation', 'The starter kit'],
  },
  'license-types': {
    title: 'Regular or extended license?',
    updated: Date.UTC(2026, 6, 1),
    icon: Scale,
    paragraphs: [
      'The regular license covers one end product for yourself or one client, where end users are not charged.',
      'Choose the extended license when end users pay to use the product, for example a SaaS with paid plans.',
      'Not sure? Start with the regular license: you can upgrade later and pay only the difference.',
    ],
    topics: ['Regular license', 'Extended license', 'Paid end products', 'Upgrading later'],
  },
  'multiple-sites': {
    title: 'Can I use one license for several sites?',
    updated: Date.UTC(2026, 5, 11),
    icon: Globe,
    paragraphs: [
      'No. One license covers one end product. Staging, test and development copies of that product are included.',
      'For several products, buy a license for each one; teams that need many can ask support about a volume discount.',
    ],
    topics: ['One license per end product', 'Staging and test copies', 'Volume discounts'],
  },
  'transfer-license': {
    title: 'How do I transfer a license?',
    updated: Date.UTC(2026, 2, 24),
    icon: ArrowRightLeft,
    paragraphs: [
      'A license can be transferred once, for example when you hand a finished project over to your client.',
      'Write to support from the account that bought it, with the email address of the new owner. We move the license and its downloads within two business days.',
    ],
    topics: ['Handing over to a client', 'One transfer per license', 'What support needs'],
  },
  'change-email': {
    title: 'How do I change my email?',
    updated: Date.UTC(2026, 8, 22),
    icon: AtSign,
    paragraphs: [
      'Go to Account settings, enter the new address under Email and save. We send a confirmation link to the new address.',
      'The change takes effect once you open the link; until then, sign in with your old address. Purchases and downloads stay with your account.',
    ],
    topics: ['Account settings', 'Confirming the new address', 'Purchases stay with you'],
  },
  'delete-account': {
    title: 'How do I delete my account?',
    updated: Date.UTC(2026, 1, 17),
    icon: UserX,
    paragraphs: [
      'Open Account settings and choose Delete account at the bottom of the page. We ask for your password to confirm.',
      'Deleting removes your profile and your access to downloads and support. Invoices are kept for as long as tax law requires.',
      'Download everything you need first: a deleted account cannot be restored.',
    ],
    topics: ['Where to find Delete account', 'What is removed', 'Invoices we must keep', 'No way back'],
  },
  'forgot-password': {
    title: 'I forgot my password',
    updated: Date.UTC(2026, 9, 1),
    icon: KeyRound,
    paragraphs: [
      'Choose Forgot password on the sign-in page and enter your email. A reset link arrives within a few minutes and stays valid for one hour.',
      'No email? Check the spam folder and make sure you used the address you signed up with. Support can help if you no longer have access to it.',
    ],
    topics: ['Resetting the password', 'Reset link validity', 'Emails in spam', 'Lost access to your email'],
  },
} satisfies Record<string, KbArticle>;

export type KbArticleId = keyof typeof KB_ARTICLES;
