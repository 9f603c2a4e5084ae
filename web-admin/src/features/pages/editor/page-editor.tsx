import { useMemo, useReducer, useState } from 'react';
import { Alert, Box, Paper, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import type { Draft } from 'immer';
import { translate } from '@cellar/shared/i18n/messages';
import type { LibraryComponentView } from '@cellar/shared/pages/components';
import type { Device, PageView } from '@cellar/shared/pages/page-document';
import type { PageImageView } from '@cellar/shared/pages/page-image';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { pasteCopy, readClipboard, useClipboard, writeClipboard } from './clipboard.ts';
import { ComponentPicker } from './component-picker.tsx';
import { DraftDialog } from './draft-dialog.tsx';
import { draftKey, draftOffer, readDraft, removeDraft, useDraftAutosave, type DraftOffer } from './draft-storage.ts';
import { EditorContext, type EditorContextValue } from './editor-context.ts';
import { replaceContent } from './editor-operations.ts';
import { editorReducer, findContent, findLayout, initialEditorState } from './editor-store.ts';
import { useEditorT } from './editor-text.ts';
import { EditorToolbar, type PreviewMode } from './editor-toolbar.tsx';
import { LayoutCanvas } from './layout-canvas.tsx';
import { createLayout, placeOf } from './layout-factory.ts';
import { PageDetailsDialog } from './page-details-dialog.tsx';
import { blankDoc, docFromPage, sameDoc, type EditorLayout, type LoadedPage, type PageDoc } from './page-doc.ts';
import { PageImagePicker } from './page-image-picker.tsx';
import { PageInfoDrawer } from './page-info-drawer.tsx';
import { ParametersPanel } from './parameters-panel.tsx';
import { PreviewFrame } from './preview-frame.tsx';
import { SavedLayoutsDialog } from './saved-layouts-dialog.tsx';
import { useEditorHotkeys } from './use-editor-hotkeys.ts';
import { usePageSave, useShownErrors } from './use-page-save.ts';

const loadedOf = (page: PageView): LoadedPage => ({ id: page.id, version: page.version, updatedAt: page.updatedAt });

/**
 * The visual page editor (`/page/editor`, `/page/editor/{id}`): the canvas of layouts (left), the live preview of the
 * storefront (centre, may be hidden) and the parameters of the selection (right), over one store with undo and redo
 * (editor-store.ts). The draft is kept in local storage on each change and offered back on opening.
 */
export function PageEditor({ page, site }: { page: PageView | null; site: number }) {
  const t = useEditorT();
  const lang = useLang();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<LoadedPage | null>(() => (page ? loadedOf(page) : null));
  const [baseline, setBaseline] = useState<PageDoc>(() => (page ? docFromPage(page) : blankDoc()));
  const [state, dispatch] = useReducer(editorReducer, baseline, initialEditorState);
  const storageKey = draftKey(site, loaded?.id ?? null);
  const [offer, setOffer] = useState<DraftOffer | null>(() =>
    draftOffer(readDraft(storageKey), loaded?.version ?? 0, baseline),
  );
  const autosave = useDraftAutosave({
    storageKey,
    doc: state.doc,
    baseline,
    baseVersion: loaded?.version ?? 0,
    enabled: offer === null,
  });
  const [device, setDevice] = useState<Device>('computer');
  const [preview, setPreview] = useState<PreviewMode>('side');
  const [infoOpened, info] = useDisclosure(false);
  const [detailsOpened, details] = useDisclosure(false);
  const [savedOpened, saved] = useDisclosure(false);
  const [imagePick, setImagePick] = useState<{ onPick: (image: PageImageView) => void } | null>(null);
  const [componentTarget, setComponentTarget] = useState<{ layoutKey: string; contentKey: string } | null>(null);
  const clipboard = useClipboard();

  const pageSave = usePageSave({
    loaded,
    onInfoErrors: info.open,
    onSaved: (answer, created) => {
      autosave.cancel();
      removeDraft(storageKey);
      if (created) {
        navigate(to(`/page/editor/${answer.id}`), { replace: true });
        return;
      }
      const doc = docFromPage(answer);
      setBaseline(doc);
      setLoaded(loadedOf(answer));
      dispatch({ type: 'reset', doc });
    },
  });

  const errors = useShownErrors(state.doc, pageSave.tried, pageSave.serverErrors);
  const context = useMemo<EditorContextValue>(
    () => ({
      state,
      dispatch,
      device,
      pageId: loaded?.id ?? null,
      errors,
      pickImage: (onPick) => setImagePick({ onPick }),
      pickComponent: (layoutKey, contentKey) => setComponentTarget({ layoutKey, contentKey }),
    }),
    [state, device, loaded, errors],
  );

  const copy = () => {
    const selection = state.selection;
    if (!selection) return false;
    if (selection.kind === 'layout') {
      const layout = findLayout(state.doc, selection.layoutKey);
      if (layout) writeClipboard({ kind: 'layout', layout });
      return Boolean(layout);
    }
    const content = findContent(state.doc, selection.layoutKey, selection.contentKey);
    if (content) writeClipboard({ kind: 'content', content });
    return Boolean(content);
  };
  const paste = () => {
    const item = readClipboard();
    if (!item) return false;
    dispatch({ type: 'paste', item: pasteCopy(item) });
    return true;
  };
  /** A new layout goes after the selected one, else at the end. */
  const insertLayout = (layout: EditorLayout) => {
    const selection = state.selection;
    const after = selection ? state.doc.layouts.findIndex((candidate) => candidate.key === selection.layoutKey) : -1;
    dispatch({ type: 'addLayout', layout, ...(after >= 0 ? { index: after + 1 } : {}) });
  };

  useEditorHotkeys({
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    copy,
    paste,
    clearSelection: () => dispatch({ type: 'select', selection: null }),
    openDetails: details.open,
  });

  const restore = (chosen: DraftOffer) => {
    const { info: draftInfo, layouts } = chosen.draft.page;
    // One undoable step: undo goes back to the page as it was read.
    dispatch({
      type: 'change',
      recipe: (doc) => {
        doc.info = draftInfo as Draft<PageDoc['info']>;
        doc.layouts = layouts as Draft<EditorLayout>[];
      },
    });
    setOffer(null);
  };
  const discard = () => {
    removeDraft(storageKey);
    setOffer(null);
  };

  const chooseComponent = (component: LibraryComponentView) => {
    if (!componentTarget) return;
    const current = findContent(state.doc, componentTarget.layoutKey, componentTarget.contentKey);
    if (current)
      dispatch({
        type: 'change',
        recipe: replaceContent(componentTarget.layoutKey, componentTarget.contentKey, {
          ...placeOf(current),
          type: 'COMPONENT',
          idComponent: component.id,
          slug: component.slug,
          name: component.name,
          componentConf: structuredClone(component.settings),
        }),
      });
    setComponentTarget(null);
  };

  const dirty = !sameDoc(state.doc, baseline);

  return (
    <EditorContext.Provider value={context}>
      <Stack gap="xs" h="calc(100dvh - 56px - 2 * var(--mantine-spacing-md))" data-testid="page-editor">
        <EditorToolbar
          canUndo={state.past.length > 0}
          canRedo={state.future.length > 0}
          onUndo={() => dispatch({ type: 'undo' })}
          onRedo={() => dispatch({ type: 'redo' })}
          layoutCount={state.doc.layouts.length}
          onAddLayout={(type) => insertLayout(createLayout(type))}
          onInsertSaved={saved.open}
          canCopy={state.selection !== null}
          onCopy={copy}
          clipboard={clipboard?.kind ?? null}
          onPaste={paste}
          onPageInfo={info.open}
          onDetails={details.open}
          preview={preview}
          onPreview={setPreview}
          saveState={!loaded ? 'new' : dirty ? 'unsaved' : 'saved'}
          isNew={!loaded}
          saving={pageSave.pending}
          onSave={() => pageSave.save(state.doc)}
        />
        {state.message && (
          <Alert
            color="red"
            withCloseButton
            closeButtonLabel={t('editor.dismiss')}
            onClose={() => dispatch({ type: 'dismissMessage' })}
            data-testid="editor-message"
          >
            {translate(state.message, lang)}
          </Alert>
        )}
        {pageSave.message && (
          <Alert
            color="red"
            withCloseButton
            closeButtonLabel={t('editor.dismiss')}
            onClose={pageSave.dismiss}
            data-testid="save-error"
          >
            {pageSave.message}
          </Alert>
        )}
        <Box
          style={{
            flex: 1,
            minHeight: 0,
            display: 'grid',
            gap: 'var(--mantine-spacing-xs)',
            gridTemplateColumns: preview === 'side' ? 'minmax(0, 1fr) minmax(0, 1fr) 360px' : 'minmax(0, 1fr) 360px',
          }}
        >
          <ScrollArea h="100%" type="auto">
            <LayoutCanvas />
          </ScrollArea>
          {preview === 'side' && (
            <Box h="100%" mih={0} aria-label={t('editor.preview.label')} role="region">
              <PreviewFrame doc={state.doc} device={device} site={site} />
            </Box>
          )}
          <Paper
            withBorder
            p="sm"
            radius="md"
            h="100%"
            mih={0}
            role="complementary"
            aria-label={t('editor.panel.label')}
          >
            <ScrollArea h="100%" type="auto">
              <Stack gap="sm" pr="xs">
                <SegmentedControl
                  fullWidth
                  aria-label={t('editor.panel.device')}
                  value={device}
                  onChange={(value) => setDevice(value as Device)}
                  data={[
                    { value: 'computer', label: t('editor.panel.computer') },
                    { value: 'mobile', label: t('editor.panel.mobile') },
                  ]}
                  data-testid="device-switch"
                />
                {device === 'mobile' && (
                  <Text size="xs" c="dimmed" data-testid="mobile-help">
                    {t('editor.panel.mobileHelp')}
                  </Text>
                )}
                <ParametersPanel />
              </Stack>
            </ScrollArea>
          </Paper>
        </Box>
      </Stack>
      <PageInfoDrawer opened={infoOpened} onClose={info.close} info={state.doc.info} errors={errors.info} />
      <PageDetailsDialog
        opened={detailsOpened}
        onClose={details.close}
        loaded={loaded}
        title={state.doc.info.title}
        url={state.doc.info.url}
        layoutCount={state.doc.layouts.length}
      />
      {offer && <DraftDialog offer={offer} onRestore={() => restore(offer)} onDiscard={discard} />}
      {savedOpened && (
        <SavedLayoutsDialog
          onClose={saved.close}
          onInsert={(layout) => {
            insertLayout(layout);
            saved.close();
          }}
        />
      )}
      {imagePick && (
        <PageImagePicker
          onClose={() => setImagePick(null)}
          onPick={(image) => {
            imagePick.onPick(image);
            setImagePick(null);
          }}
        />
      )}
      {componentTarget && <ComponentPicker onClose={() => setComponentTarget(null)} onPick={chooseComponent} />}
    </EditorContext.Provider>
  );
}
