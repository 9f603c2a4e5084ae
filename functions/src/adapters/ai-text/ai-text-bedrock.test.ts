import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { describe, expect, it } from 'vitest';
import type { ArticleBrief } from './ai-text.ts';
import { BedrockAiText } from './ai-text-bedrock.ts';

const here = dirname(fileURLToPath(import.meta.url));
/** Converse answers in the SDK's shape (`output.message.content`, `stopReason`, `usage`), texts made up. */
const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(join(here, 'fixtures', `bedrock-converse-${name}.answer.json`), 'utf8'));

const brief: ArticleBrief = {
  companyPresentation: 'Domaine familial en Bourgogne, vignes en bio depuis 2012.',
  forWho: 'les amateurs de vin',
  goal: 'Faire découvrir notre travail à la vigne',
  lang: 'fr_FR',
};

/** A client that answers `answer` and keeps what it was sent (the command and the call's options). */
function replaying(answer: unknown) {
  const calls: Array<{ command: ConverseCommand; options: { abortSignal?: AbortSignal } }> = [];
  const client = {
    send: async (command: ConverseCommand, options: { abortSignal?: AbortSignal }) => {
      calls.push({ command, options });
      return answer;
    },
  };
  return {
    calls,
    generator: new BedrockAiText({ modelId: 'eu.amazon.nova-pro-v1:0', timeoutMs: 25_000 }, client as never),
  };
}

describe('the Bedrock text adapter', () => {
  it('asks the stage’s model for ideas with the brief as data, in the admin’s language, within a timeout', async () => {
    const { calls, generator } = replaying(recorded('ideas'));
    const ideas = await generator.ideas(brief);
    expect(ideas).toHaveLength(5);
    expect(ideas[0]).toBe('Vendanges 2025 : comment nous récoltons nos raisins à la main');
    const { command, options } = calls[0]!;
    expect(command.input.modelId).toBe('eu.amazon.nova-pro-v1:0');
    expect(command.input.system?.[0]).toMatchObject({ text: expect.stringContaining('Write in French') });
    expect(command.input.messages?.[0]?.content?.[0]).toMatchObject({
      text: expect.stringContaining('"goal": "Faire découvrir notre travail à la vigne"'),
    });
    expect(options.abortSignal).toBeInstanceOf(AbortSignal);
  });

  it('reads the outline of a title', async () => {
    const { calls, generator } = replaying(recorded('parts'));
    expect(await generator.parts(brief, 'Du cep à la bouteille')).toEqual([
      'Une année rythmée par la vigne',
      'Les vendanges à la main',
      'La vinification au chai',
      'L’élevage en fûts de chêne',
      'La mise en bouteille et la dégustation',
    ]);
    expect(calls[0]!.command.input.messages?.[0]?.content?.[0]).toMatchObject({
      text: expect.stringContaining('"title": "Du cep à la bouteille"'),
    });
  });

  it('reads an article’s introduction and sections', async () => {
    const { generator } = replaying(recorded('article'));
    const article = await generator.article(brief, 'Du cep à la bouteille', ['Une année', 'Les vendanges']);
    expect(article.introduction).toContain('Chaque bouteille du domaine');
    expect(article.sections.map((s) => s.heading)).toEqual([
      'Une année rythmée par la vigne',
      'Les vendanges à la main',
    ]);
    expect(article.sections[1]!.paragraphs).toHaveLength(2);
  });

  it('refuses an answer in prose instead of the asked JSON', async () => {
    const { generator } = replaying(recorded('prose'));
    await expect(generator.ideas(brief)).rejects.toMatchObject({ name: 'AiTextError', failure: 'malformed' });
  });

  it('refuses an answer cut by the token limit', async () => {
    const { generator } = replaying(recorded('cut'));
    await expect(generator.article(brief, 'T', ['A'])).rejects.toMatchObject({ failure: 'malformed' });
  });

  it('refuses JSON of another shape', async () => {
    const answer = recorded('parts') as { output: { message: { content: Array<{ text: string }> } } };
    answer.output.message.content[0]!.text = '{"parts": "Une seule partie"}';
    const { generator } = replaying(answer);
    await expect(generator.parts(brief, 'T')).rejects.toMatchObject({ failure: 'malformed' });
  });

  it('turns a refusal or a timeout of the service into an unavailable text', async () => {
    const throttled = {
      send: async () =>
        Promise.reject(Object.assign(new Error('Too many requests, please wait'), { name: 'ThrottlingException' })),
    };
    const generator = new BedrockAiText({ modelId: 'm', timeoutMs: 1000 }, throttled as never);
    await expect(generator.ideas(brief)).rejects.toMatchObject({ failure: 'unavailable' });

    const slow = {
      send: (_: unknown, options: { abortSignal: AbortSignal }) =>
        new Promise((_resolve, reject) =>
          options.abortSignal.addEventListener('abort', () => reject(options.abortSignal.reason as Error)),
        ),
    };
    const timed = new BedrockAiText({ modelId: 'm', timeoutMs: 50 }, slow as never);
    await expect(timed.parts(brief, 'T')).rejects.toMatchObject({
      failure: 'unavailable',
      detail: expect.stringContaining('TimeoutError'),
    });
  });
});
