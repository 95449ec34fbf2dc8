import { defineWebModule } from '../../app/web-module.ts';
import { DOCUMENT_PAGES } from './document-pages.ts';

export default defineWebModule({ pages: DOCUMENT_PAGES });
