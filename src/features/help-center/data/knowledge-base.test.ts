import { KB_QUESTIONS, KB_SECTIONS, resolveKbQuestion } from './knowledge-base';

describe('knowledge-base data', () => {
  it('gives every question a unique slug and a full article', () => {
    const ids = KB_SECTIONS.flatMap((s) => s.questions.map((q) => q.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const { question } of KB_QUESTIONS) {
      expect(question.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(question.paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(question.paragraphs.length).toBeLessThanOrEqual(3);
      expect(question.topics.length).toBeGreaterThanOrEqual(3);
      expect(question.topics.length).toBeLessThanOrEqual(4);
    }
  });

  it('resolves neighbours across sections and falls back to the first question', () => {
    expect(resolveKbQuestion('download-invoice').next?.id).toBe('support-scope');
    expect(resolveKbQuestion('support-scope').previous?.id).toBe('download-invoice');
    expect(resolveKbQuestion('support-scope').section.id).toBe('item-support');
    expect(resolveKbQuestion(null).question.id).toBe('payment-options');
    expect(resolveKbQuestion('nope').previous).toBeUndefined();
    expect(resolveKbQuestion('forgot-password').next).toBeUndefined();
  });
});
