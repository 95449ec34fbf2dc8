import { contactEntity, customerEntity, INVOICE_MSG, isUnifiedCreditCode, type RowOf } from '@suwork/domain/entities';
import { entity } from '../../core/engine/entity-handle.ts';
import { invalid } from '../../core/envelope.ts';
import type { App } from '../../core/types.ts';

/** What a new customer's 联系人 carries onto the contact it becomes: the contact's field from the customer's. */
const FIRST_CONTACT = { contact_name: 'contact_name', mobile: 'mobile', phone: 'phone', email: 'email' } as const;
const IN_POOL = 2;

/** The customer's 纳税人识别号 (开票信息), when given: a unified social credit code, kept in capitals. */
function checkTaxNumber(values: Partial<RowOf<typeof customerEntity>>) {
  if (!values.tax_number) return;
  const code = values.tax_number.toUpperCase();
  if (!isUnifiedCreditCode(code)) throw invalid(INVOICE_MSG.taxNumber, 'tax_number');
  values.tax_number = code;
}

/**
 * A customer created with a 联系人 gets that person as its first contact, a real record (with the customer's
 * phone, mobile and email) in the same transaction, by the member's own right to add contacts: without it, or for
 * a customer created straight into the pool (it has no owner for the contact to share), the name stays text. A
 * 纳税人识别号 in its 开票信息 must be a unified social credit code.
 */
export function registerCustomerHooks(app: App) {
  const contacts = entity(app, contactEntity);
  entity(app, customerEntity).hooks({
    beforeCreate: (_ctx, values) => checkTaxNumber(values),
    beforeUpdate: (_ctx, _before, changes) => checkTaxNumber(changes),
    async afterCreate({ tx, user }, id, values) {
      const name = typeof values.contact_name === 'string' ? values.contact_name.trim() : '';
      if (!name || values.in_pool === IN_POOL || !user.nodes.has(`${contactEntity.node}_add`)) return;
      const contact: Record<string, unknown> = { enterprise_id: id };
      for (const [to, from] of Object.entries(FIRST_CONTACT)) if (values[from]) contact[to] = values[from];
      contact.contact_name = name;
      await contacts.service.within(tx).add(user, contact);
    },
  });
}
