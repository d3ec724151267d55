import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import type { KbQuestion } from '../data/knowledge-base';
import { kbQuestionHref } from './kb-question-href';

/** A list of knowledge-base question links (category sections, related questions); `topic` rides along. */
export function QuestionLinks({
  questions,
  topic,
  icon: Icon,
}: {
  questions: readonly KbQuestion[];
  topic: string | null;
  icon: LucideIcon;
}) {
  return (
    <ul className="flex flex-col">
      {questions.map((q) => (
        <li key={q.id}>
          <Link
            to={kbQuestionHref(q.id, topic)}
            className="flex items-start gap-2 rounded-md px-2 py-2 text-sm text-foreground transition hover:bg-muted hover:text-primary-text focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            {q.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
