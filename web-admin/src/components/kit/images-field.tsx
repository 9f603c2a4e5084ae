import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { ActionIcon, Badge, Button, FileButton, Group, Image, Paper, Stack, Text, TextInput } from '@mantine/core';
import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { translate } from '@cellar/shared/i18n/messages';
import { maxLogoBytes } from '@cellar/shared/site/upload';
import { useT } from '../../lib/i18n/i18n.ts';
import { useLang } from '../../lib/i18n/lang.ts';
import { imageAccept, imageProblem } from './image-field.tsx';
import { smallIconProps } from './row-icons.tsx';
import { useSortSensors } from './sort-handle.tsx';

/** One image of the list: an image the server has (`url`, `id`) or a file picked now (`file`). */
export interface ImageItem {
  /** Unique in the list and stable while it is edited (React key, drag and drop). */
  key: string;
  /** The server's id of an image it already has. */
  id?: string;
  /** The address of an image the server already has. */
  url?: string;
  /** A file picked now, not sent yet. */
  file?: File;
  /** Alternative text (what the image shows, for screen readers and search engines). */
  alt: string;
}

/** What a form sends of the list: the new files, and every image's metadata in order. */
export interface ImagesMultipart {
  /** The new files, in the order of the list: send them under the multipart part `images`. */
  files: File[];
  /**
   * Every image in order (send as a JSON field, under a name other than `images`): `file` is the
   * index of its file in `files` for a new image; `id`/`url` name an image the server has.
   */
  images: Array<{ id?: string; url?: string; alt: string; order: number; file?: number }>;
}

/**
 * The list as a multipart body needs it (spec 1 §7: files under `images`, object fields as JSON):
 * `api.call(route, { body: { images: files, imageList: images, … } })`. The server reads the files
 * of `images` as a list (functions/src/http/multipart.ts), so the metadata goes under another name.
 */
export function imagesToMultipart(items: readonly ImageItem[]): ImagesMultipart {
  const files: File[] = [];
  const images = items.map((item, order) => {
    const image: ImagesMultipart['images'][number] = { alt: item.alt, order };
    if (item.id !== undefined) image.id = item.id;
    if (item.file) {
      image.file = files.length;
      files.push(item.file);
    } else if (item.url !== undefined) image.url = item.url;
    return image;
  });
  return { files, images };
}

/**
 * The server's field errors (`ApiError.fieldErrors`, paths joined with dots) for images sent under
 * `fields` (the files' part `images`, the metadata's field…): `<field>.<i>.alt` go to the image's
 * alternative text (`altErrors`), any other error of those fields to the whole field (`error`).
 */
export function imagesFieldErrors(
  fieldErrors: Record<string, string[]> | undefined,
  fields: string | readonly string[],
): { error?: string; altErrors: Record<number, string> } {
  const names = typeof fields === 'string' ? [fields] : fields;
  const altErrors: Record<number, string> = {};
  const others: string[] = [];
  for (const [path, messages] of Object.entries(fieldErrors ?? {})) {
    const [head, index, rest] = path.split('.', 3);
    if (head === undefined || !names.includes(head) || messages.length === 0) continue;
    const message = messages.join(' ');
    if (index !== undefined && /^\d+$/.test(index) && rest === 'alt' && path === `${head}.${index}.alt`)
      altErrors[Number(index)] = message;
    else others.push(message);
  }
  return others.length > 0 ? { error: others.join(' '), altErrors } : { altErrors };
}

export interface ImagesFieldProps {
  label: string;
  value: ImageItem[];
  onChange: (items: ImageItem[]) => void;
  /** At most this many images; extra picked files are refused with a message. */
  max?: number;
  /** Size limit of each file (the server's; 2 MB, as logos, by default). */
  maxBytes?: number;
  /** A message on the whole field (the form's rule or the server's), under the field. */
  error?: string | null | undefined;
  /** Messages on the alternative texts, by the image's place in the list (the server's `images.0.alt`…). */
  altErrors?: Record<number, string> | undefined;
  disabled?: boolean;
  /**
   * `data-testid` of the field; its parts: `<testId>-input` (file input), `-pick`, `-item-<i>`,
   * `-preview-<i>`, `-alt-<i>`, `-handle-<i>`, `-up-<i>`, `-down-<i>`, `-remove-<i>`, `-none`, `-error`.
   */
  testId: string;
}

let lastKey = 0;
/** A key for a picked file, unique in the page. */
function newKey(): string {
  lastKey += 1;
  return `new-${lastKey}`;
}

/** Reads a picked file as a data URL, for the preview (works without `URL.createObjectURL`). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The previews of the picked files (data URLs), read once per file. */
function useFilePreviews(items: readonly ImageItem[]): Map<File, string> {
  const [previews, setPreviews] = useState<Map<File, string>>(() => new Map());
  const reading = useRef(new Set<File>());
  useEffect(() => {
    let live = true;
    // Files no longer in the list: their previews are dropped.
    const present = new Set(items.flatMap((item) => (item.file ? [item.file] : [])));
    if ([...previews.keys()].some((file) => !present.has(file)))
      setPreviews((current) => new Map([...current].filter(([file]) => present.has(file))));
    for (const item of items) {
      const file = item.file;
      if (!file || previews.has(file) || reading.current.has(file)) continue;
      reading.current.add(file);
      readAsDataUrl(file).then(
        (url) => {
          reading.current.delete(file);
          if (live) setPreviews((current) => new Map(current).set(file, url));
        },
        () => reading.current.delete(file),
      );
    }
    return () => {
      live = false;
    };
  }, [items, previews]);
  return previews;
}

const arrowUp = 'M7 11V3M3.5 6.5 7 3l3.5 3.5';
const arrowDown = 'M7 3v8M3.5 7.5 7 11l3.5-3.5';
const cross = 'M3.5 3.5l7 7M10.5 3.5l-7 7';

function Icon({ path }: { path: string }) {
  return (
    <svg {...smallIconProps}>
      <path d={path} />
    </svg>
  );
}

interface RowProps {
  item: ImageItem;
  index: number;
  count: number;
  preview: string | undefined;
  altError: string | undefined;
  disabled: boolean;
  testId: string;
  onAlt: (alt: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One image: drag handle, preview, alternative text, move up/down, remove. */
function ImageRow({ item, index, count, preview, altError, disabled, testId, onAlt, onMove, onRemove }: RowProps) {
  const t = useT();
  const n = index + 1;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.key,
    disabled,
  });
  const style = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
    position: 'relative' as const,
    zIndex: isDragging ? 1 : undefined,
  };
  const src = item.file ? preview : item.url;
  return (
    <Paper
      withBorder
      p="xs"
      ref={setNodeRef}
      style={style}
      data-testid={`${testId}-item-${index}`}
      data-image-key={item.key}
      data-dragging={isDragging || undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          mt={4}
          ref={setActivatorNodeRef}
          {...attributes}
          {...(disabled ? {} : listeners)}
          disabled={disabled || count < 2}
          aria-label={t('imagesField.handle', { n })}
          data-testid={`${testId}-handle-${index}`}
          style={{ cursor: disabled ? 'not-allowed' : 'grab', touchAction: 'none' }}
        >
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" fill="currentColor">
            {[3, 7, 11].flatMap((y) => [
              <circle key={`a${y}`} cx="4.5" cy={y} r="1.3" />,
              <circle key={`b${y}`} cx="9.5" cy={y} r="1.3" />,
            ])}
          </svg>
        </ActionIcon>
        <Stack gap={2} align="center" w={104}>
          {src ? (
            <Image
              src={src}
              alt={item.alt.trim() || t('imagesField.image', { n })}
              h={72}
              w={96}
              fit="contain"
              data-testid={`${testId}-preview-${index}`}
            />
          ) : (
            <Paper w={96} h={72} bg="gray.1" data-testid={`${testId}-preview-${index}`} />
          )}
          {item.file && (
            <Badge size="xs" variant="light" color="green">
              {t('imagesField.newImage')}
            </Badge>
          )}
        </Stack>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <TextInput
            label={t('imagesField.alt')}
            value={item.alt}
            onChange={(event) => onAlt(event.currentTarget.value)}
            error={altError}
            disabled={disabled}
            data-testid={`${testId}-alt-${index}`}
          />
          {item.file && (
            <Text size="xs" c="dimmed" truncate>
              {item.file.name}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap" mt={24}>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => onMove(index - 1)}
            disabled={disabled || index === 0}
            aria-label={t('imagesField.moveUp', { n })}
            data-testid={`${testId}-up-${index}`}
          >
            <Icon path={arrowUp} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => onMove(index + 1)}
            disabled={disabled || index === count - 1}
            aria-label={t('imagesField.moveDown', { n })}
            data-testid={`${testId}-down-${index}`}
          >
            <Icon path={arrowDown} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onRemove}
            disabled={disabled}
            aria-label={t('imagesField.remove', { n })}
            data-testid={`${testId}-remove-${index}`}
          >
            <Icon path={cross} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * Several images with their alternative texts, in order (a controlled field: `value`/`onChange`):
 * the images the server has and files picked now, each picked file checked with the server's rules
 * first (type, size; a refused file is named with the reason), a preview, an alternative text,
 * remove, and the order changed by drag and drop (mouse, touch, or keyboard: Space, arrows, Space)
 * or by the move up/down buttons. `imagesToMultipart` turns the list into what a form sends.
 */
export function ImagesField({
  label,
  value,
  onChange,
  max,
  maxBytes = maxLogoBytes,
  error,
  altErrors,
  disabled = false,
  testId,
}: ImagesFieldProps) {
  const t = useT();
  const lang = useLang();
  const [problems, setProblems] = useState<string[]>([]);
  const resetRef = useRef<() => void>(null);
  const previews = useFilePreviews(value);
  const sensors = useSortSensors();
  const full = max !== undefined && value.length >= max;
  const labelId = `${testId}-label`;

  const pick = (picked: File[]) => {
    const refused: string[] = [];
    const added: ImageItem[] = [];
    for (const file of picked) {
      const problem = imageProblem(file, maxBytes);
      const reason = problem
        ? translate(problem, lang)
        : max !== undefined && value.length + added.length >= max
          ? t('imagesField.tooMany', { max })
          : null;
      if (reason) refused.push(t('imagesField.refused', { name: file.name, message: reason }));
      else added.push({ key: newKey(), file, alt: '' });
    }
    setProblems(refused);
    resetRef.current?.();
    if (added.length > 0) onChange([...value, ...added]);
  };

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= value.length) return;
    onChange(arrayMove(value, from, to));
  };
  const keys = value.map((item) => item.key);
  const indexOf = (id: UniqueIdentifier | undefined) => keys.indexOf(String(id ?? ''));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(indexOf(active.id), indexOf(over.id));
  };
  const size = new Intl.NumberFormat(lang === 'en_US' ? 'en-US' : 'fr-FR', { maximumFractionDigits: 1 }).format(
    maxBytes / (1024 * 1024),
  );
  const messages = [...(error ? [error] : []), ...problems];

  return (
    <Paper withBorder p="md" role="group" aria-labelledby={labelId} data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600} id={labelId}>
            {label}
          </Text>
          {max !== undefined && (
            <Text size="sm" c="dimmed" data-testid={`${testId}-count`}>
              {t('imagesField.count', { count: value.length, max })}
            </Text>
          )}
        </Group>
        {value.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid={`${testId}-none`}>
            {t('imagesField.none')}
          </Text>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              screenReaderInstructions: { draggable: t('imagesField.instructions') },
              announcements: {
                onDragStart: ({ active }) => t('imagesField.picked', { n: indexOf(active.id) + 1 }),
                onDragOver: ({ active, over }) =>
                  over ? t('imagesField.over', { n: indexOf(active.id) + 1, over: indexOf(over.id) + 1 }) : undefined,
                onDragMove: () => undefined,
                onDragEnd: ({ active }) => t('imagesField.dropped', { n: indexOf(active.id) + 1 }),
                onDragCancel: ({ active }) => t('imagesField.cancelled', { n: indexOf(active.id) + 1 }),
              },
            }}
          >
            <SortableContext items={keys} strategy={verticalListSortingStrategy}>
              <Stack gap="xs" data-testid={`${testId}-items`}>
                {value.map((item, index) => (
                  <ImageRow
                    key={item.key}
                    item={item}
                    index={index}
                    count={value.length}
                    preview={item.file ? previews.get(item.file) : undefined}
                    altError={altErrors?.[index]}
                    disabled={disabled}
                    testId={testId}
                    onAlt={(alt) =>
                      onChange(value.map((other) => (other.key === item.key ? { ...other, alt } : other)))
                    }
                    onMove={(to) => move(index, to)}
                    onRemove={() => {
                      setProblems([]);
                      onChange(value.filter((other) => other.key !== item.key));
                    }}
                  />
                ))}
              </Stack>
            </SortableContext>
          </DndContext>
        )}
        {messages.length > 0 && (
          <Stack gap={2} role="alert" data-testid={`${testId}-error`}>
            {messages.map((message, index) => (
              <Text key={index} size="sm" c="red">
                {message}
              </Text>
            ))}
          </Stack>
        )}
        <Text size="xs" c="dimmed">
          {t('imagesField.rules', { size })}
        </Text>
        <Group gap="sm">
          <FileButton
            onChange={pick}
            accept={imageAccept}
            multiple
            resetRef={resetRef}
            disabled={disabled || full}
            inputProps={{ 'data-testid': `${testId}-input` } as ComponentProps<'input'>}
          >
            {(props) => (
              <Button variant="default" {...props} disabled={disabled || full} data-testid={`${testId}-pick`}>
                {t('imagesField.choose')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Paper>
  );
}
