import { defineWebModule } from '../../app/web-module.ts';
import { PURCHASE_EXTENSIONS } from './purchase/purchase-extensions.tsx';

/** 项目: what it adds to the engine's pages (采购's 收货). */
export default defineWebModule({
  entityExtensions: PURCHASE_EXTENSIONS,
});
