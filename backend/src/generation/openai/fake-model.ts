import type { ChatRequestBody, ScriptedReply } from './fake-openai-server.js';
import type { ModelAnswer, ReduceAnswer } from './model-answer.schema.js';

/**
 * A stand-in model for the fake OpenAI server (`server.respondWith(answerFromPrompt)`): it answers
 * every request from the prompt it is sent, as a real model would, so tests of the section-by-section
 * provider see one answer per part. A map request ('study_material') gets notes citing its own first
 * passage, titled by that passage's first word; a reduce request ('study_overview') builds its key
 * ideas on the numbered part key ideas.
 */

export function passagesInPrompt(prompt: string): { id: number; text: string }[] {
  return [...prompt.matchAll(/^\[(\d+)\](?: \([^)]*\))? (.*)$/gm)].map((m) => ({ id: Number(m[1]), text: m[2]! }));
}

export function answerFromPrompt(body: ChatRequestBody): ScriptedReply {
  const prompt = body.messages.at(-1)?.content ?? '';
  if (body.response_format?.json_schema?.name === 'study_overview') {
    const ideas = [...prompt.matchAll(/^\[K(\d+)\] (.*)$/gm)];
    const answer: ReduceAnswer = {
      title: 'Overview',
      summary: `An overview of ${ideas.length} key ideas in order. Each part builds on the one before.`,
      keyIdeas: ideas.slice(0, 8).map((m) => ({ text: `Overall: ${m[2]}`, keyIdeaId: Number(m[1]) })),
    };
    return { content: JSON.stringify(answer) };
  }
  const passages = passagesInPrompt(prompt);
  const first = passages[0];
  if (!first) return { content: JSON.stringify({ title: '', summary: '', keyIdeas: [], definitions: [], timestamps: [], flashcards: [] }) };
  const sentence = `${first.text.split(/(?<=[.!?]) /)[0]}`;
  const topic = sentence.split(' ')[0]!.replace(/[^\p{L}\p{N}-]/gu, '');
  const answer: ModelAnswer = {
    title: `${topic} notes`,
    summary: `This part is about ${topic}.`,
    keyIdeas: [{ text: `${topic} matters.`, sourceId: first.id, quote: sentence }],
    definitions: [{ term: topic, meaning: `what the part on ${topic} is about`, sourceId: first.id, quote: sentence }],
    timestamps: [],
    flashcards: [1, 2, 3].map((n) => ({
      question: `Question ${n} about ${topic}?`, answer: `Answer ${n}`, kind: 'concept' as const, difficulty: 'easy' as const, sourceId: first.id, quote: sentence,
    })),
  };
  return { content: JSON.stringify(answer) };
}
