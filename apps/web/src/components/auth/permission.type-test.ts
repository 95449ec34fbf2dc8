// Compiled with the app (never imported): a permission check takes a node of the tree; a misspelt one fails tsc.
import { hasNodes, type Grants } from './permission.ts';

declare const grants: Grants;
export const may = hasNodes(grants, ['system_tagList_add', 'system_tagList_del']);
// @ts-expect-error a node the tree does not declare
export const mayNot = hasNodes(grants, 'system_tagList_remove');
