import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageView } from '@cellar/shared/pages/page-document';
import { translate } from '@cellar/shared/i18n/messages';
import { serverErrors as fieldMessages } from '../../../components/kit/field-errors.ts';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { editorToast } from '../../../lib/ui/editor-toast.ts';
import { createPage, editorPageQuery, pageKeys, updatePage } from '../api/page-editor-api.ts';
import { useEditorT } from './editor-text.ts';
import { pageBody, type LoadedPage, type PageDoc } from './page-doc.ts';
import { noErrors, placeErrors, type PlacedErrors } from './placed-errors.ts';
import { isInfoPath, pageErrors } from './validate-page.ts';

interface SaveOptions {
  /** The saved page the editor started from (null: a new page, published by POST). */
  loaded: LoadedPage | null;
  /** After a successful save (the answer, with the server's ids and the new version). */
  onSaved: (page: PageView, created: boolean) => void;
  /** The information has messages: the editor opens "Page information". */
  onInfoErrors: () => void;
}

/**
 * The messages to show: once a save was tried, the shared rules' messages on the document as it is now (they go as
 * it is fixed), with the server's of the last refusal.
 */
export function useShownErrors(doc: PageDoc, tried: boolean, serverErrors: PlacedErrors): PlacedErrors {
  const lang = useLang();
  return useMemo(() => {
    if (!tried) return serverErrors;
    const live = placeErrors(pageErrors(doc, lang), doc);
    const merge = (a: Record<string, Record<string, string>>, b: Record<string, Record<string, string>>) => {
      const merged = { ...a };
      for (const [key, messages] of Object.entries(b)) merged[key] = { ...messages, ...merged[key] };
      return merged;
    };
    return {
      info: { ...serverErrors.info, ...live.info },
      layouts: merge(live.layouts, serverErrors.layouts),
      contents: merge(live.contents, serverErrors.contents),
    };
  }, [doc, tried, serverErrors, lang]);
}

/**
 * Publishing a new page (`POST /admin/page`) or saving one (`PUT /admin/page/{id}` with the version it was read
 * at), after the shared rules passed in the browser. A refusal's messages go where their paths say (placed-errors.ts);
 * a conflict (409, another save came in between) says so and keeps the draft.
 */
export function usePageSave({ loaded, onSaved, onInfoErrors }: SaveOptions) {
  const t = useEditorT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  /** The server's messages of the last refusal (the shared rules' own follow the document, see `liveErrors`). */
  const [serverErrors, setServerErrors] = useState<PlacedErrors>(noErrors);
  const [message, setMessage] = useState<string | null>(null);
  /** Once a save was tried, the information's messages follow its fields. */
  const [tried, setTried] = useState(false);

  const mutation = useMutation({
    mutationFn: ({ doc }: { doc: PageDoc }) =>
      loaded ? updatePage(api, loaded.id, pageBody(doc, loaded.version)) : createPage(api, pageBody(doc, null)),
    onSuccess: async (page) => {
      setServerErrors(noErrors);
      setMessage(null);
      setTried(false);
      queryClient.setQueryData(editorPageQuery(api, page.id).queryKey, page);
      // The page list and the information form read the page too (the editor's own copy is already the answer).
      await queryClient.invalidateQueries({
        queryKey: pageKeys.all,
        predicate: (query) => query.queryKey[1] !== 'editor',
      });
      editorToast('success', translate(loaded ? 'page.updated' : 'page.created', lang));
      onSaved(page, !loaded);
    },
    onError: (error, { doc }) => {
      if (isRequestDropped(error)) return;
      const text = errorMessage(error, t('editor.save.failed'));
      setMessage(isApiError(error) && error.status === 409 ? `${text} ${t('editor.save.draftKept')}` : text);
      const placed = placeErrors(fieldMessages(isApiError(error) ? error.fieldErrors : undefined), doc);
      setServerErrors(placed);
      if (Object.keys(placed.info).length > 0) onInfoErrors();
    },
  });

  const save = (doc: PageDoc) => {
    setTried(true);
    setServerErrors(noErrors);
    const found = pageErrors(doc, lang);
    if (Object.keys(found).length > 0) {
      const paths = Object.keys(found);
      if (paths.some(isInfoPath)) {
        setMessage(t('editor.save.infoInvalid'));
        onInfoErrors();
      } else if (paths.some((path) => /\.images\.\d+\.alt$/.test(path))) setMessage(t('editor.save.altMissing'));
      else setMessage(t('editor.save.invalid'));
      return;
    }
    setMessage(null);
    mutation.mutate({ doc });
  };

  return { save, pending: mutation.isPending, serverErrors, message, tried, dismiss: () => setMessage(null) };
}
