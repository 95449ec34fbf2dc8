import { defineWebModule } from '../../app/web-module.ts';
import { KNOWLEDGE_PAGES } from './knowledge-pages.ts';

export default defineWebModule({ pages: KNOWLEDGE_PAGES });
