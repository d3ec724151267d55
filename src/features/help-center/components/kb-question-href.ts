/** The question page shows the article named by `?question=`; `?topic=` rides along so the category context survives. */
export function kbQuestionHref(questionId: string, topic: string | null): string {
  const params = new URLSearchParams({ question: questionId });
  if (topic) params.set('topic', topic);
  return `/pages/knowledge-base/category/question?${params.toString()}`;
}
