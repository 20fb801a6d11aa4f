/**
 * Forms, leads and outbox rows written straight into the tables (what intake would store), for
 * the tests of what happens to a lead afterwards.
 */
import { formInputSchema, type FormInput } from '@forecourt/api-client';
import type { Database } from '../db/client.js';
import { forms, leadDeliveries, leads } from '../db/schema.js';

export const contactForm = (overrides: Partial<FormInput> = {}): FormInput => ({
  name: 'Test drive',
  fields: [
    { id: 'name', type: 'text', label: { en: 'Your name', pl: 'Imię' }, rules: { required: true } },
    { id: 'email', type: 'email', label: { en: 'E-mail', pl: 'E-mail' } },
    { id: 'model', type: 'select', label: { en: 'Model' }, options: [{ value: 'gt', label: { en: 'GT' } }] },
    {
      id: 'marketing',
      type: 'consent',
      label: { en: 'Marketing' },
      consent: { text: { en: 'I agree to hear about offers.' }, version: 'v2' },
    },
  ],
  ...overrides,
});

export async function insertForm(db: Database, input: FormInput = contactForm()) {
  const definition = formInputSchema.parse(input);
  const [row] = await db.insert(forms).values({ name: definition.name, definition }).returning();
  return row!;
}

export async function insertLead(
  db: Database,
  formId: number,
  values: Partial<typeof leads.$inferInsert> = {},
) {
  const [row] = await db
    .insert(leads)
    .values({
      form_id: formId,
      locale: 'en',
      page_path: '/test-drive',
      values: { name: 'Jan Kowalski', email: 'jan@example.com', model: 'gt', marketing: true },
      consents: [{ field: 'marketing', text: 'I agree to hear about offers.', version: 'v2' }],
      ...values,
    })
    .returning();
  return row!;
}

export async function insertDelivery(db: Database, leadId: number, values: Partial<typeof leadDeliveries.$inferInsert> = {}) {
  const [row] = await db
    .insert(leadDeliveries)
    .values({
      lead_id: leadId,
      kind: 'notification',
      target: 'sales@forecourt.test: New test drive request',
      payload: { to: ['sales@forecourt.test'], subject: 'New test drive request', text: 'Jan wants a GT.' },
      ...values,
    })
    .returning();
  return row!;
}
