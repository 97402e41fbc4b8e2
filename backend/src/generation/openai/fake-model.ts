import type { ChatRequestBody, ScriptedReply } from './fake-openai-server.js';
import type { ModelAnswer, ReduceAnswer } from './model-answer.schema.js';

/**
 * A stand-in model for the fake OpenAI server (`server.respondWith(answerFromPrompt)`): it answers
 * every request from the prompt it is sent, as a real model would, so tests of the section-by-section
 * provider see one answer per part. A map request ('study_material') gets notes citing its own first
 * passage, titled by that passage's first word; a reduce request ('study_overview') builds its key
 * ideas on the numbered part key ideas; a quiz-writing request ('quiz_questions') gets one question per
 * numbered note item (`quizFromPrompt`).
 */

export function passagesInPrompt(prompt: string): { id: number; text: string }[] {
  return [...prompt.matchAll(/^\[(\d+)\](?: \([^)]*\))? (.*)$/gm)].map((m) => ({ id: Number(m[1]), text: m[2]! }));
}

export function answerFromPrompt(body: ChatRequestBody): ScriptedReply {
  const prompt = body.messages.at(-1)?.content ?? '';
  if (body.response_format?.json_schema?.name === 'quiz_questions') return { content: JSON.stringify(quizFromPrompt(prompt)) };
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

/**
 * A quiz-writing request ('quiz_questions'): one question per note item listed as "[K1] …" / "[D1] term:
 * meaning", as many as asked for; the wrong options are the other items of the same kind (padded with
 * invented statements when the notes have too few), the right one at a varying index. As the prompt
 * asks, with two or more of a kind, the first definition's term is to be typed and the first key idea
 * judged true or false.
 */
export function quizFromPrompt(prompt: string): { questions: { kind: 'key-idea' | 'definition'; format: 'multiple-choice' | 'true-false' | 'typed'; question: string; options: string[]; correctIndex: number; sourceId: string }[] } {
  const wanted = Number(/Write (\d+) questions/.exec(prompt)?.[1] ?? 5);
  const items = [...prompt.matchAll(/^\[([KD]\d+)\] (.*)$/gm)].map((m) => ({ id: m[1]!, text: m[2]! }));
  const definitions = items.filter((i) => i.id.startsWith('D')).map((i) => ({ id: i.id, term: i.text.split(': ')[0]!, meaning: i.text.split(': ').slice(1).join(': ') }));
  const keyIdeas = items.filter((i) => i.id.startsWith('K'));
  const pad = (options: string[], n: number) => [...options, ...Array.from({ length: Math.max(0, 4 - options.length) }, (_, k) => `An invented claim number ${n + k} that the notes never make.`)];
  const questions = [
    ...definitions.map((d, n) => {
      if (n === 0 && definitions.length >= 2) {
        return { kind: 'definition' as const, format: 'typed' as const, question: `Which term means “${d.meaning}”? Type it.`, options: [d.term], correctIndex: 0, sourceId: d.id };
      }
      const wrong = pad(definitions.filter((o) => o !== d).map((o) => o.meaning), n).slice(0, 3);
      const options = [...wrong];
      options.splice(n % 4, 0, d.meaning);
      return { kind: 'definition' as const, format: 'multiple-choice' as const, question: `What does “${d.term}” mean?`, options, correctIndex: n % 4, sourceId: d.id };
    }),
    ...keyIdeas.map((k, n) => {
      if (n === 0 && keyIdeas.length >= 2) return { kind: 'key-idea' as const, format: 'true-false' as const, question: k.text, options: ['True', 'False'], correctIndex: 0, sourceId: k.id };
      const wrong = pad(keyIdeas.filter((o) => o !== k).map((o) => `It is not true that ${o.text.charAt(0).toLowerCase()}${o.text.slice(1)}`), n).slice(0, 3);
      const options = [...wrong];
      options.splice((n + 1) % 4, 0, k.text);
      return { kind: 'key-idea' as const, format: 'multiple-choice' as const, question: 'Which statement do the notes make?', options, correctIndex: (n + 1) % 4, sourceId: k.id };
    }),
  ];
  return { questions: questions.slice(0, wanted) };
}
