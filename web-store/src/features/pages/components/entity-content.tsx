import type { EntityContent } from '@cellar/shared/pages/page-document';
import { ownMediaUrl } from '../page-style.ts';

/**
 * An ENTITY block: its images (each with its alt text), its title and its rich text. The rich text is HTML the server
 * sanitised with an allow-list (the preview sanitises its draft before it gets here): it is shown as HTML. Pictures
 * below the first screen load when scrolled to; those of the first layout at once (they are what the shopper sees).
 */
export function EntityContentView({
  content,
  eager,
  showTitle = true,
}: {
  content: EntityContent;
  eager: boolean;
  showTitle?: boolean;
}) {
  const images = (content.images ?? []).filter((image) => ownMediaUrl(image.url));
  return (
    <>
      {images.length > 0 && (
        <div className="pg-images">
          {images.map((image) => (
            <img
              key={image.idImage}
              src={image.url}
              alt={image.alt}
              loading={eager ? undefined : 'lazy'}
              decoding="async"
            />
          ))}
        </div>
      )}
      {showTitle && content.title && <h2>{content.title}</h2>}
      {content.content && <div className="rich-text" dangerouslySetInnerHTML={{ __html: content.content }} />}
    </>
  );
}
