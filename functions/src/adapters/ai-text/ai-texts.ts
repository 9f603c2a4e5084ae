import { env } from '../../lib/env.ts';
import { AiTextError, type AiTextGenerator } from './ai-text.ts';
import { BedrockAiText } from './ai-text-bedrock.ts';
import { LocalAiText } from './ai-text-local.ts';

let generator: AiTextGenerator | undefined;

/**
 * The generator the environment chooses (`AI_TEXT_ADAPTER`): the local one by default (`npm start`, tests: no
 * network, no cost), Bedrock with the stage's model (`BEDROCK_MODEL_ID`) in the deployed content Lambda.
 */
export function aiTextGenerator(): AiTextGenerator {
  if (!generator) {
    const e = env();
    if (e.AI_TEXT_ADAPTER === 'bedrock') {
      if (!e.BEDROCK_MODEL_ID) throw new AiTextError('unavailable', 'AI_TEXT_ADAPTER=bedrock needs BEDROCK_MODEL_ID');
      generator = new BedrockAiText({ modelId: e.BEDROCK_MODEL_ID, timeoutMs: e.AI_TEXT_TIMEOUT_MS });
    } else generator = new LocalAiText();
  }
  return generator;
}

/** Tests put their own generator (or choose again after changing the environment). */
export function setAiTextGenerator(next: AiTextGenerator | undefined): void {
  generator = next;
}
