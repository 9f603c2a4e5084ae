import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import * as z from 'zod';
import { tracer } from '../../lib/tracer.ts';
import { AiTextError, type AiTextGenerator, type ArticleBrief, type GeneratedArticle } from './ai-text.ts';
import { articlePrompt, ideasPrompt, partsPrompt, systemPrompt } from './prompts.ts';

export interface BedrockAiTextOptions {
  /** A model id or an inference profile id (`eu.amazon.nova-pro-v1:0`): the stage's configuration. */
  modelId: string;
  /** The call is aborted after this long (AI_TEXT_TIMEOUT_MS, below the Lambda's timeout). */
  timeoutMs: number;
}

/** The part of a Converse answer we read: its text blocks (other blocks, such as reasoning, are skipped). */
const converseAnswerSchema = z.object({
  output: z.object({
    message: z.object({ content: z.array(z.object({ text: z.string().optional() }).loose()).min(1) }),
  }),
  stopReason: z.string().optional(),
});

const line = z.string().trim().min(1).max(300);
const ideasSchema = z.object({ ideas: z.array(line).min(1).max(10) });
const partsSchema = z.object({ parts: z.array(line).min(1).max(12) });
const articleSchema = z.object({
  introduction: z.string().trim().max(4000).default(''),
  sections: z
    .array(
      z.object({
        heading: line,
        paragraphs: z.array(z.string().trim().min(1).max(4000)).min(1).max(10),
      }),
    )
    .min(1)
    .max(12),
});

/** The JSON object of a model's text, tolerating a markdown fence or words around it (some models add them). */
function jsonOf(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start === -1 || end < start) throw new AiTextError('malformed', 'no JSON object in the answer');
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    throw new AiTextError('malformed', 'the answer is not valid JSON');
  }
}

/**
 * Amazon Bedrock's Converse API (one request, one answer; the same call for every model). The client is injectable so
 * tests replay recorded answers; the SDK retries throttling within the timeout, which bounds the whole call.
 */
export class BedrockAiText implements AiTextGenerator {
  readonly kind = 'bedrock' as const;

  constructor(
    private readonly options: BedrockAiTextOptions,
    private readonly client: Pick<BedrockRuntimeClient, 'send'> = tracer.captureAWSv3Client(
      new BedrockRuntimeClient({}),
    ),
  ) {}

  async ideas(brief: ArticleBrief): Promise<string[]> {
    return (await this.ask(brief, ideasPrompt(brief), 600, ideasSchema)).ideas;
  }

  async parts(brief: ArticleBrief, title: string): Promise<string[]> {
    return (await this.ask(brief, partsPrompt(brief, title), 800, partsSchema)).parts;
  }

  async article(brief: ArticleBrief, title: string, parts: readonly string[]): Promise<GeneratedArticle> {
    return this.ask(brief, articlePrompt(brief, title, parts), 4000, articleSchema);
  }

  private async ask<T>(brief: ArticleBrief, prompt: string, maxTokens: number, schema: z.ZodType<T>): Promise<T> {
    let answer: unknown;
    try {
      answer = await this.client.send(
        new ConverseCommand({
          modelId: this.options.modelId,
          system: [{ text: systemPrompt(brief.lang) }],
          messages: [{ role: 'user', content: [{ text: prompt }] }],
          inferenceConfig: { maxTokens, temperature: 0.7 },
        }),
        { abortSignal: AbortSignal.timeout(this.options.timeoutMs) },
      );
    } catch (error) {
      const name = error instanceof Error ? error.name : 'Error';
      const message = error instanceof Error ? error.message : String(error);
      throw new AiTextError('unavailable', `${name}: ${message}`);
    }
    const read = converseAnswerSchema.safeParse(answer);
    if (!read.success) throw new AiTextError('malformed', 'not a Converse answer');
    // A cut answer (max_tokens) is not valid JSON anyway; say why in the logs.
    if (read.data.stopReason === 'max_tokens') throw new AiTextError('malformed', 'the answer was cut (max_tokens)');
    const text = read.data.output.message.content.map((block) => block.text ?? '').join('');
    const parsed = schema.safeParse(jsonOf(text));
    if (!parsed.success) throw new AiTextError('malformed', `unexpected shape: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
  }
}
