import { Badge, Group, Text } from '@mantine/core';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import { deleteScript, loadScripts, scriptKeys, setScriptValid, type ScriptRow } from '../api/script-api.ts';
import { useScriptsT } from '../components/script-text.ts';

/** The attributes set on a script, as badges. */
function Attributes({ script }: { script: ScriptRow }) {
  const set = [
    script.async && 'async',
    script.defer && 'defer',
    script.nomodule && 'nomodule',
    script.crossorigin && `crossorigin=${script.crossorigin}`,
    script.fetchpriority !== 'auto' && `fetchpriority=${script.fetchpriority}`,
    script.referrerpolicy && `referrerpolicy=${script.referrerpolicy}`,
    script.integrity && 'integrity',
  ].filter((value): value is string => typeof value === 'string');
  return (
    <Group gap={4}>
      {set.map((value) => (
        <Badge key={value} size="sm" variant="light" tt="none">
          {value}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * `/scripts` (spec 1 §2, §3 "Script to load"): the scripts the storefront loads, with their attributes, the valid
 * toggle (only valid ones are injected), edit and delete.
 */
export function ScriptListRoute() {
  const t = useScriptsT();
  const to = useLocalePath();
  const api = useApi();
  return (
    <ListScreen<ScriptRow>
      title={t('behaviours.scripts.title')}
      testId="script-list"
      queryKey={scriptKeys.all}
      load={(query) => loadScripts(api, query)}
      rowId={(s) => s.id}
      defaultSort={{ field: 'id', direction: 'asc' }}
      columns={[
        {
          accessor: 'src',
          title: t('behaviours.scripts.src'),
          sortable: true,
          render: (s) => (
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {s.src}
            </Text>
          ),
        },
        { accessor: 'attributes', title: t('behaviours.scripts.attributes'), render: (s) => <Attributes script={s} /> },
      ]}
      filters={[{ field: 'src', label: t('behaviours.scripts.src'), type: 'like' }]}
      valid={{ isValid: (s) => s.valid, set: (s, valid) => setScriptValid(api, s.id, valid) }}
      remove={{ run: (s) => deleteScript(api, s.id), describe: (s) => s.src }}
      addTo={to('/scripts/add')}
      addLabel={t('behaviours.scripts.add')}
      editTo={(s) => to(`/scripts/${s.id}`)}
    />
  );
}
