import { BadGatewayException } from '@nestjs/common';
import type OpenAI from 'openai';
import { z } from 'zod';
import type { LanguageModel } from '../../generation/openai/language-model.js';
import { jsonSchemaFormat, rejectsJsonSchema } from '../../generation/openai/openai-sdk.js';
import { providerFailure } from '../language-model.js';

/** What is translated: the note's own text, item by item. */
export interface NotesText {
  title: string;
  summary: string;
  keyIdeas: string[];
  definitions: { term: string; meaning: string }[];
}

const TranslationSchema = z.object({
  title: z.string(),
  summary: z.string(),
  keyIdeas: z.array(z.string()),
  definitions: z.array(z.object({ term: z.string(), meaning: z.string() })),
});

const SYSTEM_PROMPT = `You translate study notes for learners. Translate every field of the JSON you are given into the requested language.
Keep the meaning exact, keep technical terms accurate (add the original term in parentheses when the translation is uncommon),
keep the same number of keyIdeas and definitions in the same order, and translate nothing else. Answer with JSON only.`;

const SHAPE_HINT = 'Reply with one JSON object of exactly this shape: {"title": string, "summary": string, "keyIdeas": [string], "definitions": [{"term": string, "meaning": string}]}';

/**
 * Translates notes with an OpenAI-compatible model (strict JSON schema, or JSON mode for servers
 * without structured outputs), validated: every key idea and definition must come back, in order.
 */
export class OpenAiTranslator {
  readonly name: string;

  constructor(private readonly model: LanguageModel) {
    this.name = `openai:${model.model}`;
  }

  async translate(notes: NotesText, languageName: string): Promise<NotesText> {
    const user = `Target language: ${languageName}\n\n${JSON.stringify(notes)}`;
    const task = 'translate these notes';
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    const responseFormat = await jsonSchemaFormat(TranslationSchema, 'notes_translation');
    try {
      completion = await this.model.client.chat.completions.create({
        model: this.model.model, temperature: 0.1,
        messages: [{ role: 'system', content: SYSTEM_PROMPT }, { role: 'user', content: user }],
        response_format: responseFormat,
      });
    } catch (error) {
      if (!rejectsJsonSchema(error)) throw providerFailure(error, task);
      try {
        completion = await this.model.client.chat.completions.create({
          model: this.model.model, temperature: 0.1,
          messages: [{ role: 'system', content: `${SYSTEM_PROMPT}\n${SHAPE_HINT}` }, { role: 'user', content: user }],
          response_format: { type: 'json_object' },
        });
      } catch (retryError) {
        throw providerFailure(retryError, task);
      }
    }
    return validate(completion, notes);
  }
}

function validate(completion: OpenAI.Chat.Completions.ChatCompletion, original: NotesText): NotesText {
  const choice = completion.choices?.[0];
  if (!choice) throw new BadGatewayException('The AI model returned no translation.');
  if (choice.message.refusal) throw new BadGatewayException(`The AI model declined to translate these notes: ${choice.message.refusal}`);
  if (choice.finish_reason === 'length') throw new BadGatewayException('The AI model’s translation was cut off before it was complete.');
  const content = choice.message.content?.trim().replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '');
  if (!content) throw new BadGatewayException('The AI model returned an empty translation.');
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new BadGatewayException('The AI model’s translation was not valid JSON, so it was not saved.');
  }
  const parsed = TranslationSchema.safeParse(json);
  if (!parsed.success) throw new BadGatewayException('The AI model’s translation did not have the expected structure, so it was not saved.');
  const t = parsed.data;
  const blank = (s: string) => !s.trim();
  if (t.keyIdeas.length !== original.keyIdeas.length || t.definitions.length !== original.definitions.length) {
    throw new BadGatewayException('The AI model’s translation left out some key ideas or definitions, so it was not saved. Please try again.');
  }
  if (blank(t.title) || blank(t.summary) || t.keyIdeas.some(blank) || t.definitions.some((d) => blank(d.term) || blank(d.meaning))) {
    throw new BadGatewayException('The AI model’s translation had empty parts, so it was not saved. Please try again.');
  }
  return {
    title: t.title.trim(), summary: t.summary.trim(), keyIdeas: t.keyIdeas.map((k) => k.trim()),
    definitions: t.definitions.map((d) => ({ term: d.term.trim(), meaning: d.meaning.trim() })),
  };
}
