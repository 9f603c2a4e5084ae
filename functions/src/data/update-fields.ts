import type { UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { tableName } from './dynamo.ts';
import type { Key } from './keys.ts';

/**
 * An update that sets every given attribute (and removes the `undefined` ones) while leaving the
 * others as they are — counters kept by other writers (`uses`) survive a save, where a Put would
 * replace them.
 */
export function setFields(
  key: Key,
  fields: Record<string, unknown>,
  condition?: { expression: string; values?: Record<string, unknown> },
): UpdateCommandInput {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ...condition?.values };
  const sets: string[] = [];
  const removes: string[] = [];
  Object.entries(fields).forEach(([name, value], i) => {
    names[`#f${i}`] = name;
    if (value === undefined) removes.push(`#f${i}`);
    else {
      values[`:f${i}`] = value;
      sets.push(`#f${i} = :f${i}`);
    }
  });
  const expression = [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : '']
    .filter(Boolean)
    .join(' ');
  return {
    TableName: tableName(),
    Key: key,
    UpdateExpression: expression,
    ConditionExpression: condition?.expression,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: Object.keys(values).length ? values : undefined,
  };
}
