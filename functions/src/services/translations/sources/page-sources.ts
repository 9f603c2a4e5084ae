import { pageTranslatables } from '../../pages/page-service.ts';
import { registerTranslatableSource } from '../translatable-sources.ts';

/** Every page of a site (online or not), in the shape `GET /page/{url}` answers. */
registerTranslatableSource('page', pageTranslatables);
