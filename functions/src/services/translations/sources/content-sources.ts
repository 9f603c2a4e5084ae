import { albumTranslatables } from '../../content/album-service.ts';
import { blogTranslatables } from '../../content/blog-service.ts';
import { elementTranslatables } from '../../content/element-service.ts';
import { formTranslatables } from '../../content/form-service.ts';
import { newsTranslatables } from '../../content/news-service.ts';
import { registerTranslatableSource } from '../translatable-sources.ts';

/** News, blog, forms, element types and items, albums: every one of a site, in the shape its public read answers. */
registerTranslatableSource('news', newsTranslatables);
registerTranslatableSource('blogFolder', async (site) => (await blogTranslatables(site)).folders);
registerTranslatableSource('blogArticle', async (site) => (await blogTranslatables(site)).articles);
registerTranslatableSource('form', formTranslatables);
registerTranslatableSource('element', async (site) => (await elementTranslatables(site)).types);
registerTranslatableSource('elementItem', async (site) => (await elementTranslatables(site)).items);
registerTranslatableSource('album', albumTranslatables);
