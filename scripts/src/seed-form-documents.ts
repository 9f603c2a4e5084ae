import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { buildDocx } from '@cellar/functions/documents/docx-fixture';
import { formDocumentService } from '@cellar/functions/services/content/form-document-service';

/**
 * The demo form's document template (issue 18), when it has none: a booking confirmation with the guests' loop and
 * the dietary condition, offered to the visitor after sending (docs/form-documents.md).
 */
export async function seedDemoFormTemplates(idForm: number): Promise<void> {
  const site = authorisedSiteId(1);
  if ((await formDocumentService.list(site, idForm)).templates.length > 0) return;
  const data = buildDocx([
    '# Confirmation de réservation',
    'Bonjour {fullName},',
    'Nous vous attendons le {date}, {slot}, pour une dégustation au chai.',
    'Participants :',
    '{#guests}',
    '- {guestName} ({guestAge} ans)',
    '{/guests}',
    '{#dietaryNeeds}Régime alimentaire signalé : {dietaryDetails}{/dietaryNeeds}',
    'Demande n° {messageNumber} reçue le {messageDate}.',
  ]);
  const file = { filename: 'confirmation.docx', contentType: 'application/octet-stream', size: data.byteLength, data };
  await formDocumentService.create(site, idForm, { file, name: 'Confirmation de réservation', offered: true }, 'fr_FR');
}
