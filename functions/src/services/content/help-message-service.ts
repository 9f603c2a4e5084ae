import {
  helpMessageIssues,
  type HelpMessageInput,
  type HelpMessageList,
  type HelpMessageType,
  type HelpMessageView,
} from '@cellar/shared/content/help-message';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import {
  HelpIdentifierTaken,
  HelpMessageChanged,
  helpMessageRepository,
  type HelpMessageRecord,
} from '../../repositories/help-message-repository.ts';

const view = (help: HelpMessageRecord): HelpMessageView => ({ ...help });

function check(input: HelpMessageInput, adding: boolean): void {
  const issues = Object.entries(helpMessageIssues(input, { adding }));
  if (issues.length > 0) throw new ValidationError(Object.fromEntries(issues.map(([field, key]) => [field, [key]])));
}

async function find(id: number): Promise<HelpMessageRecord> {
  const help = await helpMessageRepository.get(id);
  if (!help) throw new NotFoundError('helpMessage.notFound');
  return help;
}

const changed = (error: unknown): never => {
  if (error instanceof HelpMessageChanged) throw new ConflictError('helpMessage.changed');
  throw error;
};

/** Help messages (spec 1 §3, §5): global, read by every admin, written by the super-admin (the route's level). */
export const helpMessageService = {
  async list(): Promise<HelpMessageList> {
    return { list: (await helpMessageRepository.all()).map(view) };
  },

  async create(input: HelpMessageInput): Promise<HelpMessageView> {
    check(input, true);
    const help: HelpMessageRecord = {
      id: await helpMessageRepository.nextId(),
      identifier: input.identifier!.trim(),
      type: input.type as HelpMessageType,
      message: input.message!.trim(),
      updatedAt: new Date().toISOString(),
    };
    try {
      await helpMessageRepository.create(help);
    } catch (error) {
      if (error instanceof HelpIdentifierTaken)
        throw new ConflictError('helpMessage.identifierTaken', { identifier: ['helpMessage.identifierTaken'] });
      throw error;
    }
    return view(help);
  },

  /** The type and message change; the identifier (the key the forms look it up by) stays. */
  async update(id: number, input: HelpMessageInput): Promise<HelpMessageView> {
    check(input, false);
    const previous = await find(id);
    const next: HelpMessageRecord = {
      ...previous,
      type: input.type as HelpMessageType,
      message: input.message!.trim(),
      updatedAt: new Date().toISOString(),
    };
    await helpMessageRepository.update(previous, next).catch(changed);
    return view(next);
  },

  async remove(id: number): Promise<void> {
    await helpMessageRepository.delete(await find(id)).catch(changed);
  },
};
