import { defaultConditionsInputSchema, type DefaultConditionsView } from '@cellar/shared/site/conditions';
import { legalDocuments } from '@cellar/shared/site/legal-info';
import { useApi } from '../../../lib/api/api-context.tsx';
import { saveDefaultConditions, type DefaultConditionsBody } from '../api/conditions-api.ts';
import { TextsEditor } from '../components/texts-editor.tsx';
import { DocumentSection, sentTexts, useDocumentTexts } from '../components/document-texts.tsx';
import { useConditionsSave } from '../components/conditions-save.ts';
import { ConditionsFormBody, ConditionsScreen, type ConditionsFormProps } from '../components/conditions-screen.tsx';

/** `/superAdmin/defaults/conditions`: the default sales conditions and legal notice every site without its own shows
 * (site 0, docs/legal.md). */
export function DefaultConditionsRoute() {
  return <ConditionsScreen kind="defaults" form={DefaultsForm} />;
}

function DefaultsForm({ view, onSaved }: ConditionsFormProps<DefaultConditionsView>) {
  const api = useApi();
  const documentTexts = useDocumentTexts(view, '/superAdmin/translation');
  const save = useConditionsSave({
    schema: defaultConditionsInputSchema,
    body: (): DefaultConditionsBody => ({
      salesConditions: sentTexts(documentTexts.texts.salesConditions),
      legalNotice: sentTexts(documentTexts.texts.legalNotice),
    }),
    send: (body: DefaultConditionsBody) => saveDefaultConditions(api, body),
    onSaved,
  });

  return (
    <ConditionsFormBody save={save} testId="default-conditions-form">
      {legalDocuments.map((document) => (
        <DocumentSection key={document} document={document}>
          <TextsEditor {...documentTexts.editor(document)} errors={save.errors} />
        </DocumentSection>
      ))}
    </ConditionsFormBody>
  );
}
